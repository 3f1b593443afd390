import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * A library item keeps the name its file had on the uploader's computer ("product2.jpg"), shown
 * and searched in the media library; the stored file keeps its random name. Items from before
 * have none ('').
 */
export class MediaOriginalName1766200000000 implements MigrationInterface {
  name = 'MediaOriginalName1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'media', [new TableColumn({ name: 'originalName', type: 'varchar', length: '255', default: "''" })]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('media', 'originalName');
  }
}
