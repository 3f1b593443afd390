import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * `media.kept`: an item a form chose from the library stays in the library when the records that
 * use it let it go (platform/media/picks.ts); only its deletion or "Clean up unused" removes it. Items only
 * ever uploaded through a form are still removed with the last record that used them.
 */
export class MediaKept1765600000000 implements MigrationInterface {
  name = 'MediaKept1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'media', [new TableColumn({ name: 'kept', type: 'boolean', default: '0' })]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('media', 'kept');
  }
}
