import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createDataSource } from '../data-source.js';
import { createMysqlDatabase, DB_KINDS } from '../../test/harness.js';
import { migrations } from './index.js';
import { Slugs1765300000000 } from './1765300000000-Slugs.js';

/** Products and blogs from before slugs: each gets one from its name or title, unique, the oldest the plain one. */
describe.each(DB_KINDS)('Slugs migration [%s]', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('gives every existing product and blog a unique slug from its title, under a unique index', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-migration-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const mysqlDb = kind === 'mysql' ? await createMysqlDatabase() : undefined;
    if (mysqlDb) cleanups.push(mysqlDb.drop);
    const config = { dataDir, databaseUrl: mysqlDb?.url };
    const stamp = (name: string) => Number(/\d{13}$/.exec(name)?.[0]);
    const before = migrations.filter((m) => stamp(m.name) < stamp(Slugs1765300000000.name));

    const old = new DataSource({ ...createDataSource(config).options, entities: [], migrations: before });
    await old.initialize();
    await old.runMigrations();
    const at = '2026-01-01 00:00:00.000';
    const products = [
      ['000000000001aaaaaaaaaaaa', 'Café Router'],
      ['000000000002aaaaaaaaaaaa', 'Cafe Router'],
      ['000000000003aaaaaaaaaaaa', '日本語'],
    ];
    for (const [id, name] of products) {
      await old.query(
        'INSERT INTO products (id, name, description, price, ratings, categoryId, stock, kind, status, publishAt, createdAt, updatedAt) VALUES (?, ?, ?, 1, 0, NULL, 1, ?, ?, ?, ?, ?)',
        [id, name, 'd', 'digital', 'published', at, at, at],
      );
    }
    for (const [id, title] of [
      ['000000000001bbbbbbbbbbbb', 'Same Title'],
      ['000000000002bbbbbbbbbbbb', 'Same Title'],
    ]) {
      await old.query(
        'INSERT INTO blogs (id, title, heading, description, author, category, iconImage, publishAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [id, title, 'h', 'd', 'a', 'others', '/uploads/i.webm', at, at, at],
      );
    }
    await old.destroy();

    const current = createDataSource(config);
    await current.initialize();
    try {
      await current.runMigrations();
      expect(await current.query('SELECT id, slug, metaTitle, shareImage FROM products ORDER BY id')).toEqual([
        { id: products[0][0], slug: 'cafe-router', metaTitle: '', shareImage: '' },
        { id: products[1][0], slug: 'cafe-router-2', metaTitle: '', shareImage: '' },
        { id: products[2][0], slug: 'product', metaTitle: '', shareImage: '' },
      ]);
      expect((await current.query<Array<{ slug: string }>>('SELECT slug FROM blogs ORDER BY id')).map((r) => r.slug)).toEqual(['same-title', 'same-title-2']);
      // The unique index refuses a second row with a slug taken.
      await expect(current.query("UPDATE blogs SET slug = 'same-title' WHERE id = '000000000002bbbbbbbbbbbb'")).rejects.toThrow();
      // No old addresses yet: the history starts with the first change of a slug.
      expect(Number((await current.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM slug_history'))[0].n)).toBe(0);
    } finally {
      await current.destroy();
    }
  });
});
