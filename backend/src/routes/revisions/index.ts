import type { EntitySchema } from 'typeorm';
import { blogUpdateSchema, endpoints, productUpdateSchema, type Endpoint, type RevisionItemType } from '@itsite/shared/contract';
import { blogAsUpdated } from '../../commands/blogs.js';
import { productAsUpdated } from '../../commands/products.js';
import { parseBody } from '../../middlewares/validate.js';
import type { AppContext, AppDeps, AppRouter } from '../../context.js';
import { BlogEntity, ProductEntity, type Blog, type Product, type Revision } from '../../entities/index.js';
import { findRevision, keepAutosave, listRevisions, presentRevision, savedBy, type RevisionAuthor } from '../../revisions/revisions.js';
import { restoreBlog, restoreProduct } from '../../revisions/restore.js';
import { withImageAlt, withSectionAlt } from '../../media/library.js';
import { findOr404, route } from '../helpers.js';

/** What the revision routes of one kind of item need: its table, its endpoints, its restore and its answer. */
interface Item<T extends { id: string }> {
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

const product: Item<Product> = {
  type: 'product',
  entity: ProductEntity,
  label: 'Product',
  list: endpoints.listProductRevisions,
  get: endpoints.getProductRevision,
  restore: endpoints.restoreProductRevision,
  restoreWith: async (deps, item, revision, author) => ({ success: true, product: await withImageAlt(deps.db, await restoreProduct(deps, item, revision, author)) }),
  autosave: endpoints.autosaveProduct,
  asUpdated: (ctx, item) => productAsUpdated(ctx.deps, item, parseBody(ctx, productUpdateSchema)),
};

const blog: Item<Blog> = {
  type: 'blog',
  entity: BlogEntity,
  label: 'Blog',
  list: endpoints.listBlogRevisions,
  get: endpoints.getBlogRevision,
  restore: endpoints.restoreBlogRevision,
  restoreWith: async (deps, item, revision, author) => ({ success: true, message: 'Revision restored', data: await withSectionAlt(deps.db, await restoreBlog(deps, item, revision, author)) }),
  autosave: endpoints.autosaveBlog,
  asUpdated: (ctx, item) => blogAsUpdated(ctx.deps, item, parseBody(ctx, blogUpdateSchema)),
};

function registerItem<T extends { id: string }>(router: AppRouter, item: Item<T>) {
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

/** Revisions of products and blogs (shared/docs/api.md#revisions): list, read one, restore one, autosave. */
export function registerRevisionRoutes(router: AppRouter) {
  registerItem(router, product);
  registerItem(router, blog);
}
