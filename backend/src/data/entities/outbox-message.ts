import { EntitySchema } from 'typeorm';
import { datetime, idColumn, int, varchar } from './columns.js';

export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * An e-mail to send, written in the same transaction as the change that causes it (a new lead),
 * so it is neither lost when the mail server is away nor sent for a change that rolled back; or the
 * alert to an account's owner that sign-ins from unknown devices were paused (`signInAlert`).
 */
export interface OutboxMessage {
  id: string;
  kind: 'leadAlert' | 'applicationAlert' | 'signInAlert';
  /** JSON: what the mail says. */
  payload: string;
  /** pending (waiting or retrying), sent, failed (gave up after the last attempt), skipped (no recipients). */
  state: OutboxState;
  attempts: number;
  nextAttemptAt: Date;
  /** The instance sending it now, until `claimedUntil` (then another may take it over). */
  claimedBy: string | null;
  claimedUntil: Date | null;
  lastError: string | null;
  /** JSON list of the addresses the last attempt was sent to (the lead alert addresses then); null before the first. */
  recipients: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const OutboxMessageEntity = new EntitySchema<OutboxMessage>({
  name: 'OutboxMessage',
  tableName: 'outbox',
  columns: {
    id: idColumn(),
    kind: varchar(32),
    payload: { type: 'text' },
    state: varchar(16),
    attempts: int(),
    nextAttemptAt: datetime(),
    claimedBy: varchar(64, true),
    claimedUntil: { type: 'datetime', precision: 3, nullable: true },
    lastError: varchar(1000, true),
    recipients: { type: 'text', nullable: true },
    createdAt: datetime(),
    sentAt: { type: 'datetime', precision: 3, nullable: true },
  },
});
