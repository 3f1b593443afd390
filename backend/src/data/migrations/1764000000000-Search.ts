import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The columns searched, per table; kernel/db/search.ts queries the same list (a migration stays as
 * written). On SQLite, repairSearchIndex (run after the migrations) recreates this migration's
 * triggers should a later migration copy one of these tables.
 */
const SEARCH_COLUMNS = {
  products: ['name'],
  blogs: ['title', 'heading', 'author'],
  reviews: ['name', 'feedback'],
} as const;
type SearchTable = keyof typeof SEARCH_COLUMNS;
const ftsTable = (table: SearchTable) => `${table}_fts`;

/**
 * Keyword search through an index instead of `LIKE '%…%'` scans, and the catalogue's order served
 * by an index down to its last page.
 *
 * - SQLite: an FTS5 table per searched table, holding no copy of the text (external content: it
 *   reads the rows of the table by rowid) and kept in step by triggers. A rebuild at the end indexes
 *   the rows already there. Should the rowids ever change under it (a VACUUM of a table without an
 *   INTEGER PRIMARY KEY may renumber them), `INSERT INTO <table>_fts(<table>_fts) VALUES('rebuild')`
 *   re-indexes it.
 * - MySQL/MariaDB: a FULLTEXT index over the same columns (queried MATCH … AGAINST in boolean mode).
 */
export class Search1764000000000 implements MigrationInterface {
  name = 'Search1764000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    for (const [table, columns] of Object.entries(SEARCH_COLUMNS) as Array<[SearchTable, readonly string[]]>) {
      if (mysql) {
        await q.query(`ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`FT_${table}_search\` (${columns.map((c) => `\`${c}\``).join(', ')})`);
        continue;
      }
      const fts = ftsTable(table);
      const cols = columns.join(', ');
      const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
      // remove_diacritics 2: "resume" finds "résumé"; unicode61 cuts words at anything not a letter or digit.
      await q.query(`CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${table}', tokenize='unicode61 remove_diacritics 2')`);
      await q.query(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
        INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.rowid, ${values('new')}); END`);
      await q.query(`CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')}); END`);
      await q.query(`CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${cols} ON ${table} BEGIN
        INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.rowid, ${values('old')});
        INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.rowid, ${values('new')}); END`);
      await q.query(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
    }
    // Newest first with the id as tie-break, on one index: page N is read from the index, not sorted.
    await q.query('CREATE INDEX IDX_products_createdAt_id ON products (createdAt, id)');
    await q.query('DROP INDEX IDX_products_createdAt' + (mysql ? ' ON products' : ''));
    await q.query('CREATE INDEX IDX_blogs_createdAt_id ON blogs (createdAt, id)');
    await q.query('DROP INDEX IDX_blogs_createdAt' + (mysql ? ' ON blogs' : ''));
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.query('CREATE INDEX IDX_blogs_createdAt ON blogs (createdAt)');
    await q.query('DROP INDEX IDX_blogs_createdAt_id' + (mysql ? ' ON blogs' : ''));
    await q.query('CREATE INDEX IDX_products_createdAt ON products (createdAt)');
    await q.query('DROP INDEX IDX_products_createdAt_id' + (mysql ? ' ON products' : ''));
    for (const table of Object.keys(SEARCH_COLUMNS) as SearchTable[]) {
      if (mysql) {
        await q.query(`ALTER TABLE \`${table}\` DROP INDEX \`FT_${table}_search\``);
        continue;
      }
      const fts = ftsTable(table);
      for (const suffix of ['ai', 'ad', 'au']) await q.query(`DROP TRIGGER IF EXISTS ${fts}_${suffix}`);
      await q.query(`DROP TABLE IF EXISTS ${fts}`);
    }
  }
}
