import type { DataSource, EntityManager } from 'typeorm';
import { PRODUCT_REVIEWS_SHOWN, type AdminReviewDto, type ReviewDto, type ReviewSummary } from '@itsite/shared/contract';
import { ProductEntity, ReviewEntity, type Review } from '../../data/entities/index.js';
import { presentAdminReview, presentReview } from './review.presenter.js';
import { rowsPage, rowsWhereIn } from '../../kernel/db/rows.js';

type Db = DataSource | EntityManager;

/**
 * Each product's rating from its approved reviews: their average (to one decimal) and count, by
 * product id; a product with none is not in the map. One grouped query for a whole list page, on
 * the (productId, status, createdAt) index.
 */
export async function reviewSummaries(db: Db, productIds: string[]): Promise<Map<string, NonNullable<ReviewSummary>>> {
  const summaries = new Map<string, NonNullable<ReviewSummary>>();
  if (productIds.length === 0) return summaries;
  const rows = await db
    .getRepository(ReviewEntity)
    .createQueryBuilder('r')
    .select('r.productId', 'productId')
    .addSelect('AVG(r.rating)', 'average')
    .addSelect('COUNT(*)', 'n')
    .where('r.productId IN (:...ids)', { ids: [...new Set(productIds)] })
    .andWhere("r.status = 'approved'")
    .groupBy('r.productId')
    .getRawMany<{ productId: string; average: number | string; n: number | string }>();
  for (const row of rows) summaries.set(row.productId, { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.n) });
  return summaries;
}

/** The company's rating: its approved reviews' average (to one decimal) and count, reviews of products left out; null with none. */
export async function siteReviewSummary(db: Db): Promise<ReviewSummary> {
  // Written out: read on every uncached home page, where building it took longer than the database to answer.
  const [row] = await db.query<Array<{ average: number | string | null; n: number | string }>>("SELECT AVG(rating) AS average, COUNT(*) AS n FROM reviews WHERE productId IS NULL AND status = 'approved'");
  const count = Number(row?.n ?? 0);
  return count ? { average: Math.round(Number(row.average) * 10) / 10, count } : null;
}

/** One product's newest approved reviews, as its page lists them. */
export async function approvedReviewsOf(db: Db, productId: string, limit = PRODUCT_REVIEWS_SHOWN): Promise<ReviewDto[]> {
  const rows = await rowsPage(db, ReviewEntity, { productId, status: 'approved' }, [['createdAt', 'DESC'], ['id', 'DESC']], 0, limit);
  return rows.map(presentReview);
}

/**
 * Reviews as the back office lists them, each with the product it is of (its id, name and slug: one
 * query for the page). A review whose product was deleted since is named as of the company's.
 */
export async function presentAdminReviews(db: Db, reviews: Review[]): Promise<AdminReviewDto[]> {
  const ids = [...new Set(reviews.flatMap((r) => (r.productId ? [r.productId] : [])))];
  const products = new Map((await rowsWhereIn(db, ProductEntity, 'id', ids)).map((p) => [p.id, { _id: p.id, name: p.name, slug: p.slug }]));
  return reviews.map((r) => presentAdminReview(r, (r.productId && products.get(r.productId)) || null));
}
