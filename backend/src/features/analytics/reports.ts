import { In, type DataSource } from 'typeorm';
import {
  ANALYTICS_DEVICES,
  ANALYTICS_TOP_DEFAULT,
  instantOfZoned,
  type AnalyticsCampaignsDto,
  type AnalyticsConversionsDto,
  type AnalyticsDevice,
  type AnalyticsPagesDto,
  type AnalyticsPostsDto,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsSourcesDto,
  type AnalyticsSummaryDto,
  type ConversionKey,
  type ConversionsQuery,
} from '@itsite/shared/contract';
import { csvLine } from '../../kernel/csv.js';
import { BlogEntity, LeadEntity, SlugHistoryEntity, type RollupKind } from '../../data/entities/index.js';
import { BLOG_POST_PATH, countViews, type Counted } from './counting.js';
import { addDays, dayOn, daysFrom } from './views.js';

/**
 * The back office's reports (shared/docs/analytics.md#reports). A day's figures are its rows of
 * `analytics_daily`: final once the day is rolled up, and until then (today) the sum of its slices
 * so far, to which the views no slice has counted yet are added, counted from the raw views (a
 * minute or two of them). Top lists read each day's most viewed values and prove the answer exact
 * before reading the full figures of only those (see `topFigures`).
 */

interface Figures {
  views: number;
  visitors: number;
}

type TopKind = 'path' | 'source' | 'campaign' | 'post';

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const number = (value: unknown) => Number(value ?? 0);

function addTo(found: Map<string, Figures>, key: string, views: number, visitors: number): void {
  const had = found.get(key);
  if (had) {
    had.views += views;
    had.visitors += visitors;
  } else {
    found.set(key, { views, visitors });
  }
}

/** The days of the range, up to today, whose figures are still counted from slices and raw views. */
interface RangeState {
  /** Every day from `from` to today or `to`, the earlier. */
  days: string[];
  unrolled: string[];
  /** Changes when a slice or a rollup of the range is made. */
  mark: string;
}

async function stateOf(db: DataSource, from: string, to: string, today: string): Promise<RangeState> {
  const days = daysFrom(from, to < today ? to : today);
  if (!days.length) return { days, unrolled: [], mark: '' };
  const rolled = new Set((await db.query<Array<{ day: string }>>('SELECT day FROM analytics_rollups WHERE day >= ? AND day <= ?', [days[0], days.at(-1)])).map((r) => r.day));
  const unrolled = days.filter((d) => !rolled.has(d));
  const slices = unrolled.length
    ? await db.query<Array<{ day: string; slice: unknown }>>(`SELECT day, MAX(slice) AS slice FROM analytics_slices WHERE day IN (${placeholders(unrolled.length)}) GROUP BY day`, unrolled)
    : [];
  return { days, unrolled, mark: `${rolled.size};${slices.map((s) => `${s.day}:${number(s.slice)}`).sort().join(',')}` };
}

/**
 * Reads the range with `read`, the same figures throughout: a report's statements run one after the
 * other, and a slice made between two of them would move views from the raw ones to the rollups (the
 * range's mark, read before and after, says whether one was; then once more).
 */
async function consistent<T>(db: DataSource, from: string, to: string, today: string, read: (state: RangeState) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const before = await stateOf(db, from, to, today);
    const result = await read(before);
    if (attempt >= 3 || (await stateOf(db, from, to, today)).mark === before.mark) return result;
  }
}

/** The views of days not rolled up that no slice has counted, by day and value, with the visitors no slice of their day had. */
function uncounted(db: DataSource, kind: RollupKind, unrolled: string[]): Promise<Counted[]> {
  if (!unrolled.length) return Promise.resolve([]);
  return countViews(db, kind, `v.day IN (${placeholders(unrolled.length)}) AND v.slice = 0`, unrolled, { where: 'p.slice > 0', params: [] });
}

/** Every value's figures over the range, by value (or by day, `byDay`). */
async function allFigures(db: DataSource, kind: RollupKind, from: string, to: string, state: RangeState, byDay = false): Promise<Map<string, Figures>> {
  const found = new Map<string, Figures>();
  const rows = byDay
    ? await db.query<Array<{ dim: string; views: unknown; visitors: unknown }>>('SELECT day AS dim, views, visitors FROM analytics_daily WHERE kind = ? AND day >= ? AND day <= ?', [kind, from, to])
    : await db.query<Array<{ dim: string; views: unknown; visitors: unknown }>>('SELECT value AS dim, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_daily WHERE kind = ? AND day >= ? AND day <= ? GROUP BY value', [
        kind,
        from,
        to,
      ]);
  for (const r of rows) addTo(found, r.dim, number(r.views), number(r.visitors));
  for (const c of await uncounted(db, kind, state.unrolled)) addTo(found, byDay ? c.day : c.value, c.views, c.visitors);
  return found;
}

