import type { OutboxMessageDto } from '@itsite/shared/contract';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { OutboxMessageEntity } from '../../data/entities/index.js';
import { conflict, notFound } from '../../kernel/errors.js';
import { presentOutboxMessage } from './outbox.queries.js';

/**
 * An alert e-mail that failed for good goes back in the queue, due now, with a fresh round of
 * attempts (after the mail server or the alert addresses were fixed). Only a failed one: a pending
 * alert is still being tried, and a sent or skipped one is done. One conditional UPDATE, so two
 * admins pressing "Retry" at once re-queue it once.
 */
export async function retryOutboxMessage(deps: Pick<AppDeps, 'db' | 'outbox'>, id: string, now = new Date()): Promise<OutboxMessageDto> {
  const repo = deps.db.getRepository(OutboxMessageEntity);
  if (!deps.outbox.enabled) {
    if (!(await repo.existsBy({ id, kind: 'leadAlert' }))) throw notFound('Alert');
    throw conflict('Alert e-mails are off on this server (no SMTP server is configured): nothing would send it');
  }
  const requeued = await inTransaction(deps.db, async (m) => {
    const result = await m
      .getRepository(OutboxMessageEntity)
      .createQueryBuilder()
      .update()
      .set({ state: 'pending', attempts: 0, nextAttemptAt: now, claimedBy: null, claimedUntil: null })
      .where('id = :id AND kind = :kind AND state = :failed', { id, kind: 'leadAlert', failed: 'failed' })
      .execute();
    return result.affected === 1;
  });
  const row = await repo.findOneBy({ id, kind: 'leadAlert' });
  if (!row) throw notFound('Alert');
  if (!requeued) throw conflict(`Only an alert that failed can be sent again; this one is ${row.state}`);
  deps.outbox.kick();
  return presentOutboxMessage(row);
}
