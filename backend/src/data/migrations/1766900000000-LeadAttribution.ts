import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

const TABLES = ['contact_messages', 'job_applications'];
/** As page views keep them (a migration states its sizes: the contract's may change later). */
const COLUMNS: Array<[string, number]> = [
  ['landingPath', 300],
  ['referrerHost', 255],
  ['utmSource', 100],
  ['utmMedium', 100],
  ['utmCampaign', 100],
];

/**
 * Lead attribution (shared/docs/analytics.md#lead-attribution): a lead and a job application keep
 * where the visit that sent them started, its landing page, referring host and UTM values. Null for
 * those from before, and when nothing is known. On MariaDB they compare byte for byte (binary
 * collation), as the page views they are grouped with do, so "Google" and "google" stay two sources
 * in both reports and on both databases.
 */
export class LeadAttribution1766900000000 implements MigrationInterface {
  name = 'LeadAttribution1766900000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    for (const table of TABLES) {
      await addColumns(
        q,
        table,
        COLUMNS.map(
          ([name, length]) => new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true, ...(mysql && { charset: 'utf8mb4', collation: 'utf8mb4_bin' }) }),
        ),
      );
    }
    // The conversion report reads the leads with a landing page in its range: along this index,
    // without a look at the (many) leads that have none.
    await q.query('CREATE INDEX IDX_contact_messages_landingPath_createdAt ON contact_messages (landingPath, createdAt)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IDX_contact_messages_landingPath_createdAt${q.connection.options.type === 'better-sqlite3' ? '' : ' ON contact_messages'}`);
    for (const table of TABLES) {
      for (const [name] of [...COLUMNS].reverse()) await q.dropColumn(table, name);
    }
  }
}
