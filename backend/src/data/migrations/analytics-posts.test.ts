import { afterAll, describe, expect, it } from 'vitest';
import { MigrationDatabases } from '../../test/migrations.js';
import { AnalyticsPosts1767100000000 } from './1767100000000-AnalyticsPosts.js';

/** The rollups kept before posts had rows of their own: each post's page rows are copied as kind `post`. */
describe('AnalyticsPosts migration', () => {
  const databases = new MigrationDatabases();
  afterAll(() => databases.removeAll());

  it("copies the blog posts' page rows of every day kept (and no other page's) as rows of kind post", async () => {
    const { old, upgrade } = await databases.before(AnalyticsPosts1767100000000);
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

    const current = await upgrade();
    try {
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
