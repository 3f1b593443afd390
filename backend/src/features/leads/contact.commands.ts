import { attributionOf, columnsFrom, contactMessageType, type Attribution, type ContactMessageDto, type contactSchema } from '@itsite/shared/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { NO_ATTRIBUTION } from '../analytics/index.js';
import { LeadEntity, type Lead } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { presentContactMessage } from './lead.presenter.js';
import { enqueueLeadAlert } from '../../platform/outbox/outbox.js';
import { consumeFormToken } from '../../platform/spam/formTokenUses.js';

export interface ReceiveOptions {
  /** Where the visit that sent it started (features/analytics/attribution.ts); none when not given. */
  attribution?: Attribution;
  /** The spam screen's verdict: spam is stored (status `spam`) but nobody is told. */
  spam?: boolean;
  /** The valid "form shown at" token it carried: used up here; one already used makes it spam. */
  token?: string;
  /** More writes that must commit with the lead, or not at all (the idempotency record). */
  alsoInTransaction?: (m: EntityManager, dto: ContactMessageDto) => Promise<void>;
}

/**
 * Stores a lead, then tells staff. The event goes out only after the insert committed, and a bus
 * failure never loses the visitor's message. Spam is kept (staff may take it out of spam) but
 * raises no event and no alert e-mail.
 */
export async function receiveLead(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger' | 'outbox' | 'metrics'>,
  input: z.output<typeof contactSchema>,
  opts: ReceiveOptions = {},
): Promise<ContactMessageDto> {
  const { db, bus, logger } = deps;
  const now = new Date();
  const message: Lead = {
    id: newId(now.getTime()),
    ...columnsFrom(contactMessageType, input),
    source: input.source,
    status: opts.spam ? 'spam' : 'new',
    ownerId: null,
    followUpAt: null,
    deletedAt: null,
    createdAt: now,
    ...(opts.attribution ?? NO_ATTRIBUTION),
  };
  const dto = presentContactMessage(message);
  let spam = Boolean(opts.spam);
  await inTransaction(db, async (m) => {
    // A token carries one message: a second one with it is a bot's, however good it looks.
    if (!spam && opts.token && !(await consumeFormToken(m, opts.token, now))) {
      spam = true;
      logger.info({ reasons: ['token:reused'] }, 'submission stored as spam');
    }
    message.status = spam ? 'spam' : 'new';
    await m.getRepository(LeadEntity).insert(message);
    // The alert e-mail commits with the lead (or neither does); the worker sends it.
    if (!spam && deps.outbox.enabled) await enqueueLeadAlert(m, { lead: { ...dto, source: message.source, attribution: attributionOf(message) } }, now);
    await opts.alsoInTransaction?.(m, dto);
  });
  deps.metrics.leadReceived(message.source, spam);
  if (!spam) deps.outbox.kick();
  if (!spam) await bus.publish({ event: 'newContactMessage', data: dto }).catch((err: unknown) => logger.error({ err }, 'realtime publish failed'));
  return dto;
}
