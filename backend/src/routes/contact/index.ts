import { contactSchema, endpoints } from '@itsite/shared/contract';
import { receiveLead } from '../../commands/contact.js';
import type { AppRouter } from '../../context.js';
import { ContactMessageEntity } from '../../entities/index.js';
import { parseBody } from '../../middlewares/validate.js';
import { presentContactMessage } from '../../presenters/contact-message.js';
import { created, findOr404, route } from '../helpers.js';

export function registerContactRoutes(router: AppRouter) {
  route(router, endpoints.sendContactMessage, async (ctx) => {
    const data = await receiveLead(ctx.deps, parseBody(ctx, contactSchema));
    created(ctx, { success: true, message: 'Message sent successfully!', data });
  });

  route(router, endpoints.listContactMessages, async (ctx) => {
    const rows = await ctx.deps.db.getRepository(ContactMessageEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    ctx.body = { success: true, data: rows.map(presentContactMessage) };
  });

  route(router, endpoints.deleteContactMessage, async (ctx) => {
    const row = await findOr404(ctx, ContactMessageEntity, ctx.params.id, 'Message');
    await ctx.deps.db.getRepository(ContactMessageEntity).delete({ id: row.id });
    ctx.body = { success: true, message: 'Message deleted successfully.' };
  });
}
