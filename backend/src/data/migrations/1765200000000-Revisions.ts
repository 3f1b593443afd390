import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Revisions of products and blogs (shared/docs/admin.md#revisions): one row per save with the
 * whole record as JSON, and the uploaded files each names (so the media store keeps them).
 */
export class Revisions1765200000000 implements MigrationInterface {
  name = 'Revisions1765200000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.createTable(
      new Table({
        name: 'revisions',
        columns: [
          { name: 'id', type: 'varchar', length: '24', isPrimary: true },
          { name: 'itemType', type: 'varchar', length: '16' },
          { name: 'itemId', type: 'varchar', length: '24' },
          { name: 'number', type: 'int' },
          { name: 'action', type: 'varchar', length: '16' },
          { name: 'authorId', type: 'varchar', length: '24', isNullable: true },
          { name: 'authorName', type: 'varchar', length: '100', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'changed', type: 'text' },
          // A blog of 20 sections of 20 000 characters is more than TEXT's 64 KB on MySQL/MariaDB.
          { name: 'record', type: mysql ? 'mediumtext' : 'text' },
          { name: 'restoredFrom', type: 'int', isNullable: true },
        ],
        indices: [{ name: 'IDX_revisions_item_number', columnNames: ['itemType', 'itemId', 'number'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'revision_media',
        columns: [
          { name: 'revisionId', type: 'varchar', length: '24', isPrimary: true },
          { name: 'path', type: 'varchar', length: '300', isPrimary: true },
        ],
        indices: [{ name: 'IDX_revision_media_path', columnNames: ['path'] }],
      }),
    );
    if (mysql) {
      for (const table of ['revisions', 'revision_media']) await q.query(`ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('revision_media', true);
    await q.dropTable('revisions', true);
  }
}
