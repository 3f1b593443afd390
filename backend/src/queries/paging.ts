import { In, type DataSource, type EntityManager, type EntitySchema, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { matchKeyword, searchWords, type SearchTable } from './search.js';

type Db = DataSource | EntityManager;

/** Keeps a count under a key while the content it counts stays the same (PublicCache.memo), or counts each time. */
export type CountMemo = (key: string, count: () => Promise<number>) => Promise<number>;

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** A keyword a list is searched by (queries/search.ts). */
export interface KeywordSearch {
  table: SearchTable;
  keyword: string;
  /** Best match first (below the cap); false when the reader chose an order of their own. */
  ranked: boolean;
  /** Matches are counted up to this many (the total answered); at or past it they are not ranked. */
  cap: number;
}

export interface PageOptions {
  /** Keeps the total under `key` while the content stays the same (public lists: PublicCache.memo). */
  count?: { memo: CountMemo; key: string };
  /** Narrows the list to a keyword's matches (a keyword without words narrows nothing). */
  search?: KeywordSearch;
}

/**
 * One page of the rows `qb` selects, in its order, and how many rows it selects in all.
 *
 * The page is found by ids first (a "deferred join"): ordered by an index that holds the id, the
 * database steps over the skipped rows inside that index and reads whole rows only for the page, so
 * page 2,000 costs about what page 1 costs. The rows are then read by primary key.
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
  { count, search }: PageOptions = {},
): Promise<PageOf<T>> {
  const searched = search && searchWords(search.keyword).length > 0 ? search : undefined;
  const counted = qb.clone();
  const listed = qb.clone();
  let total: () => Promise<number> = () => counted.getCount();
  if (searched) {
    matchKeyword(counted, searched.table, searched.keyword, 'join');
    total = () => countUpTo(db, counted, searched.cap);
  }
  const totalRows = await (count ? count.memo(count.key, total) : total());
  if (searched) matchKeyword(listed, searched.table, searched.keyword, totalRows >= searched.cap ? 'walk' : searched.ranked ? 'ranked' : 'join');
  const idRows = await listed
    .select(`${qb.alias}.id`, 'id')
    .offset((page - 1) * limit)
    .limit(limit)
    .getRawMany<{ id: string }>();
  const ids = idRows.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: totalRows };
  const found = await db.getRepository(entity).findBy({ id: In(ids) } as never);
  const byId = new Map(found.map((row) => [row.id, row]));
  // A row deleted between the two reads is left out rather than answered as a hole.
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: totalRows };
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
