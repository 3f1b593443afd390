import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { migrations } from './index.js';
import { AnalyticsPosts1767100000000 } from './1767100000000-AnalyticsPosts.js';

/** The rollups kept before posts had rows of their own: each post's page rows are copied as kind `post`. */
describe('AnalyticsPosts migration', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it("copies the blog posts' page rows of every day kept (and no other page's) as rows of kind post", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-migration-'));
    dirs.push(dir);
    const stamp = (name: string) => Number(/\d{13}$/.exec(name)?.[0]);
    const before = migrations.filter((m) => stamp(m.name) < stamp(AnalyticsPosts1767100000000.name));
    const database = path.join(dir, 'db.sqlite');
    const old = new DataSource({ type: 'better-sqlite3', database, migrations: before, logging: false });
    await old.initialize();
    await old.runMigrations();
    const rows: Array<[string, string, string, number, number]> = [
      ['path', '2026-01-01', '/blog/local-seo', 40, 31],
      ['path', '2026-01-02', '/blog/local-seo', 7, 6],
      ['path', '2026-01-02', '/blog/app-costs', 3, 3],
      ['path', '2026-01-02', '/blog/', 2, 2],
      ['path', '2026-01-02', '/blog/app-costs/amp', 1, 1],
      ['path', '2026-01-02', '/products', 90, 70],
      ['source', '2026-01-02', 'google.com', 20, 18],
    ];
    for (const row of rows) await old.query('INSERT INTO analytics_daily (kind, day, value, views, visitors) VALUES (?, ?, ?, ?, ?)', row);
    await old.destroy();

    const current = new DataSource({ type: 'better-sqlite3', database, migrations, logging: false });
    await current.initialize();
    try {
      await current.runMigrations();
      expect(await current.query("SELECT day, value, views, visitors FROM analytics_daily WHERE kind = 'post' ORDER BY day, value")).toEqual([
        { day: '2026-01-01', value: '/blog/local-seo', views: 40, visitors: 31 },
        { day: '2026-01-02', value: '/blog/app-costs', views: 3, visitors: 3 },
        { day: '2026-01-02', value: '/blog/local-seo', views: 7, visitors: 6 },
      ]);
      expect(await current.query("SELECT COUNT(*) AS n FROM analytics_daily WHERE kind <> 'post'")).toEqual([{ n: rows.length }]);
    } finally {
      await current.destroy();
    }
  });
});
