import { In, type DataSource, type EntityManager } from 'typeorm';
import { assignFields, columnsFrom, reviewType, type AdminReviewDto, type ReviewBulkInput, type reviewCreateSchema, type ReviewDto, type ReviewStatus, type ReviewUpdateInput } from '@itsite/shared/contract';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction.js';
import { ReviewEntity, type Review } from '../entities/index.js';
import { newId } from '../ids.js';
import { notFound } from '../errors.js';
import { presentAdminReview, presentReview } from '../presenters/review.js';
import { consumeFormToken } from '../spam/formTokenUses.js';
import { foundIds, outcomeOf, type BulkOutcome } from './bulk.js';

export interface ReceiveReviewOptions {
  /** The spam screen's verdict: a review it caught is stored rejected (never public); the visitor is answered the same. */
  spam?: boolean;
  /** The valid "form shown at" token it carried: used up here; one already used makes it spam. */
  token?: string;
  /** More writes that must commit with the review, or not at all (the idempotency record). */
  alsoInTransaction?: (m: EntityManager, dto: ReviewDto) => Promise<void>;
}

/** A visitor's review: stored pending (it waits for approval), or rejected when the spam screen caught it. */
export async function receiveReview(db: DataSource, input: z.output<typeof reviewCreateSchema>, opts: ReceiveReviewOptions = {}): Promise<ReviewDto> {
  const now = new Date();
  const fields = { id: newId(), ...columnsFrom(reviewType, input), createdAt: now, updatedAt: now };
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
 * missing; the others all change or, on an error, none does.
 */
export function bulkReviews(db: DataSource, input: ReviewBulkInput): Promise<BulkOutcome> {
  return inTransaction(db, async (m) => {
    const found = await foundIds(m, ReviewEntity, input.ids);
    if (found.length > 0) {
      const repo = m.getRepository(ReviewEntity);
      if (input.action === 'delete') await repo.delete({ id: In(found) });
      else await repo.update({ id: In(found) }, { status: STATUS_OF[input.action], updatedAt: new Date() });
    }
    return outcomeOf(input.ids, found);
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
  return presentAdminReview(review);
}

/** Staff correct a review's feedback or rating; the name stays the reviewer's. */
export async function correctReview(db: DataSource, id: string, input: ReviewUpdateInput): Promise<AdminReviewDto> {
  const review = await reviewOr404(db, id);
  assignFields(reviewType, input, review);
  review.updatedAt = new Date();
  await db.getRepository(ReviewEntity).save(review);
  return presentAdminReview(review);
}

export async function deleteReview(db: DataSource, id: string): Promise<void> {
  const review = await reviewOr404(db, id);
  await db.getRepository(ReviewEntity).delete({ id: review.id });
}
