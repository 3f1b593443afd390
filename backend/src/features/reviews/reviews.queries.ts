import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { REVIEW_STATUSES, SEARCH_COUNT_CAP, searchWords, type AdminReviewPage, type AdminReviewQuery, type ReviewDto, type ReviewStatus } from '@itsite/shared/contract';
import { ReviewEntity, type Review } from '../../data/entities/index.js';
import { presentReview } from './review.presenter.js';
import { presentAdminReviews } from './productReviews.queries.js';
import { rowsPage } from '../../kernel/db/rows.js';
import { countMatchesUpTo, pageOf, paged, type KeywordSearch } from '../../kernel/db/paging.js';
import { matchKeyword } from '../../kernel/db/search.js';

/**
 * The back office's review list (GET /api/reviews/admin): one page, of one status or all, and the
 * count of each status (the filter's labels; a search's counts stop at SEARCH_COUNT_CAP).
 *
 * "Pending first" is read as two ranges rather than sorted: the pending reviews newest first, then
 * the others newest first, each walked on an index, so a deep page is not a sort of every review.
 */
export async function listAdminReviews(db: DataSource, q: AdminReviewQuery): Promise<AdminReviewPage> {
  const repo = db.getRepository(ReviewEntity);
  // Of the company, of any product, or of one: narrows the list and the counts alike.
  const about = (qb: SelectQueryBuilder<Review>) =>
    q.about === 'site' ? qb.andWhere('r.productId IS NULL') : q.about === 'products' ? qb.andWhere('r.productId IS NOT NULL') : q.about ? qb.andWhere('r.productId = :about', { about: q.about }) : qb;
  // Search words (name, feedback) narrow the list and the counts; the order stays by date.
  const search: KeywordSearch = { table: 'reviews', keyword: q.keyword, ranked: false, cap: SEARCH_COUNT_CAP };
  const searched = searchWords(q.keyword).length > 0;
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  if (searched) {
    // Each status's matches counted up to the cap.
    const byStatus = await Promise.all(
      REVIEW_STATUSES.map((status) => {
        const newestFirst = about(repo.createQueryBuilder('r').where('r.status = :status', { status })).orderBy('r.createdAt', 'DESC');
        return countMatchesUpTo(db, newestFirst, search, SEARCH_COUNT_CAP);
      }),
    );
    REVIEW_STATUSES.forEach((status, i) => (counts[status] = byStatus[i]!));
  } else {
    const grouped = await about(repo.createQueryBuilder('r')).select('r.status', 'status').addSelect('COUNT(*)', 'n').groupBy('r.status').getRawMany<{ status: string; n: number | string }>();
    for (const g of grouped) if (g.status in counts) counts[g.status as ReviewStatus] = Number(g.n);
  }

  const direction = q.sort === 'oldest' ? 'ASC' : 'DESC';
  const range = (where: (qb: SelectQueryBuilder<Review>) => void) => {
    const qb = about(repo.createQueryBuilder('r'));
    where(qb);
    return qb.orderBy('r.createdAt', direction).addOrderBy('r.id', direction);
  };
  const offset = (q.page - 1) * q.limit;
  let rows: Review[];
  let total: number;
  if (q.status || q.sort !== 'pendingFirst') {
    ({ rows, total } = await pageOf(db, ReviewEntity, range((qb) => q.status && qb.andWhere('r.status = :status', { status: q.status })), q.page, q.limit, { search }));
  } else {
    const pending = counts.pending;
    // A search's total stops at the cap, as each of its counts does.
    total = Math.min(Object.values(counts).reduce((a, b) => a + b, 0), searched ? SEARCH_COUNT_CAP : Number.POSITIVE_INFINITY);
    // The page's pending part, then the rest from the others, as one list of `limit` rows would hold.
    // A search's matches in each part: a few read from the full-text index, many found down the date index.
    const part = (where: string, matches: number) =>
      range((qb) => {
        qb.andWhere(where);
        if (searched) matchKeyword(qb, 'reviews', q.keyword, matches >= SEARCH_COUNT_CAP ? 'walk' : 'join');
      });
    const first = offset < pending ? await part("r.status = 'pending'", pending).offset(offset).limit(q.limit).getMany() : [];
    const more = q.limit - first.length;
    const rest =
      more > 0
        ? await part("r.status <> 'pending'", counts.approved + counts.rejected)
            .offset(Math.max(0, offset - pending))
            .limit(more)
            .getMany()
        : [];
    rows = [...first, ...rest];
  }
  return { ...paged(await presentAdminReviews(db, rows), total, q.page, q.limit), counts };
}

/** The public list (the /reviews page, the home page's testimonials): approved reviews of the company only, newest first, one page. */
export async function listApprovedReviews(db: DataSource, page: number, limit: number): Promise<ReviewDto[]> {
  const rows = await rowsPage(db, ReviewEntity, { status: 'approved', productId: null }, [['createdAt', 'DESC'], ['id', 'DESC']], (page - 1) * limit, limit);
  return rows.map(presentReview);
}
