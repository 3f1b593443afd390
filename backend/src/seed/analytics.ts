import type { DataSource, ObjectLiteral } from 'typeorm';
import { PUBLIC_PAGES } from '@itsite/shared/contract';
import { addDays, BLOG_POST_PATH, dayOn, daysFrom, rollSlice, rollUp } from '../features/analytics/index.js';
import { LeadEntity } from '../data/entities/index.js';
import { newId } from '../kernel/ids.js';
import { loadSettings } from '../data/settings.js';
import { mulberry32 } from './random.js';

/**
 * `npm run seed:scale`'s page views (README "A large database"): `days` days up to today at
 * `viewsPerDay` views a day, as a site in steady use has them. The last `rawDays` days (today
 * included) are raw views, written and rolled up by the server's own code (today in hourly slices,
 * its last views left for the next slice); the days before are their daily rollups only, as the
 * nightly rollups leave them once the raw views are past their retention. The default keeps one raw
 * day: 30 days of a million raw views (what ANALYTICS_RAW_DAYS=30 keeps) take far longer to write
 * than the reports take to read, and a report reads a rolled-up day's rollups whether its raw views
 * are kept or not.
 *
 * The views follow one model for both: pages by a Zipf law (exponent 1.2) over the site's pages,
 * its blogs and products (the home page about a fifth of the views, some 60,000 pages viewed a
 * day), whose order past the first 30 turns week by week; 2.6 views a visit, a visit's first view
 * carrying its source (search engines, social sites, a long tail of 3,000 referring sites,
 * newsletters and ads with UTM campaigns, each campaign running three weeks) and the others none
 * (direct); phones, desktops and tablets 58/37/5. Each day added also has its leads (300 a day for a
 * million views), each with a landing page and a source by the same model, as the forms attribute them.
 */
export interface AnalyticsSizes {
  /** Days up to today (today included) that have views. */
  days: number;
  viewsPerDay: number;
  /** Of those, the last days kept as raw views (at least today). */
  rawDays: number;
}

export interface AnalyticsGrown {
  rollupDays: number;
  rawViews: number;
  /** Leads sent on the days added, with the attribution of their visit (the conversion reports' rows). */
  leads: number;
  /** Seconds taken by each. */
  rollupSeconds: number;
  rawSeconds: number;
}

export const ANALYTICS_TARGETS: AnalyticsSizes = { days: 90, viewsPerDay: 1_000_000, rawDays: 1 };

export interface AnalyticsGrowOptions {
  /** Rows per INSERT statement. */
  batch?: number;
  progress?: (what: string, done: number, total: number) => void;
  now?: Date;
}

/** Today's views left for the server's next slice: about three minutes of a million a day. */
const UNSLICED = 2000;
const ZIPF = 1.2;
const VIEWS_PER_VISIT = 2.6;
/** Of a visit's first views: without a referrer, from each search or social site, from a long tail of sites, or with UTM values. */
const LANDINGS: Array<[string | null, number]> = [
  [null, 0.3],
  ['google.com', 0.33],
  ['bing.com', 0.04],
  ['duckduckgo.com', 0.015],
  ['yahoo.com', 0.005],
  ['linkedin.com', 0.02],
  ['facebook.com', 0.02],
  ['t.co', 0.01],
  ['reddit.com', 0.01],
  ['chatgpt.com', 0.01],
  ['youtube.com', 0.005],
];
const TAIL_SHARE = 0.1;
const TAIL_SITES = 3000;
/** UTM sources (with their medium) of campaign links, as shares of the visits' first views. */
const UTM: Array<[string, string, number]> = [
  ['newsletter', 'email', 0.04],
  ['linkedin', 'social', 0.025],
  ['google', 'cpc', 0.02],
  ['facebook', 'paid-social', 0.015],
];
const CAMPAIGN_TOPICS = ['spring-sale', 'seo-audit', 'app-launch', 'back-office', 'amazon-growth', 'ai-week', 'web-redesign', 'year-end'];
/** Leads a day for a million views (one visit in about 1,300 sends a form). */
const LEADS_PER_MILLION = 300;
const DEVICES: Array<[string, number]> = [
  ['phone', 0.58],
  ['desktop', 0.37],
  ['tablet', 0.05],
];

