import { searchWords } from '@itsite/shared/contract';
import type { DataSource, EntityManager, EntitySchema, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isMysql, matchKeyword, walkOrProbe, type MatchMode, type SearchTable } from './search.js';
import type { MemoKind } from '../cache/contentMemo.js';
import { rowsWhereIn } from './rows.js';

type Db = DataSource | EntityManager;

/**
 * Keeps a value under a key while the content it is read from stays the same (PublicCache.memo),
 * or reads it each time; `kind` says what it is, each kind kept to its own bound.
 */
export type Memo = <V>(key: string, read: () => Promise<V>, kind?: MemoKind) => Promise<V>;

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** A keyword a list is searched by (kernel/db/search.ts). */
export interface KeywordSearch {
  table: SearchTable;
  keyword: string;
  /** Best match first (below the cap); false when the reader chose an order of their own. */
  ranked: boolean;
  /** Matches are counted up to this many (the total answered); at or past it they are not ranked. */
  cap: number;
  /**
   * The list's order reads its newest rows first (by when they were made or went public): past the
   * cap, its rows may then be looked up one by one as they are read (walkOrProbe).
   */
  newestFirst?: boolean;
}

export interface PageOptions {
  /**
   * Keeps the total, and where each page read starts, under `key` while the content stays the same
   * (public lists: PublicCache.memo).
   */
  keep?: { memo: Memo; key: string };
  /** Narrows the list to a keyword's matches (a keyword without words narrows nothing). */
  search?: KeywordSearch;
}

/**
 * One page of the rows `qb` selects, in its order, and how many rows it selects in all.
 *
 * The page is found by ids first (a "deferred join"): ordered by an index that holds the id, the
 * database steps over the skipped rows inside that index and reads whole rows only for the page.
 * The rows are then read by primary key.
 *
 * With `keep`, a page past the first is read from where it starts: the sort key of its first row,
 * found once (by an offset) and kept while the content stays the same, and the next page's start is
 * kept as each page is read. Page 2,000 is then an index range of one page from that key, as page 1
 * is, whether a reader asks for it again or walks to it page by page (a crawler).
 *
 * A search counts its matches through the full-text index up to its cap, then lists them best match
 * first when there are fewer (scoring that many costs little), or in `qb`'s own order when there
 * are more, walked on that order's index: a search matching 20,000 rows then costs about what the
 * plain list does, instead of a score and a sort of all 20,000.
 */
export async function pageOf<T extends ObjectLiteral & { id: string }>(
  db: Db,
  entity: EntitySchema<T>,
  qb: SelectQueryBuilder<T>,
  page: number,
  limit: number,
  { keep, search }: PageOptions = {},
): Promise<PageOf<T>> {
  const searched = search && searchWords(search.keyword).length > 0 ? search : undefined;
  const counted = qb.clone();
  const listed = qb.clone();
  let total: () => Promise<number> = () => counted.getCount();
  if (searched) total = () => countMatchesUpTo(db, counted, searched, searched.cap);
  const counting = keep ? keep.memo(`${keep.key}|total`, total) : total();
  let idRows: Array<{ id: string }>;
  let totalRows: number;
  if (searched) {
    // How the page is read depends on how many match.
    totalRows = await counting;
    matchKeyword(listed, searched.table, searched.keyword, totalRows >= searched.cap ? await walkMode(db, searched, page * limit, keep) : searched.ranked ? 'ranked' : 'join');
    idRows = await offsetPage(listed, page, limit);
  } else {
    const order = page > 1 ? sortColumns(qb) : undefined;
    [idRows, totalRows] = await Promise.all([keep && order ? keyedPage(listed, order, page, limit, keep) : offsetPage(listed, page, limit), counting]);
  }
  const ids = idRows.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: totalRows };
  const found = await rowsWhereIn(db, entity, 'id', ids);
  const byId = new Map(found.map((row) => [row.id, row]));
  // A row deleted between the two reads is left out rather than answered as a hole.
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: totalRows };
}

/** How to walk a search's many matches to the end of a page (kept per page with `keep`). */
function walkMode(db: Db, search: KeywordSearch, needed: number, keep: PageOptions['keep']): Promise<MatchMode> {
  if (!search.newestFirst) return Promise.resolve('walk');
  const choose = () => walkOrProbe(db, search.table, search.keyword, needed);
  return keep ? keep.memo(`${keep.key}|walk|${needed}`, choose, 'pageStart') : choose();
}

type Sort = Array<[column: string, direction: 'ASC' | 'DESC']>;
/** A page's first row's sort key (null: the page is past the last). */
type StartKey = unknown[] | null;

const offsetPage = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, page: number, limit: number) =>
  qb
    .select(`${qb.alias}.id`, 'id')
    .offset((page - 1) * limit)
    .limit(limit)
    .getRawMany<{ id: string }>();

/** `qb`'s order as plain columns, or undefined when a part of it is not one (a score, NULLS placement). */
function sortColumns<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Sort | undefined {
  const order = Object.entries(qb.expressionMap.orderBys);
  if (order.length === 0 || order.some(([column, how]) => typeof how !== 'string' || !/^\w+\.\w+$/.test(column))) return undefined;
  return order as Sort;
}

