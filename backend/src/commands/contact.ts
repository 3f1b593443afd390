import { columnsFrom, contactMessageType, type ContactInput, type ContactMessageDto } from '@itsite/shared/contract';
import type { AppDeps } from '../context.js';
import { ContactMessageEntity, type ContactMessage } from '../entities/index.js';
import { newId } from '../ids.js';
import { presentContactMessage } from '../presenters/contact-message.js';

/**
 * Stores a lead, then tells staff. The event goes out only after the insert committed, and a bus
 * failure never loses the visitor's message.
 */
export async function receiveLead(deps: Pick<AppDeps, 'db' | 'bus' | 'logger'>, input: ContactInput): Promise<ContactMessageDto> {
  const { db, bus, logger } = deps;
  const message: ContactMessage = { id: newId(), ...columnsFrom(contactMessageType, input), createdAt: new Date() };
  await db.getRepository(ContactMessageEntity).insert(message);
  const dto = presentContactMessage(message);
  await bus.publish({ event: 'newContactMessage', data: dto }).catch((err: unknown) => logger.error({ err }, 'realtime publish failed'));
  return dto;
}