/** The same data for the same day every run. */
const random = mulberry32;

const seedOf = (day: string, salt: number) => Number(day.replaceAll('-', '')) * 31 + salt;

/** Poisson(λ): by multiplication for small λ, normal otherwise. */
function poisson(lambda: number, rnd: () => number): number {
  if (lambda > 30) {
    const normal = Math.sqrt(-2 * Math.log(rnd() || 1e-12)) * Math.cos(2 * Math.PI * rnd());
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal));
  }
  const limit = Math.exp(-lambda);
  let k = 0;
  for (let p = rnd(); p > limit; p *= rnd()) k++;
  return k;
}

/** Cumulative weights of a Zipf law over n ranks, and a sampler of ranks (0-based). */
function zipf(n: number, exponent: number): { weights: Float64Array; sample: (rnd: () => number) => number } {
  const weights = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) sum += (weights[r] = (r + 1) ** -exponent);
  const cumulative = new Float64Array(n);
  let run = 0;
  for (let r = 0; r < n; r++) {
    weights[r] /= sum;
    cumulative[r] = run += weights[r];
  }
  return {
    weights,
    sample: (rnd) => {
      const u = rnd() * run;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < u) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    },
  };
}

/** The campaigns running on `day`: each runs 21 days, a new one every 5 days. */
function campaignsOn(day: string): string[] {
  const n = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return [0, 1, 2, 3].map((k) => {
    const start = Math.floor(n / 5) - k;
    return `${CAMPAIGN_TOPICS[((start % CAMPAIGN_TOPICS.length) + CAMPAIGN_TOPICS.length) % CAMPAIGN_TOPICS.length]}-${start}`;
  });
}

/** The site's pages, the most viewed first: its own pages, then blogs and products (a blog, then ten products, in turn). */
async function pagesOf(db: DataSource): Promise<string[]> {
  const slugs = async (table: string) => (await db.query<Array<{ slug: string }>>(`SELECT slug FROM ${table} ORDER BY createdAt DESC`)).map((r) => r.slug);
  const [blogs, products] = [await slugs('blogs'), await slugs('products')];
  const pages = Object.keys(PUBLIC_PAGES);
  for (let b = 0, p = 0; b < blogs.length || p < products.length; ) {
    if (b < blogs.length) pages.push(`/blog/${blogs[b++]}`);
    for (let k = 0; k < 10 && p < products.length; k++) pages.push(`/product/${products[p++]}`);
  }
  return pages;
}

/** The page at popularity rank `r` on `day`: past the first 30, the order turns by 97 places a week. */
function pageAt(pages: string[], r: number, day: string): string {
  const fixed = Math.min(30, pages.length);
  if (r < fixed) return pages[r];
  const week = Math.floor(Date.parse(`${day}T00:00:00Z`) / (7 * 86_400_000));
  return pages[fixed + ((r - fixed + week * 97) % (pages.length - fixed))];
}

interface DailyRow {
  kind: string;
  value: string;
  views: number;
  visitors: number;
}