/** One page read from its first row's sort key (kept), and the next page's start kept on the way. */
async function keyedPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, order: Sort, page: number, limit: number, keep: NonNullable<PageOptions['keep']>) {
  const keyOf = (row: Record<string, unknown>) => order.map((_, i) => row[`k${i}`]);
  const withKeys = (q: SelectQueryBuilder<T>) => order.reduce((sel, [column], i) => sel.addSelect(column, `k${i}`), q.select(`${q.alias}.id`, 'id'));
  const startOf = (n: number) => `${keep.key}|start|${n}`;
  const start = await keep.memo<StartKey>(
    startOf(page),
    async () => {
      const first = await withKeys(qb.clone()).offset((page - 1) * limit).limit(1).getRawOne<Record<string, unknown>>();
      return first ? keyOf(first) : null;
    },
    'pageStart',
  );
  // A key with a null in it cannot be compared: that page is read by its offset.
  if (start?.some((v) => v === null || v === undefined)) return offsetPage(qb, page, limit);
  if (start === null) return [];
  const rows = await withKeys(qb.andWhere(...atOrAfter(order, start)))
    .limit(limit + 1)
    .getRawMany<Record<string, unknown> & { id: string }>();
  const next = rows[limit];
  if (next) void keep.memo<StartKey>(startOf(page + 1), () => Promise.resolve(keyOf(next)), 'pageStart');
  return rows.slice(0, limit);
}

/**
 * The rows at or after `key` in `order`: `a <= k0 AND (a < k0 OR (b <= k1 AND (b < k1 OR ...)))`
 * for descending columns (`>=`, `>` ascending). The leading comparison bounds the first column,
 * which both databases read as a range of its index; a row-value comparison MariaDB reads by
 * scanning, and an OR of whole terms SQLite does when the values are parameters.
 */
function atOrAfter(order: Sort, key: unknown[]): [string, Record<string, unknown>] {
  const params = Object.fromEntries(key.map((v, i) => [`pageKey${i}`, v]));
  const from = (i: number): string => {
    const [column, direction] = order[i];
    const [strict, inclusive] = direction === 'DESC' ? ['<', '<='] : ['>', '>='];
    const bound = `${column} ${inclusive} :pageKey${i}`;
    return i === order.length - 1 ? bound : `${bound} AND (${column} ${strict} :pageKey${i} OR (${from(i + 1)}))`;
  };
  return [`(${from(0)})`, params];
}

/** The `Paged` answer of a list (shared/docs/api.md#paged-lists). */
export function paged<D>(data: D[], total: number, page: number, limit: number) {
  return { success: true as const, data, total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * How many rows `qb` selects, counting no further than `cap` (answers `cap` when there are more):
 * the database stops after `cap` index entries instead of counting every row of a large table.
 */
export async function countUpTo<T extends ObjectLiteral>(db: Db, qb: SelectQueryBuilder<T>, cap: number): Promise<number> {
  const [sql, params] = qb.clone().select('1', 'one').orderBy().offset(undefined).limit(cap).getQueryAndParameters();
  const [row] = await db.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM (${sql}) capped`, params);
  return Number(row?.n ?? 0);
}

/**
 * MariaDB: how many rows a count's first try (see countMatchesUpTo) may examine, as MariaDB counts
 * them (one or two for each row looked at, by the plan). Matching rows by their words down a date
 * index, the most a first try that does not settle the count wastes is then about 55 ms at a
 * million leads; a word in one row of twenty or so settles it there.
 */
export const PROBE_ROWS = 20_000;

/**
 * How many rows of `qb` (not yet narrowed) hold the words of `search`, counting no further than
 * `cap` (answers `cap` when there are more).
 *
 * SQLite reads the matches from its full-text index, which stops at the cap. InnoDB's full-text
 * index does not: it builds the list of every match before a LIMIT applies, so a word in one lead
 * of eight took a quarter of a second to count to 10,000 at a million leads, whatever the cap.
 * On MariaDB the rows are first matched one by one (the `walk` of matchKeyword), in `qb`'s order
 * (give it one its index serves), looking at no more than `probeRows` rows (LIMIT ROWS EXAMINED):
 * a common word reaches the cap there, in a few milliseconds. Only a rarer word is counted through
 * the index, where its few matches cost little.
 */
export async function countMatchesUpTo<T extends ObjectLiteral>(db: Db, qb: SelectQueryBuilder<T>, search: Pick<KeywordSearch, 'table' | 'keyword'>, cap: number, probeRows = PROBE_ROWS): Promise<number> {
  if (searchWords(search.keyword).length === 0) return countUpTo(db, qb, cap);
  if (await isMariaDb(db)) {
    const walked = qb.clone();
    matchKeyword(walked, search.table, search.keyword, 'walk');
    // In `qb`'s order, when it has one: matches of a word that comes in runs (a campaign, a phone
    // prefix) are most often among the newest rows, which a reader searches most.
    const [sql, params] = walked.select('1', 'one').offset(undefined).limit(cap).getQueryAndParameters();
    // Stopped at the limit, the count answers no row (with a warning), or fewer than the cap.
    const [row] = await db.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM (${sql}) capped LIMIT ROWS EXAMINED ${Math.floor(probeRows)}`, params);
    if (Number(row?.n ?? 0) >= cap) return cap;
  }
  const matched = qb.clone();
  matchKeyword(matched, search.table, search.keyword, 'join');
  return countUpTo(db, matched, cap);
}

const mariaDb = new WeakMap<DataSource, Promise<boolean>>();

/** Whether `db` is MariaDB (not SQLite, nor Oracle's MySQL, which has no LIMIT ROWS EXAMINED): asked once per connection pool. */
function isMariaDb(db: Db): Promise<boolean> {
  const source = 'connection' in db ? db.connection : db;
  if (!isMysql(source)) return Promise.resolve(false);
  let known = mariaDb.get(source);
  if (!known) {
    known = source.query<Array<{ v: string }>>('SELECT VERSION() AS v').then(([row]) => /mariadb/i.test(row?.v ?? ''));
    // A failure is not kept: the next count asks again.
    known.catch(() => mariaDb.delete(source));
    mariaDb.set(source, known);
  }
  return known;
}
