import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource, TableColumn } from 'typeorm';
import { DB_KINDS, createMysqlDatabase } from '../../test/harness.js';
import { repairSearchIndex } from '../../kernel/db/search.js';
import { addColumns } from './columns.js';
import { migrations } from './index.js';

/**
 * A column added to a table of the migrated schema keeps everything else the table has: its
 * columns, its indexes and (SQLite) the full-text triggers and what they index.
 */
describe.each(DB_KINDS)('addColumns [%s]', (kind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function migrated(): Promise<DataSource> {
    let db: DataSource;
    if (kind === 'sqlite') {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-columns-'));
      cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
      db = new DataSource({ type: 'better-sqlite3', database: path.join(dir, 'db.sqlite'), migrations, logging: false });
    } else {
      const made = await createMysqlDatabase();
      cleanups.push(() => made.drop());
      db = new DataSource({ type: 'mysql', url: made.url, migrations, logging: false });
    }
    await db.initialize();
    cleanups.push(() => db.destroy());
    await db.runMigrations();
    if (kind === 'sqlite') await repairSearchIndex(db);
    return db;
  }

  const columnsOf = async (db: DataSource) =>
    kind === 'sqlite'
      ? (await db.query<Array<{ name: string; type: string; notnull: number }>>(`PRAGMA table_info(products)`)).map((c) => `${c.name} ${c.type} ${c.notnull}`)
      : (await db.query<Array<{ c: string; t: string; n: string }>>(`SELECT COLUMN_NAME c, COLUMN_TYPE t, IS_NULLABLE n FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'products' ORDER BY ORDINAL_POSITION`)).map((c) => `${c.c} ${c.t} ${c.n}`);
  const indexesOf = async (db: DataSource) =>
    kind === 'sqlite'
      ? (await db.query<Array<{ name: string; sql: string | null }>>(`SELECT name, sql FROM sqlite_master WHERE tbl_name = 'products' AND type IN ('index', 'trigger') ORDER BY name`)).map((r) => `${r.name} ${r.sql}`)
      : (await db.query<Array<{ i: string; c: string; u: number }>>(`SELECT INDEX_NAME i, GROUP_CONCAT(COLUMN_NAME ORDER BY SEQ_IN_INDEX) c, NON_UNIQUE u FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'products' GROUP BY INDEX_NAME, NON_UNIQUE ORDER BY INDEX_NAME`)).map((r) => `${r.i} ${r.c} ${r.u}`);

  it('keeps every other column, index and trigger, and fills the rows already there with the default', async () => {
    const db = await migrated();
    const now = kind === 'sqlite' ? new Date().toISOString() : new Date();
    await db.query(
      `INSERT INTO products (id, name, slug, description, price, ratings, categoryId, stock, kind, status, publishAt, createdAt, updatedAt)
       VALUES ('p1', 'Secure Backup Plan', 'secure-backup-plan', '<p>x</p>', 10, 0, NULL, 1, 'service', 'published', ?, ?, ?)`,
      [now, now, now],
    );
    const columns = await columnsOf(db);
    const indexes = await indexesOf(db);
    expect(indexes.length).toBeGreaterThan(3);

    const q = db.createQueryRunner();
    try {
      await addColumns(q, 'products', [
        new TableColumn({ name: 'sku', type: 'varchar', length: '40', isNullable: true }),
        new TableColumn({ name: 'featured', type: 'boolean', default: '0' }),
      ]);
      // On SQLite a NOT NULL column needs a default to be added to rows already there: said before anything changes.
      if (kind === 'sqlite') await expect(addColumns(q, 'products', [new TableColumn({ name: 'code', type: 'varchar', length: '8' })])).rejects.toThrow(/only with a default/);
    } finally {
      await q.release();
    }

    const after = await columnsOf(db);
    expect(after.slice(0, columns.length)).toEqual(columns);
    expect(after.slice(columns.length).map((c) => c.split(' ')[0])).toEqual(['sku', 'featured']);
    expect(await indexesOf(db)).toEqual(indexes);
    const [row] = await db.query<Array<{ name: string; slug: string; sku: string | null; featured: number }>>(`SELECT name, slug, sku, featured FROM products WHERE id = 'p1'`);
    expect(row).toMatchObject({ name: 'Secure Backup Plan', slug: 'secure-backup-plan', sku: null });
    expect(Number(row.featured)).toBe(0);
    if (kind === 'sqlite') {
      // The search triggers still index what is written after the column came.
      await db.query(`UPDATE products SET name = 'Managed Hosting Plan' WHERE id = 'p1'`);
      const hits = await db.query<unknown[]>(`SELECT rowid FROM products_fts WHERE products_fts MATCH '"hosting"*'`);
      expect(hits).toHaveLength(1);
    }
  });
});
