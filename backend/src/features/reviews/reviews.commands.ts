import { In, type DataSource, type EntityManager } from 'typeorm';
import { assignFields, columnsFrom, reviewType, type AdminReviewDto, type ReviewBulkInput, type reviewCreateSchema, type ReviewDto, type ReviewStatus, type ReviewUpdateInput } from '@itsite/shared/contract';
import type { z } from 'zod';
import { inTransaction } from '../../kernel/db/transaction.js';
import { ReviewEntity, type Review } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { badRequest, notFound } from '../../kernel/errors.js';
import { presentReview } from './review.presenter.js';
import { presentAdminReviews } from './productReviews.queries.js';
import { resolveAddress } from '../../platform/content/slugs.js';
import { consumeFormToken } from '../../platform/spam/formTokenUses.js';
import { foundIds, outcomeOf, type BulkOutcome } from '../../platform/content/bulk.js';

export interface ReceiveReviewOptions {
  /** The spam screen's verdict: a review it caught is stored rejected (never public); the visitor is answered the same. */
  spam?: boolean;
  /** The valid "form shown at" token it carried: used up here; one already used makes it spam. */
  token?: string;
  /** More writes that must commit with the review, or not at all (the idempotency record). */
  alsoInTransaction?: (m: EntityManager, dto: ReviewDto) => Promise<void>;
}

/**
 * The product a review is of, from its id or slug (an old slug too); null for a review of the
 * company. A product that is not in the public catalogue (none, a draft, a scheduled one) is a 400
 * naming the field: nothing is stored.
 */
async function reviewedProductId(db: DataSource, product: string | undefined): Promise<string | null> {
  if (!product) return null;
  const found = await resolveAddress(db, 'product', product, false);
  if (!found) throw badRequest('This product is not in our catalogue, so it cannot be reviewed.', [{ path: 'product', message: 'No product in the catalogue has this id or address' }]);
  return found.record.id;
}

/**
 * A visitor's review, of the company or of a product: stored pending (it waits for approval), or
 * rejected when the spam screen caught it.
 */
export async function receiveReview(db: DataSource, input: z.output<typeof reviewCreateSchema>, opts: ReceiveReviewOptions = {}): Promise<ReviewDto> {
  const productId = await reviewedProductId(db, input.product);
  const now = new Date();
  const fields = { id: newId(), ...columnsFrom(reviewType, input), productId, createdAt: now, updatedAt: now };
  const dto = presentReview({ ...fields, status: 'pending' });
  await inTransaction(db, async (m) => {
    // A token carries one review: a second one with it is a bot's (stored rejected, never public).
    const reused = !opts.spam && opts.token !== undefined && !(await consumeFormToken(m, opts.token, now));
    const review: Review = { ...fields, status: opts.spam || reused ? 'rejected' : 'pending' };
    await m.getRepository(ReviewEntity).insert(review);
    await opts.alsoInTransaction?.(m, dto);
  });
  return dto;
}

const STATUS_OF: Record<Exclude<ReviewBulkInput['action'], 'delete'>, ReviewStatus> = { approve: 'approved', reject: 'rejected' };

/**
 * Approves, rejects or deletes several reviews in one transaction. Ids of no review are answered as
 * missing; the others all change or, on an error, none does. `products`: the products they are of
 * (their pages change).
 */
export function bulkReviews(db: DataSource, input: ReviewBulkInput): Promise<{ outcome: BulkOutcome; products: Array<string | null> }> {
  return inTransaction(db, async (m) => {
    const found = await foundIds(m, ReviewEntity, input.ids);
    const repo = m.getRepository(ReviewEntity);
    const products = found.length ? (await repo.find({ select: { id: true, productId: true }, where: { id: In(found) } })).map((r) => r.productId ?? null) : [];
    if (found.length > 0) {
      if (input.action === 'delete') await repo.delete({ id: In(found) });
      else await repo.update({ id: In(found) }, { status: STATUS_OF[input.action], updatedAt: new Date() });
    }
    return { outcome: outcomeOf(input.ids, found), products };
  });
}

/** The review with this id, or a 404. */
async function reviewOr404(db: DataSource, id: string): Promise<Review> {
  const review = await db.getRepository(ReviewEntity).findOneBy({ id });
  if (!review) throw notFound('Review');
  return review;
}

/** Moderation: a review approved (public from now on) or rejected, from any status. */
export async function setReviewStatus(db: DataSource, id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<AdminReviewDto> {
  const review = await reviewOr404(db, id);
  Object.assign(review, { status, updatedAt: new Date() });
  await db.getRepository(ReviewEntity).save(review);
  return (await presentAdminReviews(db, [review]))[0];
}

/** Staff correct a review's feedback or rating; the name stays the reviewer's. */
export async function correctReview(db: DataSource, id: string, input: ReviewUpdateInput): Promise<AdminReviewDto> {
  const review = await reviewOr404(db, id);
  assignFields(reviewType, input, review);
  review.updatedAt = new Date();
  await db.getRepository(ReviewEntity).save(review);
  return (await presentAdminReviews(db, [review]))[0];
}

/** Deletes a review; answers the product it was of (null: of the company). */
export async function deleteReview(db: DataSource, id: string): Promise<string | null> {
  const review = await reviewOr404(db, id);
  await db.getRepository(ReviewEntity).delete({ id: review.id });
  return review.productId;
}
