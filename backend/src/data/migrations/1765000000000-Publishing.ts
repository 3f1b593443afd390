import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts and scheduled publishing (shared/docs/admin.md#publishing): products and blogs get a
 * status and the time they went or go public. Everything from before was public: published, at the
 * time it was created.
 *
 * Plain ALTER TABLE on both databases: on SQLite, TypeORM's addColumns rebuilds the table (from
 * index names cached before the search migration renamed them, which fails) and would drop the
 * full-text triggers with it; SQLite adds these columns in place.
 */
export class Publishing1765000000000 implements MigrationInterface {
  name = 'Publishing1765000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['products', 'blogs']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN status varchar(16) NOT NULL DEFAULT 'published'`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN publishAt datetime(3) NULL`);
      await q.query(`UPDATE ${table} SET publishAt = createdAt`);
      // The publishing job asks every few seconds for scheduled rows that are due: an index keeps
      // that a lookup, not a scan of the whole catalogue.
      await q.query(`CREATE INDEX IDX_${table}_status_publishAt ON ${table} (status, publishAt)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type !== 'better-sqlite3';
    for (const table of ['products', 'blogs']) {
      await q.query(`DROP INDEX IDX_${table}_status_publishAt${mysql ? ` ON ${table}` : ''}`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN publishAt`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN status`);
    }
  }
}
