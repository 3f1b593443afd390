import {
  contactSchema,
  endpoints,
  leadBulkSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadSettingsSchema,
  leadUpdateSchema,
  outboxQuerySchema,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type ContactMessageDto,
} from '@itsite/shared/contract';
import { visitAttribution } from '../analytics/index.js';
import { receiveLead } from './contact.commands.js';
import { addLeadNote, bulkLeads, emptySpam, markNotSpam, setLeadsRead, softDeleteLeads, updateLead } from './leads.commands.js';
import { retryOutboxMessage } from './outbox.commands.js';
import type { AppContext, AppRouteMiddleware, AppRouter } from '../../kernel/context.js';
import { notFound, unauthorized } from '../../kernel/errors.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { presentLead } from './lead.presenter.js';
import { loadLeadSettings, saveLeadSettings } from '../../data/lead-settings.js';
import { findLead, leadTimeline, listLeads, readLeadIds } from './leads.queries.js';
import { listOutbox } from './outbox.queries.js';
import { leadsCsv } from './lead-csv.js';
import { leadsXlsx } from './lead-xlsx.js';
import { loadSettings } from '../../data/settings.js';
import { created, route } from '../../platform/http/route.js';

/** The signed-in staff member (the admin guard has already resolved them). */
function me(ctx: AppContext): string {
  const user = ctx.state.auth?.user;
  if (!user) throw unauthorized();
  return user.id;
}

async function leadFor(ctx: AppContext, id: string) {
  const lead = await findLead(ctx.deps.db, id);
  if (!lead) throw notFound('Lead');
  const read = await readLeadIds(ctx.deps.db, me(ctx), [id]);
  return presentLead(lead, read.has(id));
}

/** A visitor's message (the contact form, a quote request; their native posts run this too). */
export const sendContactMessage: AppRouteMiddleware = async (ctx) => {
  const answer = (data: ContactMessageDto) => ({ success: true, message: 'Message sent successfully!', data });
  const input = parseBody(ctx, contactSchema);
  const data = await receiveLead(ctx.deps, input, {
    attribution: visitAttribution(ctx, input),
    spam: ctx.state.spam?.spam,
    token: ctx.state.spam?.token,
    alsoInTransaction: async (m, dto) => ctx.state.idempotency?.complete(m, 201, answer(dto)),
  });
  created(ctx, answer(data));
};

export function registerLeadRoutes(router: AppRouter) {
  // A fresh token on every read: never cached (see the public cache), nothing stored.
  route(router, endpoints.formToken, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, token: ctx.deps.formTokens.issue(), tokenField: FORM_TOKEN_FIELD, honeypotField: HONEYPOT_FIELD };
  });

  route(router, endpoints.sendContactMessage, sendContactMessage);

  // `data` is the page (the first page answers as this list always did: newest first); the paging fields sit beside it.
  route(router, endpoints.listContactMessages, async (ctx) => {
    const page = await listLeads(ctx.deps.db, me(ctx), parseQuery(ctx, leadListQuerySchema));
    ctx.body = { success: true, ...page };
  });

  route(router, endpoints.exportLeads, (ctx) => {
    const filter = parseQuery(ctx, leadFilterSchema);
    const stamp = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="leads-${stamp}.csv"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = leadsCsv(ctx.deps.db, filter);
  });

  route(router, endpoints.exportLeadsXlsx, async (ctx) => {
    const filter = parseQuery(ctx, leadFilterSchema);
    const { timeZone } = await loadSettings(ctx.deps.db);
    const stamp = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="leads-${stamp}.xlsx"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = leadsXlsx(ctx.deps.db, filter, timeZone);
  });

  route(router, endpoints.bulkLeads, async (ctx) => {
    const affected = await bulkLeads(ctx.deps, me(ctx), parseBody(ctx, leadBulkSchema));
    ctx.body = { success: true, affected };
  });

  route(router, endpoints.emptySpam, async (ctx) => {
    ctx.body = { success: true, deleted: await emptySpam(ctx.deps.db) };
  });

  route(router, endpoints.getLead, async (ctx) => {
    const data = await leadFor(ctx, ctx.params.id);
    ctx.body = { success: true, data, timeline: await leadTimeline(ctx.deps.db, ctx.params.id) };
  });

  route(router, endpoints.updateLead, async (ctx) => {
    const input = parseBody(ctx, leadUpdateSchema);
    await updateLead(ctx.deps, ctx.params.id, me(ctx), input);
    ctx.body = { success: true, data: await leadFor(ctx, ctx.params.id), timeline: await leadTimeline(ctx.deps.db, ctx.params.id) };
  });

  route(router, endpoints.addLeadNote, async (ctx) => {
    const { text } = parseBody(ctx, leadNoteSchema);
    await addLeadNote(ctx.deps.db, ctx.params.id, me(ctx), text);
    created(ctx, { success: true, timeline: await leadTimeline(ctx.deps.db, ctx.params.id) });
  });

  route(router, endpoints.markLeadRead, async (ctx) => {
    if ((await setLeadsRead(ctx.deps.db, me(ctx), [ctx.params.id], true)).length === 0) throw notFound('Lead');
    ctx.body = { success: true, data: await leadFor(ctx, ctx.params.id) };
  });

  route(router, endpoints.markLeadUnread, async (ctx) => {
    if ((await setLeadsRead(ctx.deps.db, me(ctx), [ctx.params.id], false)).length === 0) throw notFound('Lead');
    ctx.body = { success: true, data: await leadFor(ctx, ctx.params.id) };
  });

  route(router, endpoints.markLeadNotSpam, async (ctx) => {
    await markNotSpam(ctx.deps, ctx.params.id, me(ctx));
    ctx.body = { success: true, data: await leadFor(ctx, ctx.params.id) };
  });

  route(router, endpoints.deleteContactMessage, async (ctx) => {
    if ((await softDeleteLeads(ctx.deps.db, [ctx.params.id])) === 0) throw notFound('Message');
    ctx.body = { success: true, message: 'Message deleted successfully.' };
  });

  route(router, endpoints.getLeadSettings, async (ctx) => {
    ctx.body = { success: true, settings: await loadLeadSettings(ctx.deps.db) };
  });

  route(router, endpoints.listOutbox, async (ctx) => {
    ctx.body = { success: true, data: await listOutbox(ctx.deps.db, parseQuery(ctx, outboxQuerySchema)) };
  });

  route(router, endpoints.retryOutbox, async (ctx) => {
    ctx.body = { success: true, message: 'The alert e-mail is queued to be sent again.', data: await retryOutboxMessage(ctx.deps, ctx.params.id) };
  });

  route(router, endpoints.updateLeadSettings, async (ctx) => {
    ctx.body = { success: true, message: 'Lead settings saved', settings: await saveLeadSettings(ctx.deps.db, parseBody(ctx, leadSettingsSchema)) };
  });
}
