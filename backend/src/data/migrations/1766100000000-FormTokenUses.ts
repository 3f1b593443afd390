import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The "form shown at" tokens that carried a message or a review: each carries one (spam screen). */
export class FormTokenUses1766100000000 implements MigrationInterface {
  name = 'FormTokenUses1766100000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.createTable(
      new Table({
        name: 'form_token_uses',
        columns: [
          { name: 'tokenHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'usedAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_form_token_uses_usedAt', columnNames: ['usedAt'] }],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `form_token_uses` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('form_token_uses', true);
  }
}
