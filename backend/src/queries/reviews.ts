import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { REVIEW_STATUSES, type AdminReviewPage, type AdminReviewQuery, type ReviewStatus } from '@itsite/shared/contract';
import { ReviewEntity, type Review } from '../entities/index.js';
import { presentAdminReview } from '../presenters/review.js';
import { pageOf, paged } from './paging.js';
import { matchKeyword } from './search.js';

/**
 * The back office's review list (GET /api/reviews/admin): one page, of one status or all, and the
 * count of each status (the filter's labels).
 *
 * "Pending first" is read as two ranges rather than sorted: the pending reviews newest first, then
 * the others newest first, each walked on an index, so a deep page is not a sort of every review.
 */
export async function listAdminReviews(db: DataSource, q: AdminReviewQuery): Promise<AdminReviewPage> {
  const repo = db.getRepository(ReviewEntity);
  // Search words (name, feedback) narrow the list and the counts; the order stays by date.
  const search = (qb: SelectQueryBuilder<Review>) => {
    if (matchKeyword(qb, 'reviews', q.keyword)) qb.orderBy();
    return qb;
  };
  const grouped = await search(repo.createQueryBuilder('r'))
    .select('r.status', 'status')
    .addSelect('COUNT(*)', 'n')
    .groupBy('r.status')
    .getRawMany<{ status: string; n: number | string }>();
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const g of grouped) if (g.status in counts) counts[g.status as ReviewStatus] = Number(g.n);

  const direction = q.sort === 'oldest' ? 'ASC' : 'DESC';
  const range = (where: (qb: SelectQueryBuilder<Review>) => void) => {
    const qb = search(repo.createQueryBuilder('r'));
    where(qb);
    return qb.orderBy('r.createdAt', direction).addOrderBy('r.id', direction);
  };
  const offset = (q.page - 1) * q.limit;
  let rows: Review[];
  let total: number;
  if (q.status || q.sort !== 'pendingFirst') {
    ({ rows, total } = await pageOf(db, ReviewEntity, range((qb) => q.status && qb.andWhere('r.status = :status', { status: q.status })), q.page, q.limit));
  } else {
    const pending = counts.pending;
    total = Object.values(counts).reduce((a, b) => a + b, 0);
    // The page's pending part, then the rest from the others, as one list of `limit` rows would hold.
    const first = offset < pending ? await range((qb) => qb.andWhere("r.status = 'pending'")).offset(offset).limit(q.limit).getMany() : [];
    const more = q.limit - first.length;
    const rest =
      more > 0
        ? await range((qb) => qb.andWhere("r.status <> 'pending'"))
            .offset(Math.max(0, offset - pending))
            .limit(more)
            .getMany()
        : [];
    rows = [...first, ...rest];
  }
  return { ...paged(rows.map(presentAdminReview), total, q.page, q.limit), counts };
}
