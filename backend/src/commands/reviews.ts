import { In, type DataSource } from 'typeorm';
import type { ReviewBulkInput, ReviewStatus } from '@itsite/shared/contract';
import { inTransaction } from '../db/transaction.js';
import { ReviewEntity } from '../entities/index.js';
import { foundIds, outcomeOf, type BulkOutcome } from './bulk.js';

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
