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
import { BlogEntity, ContactMessageEntity, SlugHistoryEntity } from '../entities/index.js';
import { csvLine } from '../presenters/lead-csv.js';
import { rollupValue } from './analytics.js';
import { addDays, dayOn, daysFrom } from './views.js';

/**
 * The back office's reports (shared/docs/analytics.md#reports): days that are rolled up are read
 * from their rollups (one indexed range of `analytics_daily`), the others (today, and a day ended
 * minutes ago) from the raw views, grouped by day.
 */

interface Figures {
  views: number;
  visitors: number;
}

type TopKind = 'total' | 'path' | 'source' | 'campaign' | 'device';

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Each value's views and visitors over the range (visitors: a day's distinct visitors, summed over
 * days), by value; `total` by day. `prefix`: only values that start with it (blog posts' paths).
 */
async function figuresBy(db: DataSource, kind: TopKind, from: string, to: string, today: string, prefix?: string): Promise<Map<string, Figures>> {
  const byDay = kind === 'total';
  const rolled = new Set((await db.query<Array<{ day: string }>>('SELECT day FROM analytics_rollups WHERE day >= ? AND day <= ?', [from, to])).map((r) => r.day));
  const raw = daysFrom(from, to < today ? to : today).filter((d) => !rolled.has(d));
  const found = new Map<string, Figures>();
  const add = (key: string, views: unknown, visitors: unknown) => {
    const had = found.get(key) ?? { views: 0, visitors: 0 };
    found.set(key, { views: had.views + Number(views), visitors: had.visitors + Number(visitors) });
  };
  const rollups = byDay
    ? await db.query<Array<{ dim: string; views: unknown; visitors: unknown }>>("SELECT day AS dim, views, visitors FROM analytics_daily WHERE kind = 'total' AND day >= ? AND day <= ?", [from, to])
    : await db.query<Array<{ dim: string; views: unknown; visitors: unknown }>>(
        `SELECT value AS dim, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_daily WHERE kind = ? AND day >= ? AND day <= ?${prefix ? ' AND value LIKE ?' : ''} GROUP BY value`,
        [kind, from, to, ...(prefix ? [`${prefix}%`] : [])],
      );
  for (const r of rollups) add(r.dim, r.views, r.visitors);
  if (raw.length) {
    const { value, where } = rollupValue(kind);
    const rows = await db.query<Array<{ day: string; value: string; views: unknown; visitors: unknown }>>(
      `SELECT day, ${value} AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM analytics_views WHERE day IN (${placeholders(raw.length)})${where ? ` AND ${where}` : ''}${prefix ? ` AND ${value} LIKE ?` : ''} GROUP BY day, ${value}`,
      [...raw, ...(prefix ? [`${prefix}%`] : [])],
    );
    for (const r of rows) add(byDay ? r.day : r.value, r.views, r.visitors);
  }
  return found;
}

/** The most viewed first (then the most visitors, then by name), at most `limit`. */
function top(found: Map<string, Figures>, limit: number): Array<[string, Figures]> {
  return [...found].sort(([a, x], [b, y]) => y.views - x.views || y.visitors - x.visitors || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

export interface ReportContext {
  db: DataSource;
  timeZone: string;
  now?: Date;
}

const rangeOf = (q: AnalyticsQuery, timeZone: string) => ({ from: q.from, to: q.to, timeZone });

export async function summaryReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsSummaryDto> {
  const today = dayOn(now, timeZone);
  const [byDay, byDevice] = await Promise.all([figuresBy(db, 'total', q.from, q.to, today), figuresBy(db, 'device', q.from, q.to, today)]);
  const days = daysFrom(q.from, q.to).map((day) => ({ day, ...(byDay.get(day) ?? { views: 0, visitors: 0 }) }));
  const totals = days.reduce((t, d) => ({ views: t.views + d.views, visitors: t.visitors + d.visitors }), { views: 0, visitors: 0 });
  const devices = top(byDevice, ANALYTICS_DEVICES.length)
    .filter(([device]) => (ANALYTICS_DEVICES as readonly string[]).includes(device))
    .map(([device, f]) => ({ device: device as AnalyticsDevice, ...f }));
  return { success: true, ...rangeOf(q, timeZone), days, totals, devices };
}

export async function pagesReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsPagesDto> {
  const found = await figuresBy(db, 'path', q.from, q.to, dayOn(now, timeZone));
  return { success: true, ...rangeOf(q, timeZone), rows: top(found, q.limit ?? ANALYTICS_TOP_DEFAULT).map(([path, f]) => ({ path, ...f })) };
}

export async function sourcesReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsSourcesDto> {
  const found = await figuresBy(db, 'source', q.from, q.to, dayOn(now, timeZone));
  return { success: true, ...rangeOf(q, timeZone), rows: top(found, q.limit ?? ANALYTICS_TOP_DEFAULT).map(([source, f]) => ({ source: source || null, ...f })) };
}

export async function campaignsReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsCampaignsDto> {
  const found = await figuresBy(db, 'campaign', q.from, q.to, dayOn(now, timeZone));
  return { success: true, ...rangeOf(q, timeZone), rows: top(found, q.limit ?? ANALYTICS_TOP_DEFAULT).map(([campaign, f]) => ({ campaign, ...f })) };
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
    .getRepository(ContactMessageEntity)
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

type Counted = Figures & { leads: number };

/** Most views first, then visitors, then leads, then by name (direct, '', first). */
function topCounted(found: Map<string, Counted>, limit: number): Array<[string, Counted]> {
  return [...found]
    .sort(([a, x], [b, y]) => y.views - x.views || y.visitors - x.visitors || y.leads - x.leads || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
}

/** Views and visitors from the views, leads from their attribution, both by the same key; every key either has. */
function joined(views: Map<string, Figures>, leads: Map<string, number>): Map<string, Counted> {
  const found = new Map<string, Counted>();
  for (const [key, f] of views) found.set(key, { ...f, leads: 0 });
  for (const [key, n] of leads) found.set(key, { ...(found.get(key) ?? { views: 0, visitors: 0 }), leads: n });
  return found;
}

export async function conversionsReport({ db, timeZone, now = new Date() }: ReportContext, q: ConversionsQuery): Promise<AnalyticsConversionsDto> {
  const [views, leads] = await Promise.all([figuresBy(db, VIEW_KIND[q.by], q.from, q.to, dayOn(now, timeZone)), leadsBy(db, q.by, q.from, q.to, timeZone)]);
  const rows = topCounted(joined(views, leads), q.limit ?? ANALYTICS_TOP_DEFAULT).map(([value, f]) => ({
    value: q.by === 'source' ? value || null : value,
    ...f,
    conversionRate: rateOf(f.leads, f.visitors),
  }));
  return { success: true, ...rangeOf(q, timeZone), by: q.by, rows };
}

const BLOG_POST = /^\/blog\/[^/]+$/;

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

export async function postsReport({ db, timeZone, now = new Date() }: ReportContext, q: AnalyticsQuery): Promise<AnalyticsPostsDto> {
  const [views, leads] = await Promise.all([figuresBy(db, 'path', q.from, q.to, dayOn(now, timeZone), '/blog/'), leadsBy(db, 'landing', q.from, q.to, timeZone)]);
  const isPost = ([path]: [string, unknown]) => BLOG_POST.test(path);
  const top = topCounted(joined(new Map([...views].filter(isPost)), new Map([...leads].filter(isPost))), q.limit ?? ANALYTICS_TOP_DEFAULT);
  const titles = await postTitles(db, top.map(([path]) => path));
  return { success: true, ...rangeOf(q, timeZone), rows: top.map(([path, f]) => ({ path, title: titles.get(path) ?? '', ...f })) };
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
