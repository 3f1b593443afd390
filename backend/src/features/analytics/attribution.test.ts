import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  instantOfZoned,
  type AnalyticsConversionsDto,
  type AnalyticsPostsDto,
  type ApplicationDto,
  type Attribution,
  type BlogDto,
  type ContactMessageDto,
  type ErrorBody,
  type LeadDto,
  type OpenRoleAdminDto,
} from '@itsite/shared/contract';
import { LeadEntity, type Lead } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { buildBlog } from '../../test/factories.js';
import { pdfBytes } from '../../test/cvFiles.js';
import { DB_KINDS, fileBlob, staffClient, withServer } from '../../test/harness.js';
import { rollUp } from './analytics.js';
import { addDays, dayOn } from './views.js';

/**
 * Lead attribution (shared/docs/analytics.md#lead-attribution): what a lead and an application keep
 * of the visit that sent them, from the script's fields or a native post's Referer, and the
 * conversion and blog-post reports that count leads beside views.
 */
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const zone = DEFAULT_TIME_ZONE;
const DAY_MS = 86_400_000;
const NONE: Attribution = { landingPath: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

const visitor = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98100 12345', message: 'We need a 5-page site with a booking form.' };

describe.each(DB_KINDS)('lead attribution [%s]', (kind) => {

  /** A visitor's lead as the script sends it; answers the stored lead as the inbox shows it. */
  const send = async (name: string, fields: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await t.anon.post<{ data: ContactMessageDto } & ErrorBody>('/api/v1/contact', { json: { ...visitor, name, ...fields }, headers });
    return res;
  };
  const lead = async (id: string) => (await t.admin.get<{ data: LeadDto }>(`/api/v1/contact/${id}`)).body.data;
  const leadNamed = async (name: string) => {
    const found = (await t.admin.get<{ data: LeadDto[] }>(`/api/v1/contact?limit=100&q=${encodeURIComponent(name)}`)).body.data.filter((l) => l.name === name);
    expect(found).toHaveLength(1);
    return found[0];
  };
  /** A native post of the contact page (no script), from the page `referer`. */
  const nativePost = (name: string, referer: string | null, extra: Record<string, string> = {}) =>
    t.anon.post<string>('/contactUs', {
      raw: new URLSearchParams({ ...visitor, name, website: '', ...extra }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer && { referer }) },
    });

  const t = withServer(kind, { config: { analyticsFlushMs: 3_600_000 }, login: 'web' });

  describe('a lead keeps where its visit started', () => {
    it("stores what the script sends, trimmed, as page views keep it, and shows it in the lead (not in the visitor's answer)", async () => {
      const res = await send(`JS ${kind}`, {
        landingPath: '/blog/local-seo/',
        referrerHost: 'WWW.Google.com',
        utmSource: '  google ',
        utmMedium: 'cpc',
        utmCampaign: 'spring-campaign',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).not.toHaveProperty('attribution');
      expect((await lead(res.body.data._id)).attribution).toEqual({ landingPath: '/blog/local-seo', referrerHost: 'google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring-campaign' });

      // The export carries it too.
      const csv = await t.admin.get<string>(`/api/v1/contact/export/csv?q=${encodeURIComponent(`JS ${kind}`)}`);
      const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(header.endsWith(',landingPath,referrerHost,utmSource,utmMedium,utmCampaign')).toBe(true);
      expect(row.endsWith(',/blog/local-seo,google.com,google,cpc,spring-campaign')).toBe(true);
    });

    it('keeps none without the fields (null in the lead), none for a referrer that is the site itself, and none when the browser asks not to be tracked', async () => {
      const plain = await send(`Plain ${kind}`, {});
      expect((await lead(plain.body.data._id)).attribution).toBeNull();
      const empty = await send(`Empty ${kind}`, { landingPath: '', referrerHost: null, utmSource: ' ' });
      expect((await lead(empty.body.data._id)).attribution).toBeNull();
      const own = await send(`Own ${kind}`, { landingPath: '/services', referrerHost: new URL(t.server.url).hostname });
      expect((await lead(own.body.data._id)).attribution).toEqual({ ...NONE, landingPath: '/services' });
      for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Array<Record<string, string>>) {
        const res = await send(`Untracked ${kind} ${Object.keys(header)[0]}`, { landingPath: '/blog/x', utmSource: 'google' }, header);
        expect(res.status).toBe(201);
        expect((await lead(res.body.data._id)).attribution).toBeNull();
      }
    });

    it('refuses a bad value with a 400 naming its field, and stores nothing', async () => {
      const before = await t.server.running.db.getRepository(LeadEntity).count();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ landingPath: 'blog/x' }, 'landingPath'],
        [{ landingPath: '/blog/x?utm_source=a' }, 'landingPath'],
        [{ landingPath: `/${'a'.repeat(300)}` }, 'landingPath'],
        [{ referrerHost: 'not a host' }, 'referrerHost'],
        [{ referrerHost: `${'a'.repeat(252)}.com` }, 'referrerHost'],
        [{ utmSource: 'x'.repeat(101) }, 'utmSource'],
        [{ utmMedium: 42 }, 'utmMedium'],
        [{ utmCampaign: ['a'] }, 'utmCampaign'],
      ];
      for (const [fields, path] of cases) {
        const res = await send(`Bad ${kind}`, fields);
        expect({ fields, status: res.status, paths: res.body.errors?.map((e) => e.path) }).toEqual({ fields, status: 400, paths: [path] });
      }
      // 100 characters (not UTF-16 units) is within: an emoji counts as one.
      expect((await send(`Emoji ${kind}`, { utmCampaign: '🎉'.repeat(100) })).status).toBe(201);
      expect(await t.server.running.db.getRepository(LeadEntity).count()).toBe(before + 1);
    });

    it("falls back to a native post's Referer (its page's path and utm_* values; no referring host), the site's own only", async () => {
      const name = `Native ${kind}`;
      const res = await nativePost(name, `${t.server.url}/contactUs/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-${kind}&x=1`, { landingPath: '/forged', utmSource: 'forged' });
      expect(res.status).toBe(303);
      expect((await leadNamed(name)).attribution).toEqual({ landingPath: '/contactUs', referrerHost: null, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: `autumn-${kind}` });

      const elsewhere = `Native elsewhere ${kind}`;
      expect((await nativePost(elsewhere, 'https://elsewhere.example/contactUs?utm_source=spam')).status).toBe(303);
      expect((await leadNamed(elsewhere)).attribution).toBeNull();
      const without = `Native no referer ${kind}`;
      expect((await nativePost(without, null)).status).toBe(303);
      expect((await leadNamed(without)).attribution).toBeNull();
    });

    it("is no part of a submission's words: the script's resend of a native post, with its attribution, is the same submission", async () => {
      const name = `Resent ${kind}`;
      const key = `attribution-${kind}`;
      expect((await nativePost(name, `${t.server.url}/contactUs`, { idempotencyKey: key })).status).toBe(303);
      // As the script sends it: the same words and spam-screen fields, and the visit's first page.
      const resent = await send(name, { formToken: '', website: '', landingPath: '/blog/x', utmSource: 'google' }, { 'idempotency-key': key });
      expect(resent.status).toBe(201);
      expect(resent.headers.get('idempotent-replayed')).toBe('true');
      expect((await leadNamed(name)).attribution).toEqual({ ...NONE, landingPath: '/contactUs' });
    });

    it('gives an application the same: from the script, or from its native post\'s Referer; shown in the application', async () => {
      const made = await t.admin.post<{ data: OpenRoleAdminDto }>('/api/v1/admin/careers', {
        json: { title: `Tester ${kind}`, team: 'Engineering', location: 'Kochi', employmentType: 'FULL_TIME', summary: 'Test what we build.', description: '<p>Tests.</p>' },
      });
      expect(made.status).toBe(201);
      const slug = made.body.data.slug;
      const form = (name: string, fields: Record<string, string> = {}) => {
        const body = new FormData();
        for (const [k, v] of Object.entries({ ...visitor, name, ...fields })) body.append(k, v);
        body.append('cv', fileBlob(pdfBytes(), 'application/pdf'), 'cv.pdf');
        return body;
      };
      const applicationNamed = async (name: string) => {
        const list = await t.admin.get<{ data: ApplicationDto[] }>(`/api/v1/admin/applications?q=${encodeURIComponent(name)}`);
        expect(list.body.data).toHaveLength(1);
        return list.body.data[0];
      };

      const sent = await t.anon.post(`/api/v1/careers/${slug}/applications`, { form: form(`Applicant ${kind}`, { landingPath: '/careers', referrerHost: 'linkedin.com', utmSource: 'linkedin', utmCampaign: 'hiring' }) });
      expect(sent.status).toBe(201);
      expect((await applicationNamed(`Applicant ${kind}`)).attribution).toEqual({ landingPath: '/careers', referrerHost: 'linkedin.com', utmSource: 'linkedin', utmMedium: null, utmCampaign: 'hiring' });
      const bad = await t.anon.post<ErrorBody>(`/api/v1/careers/${slug}/applications`, { form: form(`Bad applicant ${kind}`, { landingPath: 'careers' }) });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.map((e) => e.path)).toEqual(['landingPath']);

      const native = await t.anon.post(`/careers/${slug}`, { form: form(`Native applicant ${kind}`), headers: { referer: `${t.server.url}/careers/${slug}?utm_source=jobs-board` } });
      expect(native.status).toBe(303);
      expect((await applicationNamed(`Native applicant ${kind}`)).attribution).toEqual({ ...NONE, landingPath: `/careers/${slug}`, utmSource: 'jobs-board' });
    });
  });

  describe('the conversion and blog-post reports', () => {
    let postA: BlogDto;
    let postB: BlogDto;
    let day1: string;
    let day2: string;

    /** A lead stored as the form would have, at `at`. */
    const storeLead = (at: Date, attribution: Partial<Attribution>, extra: Partial<Lead> = {}) =>
      t.server.running.db.getRepository(LeadEntity).insert({
        id: newId(at.getTime()),
        ...visitor,
        source: 'contact',
        status: 'new',
        ownerId: null,
        followUpAt: null,
        deletedAt: null,
        createdAt: at,
        ...NONE,
        ...attribution,
        ...extra,
      });
    const onSiteClock = (day: string, time: string) => instantOfZoned(`${day}T${time}`, zone)!;
    const conversions = (by: string, from = day1, to = day2, client = t.admin) => client.get<AnalyticsConversionsDto>(`/api/v1/admin/analytics/conversions?from=${from}&to=${to}&by=${by}`);

    beforeAll(async () => {
      [postA, postB] = [await buildBlog(t.admin), await buildBlog(t.admin)];
      const now = new Date();
      day1 = dayOn(new Date(now.getTime() - 6 * DAY_MS), zone);
      day2 = addDays(day1, 1);
      const analytics = t.server.running.deps.analytics;
      const viewer = (n: number) => ({ site: 'site.example', address: `198.51.100.${n}`, userAgent: DESKTOP });
      const view = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, device: 'desktop' as const };
      const [a, b] = [`/blog/${postA.slug}`, `/blog/${postB.slug}`];
      const at1 = onSiteClock(day1, '12:00');
      const at2 = onSiteClock(day2, '12:00');
      // Day 1: three newsletter readers of post A (one reads on), one from Google.
      for (const n of [1, 2, 3]) await analytics.record({ ...view, path: a, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' }, viewer(n), at1);
      await analytics.record({ ...view, path: '/services' }, viewer(1), at1);
      await analytics.record({ ...view, path: a, referrerHost: 'google.com' }, viewer(4), at1);
      // Day 2: post B from Google, then the contact page; an address no post has.
      await analytics.record({ ...view, path: b, referrerHost: 'google.com' }, viewer(5), at2);
      await analytics.record({ ...view, path: '/contactUs' }, viewer(5), at2);
      await analytics.record({ ...view, path: '/blog/no-such-post' }, viewer(6), at2);
      await analytics.flush();
      await rollUp(t.server.running.db, now, zone);

      await storeLead(onSiteClock(day1, '12:30'), { landingPath: a, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
      await storeLead(onSiteClock(day1, '13:00'), { landingPath: a, utmSource: 'newsletter' });
      await storeLead(onSiteClock(day1, '14:00'), { landingPath: '/contactUs' });
      // The last minutes of day 2 on the site's clock are day 2's; the first of day 3 are not.
      await storeLead(onSiteClock(day2, '23:30'), { landingPath: b, referrerHost: 'google.com' });
      await storeLead(onSiteClock(addDays(day2, 1), '00:10'), { landingPath: b, referrerHost: 'google.com' });
      // Spam, deleted and unknown leads count nowhere.
      await storeLead(onSiteClock(day1, '15:00'), { landingPath: a, utmSource: 'newsletter' }, { status: 'spam' });
      await storeLead(onSiteClock(day2, '15:00'), { landingPath: b, referrerHost: 'google.com' }, { deletedAt: new Date() });
      await storeLead(onSiteClock(day2, '16:00'), {});
    });

    it('counts views, visitors and leads by source (utm_source, else the referring host; null: direct), with leads / visitors', async () => {
      const res = await conversions('source');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, from: day1, to: day2, timeZone: zone, by: 'source' });
      expect(res.body.rows).toEqual([
        { value: 'newsletter', views: 3, visitors: 3, leads: 2, conversionRate: 0.6667 },
        { value: null, views: 3, visitors: 3, leads: 1, conversionRate: 0.3333 },
        { value: 'google.com', views: 2, visitors: 2, leads: 1, conversionRate: 0.5 },
      ]);
      expect((await t.admin.get<AnalyticsConversionsDto>(`/api/v1/admin/analytics/conversions?from=${day1}&to=${day2}`)).body.by).toBe('source');
      expect((await t.admin.get<AnalyticsConversionsDto>(`/api/v1/admin/analytics/conversions?from=${day1}&to=${day2}&limit=1`)).body.rows).toHaveLength(1);
      // Day 3's lead, alone: no views that day, so a rate of 0.
      expect((await conversions('source', addDays(day2, 1), addDays(day2, 1))).body.rows).toEqual([{ value: 'google.com', views: 0, visitors: 0, leads: 1, conversionRate: 0 }]);
    });

    it('counts them by campaign and by landing page', async () => {
      expect((await conversions('campaign')).body.rows).toEqual([{ value: 'spring', views: 3, visitors: 3, leads: 1, conversionRate: 0.3333 }]);
      expect((await conversions('landing')).body.rows).toEqual([
        { value: `/blog/${postA.slug}`, views: 4, visitors: 4, leads: 2, conversionRate: 0.5 },
        { value: `/blog/${postB.slug}`, views: 1, visitors: 1, leads: 1, conversionRate: 1 },
        { value: '/contactUs', views: 1, visitors: 1, leads: 1, conversionRate: 1 },
        { value: '/blog/no-such-post', views: 1, visitors: 1, leads: 0, conversionRate: 0 },
        { value: '/services', views: 1, visitors: 1, leads: 0, conversionRate: 0 },
      ]);
    });

    it('lists the landing pages that have leads and no views after the viewed ones, however many', async () => {
      const day0 = addDays(day1, -3);
      const analytics = t.server.running.deps.analytics;
      for (const n of [1, 2]) {
        await analytics.record(
          { path: '/p-top', referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, device: 'desktop' },
          { site: 'site.example', address: `203.0.113.${n}`, userAgent: DESKTOP },
          onSiteClock(day0, '10:00'),
        );
      }
      await analytics.flush();
      await rollUp(t.server.running.db, new Date(), zone);
      await storeLead(onSiteClock(day0, '10:30'), { landingPath: '/p-top' });
      // More pages with a lead than a statement may join (SQLite: 500 SELECTs), none of them viewed.
      for (let n = 0; n < 600; n++) await storeLead(onSiteClock(day0, '11:00'), { landingPath: `/lead-${String(n).padStart(3, '0')}` });
      const res = await t.admin.get<AnalyticsConversionsDto>(`/api/v1/admin/analytics/conversions?from=${day0}&to=${day0}&by=landing&limit=3`);
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([
        { value: '/p-top', views: 2, visitors: 2, leads: 1, conversionRate: 0.5 },
        { value: '/lead-000', views: 0, visitors: 0, leads: 1, conversionRate: 0 },
        { value: '/lead-001', views: 0, visitors: 0, leads: 1, conversionRate: 0 },
      ]);
    });

    it("counts today's views (not rolled up yet) and a lead the script sent today under its campaign", async () => {
      const today = dayOn(new Date(), zone);
      const campaign = `today-${kind}`;
      await t.server.running.deps.analytics.record(
        { path: '/services', referrerHost: null, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign, device: 'desktop' },
        { site: 'site.example', address: '198.51.100.40', userAgent: DESKTOP },
      );
      await t.server.running.deps.analytics.flush();
      expect((await send(`Today ${kind}`, { landingPath: '/services', utmSource: 'newsletter', utmCampaign: campaign })).status).toBe(201);
      const rows = (await conversions('campaign', today, today)).body.rows;
      expect(rows.find((r) => r.value === campaign)).toEqual({ value: campaign, views: 1, visitors: 1, leads: 1, conversionRate: 1 });
    });

    it("lists blog posts with their titles, views, visitors and the leads that landed on them", async () => {
      const res = await t.admin.get<AnalyticsPostsDto>(`/api/v1/admin/analytics/posts?from=${day1}&to=${day2}`);
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([
        { path: `/blog/${postA.slug}`, title: postA.title, views: 4, visitors: 4, leads: 2 },
        { path: `/blog/${postB.slug}`, title: postB.title, views: 1, visitors: 1, leads: 1 },
        { path: '/blog/no-such-post', title: '', views: 1, visitors: 1, leads: 0 },
      ]);
    });

    it('answers both as CSV', async () => {
      const csv = await t.admin.get<string>(`/api/v1/admin/analytics/conversions/csv?from=${day1}&to=${day2}&by=source`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toContain(`analytics-conversions-by-source-${day1}-to-${day2}.csv`);
      expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['source,views,visitors,leads,conversionRate', 'newsletter,3,3,2,0.6667', '(direct),3,3,1,0.3333', 'google.com,2,2,1,0.5', '']);
      const posts = await t.admin.get<string>(`/api/v1/admin/analytics/posts/csv?from=${day1}&to=${day2}&limit=1`);
      expect(posts.status).toBe(200);
      expect(posts.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['path,title,views,visitors,leads', `/blog/${postA.slug},${postA.title},4,4,2`, '']);
    });

    it('refuses an unknown grouping or range (400)', async () => {
      const res = await conversions('country');
      expect(res.status).toBe(400);
      expect((res.body as unknown as ErrorBody).errors?.map((e) => e.path)).toEqual(['by']);
      expect((await conversions('source', day2, day1)).status).toBe(400);
      expect((await t.admin.get('/api/v1/admin/analytics/posts')).status).toBe(400);
    });

    it('answers conversions to admins and sales (not editors or recruiters), posts to admins only', async () => {
      const q = `?from=${day1}&to=${day2}`;
      const sales = await staffClient(t.server, 'sales');
      const bySales = await sales.get<AnalyticsConversionsDto>(`/api/v1/admin/analytics/conversions${q}`);
      expect(bySales.status).toBe(200);
      expect(bySales.body.rows[0]).toEqual({ value: 'newsletter', views: 3, visitors: 3, leads: 2, conversionRate: 0.6667 });
      expect((await sales.get(`/api/v1/admin/analytics/conversions/csv${q}`)).status).toBe(200);
      expect((await sales.get(`/api/v1/admin/analytics/posts${q}`)).status).toBe(403);
      expect((await sales.get(`/api/v1/admin/analytics/posts/csv${q}`)).status).toBe(403);
      expect((await sales.get(`/api/v1/admin/analytics/summary${q}`)).status).toBe(403);
      for (const role of ['editor', 'recruiter'] as const) {
        const staff = await staffClient(t.server, role);
        expect((await staff.get(`/api/v1/admin/analytics/conversions${q}`)).status).toBe(403);
        expect((await staff.get(`/api/v1/admin/analytics/conversions/csv${q}`)).status).toBe(403);
      }
      expect((await t.anon.get(`/api/v1/admin/analytics/conversions${q}`)).status).toBe(401);
      expect((await t.anon.get(`/api/v1/admin/analytics/posts${q}`)).status).toBe(401);
    });
  });
});
