import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, type AnalyticsCampaignsDto, type AnalyticsPagesDto, type AnalyticsPostsDto, type AnalyticsSourcesDto, type AnalyticsSummaryDto } from '@itsite/shared/contract';
import { AnalyticsDailyEntity, AnalyticsRollupEntity, AnalyticsSaltEntity, AnalyticsSliceEntity, AnalyticsViewEntity, type AnalyticsView } from '../../data/entities/index.js';
import { Client, DB_KINDS, staffClient, startSecondInstance, startTestServer, type TestServer, webLogin, withServer } from '../../test/harness.js';
import { rollSlice, rollUp } from './analytics.js';
import { BLOG_POST_PATH } from './counting.js';
import { addDays, dayOn, daysFrom, deviceOf, visitorHash } from './views.js';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A visitor's address, from a documentation range, that must appear in no stored row. */
const ADDRESS = '203.0.113.77';

const DAY_MS = 86_400_000;
const zone = DEFAULT_TIME_ZONE;

interface Row {
  views: number;
  visitors: number;
}

/** Values' figures as counted straight from raw views: each value's views, and its distinct visitors of each day, summed. */
function countRaw(rows: AnalyticsView[], key: (v: AnalyticsView) => string | null): Map<string, Row> {
  const found = new Map<string, { views: number; visitors: Set<string> }>();
  for (const v of rows) {
    const k = key(v);
    if (k === null) continue;
    const had = found.get(k) ?? { views: 0, visitors: new Set<string>() };
    had.views++;
    had.visitors.add(`${v.day} ${v.visitor}`);
    found.set(k, had);
  }
  return new Map([...found].map(([k, f]) => [k, { views: f.views, visitors: f.visitors.size }]));
}

