import type { DataSource, EntityManager, EntitySchema, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { requestScope } from '../observability/context.js';

type Db = DataSource | EntityManager;

/** How one entity's rows are read by a column's values: its columns, and its statements by shape. */
interface Reader {
  columns: ColumnMetadata[];
  select: string;
  statements: Map<string, string>;
}

const readers = new WeakMap<object, Map<string, Reader>>();

const sourceOf = (db: Db) => ('connection' in db ? db.connection : db);

function readerOf(db: Db, entity: EntitySchema): Reader {
  const source = sourceOf(db);
  let byEntity = readers.get(source);
  if (!byEntity) readers.set(source, (byEntity = new Map<string, Reader>()));
  let reader = byEntity.get(entity.options.name);
  if (!reader) {
    const metadata = source.getMetadata(entity);
    const columns = metadata.columns.filter((c) => !c.isVirtual && !c.isVirtualProperty && c.relationMetadata === undefined && !c.embeddedMetadata);
    if (columns.length !== metadata.columns.length || metadata.relations.length > 0 || metadata.lazyRelations.length > 0) {
      throw new Error(`The lean reader reads plain columns only; ${metadata.name} has relations, embedded or virtual columns`);
    }
    const q = (name: string) => source.driver.escape(name);
    reader = { columns, select: `SELECT ${columns.map((c) => q(c.databaseName)).join(', ')} FROM ${q(metadata.tablePath)}`, statements: new Map() };
    byEntity.set(entity.options.name, reader);
  }
  return reader;
}

/** A column's name in SQL, escaped; an error names a property the entity does not have. */
function columnSql(db: Db, reader: Reader, entity: EntitySchema, property: string): string {
  const found = reader.columns.find((c) => c.propertyName === property);
  if (!found) throw new Error(`${entity.options.name} has no column ${property}`);
  return sourceOf(db).driver.escape(found.databaseName);
}

/** The statement of a shape of read, written the first time it is asked for. */
function statementOf(reader: Reader, shape: string, write: () => string): string {
  let sql = reader.statements.get(shape);
  if (!sql) {
    sql = write();
    // One statement per page size and read: a handful per entity, but bounded whatever the callers ask.
    if (reader.statements.size < 256) reader.statements.set(shape, sql);
  }
  return sql;
}

/**
 * A statement's raw rows: within a page's render (`withPageReads`), read once however often the
 * page asks (its head and its API reads ask for the same blog, sections and settings); outside a
 * transaction only, where a write of the same request could come between.
 */
function rawRows(db: Db, sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  const reads = 'connection' in db ? undefined : requestScope.getStore()?.reads;
  if (!reads) return db.query<Array<Record<string, unknown>>>(sql, params);
  let bySql = reads.get(db);
  if (!bySql) reads.set(db, (bySql = new Map<string, Promise<Array<Record<string, unknown>>>>()));
  const key = `${sql}\n${JSON.stringify(params)}`;
  let rows = bySql.get(key);
  if (!rows) {
    rows = db.query<Array<Record<string, unknown>>>(sql, params);
    bySql.set(key, rows);
    // A read that failed is not kept: the next asks again.
    rows.catch(() => bySql.delete(key));
  }
  return rows;
}

/**
 * Runs `work` (a page's render: its head and its API reads) with its lean reads kept for its
 * length (`rawRows`). Nested or alongside another page of the same request (pages made again after
 * a write), it shares theirs.
 */
export async function withPageReads<T>(work: () => Promise<T>): Promise<T> {
  const scope = requestScope.getStore();
  if (!scope || scope.reads) return work();
  scope.reads = new Map();
  try {
    return await work();
  } finally {
    scope.reads = undefined;
  }
}

/** Runs a statement and hydrates its rows column by column with the driver's own conversion (a date, a boolean), as TypeORM does. */
async function hydrated<T>(db: Db, reader: Reader, sql: string, params: unknown[]): Promise<T[]> {
  const { driver } = sourceOf(db);
  const raw = await rawRows(db, sql, params);
  // Fresh objects on every call, kept rows or not: a caller may change what it was given.
  return raw.map((row) => {
    const out: Record<string, unknown> = {};
    for (const c of reader.columns) {
      const value = row[c.databaseName];
      if (value !== undefined) out[c.propertyName] = driver.prepareHydratedValue(value, c);
    }
    return out as T;
  });
}

/**
 * The rows of `entity` whose `column` is one of `values`, in `orderBy`'s order (a column, ascending)
 * or the database's: what `find({ where: { [column]: In(values) } })` answers, the same objects with
 * the same values, read without building a query each time.
 *
 * Lists read their page's rows, and the rows that belong to them (a blog's sections, a product's
 * images), by their ids on every request. TypeORM's find builds that query from its find options,
 * aliases each column and maps the answer back through its alias table: for a page of 20 blogs,
 * twice the time the database takes to answer. Here the statement for each shape of read is written
 * once per entity and the rows are hydrated as TypeORM hydrates them. Entities with relations or
 * embedded columns are not read here.
 */
export async function rowsWhereIn<T extends ObjectLiteral>(db: Db, entity: EntitySchema<T>, column: keyof T & string, values: readonly unknown[], orderBy?: keyof T & string): Promise<T[]> {
  if (values.length === 0) return [];
  const reader = readerOf(db, entity as EntitySchema);
  const sql = statementOf(reader, `${column}|${orderBy ?? ''}|${values.length}`, () => {
    const named = (property: string) => columnSql(db, reader, entity as EntitySchema, property);
    return `${reader.select} WHERE ${named(column)} IN (${values.map(() => '?').join(', ')})${orderBy ? ` ORDER BY ${named(orderBy)} ASC` : ''}`;
  });
  return hydrated<T>(db, reader, sql, [...values]);
}

/**
 * Every row of `entity`, in `orderBy`'s order (columns, ascending): for a table of a few rows that
 * every public page reads (the home page's banners), as `find({ order })` answers it.
 */
export async function allRows<T extends ObjectLiteral>(db: Db, entity: EntitySchema<T>, orderBy: Array<keyof T & string>): Promise<T[]> {
  const reader = readerOf(db, entity as EntitySchema);
  const sql = statementOf(reader, `*|${orderBy.join(',')}`, () => {
    const named = (property: string) => columnSql(db, reader, entity as EntitySchema, property);
    return `${reader.select}${orderBy.length ? ` ORDER BY ${orderBy.map((c) => `${named(c)} ASC`).join(', ')}` : ''}`;
  });
  return hydrated<T>(db, reader, sql, []);
}

/**
 * One page of `entity`'s rows whose columns in `equal` have those values (null: IS NULL), in
 * `order`'s order, `limit` of them from `offset` on: what `find({ where, order, skip, take })`
 * answers for plain equalities, read without building a query each time (the public review lists:
 * the home page's testimonials, a product's newest reviews).
 */
export async function rowsPage<T extends ObjectLiteral>(
  db: Db,
  entity: EntitySchema<T>,
  equal: Partial<Record<keyof T & string, string | number | null>>,
  order: Array<[keyof T & string, 'ASC' | 'DESC']>,
  offset: number,
  limit: number,
): Promise<T[]> {
  const reader = readerOf(db, entity as EntitySchema);
  const columns = Object.keys(equal) as Array<keyof T & string>;
  const shape = `page|${columns.map((c) => `${c}${equal[c] === null ? '=null' : ''}`).join(',')}|${order.map(([c, d]) => `${c} ${d}`).join(',')}`;
  const sql = statementOf(reader, shape, () => {
    const named = (property: string) => columnSql(db, reader, entity as EntitySchema, property);
    const where = columns.map((c) => (equal[c] === null ? `${named(c)} IS NULL` : `${named(c)} = ?`)).join(' AND ');
    return `${reader.select}${where ? ` WHERE ${where}` : ''}${order.length ? ` ORDER BY ${order.map(([c, d]) => `${named(c)} ${d}`).join(', ')}` : ''} LIMIT ? OFFSET ?`;
  });
  const params = columns.filter((c) => equal[c] !== null).map((c) => equal[c]);
  return hydrated<T>(db, reader, sql, [...params, limit, offset]);
}

/**
 * A LIKE pattern that finds `text` anywhere, its `%` and `_` taken literally: write the condition
 * with `ESCAPE '!'` (a backslash means one thing in MySQL's string literals and another in SQLite's).
 */
export const likePattern = (text: string) => `%${text.replace(/[!%_]/g, '!$&')}%`;
