import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public lists are ordered by when a record went public, not when it was written: a post scheduled
 * for next week, written today, comes first next week, not below the week's posts. Indexes for
 * that order: (status, publishAt, id) for the catalogue, the blog list and the publishing job's due
 * lookup (it replaces the Publishing migration's (status, publishAt)), and (category, status,
 * publishAt, id) for a blog category's list and the header menu.
 */
export class PublishOrder1765350000000 implements MigrationInterface {
  name = 'PublishOrder1765350000000';

  async up(q: QueryRunner): Promise<void> {
    const on = (table: string) => (q.connection.options.type === 'better-sqlite3' ? '' : ` ON ${table}`);
    for (const table of ['products', 'blogs']) {
      await q.query(`CREATE INDEX IDX_${table}_status_publishAt_id ON ${table} (status, publishAt, id)`);
      await q.query(`DROP INDEX IDX_${table}_status_publishAt${on(table)}`);
    }
    await q.query('CREATE INDEX IDX_blogs_category_status_publishAt_id ON blogs (category, status, publishAt, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    const on = (table: string) => (q.connection.options.type === 'better-sqlite3' ? '' : ` ON ${table}`);
    await q.query(`DROP INDEX IDX_blogs_category_status_publishAt_id${on('blogs')}`);
    for (const table of ['products', 'blogs']) {
      await q.query(`CREATE INDEX IDX_${table}_status_publishAt ON ${table} (status, publishAt)`);
      await q.query(`DROP INDEX IDX_${table}_status_publishAt_id${on(table)}`);
    }
  }
}
