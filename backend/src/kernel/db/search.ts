import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { searchWords } from '@itsite/shared/contract';

/**
 * Keyword search, one way for every list: through the full-text index the Search migration made
 * (SQLite FTS5 tables kept by triggers; MySQL/MariaDB FULLTEXT indexes), never a `LIKE '%…%'`
 * scan, so a search costs about the same with 200 or 200,000 rows.
 */

/** The columns searched, per table (the Search migration indexes the same ones). */
export const SEARCH_COLUMNS = {
  products: ['name'],
  blogs: ['title', 'heading', 'author'],
  reviews: ['name', 'feedback'],
  // The LeadSearch migration's.
  contact_messages: ['name', 'email', 'phone', 'message'],
} as const;
export type SearchTable = keyof typeof SEARCH_COLUMNS;

/**
 * SQLite: the word-start lengths a table's FTS5 index keeps lists of its own for (its `prefix`
 * option; the CataloguePrefixSearch migration's). A search word is a word start, and without such a
 * list FTS5 merges the lists of every word it starts. The catalogue only: visitors search it, many
 * at once; the back office's searches are one person's at a time.
 */
export const FTS_PREFIXES: Partial<Record<SearchTable, string>> = { products: '1 2 3 4 5 6 7 8 9 10 11 12' };

/** Whether `db` speaks MySQL's dialect (MySQL or MariaDB), not SQLite's. */
export const isMysql = (db: DataSource) => ['mysql', 'mariadb'].includes(db.options.type);

/**
 * How a keyword narrows a query:
 * - `ranked`: best match first, the caller's order after it as the tie-break;
 * - `join`: only the matching rows, read from the full-text index: the cheapest way to count them
 *   (a count that stops at a LIMIT stops reading there), or to list a few in the caller's order;
 * - `walk`: only the matching rows, found by walking the caller's order on its own index: many
 *   matches listed by date, without reading and sorting each one (on MySQL/MariaDB each row is
 *   matched by its words: there the full-text index would hand back every match first);
 * - `probe`: as `walk`, each row looked up in the full-text index as the walk reaches it, instead of
 *   the list of every match made first: cheaper when most rows match (SQLite; see walkOrProbe).
 */
export type MatchMode = 'ranked' | 'join' | 'walk' | 'probe';

/**
 * Narrows `qb` (a query over `table`, its main alias) to the rows holding every word of `keyword`,
 * each word also as the start of a longer one ("web dev" finds "Web Development"), as `mode` says.
 * Returns false, leaving `qb` as it was, when the keyword has no words.
 */
export function matchKeyword<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, table: SearchTable, keyword: string, mode: MatchMode = 'ranked'): boolean {
  const words = searchWords(keyword);
  if (words.length === 0) return false;
  const alias = qb.alias;
  if (isMysql(qb.connection) && (mode === 'walk' || mode === 'probe')) {
    // InnoDB's full-text index hands back every match before any ORDER BY or LIMIT: listing a page
    // of 125,000 matches by date read and sorted all of them (1.2 s at a million leads). Walking
    // the order's index instead, each row is kept when every required word starts a word of it.
    const text = `CONCAT_WS(' ', ${SEARCH_COLUMNS[table].map((c) => `${alias}.${c}`).join(', ')})`;
    const required = words.filter(isRequired);
    (required.length ? required : words).forEach((word, i) => qb.andWhere(`${text} REGEXP :searchWord${i}`, { [`searchWord${i}`]: `\\b${word}` }));
    return true;
  }
  if (isMysql(qb.connection)) {
    // Boolean mode: "+word*" requires each word, as a prefix. InnoDB leaves out of the index words
    // under its minimum length (3 by default) and its stop words; a required word it cannot find
    // would match nothing, so those words are not required, only ranked.
    const match = `MATCH (${SEARCH_COLUMNS[table].map((c) => `${alias}.${c}`).join(', ')}) AGAINST (:searchWords IN BOOLEAN MODE)`;
    qb.andWhere(match, { searchWords: mysqlWords(words) });
    if (mode === 'ranked') orderFirstBy(qb, match, 'DESC');
    return true;
  }
  const fts = `${table}_fts`;
  qb.setParameter('searchWords', ftsWords(words));
  if (mode === 'walk') {
    // The unary `+` keeps SQLite from driving the query from the matches' rowids (then sorting
    // them all): it walks the order's index and keeps the rows found among the matches.
    qb.andWhere(`+${alias}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH :searchWords)`);
  } else if (mode === 'probe') {
    qb.andWhere(`EXISTS (SELECT 1 FROM ${fts} WHERE ${fts} MATCH :searchWords AND ${fts}.rowid = ${alias}.rowid)`);
  } else if (mode === 'join') {
    qb.innerJoin((sub) => sub.select('rowid', 'r').from(fts, fts).where(`${fts} MATCH :searchWords`), 'fts', `fts.r = ${alias}.rowid`);
  } else {
    // FTS5's rank is BM25, best first. The matches and their rank come from the FTS table alone,
    // then join the rows: ranked inside FTS5, 2,000 matches cost 4 ms, against 49 ms ranked
    // through a join.
    qb.innerJoin((sub) => sub.select('rowid', 'r').addSelect('rank', 'score').from(fts, fts).where(`${fts} MATCH :searchWords`), 'fts', `fts.r = ${alias}.rowid`);
    orderFirstBy(qb, 'fts.score', 'ASC');
  }
  return true;
}

