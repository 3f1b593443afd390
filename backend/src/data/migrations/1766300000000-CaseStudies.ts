import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Case studies (shared/contract/content/caseStudy.ts): the first document type. The columns are
 * the declaration's fields as data/entities/documents.ts maps them (lists as JSON text), then what every
 * document has: its address, SEO texts, publishing and dates.
 */
export class CaseStudies1766300000000 implements MigrationInterface {
  name = 'CaseStudies1766300000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    // A rich text of 8,000 characters is up to 32,000 of HTML: more than TEXT's 64 KB in 4-byte characters.
    const long = mysql ? 'mediumtext' : 'text';
    const varchar = (name: string, length: number, extra: object = {}) => ({ name, type: 'varchar', length: String(length), ...extra });
    await q.createTable(
      new Table({
        name: 'case_studies',
        columns: [
          { ...varchar('id', 24), isPrimary: true },
          varchar('title', 300),
          varchar('client', 300),
          varchar('industry', 64),
          { name: 'services', type: 'text' },
          { name: 'summary', type: 'text' },
          { name: 'challenge', type: long },
          { name: 'solution', type: long },
          { name: 'results', type: 'text' },
          { name: 'technologies', type: 'text' },
          varchar('cover', 300),
          { name: 'gallery', type: 'text' },
          { name: 'quote', type: 'text' },
          varchar('quoteBy', 300),
          varchar('slug', 80, { isUnique: true }),
          varchar('metaTitle', 120, { default: "''" }),
          varchar('metaDescription', 320, { default: "''" }),
          varchar('shareImage', 300, { default: "''" }),
          varchar('status', 16, { default: "'published'" }),
          { name: 'publishAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_case_studies_public', columnNames: ['status', 'publishAt'] }],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `case_studies` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('case_studies', true);
  }
}