/** A rolled-up day's figures, by the model, for about `views` views. */
function dayFigures(day: string, views: number, pages: string[], law: ReturnType<typeof zipf>, tail: ReturnType<typeof zipf>): DailyRow[] {
  const rnd = random(seedOf(day, 1));
  const rows: DailyRow[] = [];
  const visits = Math.round(views / VIEWS_PER_VISIT);
  rows.push({ kind: 'total', value: '', views, visitors: Math.round(visits * 0.93) });
  for (let r = 0; r < pages.length; r++) {
    const n = poisson(views * law.weights[r], rnd);
    if (n <= 0) continue;
    const page = { value: pageAt(pages, r, day), views: n, visitors: Math.max(1, Math.round(n * 0.85)) };
    rows.push({ kind: 'path', ...page });
    // A blog post's figures again, as a slice counts them: the posts' report reads these.
    if (BLOG_POST_PATH.test(page.value)) rows.push({ kind: 'post', ...page });
  }
  const sources = new Map<string, number>();
  for (const [host, share] of LANDINGS) sources.set(host ?? '', poisson(visits * share, rnd));
  for (const [source, , share] of UTM) sources.set(source, poisson(visits * share, rnd));
  for (let t = 0; t < TAIL_SITES; t++) {
    const n = poisson(visits * TAIL_SHARE * tail.weights[t], rnd);
    if (n > 0) sources.set(`site-${t + 1}.example`, n);
  }
  // A visit's later views are direct.
  sources.set('', sources.get('')! + views - visits);
  for (const [value, n] of sources) if (n > 0) rows.push({ kind: 'source', value, views: n, visitors: Math.max(1, Math.round(value ? n * 0.95 : visits * 0.35)) });
  const campaigns = campaignsOn(day);
  const utmVisits = UTM.reduce((sum, [, , share]) => sum + visits * share, 0);
  for (const [k, campaign] of campaigns.entries()) {
    const n = poisson((utmVisits * (4 - k)) / 10, rnd);
    if (n > 0) rows.push({ kind: 'campaign', value: campaign, views: n, visitors: Math.max(1, Math.round(n * 0.95)) });
  }
  for (const [device, share] of DEVICES) rows.push({ kind: 'device', value: device, views: Math.round(views * share), visitors: Math.round(visits * 0.93 * share) });
  return rows;
}

interface RawView {
  day: string;
  at: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string;
  visitor: string;
}

type Source = Pick<RawView, 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign'>;

const UTM_TOTAL = UTM.reduce((sum, [, , share]) => sum + share, 0);
const LANDING_TOTAL = LANDINGS.reduce((sum, [, share]) => sum + share, 0) + TAIL_SHARE + UTM_TOTAL;

/** A visit's source, as its first view carries it: a referring host (none: direct), or a campaign link's UTM values. */
function visitSource(rnd: () => number, campaigns: string[], tail: ReturnType<typeof zipf>): Source {
  const source: Source = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };
  let u = rnd() * LANDING_TOTAL;
  for (const [host, share] of LANDINGS) if ((u -= share) < 0) return { ...source, referrerHost: host };
  if ((u -= TAIL_SHARE) < 0) return { ...source, referrerHost: `site-${tail.sample(rnd) + 1}.example` };
  const [utmSource, utmMedium] = UTM[Math.min(UTM.length - 1, Math.floor((u / UTM_TOTAL) * UTM.length))];
  return { ...source, utmSource, utmMedium, utmCampaign: campaigns[Math.floor(rnd() * rnd() * campaigns.length)] };
}

/**
 * A day's leads, sent through the site's forms: each with its visit's landing page (by the pages'
 * law) and source, as the forms attribute them, at even times over the day.
 */
function dayLeads(day: string, count: number, pages: string[], law: ReturnType<typeof zipf>, tail: ReturnType<typeof zipf>, times: (i: number) => Date): ObjectLiteral[] {
  const rnd = random(seedOf(day, 11));
  const campaigns = campaignsOn(day);
  return Array.from({ length: count }, (_, i) => {
    const at = times(i);
    return {
      id: newId(at.getTime()),
      name: 'Seeded Lead',
      email: `lead-${day}-${i}@example.com`,
      phone: '+91 98765 43210',
      message: 'Please call me about a project.',
      createdAt: at,
      landingPath: pageAt(pages, law.sample(rnd), day),
      ...visitSource(rnd, campaigns, tail),
    };
  });
}

