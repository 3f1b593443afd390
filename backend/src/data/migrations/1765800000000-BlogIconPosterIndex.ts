import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a media item is used is looked up by its path in every column that names a file; each had
 * an index but the blog's icon poster (added after the others). Without one, a page of the Media
 * screen read every blog.
 */
export class BlogIconPosterIndex1765800000000 implements MigrationInterface {
  name = 'BlogIconPosterIndex1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IDX_blogs_iconPoster ON blogs (iconPoster)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IDX_blogs_iconPoster${q.connection.options.type === 'better-sqlite3' ? '' : ' ON blogs'}`);
  }
}
