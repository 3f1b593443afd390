import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * A review may be of one product (a visitor's review from the product's page) rather than of the
 * company: `productId`, null for the site's reviews (every review from before). Moderated, screened
 * and counted as any review; the product's page reads its approved ones newest first, and its rating
 * is their average, both on (productId, status, createdAt).
 */
export class ProductReviews1766700000000 implements MigrationInterface {
  name = 'ProductReviews1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'reviews', [new TableColumn({ name: 'productId', type: 'varchar', length: '24', isNullable: true })]);
    await q.query('CREATE INDEX IDX_reviews_productId_status_createdAt ON reviews (productId, status, createdAt)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IDX_reviews_productId_status_createdAt${q.connection.options.type === 'better-sqlite3' ? '' : ' ON reviews'}`);
    await q.dropColumn('reviews', 'productId');
  }
}
