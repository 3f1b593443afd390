import { documentEndpointName, documentTypes, endpoints, type AnyDocumentType, type DocumentOperation } from '@itsite/shared/contract';
import type { AppContext, AppRouteMiddleware, AppRouter } from '../../kernel/context.js';
import { notFound } from '../../kernel/errors.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { mayReadDrafts } from '../../platform/content/publishing.js';
import { findRevision, listRevisions, presentRevision, savedBy } from '../../platform/content/revisions.js';
import { resolveAddress } from '../../platform/content/slugs.js';
import { created, findOr404, route } from '../../platform/http/route.js';
import { autosave } from '../../platform/content/revisions.routes.js';
import { createDocument, deleteDocument, documentAsUpdated, entityFor, listDocuments, presentDocuments, restoreDocument, schemas, updateDocument } from './store.js';

/** The back office's table: rows per page. */
const ADMIN_PAGE_SIZE = 20;

const pageOf = (page: string | undefined) => Math.max(1, Number(page ?? 1) || 1);

/** The routes of one document type, from its endpoints (shared/contract/content/document.ts). */
function registerType(router: AppRouter, type: AnyDocumentType) {
  const s = schemas(type);
  const at = (op: DocumentOperation, ...handlers: AppRouteMiddleware[]) => route(router, endpoints[documentEndpointName(type.kind, op)], ...handlers);
  const one = (ctx: AppContext & { params: Record<string, string> }) => findOr404(ctx, entityFor(type.kind), ctx.params.id ?? '', type.label);
  const answer = async (ctx: AppContext, row: Parameters<typeof presentDocuments>[2][number], audience: 'public' | 'admin') => (await presentDocuments(ctx.deps.db, type, [row], audience))[0];

  at('list', async (ctx) => {
    const { page, q, ...filters } = parseQuery(ctx, s.listQuery) as { page?: string; q?: string } & Record<string, string | undefined>;
    ctx.body = await listDocuments(ctx.deps.db, type, { page: pageOf(page), limit: type.site.pageSize, q, filters, publicOnly: true });
  });

  at('getBySlug', async (ctx) => {
    const found = await resolveAddress(ctx.deps.db, type.kind, ctx.params.slug ?? '', await mayReadDrafts(ctx));
    if (!found) throw notFound(type.label);
    ctx.body = { success: true, data: await answer(ctx, found.record, 'public') };
  });

  at('listAdmin', async (ctx) => {
    const { page, limit, q, status } = parseQuery(ctx, s.adminQuery);
    ctx.body = await listDocuments(ctx.deps.db, type, { page: pageOf(page), limit: limit ? Number(limit) : ADMIN_PAGE_SIZE, q, status });
  });

  at('get', async (ctx) => {
    ctx.body = { success: true, data: await answer(ctx, await one(ctx), 'admin') };
  });

  at('create', async (ctx) => {
    const data = await createDocument(ctx.deps, type, parseBody(ctx, s.create), savedBy(ctx));
    created(ctx, { success: true, message: `${type.label} created`, data });
  });

  at('update', async (ctx) => {
    const row = await one(ctx);
    const data = await updateDocument(ctx.deps, type, row, parseBody(ctx, s.update), savedBy(ctx));
    ctx.body = { success: true, message: `${type.label} saved`, data };
  });

  at('delete', async (ctx) => {
    await deleteDocument(ctx.deps, type, await one(ctx));
    ctx.body = { success: true, message: `${type.label} deleted` };
  });

  at('listRevisions', async (ctx) => {
    const row = await one(ctx);
    ctx.body = { success: true, data: await listRevisions(ctx.deps.db, type.kind, row.id) };
  });

  at('getRevision', async (ctx) => {
    const row = await one(ctx);
    ctx.body = { success: true, data: presentRevision(await findRevision(ctx.deps.db, type.kind, row.id, ctx.params.revisionId ?? '')) };
  });

  at('restoreRevision', async (ctx) => {
    const row = await one(ctx);
    const revision = await findRevision(ctx.deps.db, type.kind, row.id, ctx.params.revisionId ?? '');
    const data = await restoreDocument(ctx.deps, type, row, revision, savedBy(ctx).author);
    ctx.body = { success: true, message: 'Revision restored', data };
  });

  at('autosave', async (ctx) => {
    const row = await one(ctx);
    ctx.body = { success: true, data: await autosave(ctx, type.kind, await documentAsUpdated(ctx.deps, type, row, parseBody(ctx, s.update))) };
  });
}

/** Every document type's routes (documentTypes): a new type needs no line here. */
export function registerDocumentRoutes(router: AppRouter) {
  for (const type of Object.values(documentTypes)) registerType(router, type);
}
