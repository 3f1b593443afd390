import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/** An alert e-mail remembers whom its last attempt was addressed to (JSON list; null before the first), for admins to see. */
export class OutboxRecipients1764600000000 implements MigrationInterface {
  name = 'OutboxRecipients1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'outbox', [new TableColumn({ name: 'recipients', type: 'text', isNullable: true })]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('outbox', 'recipients');
  }
}
