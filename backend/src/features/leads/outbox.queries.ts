import { In, type DataSource } from 'typeorm';
import type { OutboxMessageDto, OutboxStateName } from '@itsite/shared/contract';
import { OutboxMessageEntity, type OutboxMessage } from '../../data/entities/index.js';
import type { LeadAlert } from '../../platform/outbox/outbox.js';

/** The lead an alert is about, from its payload (null if the payload cannot be read). */
function leadOf(row: OutboxMessage): { id: string | null; name: string | null } {
  try {
    const { lead } = JSON.parse(row.payload) as LeadAlert;
    return { id: lead._id ?? null, name: lead.name ?? null };
  } catch {
    return { id: null, name: null };
  }
}

function recipientsOf(row: OutboxMessage): string[] {
  if (!row.recipients) return [];
  try {
    const list: unknown = JSON.parse(row.recipients);
    return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

export const presentOutboxMessage = (row: OutboxMessage): OutboxMessageDto => ({
  _id: row.id,
  kind: 'leadAlert',
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  leadId: leadOf(row).id,
  leadName: leadOf(row).name,
  recipients: recipientsOf(row),
});

/** New-lead alerts in `state`, or (without) the ones not delivered yet, newest first. */
export async function listOutbox(db: DataSource, query: { state?: OutboxStateName; limit: number }): Promise<OutboxMessageDto[]> {
  const states = query.state ? [query.state] : (['pending', 'failed'] as const);
  const rows = await db.getRepository(OutboxMessageEntity).find({ where: { kind: 'leadAlert', state: In([...states]) }, order: { createdAt: 'DESC', id: 'DESC' }, take: query.limit });
  return rows.map(presentOutboxMessage);
}
