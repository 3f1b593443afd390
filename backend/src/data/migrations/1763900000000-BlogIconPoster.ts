import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/** A blog's video icon gets a poster: the still shown until the video plays ('' when it has none). */
export class BlogIconPoster1763900000000 implements MigrationInterface {
  name = 'BlogIconPoster1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'blogs', [new TableColumn({ name: 'iconPoster', type: 'varchar', length: '300', default: "''" })]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('blogs', 'iconPoster');
  }
}
