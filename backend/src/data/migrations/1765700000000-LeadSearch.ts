import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The inbox's searched columns; kernel/db/search.ts queries the same list (a migration stays as written). */
const COLUMNS = ['name', 'email', 'phone', 'message'];

/**
 * The lead inbox at a million leads:
 *
 * - Search through a full-text index, as products, blogs and reviews have had since the Search
 *   migration: an FTS5 table kept by triggers on SQLite (a rebuild indexes the leads already
 *   there), a FULLTEXT index on MySQL/MariaDB. A `LIKE '%…%'` over four columns read every lead.
 * - The inbox's order on one index each, with the id as tie-break: newest first among the leads not
 *   deleted (deletedAt, createdAt, id), and within a status (status, createdAt, id). Page 1 is read
 *   from the index instead of sorting every lead. The follow-ups due are found by date (deletedAt, followUpAt, id).
 */
export class LeadSearch1765700000000 implements MigrationInterface {
  name = 'LeadSearch1765700000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = isMysql(q);
    if (mysql) {
      await q.query(`ALTER TABLE \`contact_messages\` ADD FULLTEXT INDEX \`FT_contact_messages_search\` (${COLUMNS.map((c) => `\`${c}\``).join(', ')})`);
    } else {
      const fts = 'contact_messages_fts';
      const cols = COLUMNS.join(', ');
      const values = (row: 'new' | 'old') => COLUMNS.map((c) => `${row}.${c}`).join(', ');
      await q.query(`CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='contact_messages', tokenize='unicode61 remove_diacritics 2')`);
      await q.query(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON contact_messages BEGIN
        INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.rowid, ${values('new')}); END`);
      await q.query(`CREATE TRIGGER ${fts}_ad AFTER DELETE ON contact_messages BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')}); END`);
      await q.query(`CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${cols} ON contact_messages BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')});
        INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.rowid, ${values('new')}); END`);
      await q.query(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
    }
    await q.query('CREATE INDEX IDX_contact_messages_deletedAt_createdAt_id ON contact_messages (deletedAt, createdAt, id)');
    await q.query(`DROP INDEX IDX_contact_messages_deletedAt${mysql ? ' ON contact_messages' : ''}`);
    await q.query('CREATE INDEX IDX_contact_messages_status_createdAt_id ON contact_messages (status, createdAt, id)');
    await q.query(`DROP INDEX IDX_contact_messages_status_createdAt${mysql ? ' ON contact_messages' : ''}`);
    // The dashboard's follow-ups due among the leads not deleted: the earliest dates first, from the index.
    await q.query('CREATE INDEX IDX_contact_messages_deletedAt_followUpAt_id ON contact_messages (deletedAt, followUpAt, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = isMysql(q);
    const on = mysql ? ' ON contact_messages' : '';
    await q.query(`DROP INDEX IDX_contact_messages_deletedAt_followUpAt_id${on}`);
    await q.query('CREATE INDEX IDX_contact_messages_status_createdAt ON contact_messages (status, createdAt)');
    await q.query(`DROP INDEX IDX_contact_messages_status_createdAt_id${on}`);
    await q.query('CREATE INDEX IDX_contact_messages_deletedAt ON contact_messages (deletedAt)');
    await q.query(`DROP INDEX IDX_contact_messages_deletedAt_createdAt_id${on}`);
    if (mysql) {
      await q.query('ALTER TABLE `contact_messages` DROP INDEX `FT_contact_messages_search`');
      return;
    }
    for (const suffix of ['ai', 'ad', 'au']) await q.query(`DROP TRIGGER IF EXISTS contact_messages_fts_${suffix}`);
    await q.query('DROP TABLE IF EXISTS contact_messages_fts');
  }
}

const isMysql = (q: QueryRunner) => q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
