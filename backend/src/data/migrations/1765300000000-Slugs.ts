import type { MigrationInterface, QueryRunner } from 'typeorm';
import { firstFreeSlug, slugify } from '@itsite/shared/contract';

/**
 * Slugs and meta fields (shared/docs/api.md#slugs-and-old-addresses): products and blogs get an address of their own
 * (unique per kind, with a unique index), a meta title and description and a share image; the
 * slugs they leave go to `slug_history`, whose addresses answer 301 to the current one.
 *
 * Existing rows take their slug from their name or title, oldest first (ids sort by creation), so
 * the first of two same titles keeps the plain slug. Plain ALTER TABLE on both databases, as the
 * publishing migration explains.
 */
const TABLES = [
  { table: 'products', source: 'name', fallback: 'product' },
  { table: 'blogs', source: 'title', fallback: 'post' },
] as const;

export class Slugs1765300000000 implements MigrationInterface {
  name = 'Slugs1765300000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type !== 'better-sqlite3';
    for (const { table, source, fallback } of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN slug varchar(80) NOT NULL DEFAULT ''`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN metaTitle varchar(120) NOT NULL DEFAULT ''`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN metaDescription varchar(320) NOT NULL DEFAULT ''`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN shareImage varchar(300) NOT NULL DEFAULT ''`);
      const rows = (await q.query(`SELECT id, ${source} AS label FROM ${table} ORDER BY id`)) as Array<{ id: string; label: string }>;
      const taken = new Set<string>();
      for (const row of rows) {
        const slug = firstFreeSlug(slugify(String(row.label ?? '')) || fallback, taken);
        taken.add(slug);
        await q.query(`UPDATE ${table} SET slug = ? WHERE id = ?`, [slug, row.id]);
      }
      await q.query(`CREATE UNIQUE INDEX IDX_${table}_slug ON ${table} (slug)`);
    }
    await q.query(
      `CREATE TABLE slug_history (kind varchar(16) NOT NULL, slug varchar(80) NOT NULL, recordId varchar(24) NOT NULL, createdAt datetime(3) NOT NULL, PRIMARY KEY (kind, slug))` +
        (mysql ? ' CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci' : ''),
    );
    await q.query('CREATE INDEX IDX_slug_history_record ON slug_history (kind, recordId)');
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type !== 'better-sqlite3';
    await q.query('DROP TABLE slug_history');
    for (const { table } of TABLES) {
      await q.query(`DROP INDEX IDX_${table}_slug${mysql ? ` ON ${table}` : ''}`);
      for (const column of ['shareImage', 'metaDescription', 'metaTitle', 'slug']) await q.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
  }
}
