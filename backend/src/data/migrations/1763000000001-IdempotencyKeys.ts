import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Idempotency-Key records of visitors' writes: the first answer, replayed to retries for 24 hours. */
export class IdempotencyKeys1763000000001 implements MigrationInterface {
  name = 'IdempotencyKeys1763000000001';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          { name: 'keyHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'status', type: 'int', isNullable: true },
          { name: 'body', type: mysql ? 'mediumtext' : 'text', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_idempotency_keys_createdAt', columnNames: ['createdAt'] }],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `idempotency_keys` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('idempotency_keys', true);
  }
}
