import { In, type DataSource } from 'typeorm';
import type { OutboxMessageDto, OutboxStateName } from '@itsite/shared/contract';
import { OutboxMessageEntity, type OutboxMessage } from '../entities/index.js';
import type { LeadAlert } from '../outbox/outbox.js';

function leadIdOf(row: OutboxMessage): string | null {
  try {
    return (JSON.parse(row.payload) as LeadAlert).lead._id ?? null;
  } catch {
    return null;
  }
}

const present = (row: OutboxMessage): OutboxMessageDto => ({
  _id: row.id,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  leadId: leadIdOf(row),
});

/** Outbox rows in `state`, or (without) the ones not delivered yet, newest first. */
export async function listOutbox(db: DataSource, query: { state?: OutboxStateName; limit: number }): Promise<OutboxMessageDto[]> {
  const states = query.state ? [query.state] : (['pending', 'failed'] as const);
  const rows = await db.getRepository(OutboxMessageEntity).find({ where: { state: In([...states]) }, order: { createdAt: 'DESC', id: 'DESC' }, take: query.limit });
  return rows.map(present);
}
