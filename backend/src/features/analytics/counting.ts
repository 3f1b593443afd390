import type { DataSource, EntityManager } from 'typeorm';
import type { RollupKind } from '../../data/entities/index.js';

/**
 * How views are counted into figures, the same SQL for a slice of today's views, a day's rollup and
 * a report's views no slice has counted yet (shared/docs/analytics.md#how-reports-stay-fast).
 *
 * A day's visitors of a value (a page, a source...) are its distinct visitor hashes that day, and
 * distinct counts do not add up across parts of a day. So each part counts, besides its views, only
 * the visitors it holds that no earlier part of the day held for that value: a visitor is counted
 * once, by the part with its first view of the value. Parts are slices (numbered in the order they
 * were made) and, last, the views no slice has counted; "earlier" is a lower slice number.
 */

/** What figures of `kind` group a day's views by, read from the views of alias `t` (`total`: all of them). */
interface Grouping {
  kind: RollupKind;
  value: (t: string) => string;
  where?: (t: string) => string;
}

/**
 * Whether the path (alias `t`) is a blog post's, `/blog/<slug>` (what BLOG_POST_PATH matches): the
 * posts' report reads their own rows, not every page's.
 */
const isPost = (t: string) => `${t}.path LIKE '/blog/_%' AND ${t}.path NOT LIKE '/blog/%/%'`;

/** A blog post's path as the JavaScript side tells it (the same test as `isPost`). */
export const BLOG_POST_PATH = /^\/blog\/[^/]+$/;

export const GROUPINGS: Grouping[] = [
  { kind: 'total', value: () => "''" },
  { kind: 'path', value: (t) => `${t}.path` },
  { kind: 'source', value: (t) => `COALESCE(${t}.utmSource, ${t}.referrerHost, '')` },
  { kind: 'campaign', value: (t) => `${t}.utmCampaign`, where: (t) => `${t}.utmCampaign IS NOT NULL` },
  { kind: 'device', value: (t) => `${t}.device` },
  // NULL (not counted) for any other page: a slice reads every kind's value in one row.
  { kind: 'post', value: (t) => `CASE WHEN ${isPost(t)} THEN ${t}.path END`, where: isPost },
];

export const groupingOf = (kind: RollupKind): Grouping => GROUPINGS.find((g) => g.kind === kind)!;

export interface Counted {
  day: string;
  value: string;
  views: number;
  visitors: number;
}

type Runner = DataSource | EntityManager;

const isSqlite = (db: Runner) => ((db as EntityManager).connection ?? (db as DataSource)).options.type === 'better-sqlite3';

/**
 * Views and new visitors by day and value of `kind`, among the views `where` picks (alias `v`, with
 * `params`): a visitor is new when no view of the same day and value in the slices `earlier` picks
 * (alias `p`, with `earlierParams`) has it; with `earlier` null, every visitor is.
 *
 * The views are first grouped by visitor and value, so each pair is looked up once: the visitor's
 * few views of the day, by the index (day, visitor).
 */
export async function countViews(
  db: Runner,
  kind: RollupKind,
  where: string,
  params: unknown[],
  earlier: { where: string; params: unknown[] } | null,
): Promise<Counted[]> {
  const { value, where: only } = groupingOf(kind);
  // The indexes named: without statistics, both databases' planners would rather read the day's
  // views in the order grouped (all of them), and look the visitor up by the range of slices.
  const index = isSqlite(db) ? (name: string) => `INDEXED BY ${name}` : (name: string) => `FORCE INDEX (${name})`;
  const same = kind === 'total' ? '' : ` AND ${value('p')} = t.value`;
  const visitors = earlier
    ? `SUM(CASE WHEN EXISTS (SELECT 1 FROM analytics_views p ${index('IDX_analytics_views_day_visitor')} WHERE p.day = t.day AND p.visitor = t.visitor AND ${earlier.where}${same}) THEN 0 ELSE 1 END)`
    : 'COUNT(*)';
  const pairs = `SELECT v.day AS day, v.visitor AS visitor, ${value('v')} AS value, COUNT(*) AS views FROM analytics_views v ${index('IDX_analytics_views_day_slice')} WHERE ${where}${only ? ` AND ${only('v')}` : ''} GROUP BY v.day, v.visitor, ${value('v')}`;
  const rows = await db.query<Array<{ day: string; value: string; views: unknown; visitors: unknown }>>(
    `SELECT t.day AS day, t.value AS value, SUM(t.views) AS views, ${visitors} AS visitors FROM (${pairs}) t GROUP BY t.day, t.value`,
    [...(earlier?.params ?? []), ...params],
  );
  return rows.map((r) => ({ day: r.day, value: r.value, views: Number(r.views), visitors: Number(r.visitors) }));
}

