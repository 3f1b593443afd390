import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media store completes, at each start, the library items recorded without their file's size
 * (the MediaLibrary migration's, from names alone): an index on `bytes` makes that a lookup of those
 * few rows, not a scan of the whole library.
 */
export class MediaBytesIndex1765500000000 implements MigrationInterface {
  name = 'MediaBytesIndex1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IDX_media_bytes ON media (bytes)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IDX_media_bytes${q.connection.options.type === 'better-sqlite3' ? '' : ' ON media'}`);
  }
}
