import { EntitySchema } from 'typeorm';
import type { AnalyticsDevice } from '@itsite/shared/contract';
import { datetime, int, varchar } from './columns.js';

/**
 * Site analytics (shared/docs/analytics.md). Days are on the site's clock (Settings time zone), as
 * `YYYY-MM-DD`. Nothing here holds an address, a user agent or a cookie.
 */

/** One counted page view, kept `ANALYTICS_RAW_DAYS` days. */
export interface AnalyticsView {
  id?: number;
  day: string;
  at: Date;
  /** The page's path, without query or fragment. */
  path: string;
  /** The referring page's host; null for none or the site itself. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: AnalyticsDevice;
  /** The day's visitor: a hash of that day's salt, the site, the address and the user agent (16 hex digits). */
  visitor: string;
  /** The partial rollup of its day that counted it (`analytics_slices`); 0 until one has. */
  slice?: number;
}

export const AnalyticsViewEntity = new EntitySchema<AnalyticsView>({
  name: 'AnalyticsView',
  tableName: 'analytics_views',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    day: varchar(10),
    at: datetime(),
    path: varchar(300),
    referrerHost: varchar(255, true),
    utmSource: varchar(100, true),
    utmMedium: varchar(100, true),
    utmCampaign: varchar(100, true),
    device: varchar(8),
    visitor: varchar(16),
    slice: { ...int(), default: 0 },
  },
  indices: [
    // A visitor's views of a day: whether an earlier slice of the day counted it (for a value).
    { name: 'IDX_analytics_views_day_visitor', columns: ['day', 'visitor'] },
    // A day's views that no slice has counted yet.
    { name: 'IDX_analytics_views_day_slice', columns: ['day', 'slice'] },
  ],
});

/** A day's salt: made with the day's first view, deleted once the day is older than yesterday. */
export interface AnalyticsSalt {
  day: string;
  /** 32 random bytes, hex. */
  salt: string;
  createdAt: Date;
}

export const AnalyticsSaltEntity = new EntitySchema<AnalyticsSalt>({
  name: 'AnalyticsSalt',
  tableName: 'analytics_salts',
  columns: { day: { ...varchar(10), primary: true }, salt: varchar(64), createdAt: datetime() },
});

/** What a daily rollup row counts by (`post`: the paths of blog posts alone, `/blog/<slug>`). */
export const ROLLUP_KINDS = ['total', 'path', 'source', 'campaign', 'device', 'post'] as const;
export type RollupKind = (typeof ROLLUP_KINDS)[number];

/**
 * One day's views and visitors of one value of one kind (a path, a source, ...; `total` has the
 * value ''). Kept for good. Until its day is rolled up, the figures of the day's slices so far.
 */
export interface AnalyticsDaily {
  kind: RollupKind;
  day: string;
  value: string;
  views: number;
  visitors: number;
}

export const AnalyticsDailyEntity = new EntitySchema<AnalyticsDaily>({
  name: 'AnalyticsDaily',
  tableName: 'analytics_daily',
  columns: {
    kind: { ...varchar(10), primary: true },
    day: { ...varchar(10), primary: true },
    value: { ...varchar(300), primary: true },
    views: int(),
    visitors: int(),
  },
  indices: [
    // A day's most viewed values of a kind, in that order (features/analytics/reports.ts); a few values'
    // figures over a range are read by the primary key, a day and a value at a time.
    { name: 'IDX_analytics_daily_kind_day_views', columns: ['kind', 'day', 'views', 'visitors'] },
  ],
});

/**
 * One partial rollup of a day (a slice): the day's views no slice had counted, added to its
 * `analytics_daily` figures. Numbered from 1 in the order they were made; the row is the claim.
 */
export interface AnalyticsSlice {
  day: string;
  slice: number;
  /** Views it counted. */
  views: number;
  rolledAt: Date;
}

export const AnalyticsSliceEntity = new EntitySchema<AnalyticsSlice>({
  name: 'AnalyticsSlice',
  tableName: 'analytics_slices',
  columns: { day: { ...varchar(10), primary: true }, slice: { ...int(), primary: true }, views: int(), rolledAt: datetime() },
});

/** A day whose rollup is made: its row is the claim, so one instance makes it, once. */
export interface AnalyticsRollup {
  day: string;
  rolledAt: Date;
}

export const AnalyticsRollupEntity = new EntitySchema<AnalyticsRollup>({
  name: 'AnalyticsRollup',
  tableName: 'analytics_rollups',
  columns: { day: { ...varchar(10), primary: true }, rolledAt: datetime() },
});
