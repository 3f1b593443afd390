import { contactSchema } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { ContactMessageEntity, type ContactMessage } from '../../entities/index.js';
import { newId } from '../../ids.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { parseBody } from '../../middlewares/validate.js';
import { presentContactMessage } from '../../presenters/index.js';
import { created, findOr404 } from '../helpers.js';

export function registerContactRoutes(router: AppRouter) {
  router.post('/api/v1/contact', async (ctx) => {
    const input = parseBody(ctx, contactSchema);
    const { db, bus, logger } = ctx.deps;
    const message: ContactMessage = { id: newId(), ...input, createdAt: new Date() };
    await db.getRepository(ContactMessageEntity).insert(message);
    const dto = presentContactMessage(message);
    // Sent only after the insert committed; a bus failure must not lose the visitor's message.
    await bus.publish({ event: 'newContactMessage', data: dto }).catch((err: unknown) => logger.error({ err }, 'realtime publish failed'));
    created(ctx, { success: true, message: 'Message sent successfully!', data: dto });
  });

  router.get('/api/v1/contact', requireAdmin, async (ctx) => {
    const rows = await ctx.deps.db.getRepository(ContactMessageEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    ctx.body = { success: true, data: rows.map(presentContactMessage) };
  });

  router.delete('/api/v1/contact/:id', requireAdmin, async (ctx) => {
    const row = await findOr404(ctx, ContactMessageEntity, ctx.params.id, 'Message');
    await ctx.deps.db.getRepository(ContactMessageEntity).delete({ id: row.id });
    ctx.body = { success: true, message: 'Message deleted successfully.' };
  });
}
