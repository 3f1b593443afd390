import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * A library item says whether the demo seed wrote it ("Demo content" in the media library), so
 * staff tell the sample pictures from their own before replacing them. Items from before: not demo.
 */
export class MediaDemo1766500000000 implements MigrationInterface {
  name = 'MediaDemo1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'media', [new TableColumn({ name: 'demo', type: 'boolean', default: false })]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('media', 'demo');
  }
}
