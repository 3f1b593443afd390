import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * Reports stay fast at a million views a day (shared/docs/analytics.md#how-reports-stay-fast):
 * - `analytics_views.slice`: which partial rollup of its day counted the view (0: none yet), with
 *   (day, slice) to find a day's views not yet counted. Of the indexes by visitor, (day, visitor)
 *   stays (whether an earlier slice had a visitor: its few rows of the day) and (day, path,
 *   visitor) goes: a view's insert into an index of random keys costs a page written, and the
 *   reports no longer read today's views by page;
 * - `analytics_slices`: a day's partial rollups, numbered from 1; a slice's row is its claim;
 * - on `analytics_daily`, (kind, day, views, visitors): a day's most viewed values of a kind, read in
 *   that order (on MariaDB from the index alone: it holds the primary key, and so the value).
 */
export class AnalyticsSlices1767000000000 implements MigrationInterface {
  name = 'AnalyticsSlices1767000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const on = (table: string) => (mysql ? ` ON ${table}` : '');
    await addColumns(q, 'analytics_views', [new TableColumn({ name: 'slice', type: 'int', isNullable: false, default: 0 })]);
    await q.query('CREATE INDEX IDX_analytics_views_day_slice ON analytics_views (day, slice)');
    await q.query(`DROP INDEX IDX_analytics_views_day_path${on('analytics_views')}`);
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
    await q.query('CREATE INDEX IDX_analytics_views_day_path ON analytics_views (day, path, visitor)');
    await q.query(`DROP INDEX IDX_analytics_views_day_slice${on('analytics_views')}`);
    // In place on both (SQLite 3.35+), as addColumns adds it.
    await q.query('ALTER TABLE analytics_views DROP COLUMN slice');
  }
}

