import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rollup rows of kind `post`: a day's figures of each blog post's path (`/blog/<slug>`), the same as
 * its `path` row. The posts' report reads its most viewed posts from them as the other top lists do,
 * instead of adding up every post's rows of the range. Made here from the `path` rows already kept
 * (today's included: the slices to come add to both alike).
 */
export class AnalyticsPosts1767100000000 implements MigrationInterface {
  name = 'AnalyticsPosts1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      "INSERT INTO analytics_daily (kind, day, value, views, visitors) SELECT 'post', day, value, views, visitors FROM analytics_daily WHERE kind = 'path' AND value LIKE '/blog/_%' AND value NOT LIKE '/blog/%/%'",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE FROM analytics_daily WHERE kind = 'post'");
  }
}