/**
 * A slice's figures of every kind at once: its views (rows `v.day = day AND v.slice = slice`) read
 * once, and the earlier slices' views of the same visitors (a few a visitor, by the index), then
 * counted here. The same figures as `countViews` kind by kind, in two reads instead of five grouped
 * ones with a lookup a visitor and value each.
 */
export async function countSlice(db: Runner, day: string, slice: number): Promise<Map<RollupKind, Counted[]>> {
  const index = isSqlite(db) ? (name: string) => `INDEXED BY ${name}` : (name: string) => `FORCE INDEX (${name})`;
  const kinds = GROUPINGS.filter((g) => g.kind !== 'total');
  const columns = (t: string) => [`${t}.visitor AS visitor`, ...kinds.map((g) => `${g.value(t)} AS ${g.kind}`)].join(', ');
  type Row = { visitor: string } & Partial<Record<RollupKind, string | null>>;
  const rows = await db.query<Row[]>(`SELECT ${columns('v')} FROM analytics_views v ${index('IDX_analytics_views_day_slice')} WHERE v.day = ? AND v.slice = ?`, [day, slice]);
  // What each visitor was counted for by the slices before: kind and value.
  const before = new Map<string, Set<string>>();
  const visitors = [...new Set(rows.map((r) => r.visitor))];
  for (let i = 0; slice > 1 && i < visitors.length; i += 500) {
    const some = visitors.slice(i, i + 500);
    const earlier = await db.query<Row[]>(
      `SELECT ${columns('p')} FROM analytics_views p ${index('IDX_analytics_views_day_visitor')} WHERE p.day = ? AND p.visitor IN (${some.map(() => '?').join(', ')}) AND p.slice > 0 AND p.slice < ?`,
      [day, ...some, slice],
    );
    for (const r of earlier) {
      const had = before.get(r.visitor) ?? new Set<string>();
      had.add('total');
      for (const { kind } of kinds) if (r[kind] != null) had.add(`${kind}\n${r[kind]}`);
      before.set(r.visitor, had);
    }
  }
  const figures = new Map<RollupKind, Map<string, Counted>>(GROUPINGS.map((g) => [g.kind, new Map()]));
  const counted = new Set<string>();
  const count = (kind: RollupKind, value: string, visitor: string) => {
    const byValue = figures.get(kind)!;
    const f = byValue.get(value) ?? { day, value, views: 0, visitors: 0 };
    f.views++;
    const key = kind === 'total' ? 'total' : `${kind}\n${value}`;
    if (!before.get(visitor)?.has(key) && !counted.has(`${visitor}\n${key}`)) {
      counted.add(`${visitor}\n${key}`);
      f.visitors++;
    }
    byValue.set(value, f);
  };
  for (const r of rows) {
    count('total', '', r.visitor);
    for (const { kind } of kinds) if (r[kind] != null) count(kind, r[kind], r.visitor);
  }
  return new Map([...figures].map(([kind, byValue]) => [kind, [...byValue.values()]]));
}

/** Rows an upsert of figures writes per statement (5 values each). */
const UPSERT_CHUNK = 500;

/** Adds figures of `kind` to the day's rollup rows (made when missing). */
export async function addToDaily(db: Runner, kind: RollupKind, counted: Counted[]): Promise<void> {
  const add = isSqlite(db)
    ? 'ON CONFLICT (kind, day, value) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors'
    : 'ON DUPLICATE KEY UPDATE views = views + VALUES(views), visitors = visitors + VALUES(visitors)';
  for (let i = 0; i < counted.length; i += UPSERT_CHUNK) {
    const chunk = counted.slice(i, i + UPSERT_CHUNK);
    await db.query(
      `INSERT INTO analytics_daily (kind, day, value, views, visitors) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')} ${add}`,
      chunk.flatMap((c) => [kind, c.day, c.value, c.views, c.visitors]),
    );
  }
}
