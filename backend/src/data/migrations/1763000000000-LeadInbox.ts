import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * The lead inbox: a contact message gets a life (status, owner, follow-up date, soft delete, the
 * form it came from), a timeline of notes and changes, and a read mark per staff member.
 */
export class LeadInbox1763000000000 implements MigrationInterface {
  name = 'LeadInbox1763000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const create = async (table: Table) => {
      await q.createTable(table);
      if (mysql) await q.query(`ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    };

    await addColumns(q, 'contact_messages', [
      new TableColumn({ name: 'source', type: 'varchar', length: '16', default: "'contact'" }),
      new TableColumn({ name: 'status', type: 'varchar', length: '16', default: "'new'" }),
      new TableColumn({ name: 'ownerId', type: 'varchar', length: '24', isNullable: true }),
      new TableColumn({ name: 'followUpAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'deletedAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await q.createIndices('contact_messages', [
      new TableIndex({ name: 'IDX_contact_messages_status_createdAt', columnNames: ['status', 'createdAt'] }),
      new TableIndex({ name: 'IDX_contact_messages_ownerId', columnNames: ['ownerId'] }),
      new TableIndex({ name: 'IDX_contact_messages_deletedAt', columnNames: ['deletedAt'] }),
    ]);

    await create(
      new Table({
        name: 'lead_notes',
        columns: [
          { name: 'id', type: 'varchar', length: '24', isPrimary: true },
          { name: 'leadId', type: 'varchar', length: '24' },
          { name: 'userId', type: 'varchar', length: '24' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'text', type: 'text' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_lead_notes_leadId_createdAt', columnNames: ['leadId', 'createdAt'] })],
      }),
    );
    await create(
      new Table({
        name: 'lead_reads',
        columns: [
          { name: 'userId', type: 'varchar', length: '24', isPrimary: true },
          { name: 'leadId', type: 'varchar', length: '24', isPrimary: true },
          { name: 'readAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_lead_reads_leadId', columnNames: ['leadId'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('lead_reads', true);
    await q.dropTable('lead_notes', true);
    for (const name of ['IDX_contact_messages_deletedAt', 'IDX_contact_messages_ownerId', 'IDX_contact_messages_status_createdAt']) {
      await q.dropIndex('contact_messages', name);
    }
    for (const name of ['deletedAt', 'followUpAt', 'ownerId', 'status', 'source']) await q.dropColumn('contact_messages', name);
  }
}
