import { afterAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { migrations } from './index.js';
import { MigrationDatabases, stampOf } from '../../test/migrations.js';
import { CataloguePrefixSearch1766000000000 } from './1766000000000-CataloguePrefixSearch.js';
import { FTS_PREFIXES, repairSearchIndex } from '../../kernel/db/search.js';

/** SQLite: the catalogue's search index is made again with word-start lists, and keeps working. */
describe('CataloguePrefixSearch migration', () => {
  const databases = new MigrationDatabases();
  afterAll(() => databases.removeAll());

  const insert = (db: DataSource, id: string, name: string) => {
    const now = new Date().toISOString();
    return db.query(
      `INSERT INTO products (id, name, slug, description, price, ratings, categoryId, stock, kind, status, publishAt, createdAt, updatedAt)
       VALUES (?, ?, ?, '<p>x</p>', 1, 0, NULL, 1, 'service', 'published', ?, ?, ?)`,
      [id, name, id, now, now, now],
    );
  };
  const found = async (db: DataSource, words: string) =>
    (await db.query<Array<{ id: string }>>('SELECT p.id FROM products p WHERE p.rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?) ORDER BY p.id', [words])).map(
      (r) => r.id,
    );

  it('indexes the products already there by their word starts, and keeps later writes in step', async () => {
    const { old, upgrade } = await databases.before(CataloguePrefixSearch1766000000000);
    // As the app left it at its last start (its search triggers put back after the migrations).
    await repairSearchIndex(old);
    await insert(old, 'p1', 'Secure Backup');
    await insert(old, 'p2', 'Cloud Security Audit');
    await insert(old, 'p3', 'Managed Website');

    const current = await upgrade();
    try {
      const [table] = await current.query<Array<{ sql: string }>>("SELECT sql FROM sqlite_master WHERE name = 'products_fts'");
      expect(table?.sql).toContain(`prefix='${FTS_PREFIXES.products}'`);
      // Rows from before the migration, by word starts of several lengths and by whole words.
      expect(await found(current, '"s"*')).toEqual(['p1', 'p2']);
      expect(await found(current, '"secur"*')).toEqual(['p1', 'p2']);
      expect(await found(current, '"secure"*')).toEqual(['p1']);
      expect(await found(current, '"cl"* "aud"*')).toEqual(['p2']);
      expect(await found(current, '"websites"*')).toEqual([]);

      // The triggers on `products` write to the new table (no repair needed): an insert, a rename and a delete.
      await insert(current, 'p4', 'Secure Hosting');
      await current.query("UPDATE products SET name = 'Managed Hosting' WHERE id = 'p3'");
      await current.query("DELETE FROM products WHERE id = 'p1'");
      expect(await found(current, '"secure"*')).toEqual(['p4']);
      expect(await found(current, '"host"*')).toEqual(['p3', 'p4']);
      expect(await found(current, '"web"*')).toEqual([]);
      expect(await found(current, '"backup"*')).toEqual([]);

      // Undone (with the migrations that came after it, by name: never "the last one"), the table
      // is as the Search migration made it, and still finds the same.
      const later = migrations.filter((m) => stampOf(m.name) > stampOf(CataloguePrefixSearch1766000000000.name)).length;
      for (let i = 0; i <= later; i++) await current.undoLastMigration();
      const [undone] = await current.query<Array<{ sql: string }>>("SELECT sql FROM sqlite_master WHERE name = 'products_fts'");
      expect(undone?.sql).not.toContain('prefix');
      expect(await found(current, '"host"*')).toEqual(['p3', 'p4']);
    } finally {
      await current.destroy();
    }
  });
});
