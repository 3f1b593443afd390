import { In, type DataSource, type EntityManager } from 'typeorm';
import { columnsFrom, reviewType, type ReviewBulkInput, type reviewCreateSchema, type ReviewDto, type ReviewStatus } from '@itsite/shared/contract';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction.js';
import { ReviewEntity, type Review } from '../entities/index.js';
import { newId } from '../ids.js';
import { presentReview } from '../presenters/review.js';
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
