import type { EntitySchema } from 'typeorm';
import type { Endpoint, RevisionItemType } from '@itsite/shared/contract';
import type { AppContext, AppDeps, AppRouter } from '../../kernel/context.js';
import type { Revision } from '../../data/entities/index.js';
import { findOr404, route } from '../http/route.js';
import { findRevision, keepAutosave, listRevisions, presentRevision, savedBy, type RevisionAuthor } from './revisions.js';

/** What the revision routes of one kind of item need: its table, its endpoints, its restore and its answer. */
export interface RevisionItem<T extends { id: string }> {
  type: RevisionItemType;
  entity: EntitySchema<T>;
  label: string;
  list: Endpoint;
  get: Endpoint;
  restore: Endpoint;
  /** Restores and answers as the item's update does. */
  restoreWith: (deps: Pick<AppDeps, 'db' | 'media'>, item: T, revision: Revision, author: RevisionAuthor | null) => Promise<Record<string, unknown>>;
  autosave: Endpoint;
  /** The item as the update in the request's body would leave it (checked as that update is), changing nothing. */
  asUpdated: (ctx: AppContext, item: T) => Promise<{ _id: string }>;
}

/** Revisions of one kind of item (shared/docs/api.md#revisions): list, read one, restore one, autosave. */
export function registerRevisionRoutes<T extends { id: string }>(router: AppRouter, item: RevisionItem<T>) {
  // The item first: an unknown item answers "<Item> not found", its unknown revision "Revision not found".
  const itemOf = (ctx: AppContext & { params: Record<string, string> }) => findOr404(ctx, item.entity, ctx.params.id ?? '', item.label);
  const revisionOf = (ctx: AppContext & { params: Record<string, string> }, found: T) => findRevision(ctx.deps.db, item.type, found.id, ctx.params.revisionId ?? '');

  route(router, item.list, async (ctx) => {
    const found = await itemOf(ctx);
    ctx.body = { success: true, data: await listRevisions(ctx.deps.db, item.type, found.id) };
  });

  route(router, item.get, async (ctx) => {
    const found = await itemOf(ctx);
    ctx.body = { success: true, data: presentRevision(await revisionOf(ctx, found)) };
  });

  route(router, item.restore, async (ctx) => {
    const found = await itemOf(ctx);
    const revision = await revisionOf(ctx, found);
    ctx.body = await item.restoreWith(ctx.deps, found, revision, savedBy(ctx).author);
  });

  route(router, item.autosave, async (ctx) => {
    const found = await itemOf(ctx);
    ctx.body = { success: true, data: await autosave(ctx, item.type, await item.asUpdated(ctx, found)) };
  });
}

/** Keeps the form as the author's autosave revision; files it alone named are removed if nothing else uses them. */
export async function autosave(ctx: AppContext, type: RevisionItemType, answer: { _id: string }) {
  const { revision, dropped } = await keepAutosave(ctx.deps.db, type, answer, savedBy(ctx).author);
  await ctx.deps.media.removeUnused(dropped);
  return revision;
}

