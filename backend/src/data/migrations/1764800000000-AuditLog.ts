import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The audit log (shared/docs/admin.md#audit-log): one row per recorded action, never updated. */
export class AuditLog1764800000000 implements MigrationInterface {
  name = 'AuditLog1764800000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          { name: 'id', type: 'varchar', length: '24', isPrimary: true },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'actorId', type: 'varchar', length: '24', isNullable: true },
          { name: 'actorName', type: 'varchar', length: '100', isNullable: true },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'recordType', type: 'varchar', length: '40', isNullable: true },
          { name: 'recordId', type: 'varchar', length: '64', isNullable: true },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'changes', type: 'text', isNullable: true },
        ],
        indices: [
          { name: 'IDX_audit_log_at', columnNames: ['at'] },
          { name: 'IDX_audit_log_actorId_at', columnNames: ['actorId', 'at'] },
          { name: 'IDX_audit_log_recordType_recordId', columnNames: ['recordType', 'recordId'] },
        ],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `audit_log` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_log', true);
  }
}