/** The `limit` first of figures by value, as a report sorts them: views, then visitors, then name. */
function ranked(found: Map<string, Row>, limit = 500): Array<[string, Row]> {
  return [...found].sort(([a, x], [b, y]) => y.views - x.views || y.visitors - x.visitors || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

describe('device class and visitor hash', () => {
  it('tells phones, tablets and desktops apart by the user agent', () => {
    expect([PHONE, TABLET, DESKTOP, 'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) Mobile/15E148'].map(deviceOf)).toEqual(['phone', 'tablet', 'desktop', 'tablet']);
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe('phone');
  });

  it('hashes to 16 hex digits that change with the salt, the address and the user agent', () => {
    const h = visitorHash('salt-a', 'example.com', ADDRESS, PHONE);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash('salt-a', 'example.com', ADDRESS, PHONE)).toBe(h);
    expect(new Set([visitorHash('salt-b', 'example.com', ADDRESS, PHONE), visitorHash('salt-a', 'example.com', '203.0.113.78', PHONE), visitorHash('salt-a', 'example.com', ADDRESS, DESKTOP)]).has(h)).toBe(false);
  });
});

describe.each(DB_KINDS)('site analytics [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  const today = () => dayOn(new Date(), zone);

  /** A beacon as navigator.sendBeacon sends it: JSON as text/plain, from ADDRESS (behind the trusted local proxy). */
  const beacon = (body: unknown, headers: Record<string, string> = {}, client = anon) =>
    client.post('/api/v1/event', {
      raw: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, 'x-forwarded-for': ADDRESS, ...headers },
    });

  const views = async () => {
    await server.running.deps.analytics.flush();
    return server.running.db.getRepository(AnalyticsViewEntity).find({ order: { id: 'ASC' } });
  };

  const report = <T>(name: string, from: string, to: string, extra = '') => admin.get<T>(`/api/v1/admin/analytics/${name}?from=${from}&to=${to}${extra}`);

  beforeAll(async () => {
    // Views are written when a test flushes them, and counted in slices when it makes one.
    server = await startTestServer(kind, { trustProxy: true, analyticsFlushMs: 3_600_000, analyticsSliceMs: 3_600_000 });
    await server.running.deps.analytics.maintain();
    anon = new Client(server.url);
    admin = await webLogin(server.url);
  });
  afterAll(() => server?.close());

  it('counts a view: its path, the referring host, the UTM values of its address and the device, with no cookie and no address kept', async () => {
    const before = (await views()).length;
    const res = await beacon({ url: `${server.url}/services/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&x=1#top`, referrer: 'https://www.google.com/search?q=it+services' });
    expect(res.status).toBe(202);
    expect(res.body).toBe('');
    expect(res.headers.getSetCookie()).toEqual([]);
    const rows = await views();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ day: today(), path: '/services', referrerHost: 'google.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-sale', device: 'phone' });
    expect(rows.at(-1)!.visitor).toMatch(/^[0-9a-f]{16}$/);

    // Nothing any analytics table holds is the address or the user agent.
    const db = server.running.db;
    const everything = JSON.stringify([
      ...rows,
      ...(await db.getRepository(AnalyticsSaltEntity).find()),
      ...(await db.getRepository(AnalyticsDailyEntity).find()),
      ...(await db.getRepository(AnalyticsRollupEntity).find()),
    ]);
    expect(everything).not.toContain(ADDRESS);
    expect(everything).not.toContain('iPhone');

    // Today is read from the raw views.
    const summary = await report<AnalyticsSummaryDto>('summary', today(), today());
    expect(summary.status).toBe(200);
    expect(summary.body.days).toEqual([{ day: today(), views: rows.length, visitors: 1 }]);
    const campaigns = await report<AnalyticsCampaignsDto>('campaigns', today(), today());
    expect(campaigns.body.rows).toContainEqual({ campaign: 'spring-sale', views: 1, visitors: 1 });
  });

  it("keeps no referrer of the site's own pages, and a path without its trailing slash or query", async () => {
    await beacon({ url: '/about?ref=x', referrer: `${server.url}/services` }, { 'user-agent': DESKTOP, origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect((await views()).at(-1)).toMatchObject({ path: '/about', referrerHost: null, utmSource: null, device: 'desktop' });
  });

  it("does not count DNT, Sec-GPC, bots, signed-in staff, addresses that are no public page, or another site's beacons", async () => {
    const before = (await views()).length;
    const skipped = [
      await beacon({ url: '/services' }, { dnt: '1' }),
      await beacon({ url: '/services' }, { 'sec-gpc': '1' }),
      await beacon({ url: '/services' }, { 'user-agent': BOT }),
      await beacon({ url: '/services' }, { 'user-agent': '' }),
      await beacon({ url: '/services' }, {}, admin),
      await beacon({ url: '/admin' }),
      await beacon({ url: '/admin/leads' }),
      await beacon({ url: '/wp-admin' }),
      await beacon({ url: '/api/v1/products' }),
      await beacon({ url: '/no/such/page' }),
      // Sent from another site's page.
      await beacon({ url: '/services' }, { origin: 'https://elsewhere.example' }),
      await beacon({ url: '/services' }, { 'sec-fetch-site': 'cross-site' }),
    ];
    expect(skipped.map((r) => r.status)).toEqual(skipped.map(() => 202));
    expect((await views()).length).toBe(before);
  });

  it('refuses a malformed body (400) and one over 2 KB (413), storing nothing', async () => {
    const before = (await views()).length;
    const notJson = await beacon('{"url": "/services"');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ success: false });
    expect((await beacon({ referrer: 'https://example.org/' })).status).toBe(400);
    expect((await beacon({ url: 42 })).status).toBe(400);
    expect((await beacon('')).status).toBe(400);
    expect((await beacon({ url: `/services?pad=${'x'.repeat(2100)}` })).status).toBe(413);
    // As JSON too (the app's JSON parser leaves this path to the beacon's own reader).
    const json = await anon.post('/api/v1/event', { json: { url: `/services?pad=${'x'.repeat(2100)}` }, headers: { 'user-agent': PHONE } });
    expect(json.status).toBe(413);
    expect((await views()).length).toBe(before);
  });

  it("gives the same viewer one visitor hash a day, a different one the next day, and deletes salts older than yesterday", async () => {
    const analytics = server.running.deps.analytics;
    const now = new Date();
    const viewer = { site: 'site.example', address: ADDRESS, userAgent: DESKTOP };
    const view = { path: '/salted', referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, device: 'desktop' as const };
    await analytics.record(view, viewer, new Date(now.getTime() - 3 * DAY_MS));
    await analytics.record(view, viewer, new Date(now.getTime() - DAY_MS));
    await analytics.record(view, viewer, now);
    await analytics.record(view, viewer, now);
    const salted = (await views()).filter((v) => v.path === '/salted');
    expect(salted.map((v) => v.day)).toEqual([addDays(today(), -3), addDays(today(), -1), today(), today()]);
    const [old, yesterday, first, second] = salted.map((v) => v.visitor);
    expect(first).toBe(second);
    expect(new Set([old, yesterday, first]).size).toBe(3);

    const salts = server.running.db.getRepository(AnalyticsSaltEntity);
    expect((await salts.findBy({ day: addDays(today(), -3) })).length).toBe(1);
    await analytics.maintain(now);
    expect((await salts.find()).map((s) => s.day).sort()).toEqual([addDays(today(), -1), today()]);
  });

  it('rolls finished days up (views, distinct visitors a day, sources, campaigns, devices) once, however often and from however many instances', async () => {
    const analytics = server.running.deps.analytics;
    const now = new Date();
    const d1 = new Date(now.getTime() - 6 * DAY_MS);
    const d2 = new Date(now.getTime() - 5 * DAY_MS);
    const [day1, day2] = [dayOn(d1, zone), dayOn(d2, zone)];
    const ann = { site: 'site.example', address: '198.51.100.1', userAgent: PHONE };
    const bob = { site: 'site.example', address: '198.51.100.2', userAgent: DESKTOP };
    const base = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };
    await analytics.record({ ...base, path: '/blog/seo', referrerHost: 'google.com', device: 'phone' }, ann, d1);
    await analytics.record({ ...base, path: '/services', device: 'phone' }, ann, d1);
    await analytics.record({ ...base, path: '/blog/seo', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn', device: 'desktop' }, bob, d1);
    await analytics.record({ ...base, path: '/blog/seo', referrerHost: 'google.com', device: 'phone' }, ann, d2);
    await analytics.flush();

    // Two instances at once, then again: each day is rolled up once.
    const rolled = await Promise.all([rollUp(server.running.db, now, zone), rollUp(server.running.db, now, zone)]);
    expect(rolled.flat().filter((d) => d === day1 || d === day2).sort()).toEqual([day1, day2]);
    expect(await rollUp(server.running.db, now, zone)).toEqual([]);

    const summary = await report<AnalyticsSummaryDto>('summary', day1, day2);
    expect(summary.body.days).toEqual([
      { day: day1, views: 3, visitors: 2 },
      { day: day2, views: 1, visitors: 1 },
    ]);
    expect(summary.body.totals).toEqual({ views: 4, visitors: 3 });
    expect(summary.body.devices).toEqual([
      { device: 'phone', views: 3, visitors: 2 },
      { device: 'desktop', views: 1, visitors: 1 },
    ]);
    expect(summary.body.timeZone).toBe(zone);
    const pages = await report<AnalyticsPagesDto>('pages', day1, day2);
    expect(pages.body.rows).toEqual([
      { path: '/blog/seo', views: 3, visitors: 3 },
      { path: '/services', views: 1, visitors: 1 },
    ]);
    expect((await report<AnalyticsPagesDto>('pages', day1, day2, '&limit=1')).body.rows).toHaveLength(1);
    const sources = await report<AnalyticsSourcesDto>('sources', day1, day2);
    expect(sources.body.rows).toEqual([
      { source: 'google.com', views: 2, visitors: 2 },
      { source: null, views: 1, visitors: 1 },
      { source: 'newsletter', views: 1, visitors: 1 },
    ]);
    const campaigns = await report<AnalyticsCampaignsDto>('campaigns', day1, day2);
    expect(campaigns.body.rows).toEqual([{ campaign: 'autumn', views: 1, visitors: 1 }]);

    const csv = await admin.get<string>(`/api/v1/admin/analytics/sources/csv?from=${day1}&to=${day2}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(`analytics-sources-${day1}-to-${day2}.csv`);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['source,views,visitors', 'google.com,2,2', '(direct),1,1', 'newsletter,1,1', '']);
    const daysCsv = await admin.get<string>(`/api/v1/admin/analytics/summary/csv?from=${day1}&to=${day2}`);
    expect(daysCsv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['day,views,visitors', `${day1},3,2`, `${day2},1,1`, '']);
  });

  /** Today's figures as the reports answer them, and as counted straight from the raw views. */
  const todayReported = async () => {
    const [summary, pages, sources, campaigns] = await Promise.all([
      report<AnalyticsSummaryDto>('summary', today(), today()),
      report<AnalyticsPagesDto>('pages', today(), today(), '&limit=500'),
      report<AnalyticsSourcesDto>('sources', today(), today(), '&limit=500'),
      report<AnalyticsCampaignsDto>('campaigns', today(), today(), '&limit=500'),
    ]);
    return {
      total: summary.body.totals,
      devices: summary.body.devices.map(({ device, views, visitors }) => [device, { views, visitors }]),
      pages: pages.body.rows.map(({ path, views, visitors }) => [path, { views, visitors }]),
      sources: sources.body.rows.map(({ source, views, visitors }) => [source ?? '', { views, visitors }]),
      campaigns: campaigns.body.rows.map(({ campaign, views, visitors }) => [campaign, { views, visitors }]),
    };
  };
  const todayCounted = async () => {
    const rows = (await views()).filter((v) => v.day === today());
    return {
      total: countRaw(rows, () => '').get('') ?? { views: 0, visitors: 0 },
      devices: ranked(countRaw(rows, (v) => v.device)),
      pages: ranked(countRaw(rows, (v) => v.path)),
      sources: ranked(countRaw(rows, (v) => v.utmSource ?? v.referrerHost ?? '')),
      campaigns: ranked(countRaw(rows, (v) => v.utmCampaign)),
    };
  };
  const uncountedToday = async () => Number((await server.running.db.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM analytics_views WHERE day = ? AND slice = 0', [today()]))[0].n);

  it("counts today's views in slices: the reports answer the same figures before and after each slice, count views that came after one, and a visitor once a page", async () => {
    const analytics = server.running.deps.analytics;
    const db = server.running.db;
    const now = new Date();
    const viewer = (i: number) => ({ site: 'slices.example', address: `198.51.100.${60 + i}`, userAgent: i % 2 ? DESKTOP : PHONE });
    const view = (path: string, more: Partial<AnalyticsView> = {}) => ({ path, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, device: 'phone' as const, ...more });
    await analytics.record(view('/slices/a'), viewer(0), now);
    await analytics.record(view('/slices/a'), viewer(0), now);
    await analytics.record(view('/slices/b', { referrerHost: 'google.com', device: 'desktop' }), viewer(1), now);
    await analytics.record(view('/slices/a', { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'slices-spring' }), viewer(2), now);
    await analytics.flush();
    const before = await todayReported();
    expect(before).toEqual(await todayCounted());
    expect(before.pages).toContainEqual(['/slices/a', { views: 3, visitors: 2 }]);

    // A slice counts every view waiting, and the reports answer the same.
    await rollSlice(db, today(), now);
    expect(await uncountedToday()).toBe(0);
    expect(await todayReported()).toEqual(before);

    // Views after the slice: a visitor the slice counted for a page is not counted again for it,
    // while a new visitor, a new page, and that visitor's next source and campaign are.
    await analytics.record(view('/slices/a'), viewer(0), now);
    await analytics.record(view('/slices/a', { referrerHost: 'google.com' }), viewer(3), now);
    await analytics.record(view('/slices/c', { utmSource: 'newsletter', utmCampaign: 'slices-spring', device: 'desktop' }), viewer(1), now);
    await analytics.flush();
    const after = await todayReported();
    expect(after).toEqual(await todayCounted());
    expect(after.pages).toContainEqual(['/slices/a', { views: 5, visitors: 3 }]);
    expect(after.pages).toContainEqual(['/slices/c', { views: 1, visitors: 1 }]);
    expect(after.campaigns).toContainEqual(['slices-spring', { views: 2, visitors: 2 }]);
    await rollSlice(db, today(), now);
    expect(await uncountedToday()).toBe(0);
    expect(await todayReported()).toEqual(after);
    expect((await db.getRepository(AnalyticsSliceEntity).findBy({ day: today() })).length).toBeGreaterThanOrEqual(2);

    // Nothing waits: no slice is made.
    expect(await rollSlice(db, today(), now)).toBe(0);
  });

  it('makes slices and the rollup of a day on two instances at once: every view counted once, the day as if counted whole', async () => {
    const second = await startSecondInstance(server, { trustProxy: true, analyticsFlushMs: 3_600_000, analyticsSliceMs: 3_600_000 });
    try {
      const [one, two] = [server.running, second.running];
      // Its run at start is over.
      await two.deps.analytics.maintain();
      // At once on MariaDB. On SQLite both instances' connections are in this one process, where a
      // connection waiting for the other's write lock blocks the event loop that transaction needs
      // to finish: they take turns, as SQLite's one writer makes them anyway.
      const atOnce = async <T>(work: Array<() => Promise<T>>): Promise<T[]> => {
        if (kind === 'mysql') return Promise.all(work.map((w) => w()));
        const done: T[] = [];
        for (const w of work) done.push(await w());
        return done;
      };
      const now = new Date();
      const past = new Date(now.getTime() - 9 * DAY_MS);
      const pastDay = dayOn(past, zone);
      const viewer = (i: number) => ({ site: 'instances.example', address: `198.51.100.${120 + (i % 7)}`, userAgent: i % 3 ? DESKTOP : TABLET });
      const base = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };
      // Two blog posts among them (and a page under one, which is no post).
      const PATHS = ['/instances/0', '/blog/post-a', '/instances/1', '/blog/post-b', '/blog/post-a/amp'];
      const record = async (instance: typeof one, n: number, at: Date) => {
        for (let i = 0; i < n; i++) {
          await instance.deps.analytics.record(
            { ...base, path: PATHS[i % PATHS.length], referrerHost: i % 5 ? null : 'bing.com', utmCampaign: i % 6 ? null : 'two-instances', device: i % 3 ? 'desktop' : 'tablet' },
            viewer(i + n),
            at,
          );
        }
        await instance.deps.analytics.flush();
      };

      // Both instances write views of today; both make a slice at once: one counts them all.
      await record(one, 12, now);
      await record(two, 9, now);
      const waiting = await uncountedToday();
      const made = await atOnce([() => rollSlice(one.db, today(), now), () => rollSlice(two.db, today(), now)]);
      expect(made.reduce((a, b) => a + b, 0)).toBe(waiting);
      expect(made.filter((n) => n > 0)).toHaveLength(1);
      expect(await uncountedToday()).toBe(0);
      expect(await todayReported()).toEqual(await todayCounted());

      // A past day: slices on either instance between its views, then its rollup and more slices
      // tried on both at once. The rollup is made once, and its figures are those of the whole day.
      for (const [instance, n] of [[one, 7], [two, 5], [one, 6]] as const) {
        await record(instance, n, past);
        await rollSlice(instance === one ? two.db : one.db, pastDay, now);
      }
      await record(two, 4, past);
      const rolled = await atOnce<string[] | number>([
        () => rollSlice(two.db, pastDay, now),
        () => rollUp(one.db, now, zone),
        () => rollUp(two.db, now, zone),
        () => rollSlice(one.db, pastDay, now),
      ]);
      expect(rolled.slice(1, 3).flat().filter((d) => d === pastDay)).toEqual([pastDay]);
      const rows = (await views()).filter((v) => v.day === pastDay);
      // Each view in one slice, the day's last one made by its rollup.
      expect(rows.filter((v) => !v.slice)).toEqual([]);
      const slices = await one.db.getRepository(AnalyticsSliceEntity).findBy({ day: pastDay });
      expect(slices.reduce((sum, s) => sum + s.views, 0)).toBe(rows.length);
      expect(new Set(rows.map((v) => v.slice)).size).toBe(slices.filter((s) => s.views > 0).length);
      const daily = await one.db.getRepository(AnalyticsDailyEntity).findBy({ day: pastDay });
      const figures = (kind: string) => new Map(daily.filter((d) => d.kind === kind).map((d) => [d.value, { views: d.views, visitors: d.visitors }]));
      expect(figures('total')).toEqual(countRaw(rows, () => ''));
      expect(figures('path')).toEqual(countRaw(rows, (v) => v.path));
      expect(figures('source')).toEqual(countRaw(rows, (v) => v.utmSource ?? v.referrerHost ?? ''));
      expect(figures('campaign')).toEqual(countRaw(rows, (v) => v.utmCampaign));
      expect(figures('device')).toEqual(countRaw(rows, (v) => v.device));
      expect(figures('post')).toEqual(countRaw(rows.filter((v) => BLOG_POST_PATH.test(v.path)), (v) => v.path));
      expect([...figures('post').keys()].sort()).toEqual(['/blog/post-a', '/blog/post-b']);
    } finally {
      await second.close();
    }
  });

  it('answers exact top lists over many days, whether the most viewed are alike every day, change by the day, or tie', async () => {
    const db = server.running.db;
    const days = daysFrom('2019-03-01', '2019-04-09');
    const rows: Array<{ kind: 'path' | 'source' | 'campaign' | 'post'; day: string; value: string; views: number; visitors: number }> = [];
    for (const [d, day] of days.entries()) {
      // Pages: a steep curve whose order turns by the day, five pages with the same views every
      // day, and a long tail.
      for (let p = 0; p < 150; p++) {
        const views = p < 5 ? 40 : Math.max(1, Math.floor(2000 / (1 + ((p * 7 + d * 13) % 145))));
        rows.push({ kind: 'path', day, value: `/top/page-${p}`, views, visitors: Math.max(1, Math.ceil(views * 0.7) - (p % 3)) });
      }
      // Sources: all alike, so no day's most viewed tell the range's.
      for (let k = 0; k < 60; k++) rows.push({ kind: 'source', day, value: `source-${k}.example`, views: 10 + ((k + d) % 2), visitors: 5 + (k % 4) });
      // Posts (their own rows): a curve that turns by the day, as the pages'.
      for (let p = 0; p < 60; p++) {
        const views = Math.max(1, Math.floor(600 / (1 + ((p * 11 + d * 7) % 59))));
        rows.push({ kind: 'post', day, value: `/blog/top-${p}`, views, visitors: Math.max(1, views - (p % 4)) });
      }
      // Campaigns: a few a day, all read.
      for (let c = 0; c < 4; c++) rows.push({ kind: 'campaign', day, value: `campaign-${(c + d) % 6}`, views: 3 + c, visitors: 2 + c });
    }
    for (let i = 0; i < rows.length; i += 200) await db.getRepository(AnalyticsDailyEntity).insert(rows.slice(i, i + 200));
    await db.getRepository(AnalyticsRollupEntity).insert(days.map((day) => ({ day, rolledAt: new Date() })));

    const expected = (kind: string, from: string, to: string, limit: number) => {
      const found = new Map<string, Row>();
      for (const r of rows.filter((r) => r.kind === kind && r.day >= from && r.day <= to)) {
        const had = found.get(r.value) ?? { views: 0, visitors: 0 };
        found.set(r.value, { views: had.views + r.views, visitors: had.visitors + r.visitors });
      }
      return ranked(found, limit);
    };
    const ranges = [[days[0], days.at(-1)!], [days[3], days[3]], [days[5], days[16]]] as const;
    for (const [from, to] of ranges) {
      for (const limit of [1, 3, 7, 20]) {
        const pages = await report<AnalyticsPagesDto>('pages', from, to, `&limit=${limit}`);
        expect(pages.body.rows.map(({ path, views, visitors }) => [path, { views, visitors }])).toEqual(expected('path', from, to, limit));
        const sources = await report<AnalyticsSourcesDto>('sources', from, to, `&limit=${limit}`);
        expect(sources.body.rows.map(({ source, views, visitors }) => [source, { views, visitors }])).toEqual(expected('source', from, to, limit));
        const campaigns = await report<AnalyticsCampaignsDto>('campaigns', from, to, `&limit=${limit}`);
        expect(campaigns.body.rows.map(({ campaign, views, visitors }) => [campaign, { views, visitors }])).toEqual(expected('campaign', from, to, limit));
        const posts = await report<AnalyticsPostsDto>('posts', from, to, `&limit=${limit}`);
        expect(posts.body.rows.map(({ path, views, visitors, leads }) => [path, { views, visitors }, leads])).toEqual(expected('post', from, to, limit).map(([path, f]) => [path, f, 0]));
      }
    }
  });

  it('writes the other views of a batch when the database refuses one of them', async () => {
    const analytics = server.running.deps.analytics;
    const viewer = { site: 'site.example', address: '198.51.100.5', userAgent: DESKTOP };
    const view = { referrerHost: null, utmMedium: null, utmCampaign: null, device: 'desktop' as const };
    await analytics.record({ ...view, path: '/batch-one', utmSource: null }, viewer);
    // Longer than its column: MariaDB refuses it (SQLite keeps it).
    await analytics.record({ ...view, path: '/batch-bad', utmSource: 'x'.repeat(150) }, viewer);
    await analytics.record({ ...view, path: '/batch-two', utmSource: null }, viewer);
    const written = (await views()).map((v) => v.path).filter((p) => p.startsWith('/batch-'));
    expect(written).toEqual(kind === 'mysql' ? ['/batch-one', '/batch-two'] : ['/batch-one', '/batch-bad', '/batch-two']);
    expect(analytics.pending).toBe(0);
  });

  it('deletes raw views older than ANALYTICS_RAW_DAYS once rolled up; their rollups stay', async () => {
    const analytics = server.running.deps.analytics;
    const now = new Date();
    const at = new Date(now.getTime() - 40 * DAY_MS);
    const day = dayOn(at, zone);
    const viewer = { site: 'site.example', address: '198.51.100.9', userAgent: DESKTOP };
    await analytics.record({ path: '/contactUs', referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, device: 'desktop' }, viewer, at);
    expect((await views()).filter((v) => v.day === day)).toHaveLength(1);
    await analytics.maintain(now);
    expect((await views()).filter((v) => v.day === day)).toHaveLength(0);
    const pages = await report<AnalyticsPagesDto>('pages', day, day);
    expect(pages.body.rows).toEqual([{ path: '/contactUs', views: 1, visitors: 1 }]);
  });

  it('refuses a range over 366 days, one backwards and a day that is none (400); an unknown report is a 404', async () => {
    expect((await report('summary', '2025-01-01', '2026-01-02')).status).toBe(400);
    expect((await report('summary', '2025-01-01', '2026-01-01')).status).toBe(200);
    expect((await report('pages', '2026-02-02', '2026-02-01')).status).toBe(400);
    expect((await report('pages', '2026-02-30', '2026-03-01')).status).toBe(400);
    expect((await admin.get('/api/v1/admin/analytics/pages')).status).toBe(400);
    expect((await admin.get('/api/v1/admin/analytics/visitors/csv?from=2026-01-01&to=2026-01-02')).status).toBe(404);
  });

  it('answers the reports to admins only: 401 for a visitor, 403 for an editor or a sales account', async () => {
    const q = `?from=${today()}&to=${today()}`;
    for (const path of ['summary', 'pages', 'sources', 'campaigns', 'campaigns/csv']) expect((await anon.get(`/api/v1/admin/analytics/${path}${q}`)).status).toBe(401);
    for (const role of ['editor', 'sales'] as const) {
      const staff = await staffClient(server, role);
      expect((await staff.get(`/api/v1/admin/analytics/summary${q}`)).status).toBe(403);
      expect((await staff.get(`/api/v1/admin/analytics/pages/csv${q}`)).status).toBe(403);
    }
  });

  it('writes the views still in memory when an instance shuts down', async () => {
    const second = await startSecondInstance(server, { trustProxy: true, analyticsFlushMs: 3_600_000 });
    const before = (await views()).length;
    try {
      expect((await beacon({ url: '/careers' }, {}, new Client(second.url))).status).toBe(202);
      expect(second.running.deps.analytics.pending).toBe(1);
    } finally {
      await second.close();
    }
    expect((await views()).length).toBe(before + 1);
  });
});

describe('the per-address limit of page views', () => {
  
  const t = withServer('sqlite', { config: { analyticsEventLimit: 3, analyticsFlushMs: 200 } });

  it('answers 429 with Retry-After beyond it, and stores none of those (the others are written by the flush timer)', async () => {
    const send = () => new Client(t.server.url).post('/api/v1/event', { raw: JSON.stringify({ url: '/services' }), headers: { 'content-type': 'text/plain', 'user-agent': PHONE } });
    const answers = [await send(), await send(), await send(), await send()];
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 429]);
    expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThan(0);
    const repo = t.server.running.db.getRepository(AnalyticsViewEntity);
    await expect.poll(() => repo.count(), { timeout: 5000 }).toBe(3);
    await new Promise((r) => setTimeout(r, 400));
    expect(await repo.count()).toBe(3);
  });
});
