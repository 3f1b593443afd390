import type { QueryRunner, TableColumn } from 'typeorm';

/**
 * Adds columns to a table where it stands: every migration that adds a column does it with this,
 * never with TypeORM's `addColumn(s)`.
 *
 * On SQLite, TypeORM adds a column by rebuilding the table (a new table, the rows copied, the old
 * one dropped), from index names it cached before earlier migrations renamed them, and the rebuild
 * drops the full-text triggers with the old table: a product table rebuilt that way lost its slug,
 * status and meta columns' indexes and its search. SQLite adds a column in place with ALTER TABLE
 * (a nullable column, or one with a default), which keeps every other column, index and trigger.
 * MariaDB does the same with its own ALTER TABLE, which TypeORM issues as it is.
 */
export async function addColumns(q: QueryRunner, table: string, columns: TableColumn[]): Promise<void> {
  if (q.connection.options.type !== 'better-sqlite3') return q.addColumns(table, columns);
  for (const column of columns) {
    if (!column.isNullable && column.default === undefined) {
      throw new Error(`${table}.${column.name}: SQLite adds a NOT NULL column only with a default`);
    }
    const type = q.connection.driver.createFullType(column);
    const nullability = column.isNullable ? 'NULL' : 'NOT NULL';
    const fallback = column.default === undefined ? '' : ` DEFAULT ${String(column.default)}`;
    await q.query(`ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${type} ${nullability}${fallback}`);
  }
}
