import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * Reports stay fast at a million views a day (shared/docs/analytics.md#how-reports-stay-fast):
 * - `analytics_views.slice`: which partial rollup of its day counted the view (0: none yet), with
 *   (day, slice) to find a day's views not yet counted;
 * - `analytics_slices`: a day's partial rollups, numbered from 1; a slice's row is its claim;
 * - on `analytics_daily`, (kind, day, views) for a day's most viewed values and (kind, value, day)
 *   for the exact figures of a few values over a range, both holding the figures they answer.
 */
export class AnalyticsSlices1767000000000 implements MigrationInterface {
  name = 'AnalyticsSlices1767000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await addColumns(q, 'analytics_views', [new TableColumn({ name: 'slice', type: 'int', isNullable: false, default: 0 })]);
    await q.query('CREATE INDEX IDX_analytics_views_day_slice ON analytics_views (day, slice)');
    await q.query('CREATE INDEX IDX_analytics_daily_kind_day_views ON analytics_daily (kind, day, views, value, visitors)');
    await q.query('CREATE INDEX IDX_analytics_daily_kind_value_day ON analytics_daily (kind, value, day, views, visitors)');
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
    await q.query(`DROP INDEX IDX_analytics_daily_kind_value_day${on('analytics_daily')}`);
    await q.query(`DROP INDEX IDX_analytics_daily_kind_day_views${on('analytics_daily')}`);
    await q.query(`DROP INDEX IDX_analytics_views_day_slice${on('analytics_views')}`);
    // In place on both (SQLite 3.35+), as addColumns adds it.
    await q.query('ALTER TABLE analytics_views DROP COLUMN slice');
  }
}
