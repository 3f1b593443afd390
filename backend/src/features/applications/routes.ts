import { applicationFilterSchema, applicationListQuerySchema, applicationSchema, applicationUpdateSchema, endpoints, leadNoteSchema, type AnyDocumentType } from '@itsite/shared/contract';
import { visitAttribution } from '../analytics/index.js';
import type { AppContext, AppRouteMiddleware, AppRouter } from '../../kernel/context.js';
import { notFound, unauthorized } from '../../kernel/errors.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { ownersFor, presentStaffOption } from '../staff/index.js';
import { leadTimeline } from '../leads/index.js';
import { resolveAddress } from '../../platform/content/slugs.js';
import { documentTypes } from '@itsite/shared/contract';
import { created, endpointChain, route } from '../../platform/http/route.js';
import { addApplicationNote, applicationsCsv, cvOf, deleteApplication, findApplication, listApplications, presentApplication, receiveApplication, updateApplication } from './store.js';
import { parseApplication } from './cv.js';

const ROLE: AnyDocumentType = documentTypes.openRole;

function me(ctx: AppContext): string {
  const user = ctx.state.auth?.user;
  if (!user) throw unauthorized();
  return user.id;
}

const withTimeline = async (ctx: AppContext, id: string) => ({ success: true as const, data: presentApplication(await findApplication(ctx.deps.db, id)), timeline: await leadTimeline(ctx.deps.db, id) });

/**
 * A visitor's application to the open role its address names (its slug, an old slug or its id; a
 * published role only), with its CV (multipart, parsed in front of the endpoint's chain:
 * parseApplication). Its native post (web/forms.ts) runs this too.
 */
export const sendApplication: AppRouteMiddleware = async (ctx) => {
  const found = await resolveAddress(ctx.deps.db, ROLE.kind, String(ctx.params.slug ?? ''), false);
  if (!found) throw notFound('Open role');
  const input = parseBody(ctx, applicationSchema, { multipart: true });
  const application = await receiveApplication(ctx.deps, found.record, input, ctx.state.cv, {
    attribution: visitAttribution(ctx, input),
    spam: ctx.state.spam?.spam,
    token: ctx.state.spam?.token,
  });
  created(ctx, { success: true, message: 'Application sent. Thank you!', data: { _id: application.id, roleTitle: application.roleTitle } });
};

export function registerApplicationRoutes(router: AppRouter) {
  // The body is parsed (text fields and the CV) before the chain: its limit, Idempotency-Key and
  // spam screen read the fields as they read a contact message's.
  router.register(endpoints.sendApplication.path, ['POST'], [parseApplication, ...endpointChain(endpoints.sendApplication, [sendApplication])]);

  route(router, endpoints.listApplications, async (ctx) => {
    ctx.body = { success: true, ...(await listApplications(ctx.deps.db, parseQuery(ctx, applicationListQuerySchema))) };
  });

  route(router, endpoints.exportApplications, (ctx) => {
    const filter = parseQuery(ctx, applicationFilterSchema);
    ctx.set('Content-Disposition', `attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = applicationsCsv(ctx.deps.db, filter);
  });

  route(router, endpoints.applicationOwners, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, data: (await ownersFor(ctx.deps.db, 'applications')).map(presentStaffOption) };
  });

  route(router, endpoints.getApplication, async (ctx) => {
    ctx.body = await withTimeline(ctx, ctx.params.id);
  });

  route(router, endpoints.updateApplication, async (ctx) => {
    await updateApplication(ctx.deps.db, ctx.params.id, me(ctx), parseBody(ctx, applicationUpdateSchema));
    ctx.body = await withTimeline(ctx, ctx.params.id);
  });

  route(router, endpoints.addApplicationNote, async (ctx) => {
    await addApplicationNote(ctx.deps.db, ctx.params.id, me(ctx), parseBody(ctx, leadNoteSchema).text);
    created(ctx, { success: true, timeline: await leadTimeline(ctx.deps.db, ctx.params.id) });
  });

  route(router, endpoints.deleteApplication, async (ctx) => {
    await deleteApplication(ctx.deps.db, ctx.params.id);
    ctx.body = { success: true, message: 'Application deleted, with its CV.' };
  });

  // Never a public address: only staff who may see applications, as an attachment of its own type.
  route(router, endpoints.downloadApplicationCv, async (ctx) => {
    const { application, content } = await cvOf(ctx.deps.db, ctx.params.id);
    const ext = application.cvType === 'application/pdf' ? 'pdf' : 'docx';
    const base = `CV ${application.name}`.replace(/[^\p{L}\p{N} ._-]/gu, '').trim().slice(0, 80) || 'CV';
    ctx.set('Content-Disposition', `attachment; filename="cv.${ext}"; filename*=UTF-8''${encodeURIComponent(`${base}.${ext}`)}`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = application.cvType;
    ctx.body = content;
  });
}
