import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Open roles (shared/contract/content/openRole.ts), the second document type, and the applications
 * their pages' form sends (shared/docs/admin.md#applications). An application's CV is kept in a
 * table of its own, in the database: never under the public uploads, the same with the media on
 * disk or in a bucket, in every backup, and gone in the same transaction as its application.
 * Their timelines (notes, status and owner changes) are rows of lead_notes, by the application's id.
 */
export class OpenRolesAndApplications1766600000000 implements MigrationInterface {
  name = 'OpenRolesAndApplications1766600000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const long = mysql ? 'mediumtext' : 'text';
    const varchar = (name: string, length: number, extra: object = {}) => ({ name, type: 'varchar', length: String(length), ...extra });
    const date = (name: string, nullable = false) => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
    await q.createTable(
      new Table({
        name: 'open_roles',
        columns: [
          { ...varchar('id', 24), isPrimary: true },
          varchar('title', 300),
          varchar('team', 300),
          varchar('location', 300),
          varchar('employmentType', 64),
          varchar('hiring', 64),
          { name: 'summary', type: 'text' },
          { name: 'description', type: long },
          { name: 'salaryMin', type: 'double' },
          { name: 'salaryMax', type: 'double' },
          varchar('salaryCurrency', 64),
          varchar('salaryPeriod', 64),
          varchar('slug', 80, { isUnique: true }),
          varchar('metaTitle', 120, { default: "''" }),
          varchar('metaDescription', 320, { default: "''" }),
          varchar('shareImage', 300, { default: "''" }),
          varchar('status', 16, { default: "'published'" }),
          date('publishAt', true),
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [{ name: 'IDX_open_roles_public', columnNames: ['status', 'publishAt'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'job_applications',
        columns: [
          { ...varchar('id', 24), isPrimary: true },
          varchar('roleId', 24),
          varchar('roleTitle', 300),
          varchar('name', 100),
          varchar('email', 254),
          varchar('phone', 32),
          { name: 'message', type: 'text' },
          varchar('cvName', 200),
          varchar('cvType', 100),
          { name: 'cvBytes', type: 'int' },
          varchar('status', 16, { default: "'new'" }),
          varchar('ownerId', 24, { isNullable: true }),
          date('createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_job_applications_status_createdAt', columnNames: ['status', 'createdAt'] }),
          new TableIndex({ name: 'IDX_job_applications_roleId', columnNames: ['roleId'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'application_cvs',
        columns: [
          { ...varchar('applicationId', 24), isPrimary: true },
          // Up to 5 MB: MEDIUMBLOB holds 16 MB (BLOB only 64 KB).
          { name: 'content', type: mysql ? 'mediumblob' : 'blob' },
        ],
      }),
    );
    if (mysql) {
      for (const table of ['open_roles', 'job_applications']) await q.query(`ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['application_cvs', 'job_applications', 'open_roles']) await q.dropTable(table, true);
  }
}