/** A day's `count` raw views from number `from` on, by the model: visits of a visitor in turn, a tenth of them by one seen earlier that day. */
function* rawViews(day: string, from: number, count: number, pages: string[], law: ReturnType<typeof zipf>, tail: ReturnType<typeof zipf>, times: (i: number) => string): Generator<RawView> {
  const rnd = random(seedOf(day, 2 + from));
  const campaigns = campaignsOn(day);
  const hash = (k: number) => {
    const r = random(seedOf(day, 7) ^ Math.imul(k, 0x9e3779b1));
    return `${Math.floor(r() * 2 ** 32).toString(16).padStart(8, '0')}${Math.floor(r() * 2 ** 32).toString(16).padStart(8, '0')}`;
  };
  let visitors = Math.round(from / VIEWS_PER_VISIT);
  let left = 0;
  let visitor = 0;
  for (let i = from; i < from + count; i++) {
    const view: RawView = {
      day,
      at: times(i),
      path: pageAt(pages, law.sample(rnd), day),
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      device: 'desktop',
      visitor: '',
    };
    if (left <= 0) {
      // A visit: its length (1 + geometric), its visitor, and its first view's source.
      left = 1 + Math.floor(Math.log(rnd() || 1e-12) / Math.log(1 - 1 / VIEWS_PER_VISIT));
      visitor = visitors > 10 && rnd() < 0.1 ? Math.floor(rnd() * visitors) : visitors++;
      Object.assign(view, visitSource(rnd, campaigns, tail));
    }
    left--;
    const d = (visitor * 2654435761) % 100;
    view.device = d < 58 ? 'phone' : d < 95 ? 'desktop' : 'tablet';
    view.visitor = hash(visitor);
    yield view;
  }
}

const datetime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

/** The first instant of `day` on `zone`'s clock (to the minute). */
function startOf(day: string, now: Date, zone: string): Date {
  let t = now.getTime();
  while (dayOn(new Date(t - 3_600_000), zone) >= day) t -= 3_600_000;
  while (dayOn(new Date(t - 60_000), zone) >= day) t -= 60_000;
  return new Date(t);
}

/** The day's leads for `viewsPerDay` views (today's up to now), written in `batch`es; answers how many. */
async function addLeads(
  db: Pick<DataSource, 'createQueryBuilder'>,
  day: string,
  viewsPerDay: number,
  pages: string[],
  law: ReturnType<typeof zipf>,
  tail: ReturnType<typeof zipf>,
  now: Date,
  zone: string,
  batch: number,
): Promise<number> {
  const start = startOf(day, now, zone).getTime();
  const dayEnd = startOf(addDays(day, 1), new Date(start + 30 * 3_600_000), zone).getTime();
  const end = Math.min(dayEnd, now.getTime());
  const count = Math.round((LEADS_PER_MILLION * viewsPerDay * (end - start)) / (dayEnd - start) / 1_000_000);
  const leads = dayLeads(day, count, pages, law, tail, (i) => new Date(start + ((end - start) * (i + 0.5)) / count));
  for (let k = 0; k < leads.length; k += batch) {
    await db.createQueryBuilder().insert().into(LeadEntity).values(leads.slice(k, k + batch)).updateEntity(false).execute();
  }
  return count;
}

/**
 * Grows the page views towards `sizes` (a rolled-up day already there, or a raw day at its size, is
 * left alone); answers the days of rollups and the raw views added.
 */
