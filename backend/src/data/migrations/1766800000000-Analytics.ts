import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Site analytics (shared/docs/analytics.md): raw page views, the daily salts of the visitor hash,
 * the daily rollups and which days are rolled up. Paths and sources compare byte for byte on both
 * databases (binary collation on MariaDB, as SQLite compares).
 */
export class Analytics1766800000000 implements MigrationInterface {
  name = 'Analytics1766800000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const text = (name: string, length: number, nullable = false) => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
    await q.createTable(
      new Table({
        name: 'analytics_views',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('day', 10),
          { name: 'at', type: 'datetime', precision: 3 },
          text('path', 300),
          text('referrerHost', 255, true),
          text('utmSource', 100, true),
          text('utmMedium', 100, true),
          text('utmCampaign', 100, true),
          text('device', 8),
          text('visitor', 16),
        ],
        indices: [{ name: 'IDX_analytics_views_day_path', columnNames: ['day', 'path', 'visitor'] }, { name: 'IDX_analytics_views_day_visitor', columnNames: ['day', 'visitor'] }],
      }),
    );
    await q.createTable(new Table({ name: 'analytics_salts', columns: [{ ...text('day', 10), isPrimary: true }, text('salt', 64), { name: 'createdAt', type: 'datetime', precision: 3 }] }));
    await q.createTable(
      new Table({
        name: 'analytics_daily',
        columns: [{ ...text('kind', 10), isPrimary: true }, { ...text('day', 10), isPrimary: true }, { ...text('value', 300), isPrimary: true }, { name: 'views', type: 'int' }, { name: 'visitors', type: 'int' }],
      }),
    );
    await q.createTable(new Table({ name: 'analytics_rollups', columns: [{ ...text('day', 10), isPrimary: true }, { name: 'rolledAt', type: 'datetime', precision: 3 }] }));
    if (mysql) {
      for (const table of ['analytics_views', 'analytics_salts', 'analytics_daily', 'analytics_rollups']) {
        await q.query(`ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['analytics_rollups', 'analytics_daily', 'analytics_salts', 'analytics_views']) await q.dropTable(table, true);
  }
}
