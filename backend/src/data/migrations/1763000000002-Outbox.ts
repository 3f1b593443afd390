import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The outbox: e-mails (new-lead alerts) written with the change that causes them, sent by a worker. */
export class Outbox1763000000002 implements MigrationInterface {
  name = 'Outbox1763000000002';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.createTable(
      new Table({
        name: 'outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '24', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'payload', type: mysql ? 'mediumtext' : 'text' },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'int' },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'claimedBy', type: 'varchar', length: '64', isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastError', type: 'varchar', length: '1000', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'IDX_outbox_state_nextAttemptAt', columnNames: ['state', 'nextAttemptAt'] },
          { name: 'IDX_outbox_createdAt', columnNames: ['createdAt'] },
        ],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `outbox` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('outbox', true);
  }
}
