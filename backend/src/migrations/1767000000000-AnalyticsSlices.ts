import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * Reports stay fast at a million views a day (shared/docs/analytics.md#how-reports-stay-fast):
 * - `analytics_views.slice`: which partial rollup of its day counted the view (0: none yet), with
 *   (day, slice) to find a day's views not yet counted; the indexes by visitor, (day, visitor) and
 *   (day, path, visitor), gain it, to tell from them alone whether an earlier slice had a visitor;
 * - `analytics_slices`: a day's partial rollups, numbered from 1; a slice's row is its claim;
 * - on `analytics_daily`, (kind, day, views, visitors): a day's most viewed values of a kind, read in
 *   that order (on MariaDB from the index alone: it holds the primary key, and so the value).
 */
export class AnalyticsSlices1767000000000 implements MigrationInterface {
  name = 'AnalyticsSlices1767000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await addColumns(q, 'analytics_views', [new TableColumn({ name: 'slice', type: 'int', isNullable: false, default: 0 })]);
    await q.query('CREATE INDEX IDX_analytics_views_day_slice ON analytics_views (day, slice)');
    await replace(q, 'IDX_analytics_views_day_visitor', 'IDX_analytics_views_day_visitor_slice', 'day, visitor, slice');
    await replace(q, 'IDX_analytics_views_day_path', 'IDX_analytics_views_day_path_visitor_slice', 'day, path, visitor, slice');
    await q.query('CREATE INDEX IDX_analytics_daily_kind_day_views ON analytics_daily (kind, day, views, visitors)');
    await q.createTable(
      new Table({
        name: 'analytics_slices',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'slice', type: 'int', isPrimary: true },
          { name: 'views', type: 'int' },
          { name: 'rolledAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `analytics_slices` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin');
  }

  async down(q: QueryRunner): Promise<void> {
    const on = (table: string) => (q.connection.options.type === 'better-sqlite3' ? '' : ` ON ${table}`);
    await q.dropTable('analytics_slices', true);
    await q.query(`DROP INDEX IDX_analytics_daily_kind_day_views${on('analytics_daily')}`);
    await replace(q, 'IDX_analytics_views_day_path_visitor_slice', 'IDX_analytics_views_day_path', 'day, path, visitor');
    await replace(q, 'IDX_analytics_views_day_visitor_slice', 'IDX_analytics_views_day_visitor', 'day, visitor');
    await q.query(`DROP INDEX IDX_analytics_views_day_slice${on('analytics_views')}`);
    // In place on both (SQLite 3.35+), as addColumns adds it.
    await q.query('ALTER TABLE analytics_views DROP COLUMN slice');
  }
}

/** Makes the index `to` of the raw views on `columns`, then drops `from`. */
async function replace(q: QueryRunner, from: string, to: string, columns: string): Promise<void> {
  await q.query(`CREATE INDEX ${to} ON analytics_views (${columns})`);
  await q.query(`DROP INDEX ${from}${q.connection.options.type === 'better-sqlite3' ? '' : ' ON analytics_views'}`);
}
