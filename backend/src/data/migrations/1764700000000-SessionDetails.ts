import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * What a person needs to recognise their sessions (shared/docs/admin.md#my-account): the browser or
 * program, the address and when it was last used. Sessions from before have none of it yet.
 */
export class SessionDetails1764700000000 implements MigrationInterface {
  name = 'SessionDetails1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'sessions', [
      new TableColumn({ name: 'userAgent', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'ip', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'lastSeenAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('sessions', ['userAgent', 'ip', 'lastSeenAt']);
  }
}