/** How many of a word's newest matches walkOrProbe reads to tell how common it is. */
const DENSITY_SAMPLE = 100;

/**
 * What looking one row up in the full-text index costs, in units of one match put in the list a
 * `walk` makes of them all (measured at 200,000 products: about 12 µs against 0.1 µs, per word).
 */
const PROBE_COST = 100;

/**
 * SQLite: how to list the first `needed` rows of a search with many matches (at least a count's
 * cap), in an order that reads the newest rows first. A `walk` first lists every match: a word
 * start in nearly every other product ("s") lists 90,000 of them, about 10 ms, for a page of 8.
 * A `probe` looks each row up as the walk reads it (`needed` divided by the share of rows that
 * match), and costs far more than a walk when few rows match. The share is told by how far back
 * the word's hundredth newest match is (rowids grow with time), at the cost of reading 100 entries
 * of the index.
 *
 * Only a table with word-start lists (FTS_PREFIXES) is probed: without them each lookup merges the
 * lists of every word the search word starts, which is dearer than any walk. MySQL/MariaDB walk.
 */
export async function walkOrProbe(db: DataSource | EntityManager, table: SearchTable, keyword: string, needed: number): Promise<'walk' | 'probe'> {
  const words = searchWords(keyword);
  const source = 'connection' in db ? db.connection : db;
  if (isMysql(source) || !FTS_PREFIXES[table] || words.length === 0) return 'walk';
  const fts = `${table}_fts`;
  const [sample] = await db.query<Array<{ r: number }>>(`SELECT rowid AS r FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ${DENSITY_SAMPLE - 1}`, [
    ftsWords(words),
  ]);
  if (!sample) return 'walk';
  const [last] = await db.query<Array<{ r: number | null }>>(`SELECT MAX(rowid) AS r FROM ${table}`);
  const newest = Number(last?.r ?? 0);
  const share = DENSITY_SAMPLE / Math.max(DENSITY_SAMPLE, newest - Number(sample.r) + 1);
  const probed = (needed / share) * words.length * PROBE_COST;
  const listed = share * newest;
  return probed < listed ? 'probe' : 'walk';
}

/** Puts `sort` before the order `qb` already has. */
function orderFirstBy<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, sort: string, direction: 'ASC' | 'DESC') {
  const after = Object.entries(qb.expressionMap.orderBys);
  qb.orderBy(sort, direction);
  for (const [column, order] of after) {
    if (typeof order === 'string') qb.addOrderBy(column, order);
    else qb.addOrderBy(column, order.order, order.nulls);
  }
}

/** FTS5: each word a quoted phrase of one word (no query syntax), starred (a prefix); all of them required. */
const ftsWords = (words: string[]) => words.map((w) => `"${w}"*`).join(' ');

/** Whether InnoDB indexes a word (at least 3 letters, not a stop word), so a match can require it. */
const isRequired = (w: string) => w.length >= 3 && !STOP_WORDS.has(w);

/** InnoDB boolean mode: "+word*" requires each word, as a prefix (see matchKeyword). */
const mysqlWords = (words: string[]) => words.map((w) => (isRequired(w) ? `+${w}*` : `${w}*`)).join(' ');

/** InnoDB's default full-text stop words (information_schema.INNODB_FT_DEFAULT_STOPWORD). */
const STOP_WORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' '),
);

/**
 * SQLite: puts back the search triggers of a table that lost them, and re-indexes it. A migration
 * that changes a column through TypeORM copies the table into a new one, which drops its triggers
 * and renumbers its rowids; without this, search would silently miss every later change. Run after
 * the migrations at each start; it costs three lookups when nothing is missing.
 */
export async function repairSearchIndex(db: DataSource): Promise<void> {
  if (isMysql(db)) return;
  for (const [table, columns] of Object.entries(SEARCH_COLUMNS) as Array<[SearchTable, readonly string[]]>) {
    const fts = `${table}_fts`;
    const triggers = [`${fts}_ai`, `${fts}_ad`, `${fts}_au`];
    const present = new Set(
      (await db.query<Array<{ name: string }>>(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?`, [table])).map((r) => r.name),
    );
    if (triggers.every((t) => present.has(t))) continue;
    const cols = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    await db.transaction(async (m) => {
      for (const t of triggers) await m.query(`DROP TRIGGER IF EXISTS ${t}`);
      const prefix = FTS_PREFIXES[table] ? `, prefix='${FTS_PREFIXES[table]}'` : '';
      await m.query(`CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(${cols}, content='${table}', tokenize='unicode61 remove_diacritics 2'${prefix})`);
      await m.query(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
        INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.rowid, ${values('new')}); END`);
      await m.query(`CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')}); END`);
      await m.query(`CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${cols} ON ${table} BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')});
        INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.rowid, ${values('new')}); END`);
      await m.query(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
    });
  }
}