export async function growAnalytics(db: DataSource, sizes: AnalyticsSizes, opts: AnalyticsGrowOptions = {}): Promise<AnalyticsGrown> {
  const added: AnalyticsGrown = { rollupDays: 0, rawViews: 0, leads: 0, rollupSeconds: 0, rawSeconds: 0 };
  if (sizes.days <= 0 || sizes.viewsPerDay <= 0) return added;
  // Millions of index entries in random order: a cache of 256 MB for this connection (SQLite's is 2 MB).
  if (db.options.type === 'better-sqlite3') await db.query('PRAGMA cache_size = -262144');
  let started = performance.now();
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? 500;
  const zone = (await loadSettings(db)).timeZone;
  const today = dayOn(now, zone);
  const rawDays = Math.min(sizes.days, Math.max(1, sizes.rawDays));
  const pages = await pagesOf(db);
  const law = zipf(pages.length, ZIPF);
  const tail = zipf(TAIL_SITES, 1);

  // The days past the raw retention: their rollups and the claim that they are rolled up.
  const rollupDays = daysFrom(addDays(today, 1 - sizes.days), addDays(today, -rawDays));
  const taken = new Set(
    [
      ...(await db.query<Array<{ day: string }>>('SELECT day FROM analytics_rollups WHERE day >= ?', [rollupDays[0] ?? today])),
      ...(await db.query<Array<{ day: string }>>('SELECT DISTINCT day FROM analytics_slices WHERE day >= ?', [rollupDays[0] ?? today])),
    ].map((r) => r.day),
  );
  for (const [i, day] of rollupDays.entries()) {
    if (taken.has(day)) continue;
    // In the primary key's order: each row goes after the one before.
    const rows = dayFigures(day, sizes.viewsPerDay, pages, law, tail).sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    await db.transaction(async (m) => {
      await m.query('DELETE FROM analytics_daily WHERE day = ?', [day]);
      for (let k = 0; k < rows.length; k += batch) {
        const some = rows.slice(k, k + batch);
        await m.query(
          `INSERT INTO analytics_daily (kind, day, value, views, visitors) VALUES ${some.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
          some.flatMap((r) => [r.kind, day, r.value, r.views, r.visitors]),
        );
      }
      await m.query('INSERT INTO analytics_rollups (day, rolledAt) VALUES (?, ?)', [day, datetime(now)]);
      added.leads += await addLeads(m, day, sizes.viewsPerDay, pages, law, tail, now, zone, batch);
    });
    added.rollupDays++;
    opts.progress?.('page view rollups (days)', i + 1, rollupDays.length);
  }
  added.rollupSeconds = (performance.now() - started) / 1000;
  started = performance.now();

  // The raw days: views spread over the day (today: up to now), written, then rolled up by the
  // server's code: today in 24 slices, its last views left for the next; the others at once.
  for (const day of daysFrom(addDays(today, 1 - rawDays), today)) {
    const [had] = await db.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM analytics_views WHERE day = ?', [day]);
    const have = Number(had?.n ?? 0);
    const toAdd = sizes.viewsPerDay - have;
    if (toAdd <= 0 || (day !== today && taken.has(day))) continue;
    const start = startOf(day, now, zone).getTime();
    const end = day === today ? now.getTime() : startOf(addDays(day, 1), new Date(start + 30 * 3_600_000), zone).getTime();
    const times = (i: number) => datetime(new Date(start + ((end - start) * i) / sizes.viewsPerDay));
    // Today: 24 parts, a slice after each, and the newest views after the last slice.
    const parts = [toAdd];
    if (day === today && toAdd > UNSLICED) {
      const hour = Math.floor((toAdd - UNSLICED) / 24);
      parts.splice(0, 1, ...Array.from({ length: 24 }, (_, h) => (h < 23 ? hour : toAdd - UNSLICED - 23 * hour)), UNSLICED);
    }
    if (!have) added.leads += await addLeads(db, day, sizes.viewsPerDay, pages, law, tail, now, zone, batch);
    const views = rawViews(day, have, toAdd, pages, law, tail, times);
    let written = 0;
    for (const [part, size] of parts.entries()) {
      for (let k = 0; k < size; ) {
        await db.transaction(async (m) => {
          for (let statements = 0; statements < 20 && k < size; statements++) {
            const some: RawView[] = [];
            for (; some.length < batch && k < size; k++) some.push(views.next().value as RawView);
            await m.query(
              `INSERT INTO analytics_views (day, at, path, referrerHost, utmSource, utmMedium, utmCampaign, device, visitor) VALUES ${some.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
              some.flatMap((v) => [v.day, v.at, v.path, v.referrerHost, v.utmSource, v.utmMedium, v.utmCampaign, v.device, v.visitor]),
            );
          }
        });
        opts.progress?.(`raw page views of ${day}`, written + k, toAdd);
      }
      written += size;
      added.rawViews += size;
      if (part < parts.length - 1) await rollSlice(db, day, now);
    }
  }
  await rollUp(db, now, zone);
  added.rawSeconds = (performance.now() - started) / 1000;
  return added;
}
