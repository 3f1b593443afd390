import type { DataSource } from 'typeorm';
import {
  ANALYTICS_DEVICES,
  ANALYTICS_TOP_DEFAULT,
  type AnalyticsCampaignsDto,
  type AnalyticsDevice,
  type AnalyticsPagesDto,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsSourcesDto,
  type AnalyticsSummaryDto,
} from '@itsite/shared/contract';
import { csvLine } from '../presenters/lead-csv.js';
import { rollupValue } from './analytics.js';
import { dayOn, daysFrom } from './views.js';

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

/** Each value's views and visitors over the range (visitors: a day's distinct visitors, summed over days), by value; `total` by day. */
async function figuresBy(db: DataSource, kind: TopKind, from: string, to: string, today: string): Promise<Map<string, Figures>> {
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
    : await db.query<Array<{ dim: string; views: unknown; visitors: unknown }>>('SELECT value AS dim, SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_daily WHERE kind = ? AND day >= ? AND day <= ? GROUP BY value', [kind, from, to]);
  for (const r of rollups) add(r.dim, r.views, r.visitors);
  if (raw.length) {
    const { value, where } = rollupValue(kind);
    const rows = await db.query<Array<{ day: string; value: string; views: unknown; visitors: unknown }>>(
      `SELECT day, ${value} AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM analytics_views WHERE day IN (${placeholders(raw.length)})${where ? ` AND ${where}` : ''} GROUP BY day, ${value}`,
      raw,
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

/** A report as CSV (UTF-8 with a byte-order mark, CRLF lines, as the leads' export): a header row, then its rows. */
export async function reportCsv(report: AnalyticsReport, rc: ReportContext, q: AnalyticsQuery): Promise<string> {
  const lines = (header: string[], rows: Array<Array<string | number>>) => `\uFEFF${csvLine(header)}${rows.map((r) => csvLine(r.map(String))).join('')}`;
  switch (report) {
    case 'summary':
      return lines(['day', 'views', 'visitors'], (await summaryReport(rc, q)).days.map((d) => [d.day, d.views, d.visitors]));
    case 'pages':
      return lines(['path', 'views', 'visitors'], (await pagesReport(rc, q)).rows.map((r) => [r.path, r.views, r.visitors]));
    case 'sources':
      return lines(['source', 'views', 'visitors'], (await sourcesReport(rc, q)).rows.map((r) => [r.source ?? '(direct)', r.views, r.visitors]));
    case 'campaigns':
      return lines(['campaign', 'views', 'visitors'], (await campaignsReport(rc, q)).rows.map((r) => [r.campaign, r.views, r.visitors]));
  }
}