/** The most viewed first (then the most visitors, then by name), at most `limit`. */
function top(found: Map<string, Figures>, limit: number): Array<[string, Figures]> {
  return [...found].sort(([a, x], [b, y]) => y.views - x.views || y.visitors - x.visitors || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

/** SELECTs joined by UNION ALL in one statement, at most: SQLite refuses a compound of more than 500. */
const SELECTS_PER_STATEMENT = 200;

/** At most this many rollup rows are read for a proof (days × depth); past it, the full figures are read. */
const PROOF_ROWS = 100_000;

/**
 * The `limit` most viewed values of the range, exactly, without reading every value of every day
 * (a day has tens of thousands of pages): the threshold algorithm. Each day's `depth` + 1 most viewed
 * values are read (an index range a day); a value not among a day's has at most that day's last
 * one's views there (its floor). So a value read on no day has at most the sum of the floors over
 * the range, and one read on some days at most its views there plus the floors of the others. With
 * the `limit`-th highest views read above the first bound, the answer is among the values whose bound
 * reaches that figure: their full figures (one index range each) are read and sorted. When the
 * floors are too high to tell (a range of many like values), a deeper read, then the full figures.
 */
async function topFigures(db: DataSource, kind: TopKind, from: string, to: string, today: string, limit: number): Promise<Array<[string, Figures]>> {
  return top(await candidates(db, kind, from, to, today, limit), limit);
}

/**
 * The exact figures of every value that may be among the `limit` most viewed of the range (a superset
 * of them): any value left out has fewer views than the `limit`-th of these, and when there are
 * fewer than `limit` of them, no other value has a view in the range.
 */
function candidates(db: DataSource, kind: TopKind, from: string, to: string, today: string, limit: number): Promise<Map<string, Figures>> {
  return consistent(db, from, to, today, async (state) => {
    const notCounted = new Map<string, Figures>();
    for (const c of await uncounted(db, kind, state.unrolled)) addTo(notCounted, c.value, c.views, c.visitors);
    for (let depth = Math.max(2 * limit, limit + 20); state.days.length && depth * state.days.length <= PROOF_ROWS; depth *= 4) {
      const proven = await threshold(db, kind, state.days, limit, depth, notCounted);
      if (proven) return proven;
    }
    return allFigures(db, kind, from, to, state);
  });
}

async function threshold(
  db: DataSource,
  kind: TopKind,
  days: string[],
  limit: number,
  depth: number,
  notCounted: Map<string, Figures>,
): Promise<Map<string, Figures> | null> {
  const rows = await db.query<Array<{ day: string; value: string; views: unknown; visitors: unknown }>>(
    days.map((_, i) => `SELECT * FROM (SELECT day, value, views, visitors FROM analytics_daily WHERE kind = ? AND day = ? ORDER BY views DESC LIMIT ${depth + 1}) AS d${i}`).join(' UNION ALL '),
    days.flatMap((day) => [kind, day]),
  );
  const perDay = new Map<string, { count: number; least: number }>();
  for (const r of rows) {
    const seen = perDay.get(r.day) ?? { count: 0, least: Infinity };
    perDay.set(r.day, { count: seen.count + 1, least: Math.min(seen.least, number(r.views)) });
  }
  // A day that answered fewer rows than asked answered all of them: its floor is 0.
  const floor = (day: string) => {
    const seen = perDay.get(day);
    return seen && seen.count > depth ? seen.least : 0;
  };
  const bound = days.reduce((sum, day) => sum + floor(day), 0);
  const read = new Map<string, Figures & { floors: number; days: Set<string> }>();
  for (const r of rows) {
    const had = read.get(r.value) ?? { views: 0, visitors: 0, floors: 0, days: new Set<string>() };
    had.days.add(r.day);
    read.set(r.value, { ...had, views: had.views + number(r.views), visitors: had.visitors + number(r.visitors), floors: had.floors + floor(r.day) });
  }
  for (const [value, f] of notCounted) {
    const had = read.get(value) ?? { views: 0, visitors: 0, floors: 0, days: new Set<string>() };
    read.set(value, { ...had, views: had.views + f.views, visitors: had.visitors + f.visitors });
  }
  const figures = (values: string[]) => new Map(values.map((value) => [value, { views: read.get(value)!.views, visitors: read.get(value)!.visitors }]));
  // Every value of every day was read: these are the figures.
  if (bound === 0) return figures([...read.keys()]);
  const views = [...read.values()].map((f) => f.views).sort((a, b) => b - a);
  const least = views[limit - 1];
  if (least === undefined || least <= bound) return null;
  const maybe = [...read].filter(([, f]) => f.views + bound - f.floors >= least).map(([value]) => value);
  // Their full figures: what was read, and the days it was not read on (and may have views), by
  // the primary key. The most viewed are read on most days: few seeks.
  const found = figures(maybe);
  const seeks = maybe.map((value) => [value, days.filter((day) => floor(day) > 0 && !read.get(value)!.days.has(day))] as const).filter(([, missing]) => missing.length);
  for (let i = 0; i < seeks.length; ) {
    const some: Array<readonly [string, string[]]> = [];
    for (let params = 0; i < seeks.length && params < 5000 && some.length < SELECTS_PER_STATEMENT; i++) {
      some.push(seeks[i]);
      params += 2 + seeks[i][1].length;
    }
    const more = await db.query<Array<{ value: string; views: unknown; visitors: unknown }>>(
      some.map(([, missing]) => `SELECT value, views, visitors FROM analytics_daily WHERE kind = ? AND value = ? AND day IN (${placeholders(missing.length)})`).join(' UNION ALL '),
      some.flatMap(([value, missing]) => [kind, value, ...missing]),
    );
    for (const r of more) addTo(found, r.value, number(r.views), number(r.visitors));
  }
  return found;
}

export interface ReportContext {
  db: DataSource;
  timeZone: string;
  now?: Date;
}

const rangeOf = (q: AnalyticsQuery, timeZone: string) => ({ from: q.from, to: q.to, timeZone });

export async function summaryReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsSummaryDto> {
  const [byDay, byDevice] = await consistent(db, q.from, q.to, dayOn(now, timeZone), async (state) => [
    await allFigures(db, 'total', q.from, q.to, state, true),
    await allFigures(db, 'device', q.from, q.to, state),
  ]);
  const days = daysFrom(q.from, q.to).map((day) => ({ day, ...(byDay.get(day) ?? { views: 0, visitors: 0 }) }));
  const totals = days.reduce((t, d) => ({ views: t.views + d.views, visitors: t.visitors + d.visitors }), { views: 0, visitors: 0 });
  const devices = top(byDevice, ANALYTICS_DEVICES.length)
    .filter(([device]) => (ANALYTICS_DEVICES as readonly string[]).includes(device))
    .map(([device, f]) => ({ device: device as AnalyticsDevice, ...f }));
  return { success: true, ...rangeOf(q, timeZone), days, totals, devices };
}

export async function pagesReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsPagesDto> {
  const found = await topFigures(db, 'path', q.from, q.to, dayOn(now, timeZone), q.limit ?? ANALYTICS_TOP_DEFAULT);
  return { success: true, ...rangeOf(q, timeZone), rows: found.map(([path, f]) => ({ path, ...f })) };
}

export async function sourcesReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsSourcesDto> {
  const found = await topFigures(db, 'source', q.from, q.to, dayOn(now, timeZone), q.limit ?? ANALYTICS_TOP_DEFAULT);
  return { success: true, ...rangeOf(q, timeZone), rows: found.map(([source, f]) => ({ source: source || null, ...f })) };
}

export async function campaignsReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsCampaignsDto> {
  const found = await topFigures(db, 'campaign', q.from, q.to, dayOn(now, timeZone), q.limit ?? ANALYTICS_TOP_DEFAULT);
  return { success: true, ...rangeOf(q, timeZone), rows: found.map(([campaign, f]) => ({ campaign, ...f })) };
}

/** A lead's attribution as the report groups it: its source (utm_source, else the referring host; '' for direct), campaign or landing page. */
const LEAD_KEYS: Record<ConversionKey, { value: string; where?: string }> = {
  source: { value: "COALESCE(m.utmSource, m.referrerHost, '')" },
  campaign: { value: 'm.utmCampaign', where: 'm.utmCampaign IS NOT NULL' },
  landing: { value: 'm.landingPath' },
};

/**
 * The leads sent in the range (its days on the site's clock): contact messages and quote requests,
 * not spam, not deleted, counted by `key` of their attribution. A lead counts when its landing page
 * is known (the site's forms always send one; without one it is unknown, not direct): read along
 * the (landingPath, createdAt) index, so the many leads that have none cost nothing.
 */
async function leadsBy(db: DataSource, key: ConversionKey, from: string, to: string, timeZone: string): Promise<Map<string, number>> {
  const start = instantOfZoned(`${from}T00:00`, timeZone)!;
  const end = instantOfZoned(`${addDays(to, 1)}T00:00`, timeZone)!;
  const { value, where } = LEAD_KEYS[key];
  // The unary `+` keeps SQLite from reading the range along the inbox's (deletedAt, createdAt) or
  // (createdAt) index, every lead of the range, instead of this one's (MariaDB picks it by its statistics).
  const plus = db.options.type === 'better-sqlite3' ? '+' : '';
  const rows = await db
    .getRepository(LeadEntity)
    .createQueryBuilder('m')
    .select(value, 'value')
    .addSelect('COUNT(*)', 'leads')
    // Every landing page starts with '/': a range both databases read from the index (IS NOT NULL is not, on SQLite).
    .where("m.landingPath >= '/'")
    .andWhere(`${plus}m.createdAt >= :start AND ${plus}m.createdAt < :end`, { start, end })
    .andWhere(`${plus}m.deletedAt IS NULL`)
    .andWhere('m.status <> :spam', { spam: 'spam' })
    .andWhere(where ?? 'TRUE')
    .groupBy(value)
    .getRawMany<{ value: string; leads: unknown }>();
  const found = new Map<string, number>();
  for (const r of rows) found.set(r.value, (found.get(r.value) ?? 0) + Number(r.leads));
  return found;
}

/** Leads over visitors, to 4 decimals; 0 without visitors. */
const rateOf = (leads: number, visitors: number) => (visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : 0);

/** Which views each key is counted from: the same rollups as the sources, campaigns and pages reports. */
const VIEW_KIND: Record<ConversionKey, TopKind> = { source: 'source', campaign: 'campaign', landing: 'path' };

type WithLeads = Figures & { leads: number };

/** Most views first, then visitors, then leads, then by name (direct, '', first). */
function topCounted(found: Map<string, WithLeads>, limit: number): Array<[string, WithLeads]> {
  return [...found]
    .sort(([a, x], [b, y]) => y.views - x.views || y.visitors - x.visitors || y.leads - x.leads || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
}

/** Views and visitors from the views, leads from their attribution, both by the same key; every key either has. */
function joined(views: Map<string, Figures>, leads: Map<string, number>): Map<string, WithLeads> {
  const found = new Map<string, WithLeads>();
  for (const [key, f] of views) found.set(key, { ...f, leads: 0 });
  for (const [key, n] of leads) found.set(key, { ...(found.get(key) ?? { views: 0, visitors: 0 }), leads: n });
  return found;
}

/**
 * Views, visitors and leads by value of `kind`, ranked as `topCounted`: the candidates for the most
 * viewed (exact figures) with their leads. A value with leads but not among them has fewer views
 * than the `limit`-th candidate, so it ranks below every candidate; it is listed (with 0 views, its
 * true figure) only when there are fewer than `limit` candidates, every value with a view.
 */
async function withLeads(db: DataSource, kind: TopKind, leads: Promise<Map<string, number>>, from: string, to: string, today: string, limit: number): Promise<Array<[string, WithLeads]>> {
  const [views, byKey] = await Promise.all([candidates(db, kind, from, to, today, limit), leads]);
  return topCounted(joined(views, byKey), limit);
}

export async function conversionsReport({ db, timeZone, now = new Date() }: ReportContext, q: ConversionsQuery): Promise<AnalyticsConversionsDto> {
  const leads = leadsBy(db, q.by, q.from, q.to, timeZone);
  const found = await withLeads(db, VIEW_KIND[q.by], leads, q.from, q.to, dayOn(now, timeZone), q.limit ?? ANALYTICS_TOP_DEFAULT);
  const rows = found.map(([value, f]) => ({
    value: q.by === 'source' ? value || null : value,
    ...f,
    conversionRate: rateOf(f.leads, f.visitors),
  }));
  return { success: true, ...rangeOf(q, timeZone), by: q.by, rows };
}

/** The title of the post at each `/blog/<slug>` path: by its slug now, a slug it had, or its id; '' when none. */
async function postTitles(db: DataSource, paths: string[]): Promise<Map<string, string>> {
  const slugOf = new Map<string, string>();
  for (const path of paths) {
    try {
      slugOf.set(path, decodeURIComponent(path.slice('/blog/'.length)));
    } catch {
      // A malformed escape: no post's address.
    }
  }
  const slugs = [...new Set(slugOf.values())];
  const blogs = db.getRepository(BlogEntity);
  const bySlug = new Map((slugs.length ? await blogs.find({ select: { slug: true, title: true }, where: { slug: In(slugs) } }) : []).map((b) => [b.slug, b.title]));
  const rest = slugs.filter((slug) => !bySlug.has(slug));
  if (rest.length) {
    const moved = await db.getRepository(SlugHistoryEntity).find({ where: { kind: 'blog', slug: In(rest) } });
    const ids = [...new Set([...moved.map((m) => m.recordId), ...rest])];
    const byId = new Map((await blogs.find({ select: { id: true, title: true }, where: { id: In(ids) } })).map((b) => [b.id, b.title]));
    for (const m of moved) if (byId.has(m.recordId)) bySlug.set(m.slug, byId.get(m.recordId)!);
    for (const slug of rest) if (!bySlug.has(slug) && byId.has(slug)) bySlug.set(slug, byId.get(slug)!);
  }
  return new Map(paths.map((path) => [path, bySlug.get(slugOf.get(path) ?? '') ?? '']));
}

/** Blog posts by views, with the leads that landed on them: from the rollups of posts alone (kind `post`). */
export async function postsReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsPostsDto> {
  const leads = leadsBy(db, 'landing', q.from, q.to, timeZone).then((landed) => new Map([...landed].filter(([path]) => BLOG_POST_PATH.test(path))));
  const found = (await withLeads(db, 'post', leads, q.from, q.to, dayOn(now, timeZone), q.limit ?? ANALYTICS_TOP_DEFAULT)).filter(([path]) => BLOG_POST_PATH.test(path));
  const titles = await postTitles(db, found.map(([path]) => path));
  return { success: true, ...rangeOf(q, timeZone), rows: found.map(([path, f]) => ({ path, title: titles.get(path) ?? '', ...f })) };
}

/** A report's CSV lines: UTF-8 with a byte-order mark, CRLF lines, as the leads' export; a header row, then its rows. */
const csvOf = (header: string[], rows: Array<Array<string | number>>) => `\uFEFF${csvLine(header)}${rows.map((r) => csvLine(r.map(String))).join('')}`;

/** The conversion report as CSV (direct is `(direct)`). */
export async function conversionsCsv(rc: ReportContext, q: ConversionsQuery): Promise<string> {
  const { rows } = await conversionsReport(rc, q);
  return csvOf([q.by, 'views', 'visitors', 'leads', 'conversionRate'], rows.map((r) => [r.value ?? '(direct)', r.views, r.visitors, r.leads, r.conversionRate]));
}

/** A report as CSV (UTF-8 with a byte-order mark, CRLF lines, as the leads' export): a header row, then its rows. */
export async function reportCsv(report: AnalyticsReport, rc: ReportContext, q: AnalyticsQuery): Promise<string> {
  const lines = csvOf;
  switch (report) {
    case 'summary':
      return lines(['day', 'views', 'visitors'], (await summaryReport(rc, q)).days.map((d) => [d.day, d.views, d.visitors]));
    case 'pages':
      return lines(['path', 'views', 'visitors'], (await pagesReport(rc, q)).rows.map((r) => [r.path, r.views, r.visitors]));
    case 'sources':
      return lines(['source', 'views', 'visitors'], (await sourcesReport(rc, q)).rows.map((r) => [r.source ?? '(direct)', r.views, r.visitors]));
    case 'campaigns':
      return lines(['campaign', 'views', 'visitors'], (await campaignsReport(rc, q)).rows.map((r) => [r.campaign, r.views, r.visitors]));
    case 'posts':
      return lines(['path', 'title', 'views', 'visitors', 'leads'], (await postsReport(rc, q)).rows.map((r) => [r.path, r.title, r.views, r.visitors, r.leads]));
  }
}
