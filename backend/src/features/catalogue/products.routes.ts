import { adminProductQuerySchema, endpoints, uploads, productBulkSchema, productCreateSchema, productQuerySchema, productUpdateSchema, imageAltsSchema, imageAltsProblem, type ProductDto } from '@itsite/shared/contract';
import { createProduct, deleteProduct, deleteProducts, productAsUpdated, restoreProduct, updateProduct } from './products.commands.js';
import type { AppContext, AppRouter } from '../../kernel/context.js';
import { ProductEntity, type Product } from '../../data/entities/index.js';
import { filesOf, multipart } from '../../platform/http/upload.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { presentProduct } from './product.presenter.js';
import { imagesOf, listAdminProducts, listProducts } from './products.queries.js';
import { approvedReviewsOf, reviewSummaries } from '../reviews/index.js';
import { created, findOr404, route } from '../../platform/http/route.js';
import { badRequest, notFound } from '../../kernel/errors.js';
import { mayRead, mayReadDrafts } from '../../platform/content/publishing.js';
import { setAlts, withImageAlt } from '../../platform/media/library.js';
import { savedBy } from '../../platform/content/revisions.js';
import { registerRevisionRoutes } from '../../platform/content/revisions.routes.js';
import { resolveAddress } from '../../platform/content/slugs.js';

const imageUpload = multipart([uploads.productImages]);

export function registerProductRoutes(router: AppRouter) {
  route(router, endpoints.listProducts, async (ctx) => {
    const q = parseQuery(ctx, productQuerySchema, (query) => ({
      keyword: query.keyword,
      page: query.page,
      priceGte: query['price[gte]'],
      priceLte: query['price[lte]'],
      ratingsGte: query['ratings[gte]'],
      category: query.category,
    }));
    ctx.body = await listProducts(ctx.deps.db, q, ctx.deps.publicCache.keep);
  });

  route(router, endpoints.listAdminProducts, async (ctx) => {
    ctx.body = await listAdminProducts(ctx.deps.db, parseQuery(ctx, adminProductQuerySchema));
  });

  route(router, endpoints.getProduct, async (ctx) => {
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    if (!(await mayRead(ctx, product))) throw notFound('Product');
    ctx.body = await productPage(ctx, product);
  });

  route(router, endpoints.getProductBySlug, async (ctx) => {
    const found = await resolveAddress(ctx.deps.db, 'product', ctx.params.slug ?? '', await mayReadDrafts(ctx));
    if (!found) throw notFound('Product');
    ctx.body = await productPage(ctx, found.record);
  });

  route(router, endpoints.createProduct, imageUpload, async (ctx) => {
    const input = parseBody(ctx, productCreateSchema, { multipart: true });
    const files = filesOf(ctx, uploads.productImages);
    const alts = newImageAlts(ctx, files.length);
    const product = await createProduct(ctx.deps, input, files, savedBy(ctx));
    created(ctx, { success: true, product: await withNewImageAlts(ctx, product, files.length, alts) });
  });

  route(router, endpoints.updateProduct, imageUpload, async (ctx) => {
    const input = parseBody(ctx, productUpdateSchema, { multipart: true });
    const files = filesOf(ctx, uploads.productImages);
    const alts = newImageAlts(ctx, files.length);
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    const updated = await updateProduct(ctx.deps, product, input, files, savedBy(ctx));
    ctx.body = { success: true, product: await withNewImageAlts(ctx, updated, files.length, alts) };
  });

  route(router, endpoints.deleteProduct, async (ctx) => {
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    await deleteProduct(ctx.deps, product);
    ctx.body = { success: true, message: 'Product deleted' };
  });

  route(router, endpoints.bulkProducts, async (ctx) => {
    const { ids } = parseBody(ctx, productBulkSchema);
    ctx.body = { success: true, ...(await deleteProducts(ctx.deps, ids)) };
  });
}

/** One product's public read: the product with its images' alt texts and its reviews' summary, and its newest approved reviews. */
async function productPage(ctx: AppContext, product: Product) {
  const { db } = ctx.deps;
  const [images, summaries, reviews] = await Promise.all([imagesOf(db, product.id), reviewSummaries(db, [product.id]), approvedReviewsOf(db, product.id)]);
  const dto = await withImageAlt(db, presentProduct(product, images));
  return { success: true as const, product: { ...dto, reviewSummary: summaries.get(product.id) ?? null }, reviews };
}

/** The alt texts sent for the new images (multipart `imageAlts`); 400 naming it unless each has one. */
function newImageAlts(ctx: AppContext, count: number): string[] {
  const { imageAlts = [] } = parseBody(ctx, imageAltsSchema, { multipart: true });
  const problem = imageAltsProblem(count, imageAlts);
  if (problem) throw badRequest(problem, [{ path: 'imageAlts', message: 'Write the alt text of each new image' }]);
  return imageAlts;
}

/** The saved product with its images' alt texts, once the new images (the last `count`) have theirs. */
async function withNewImageAlts(ctx: AppContext, product: ProductDto, count: number, alts: string[]): Promise<ProductDto> {
  await setAlts(ctx.deps.db, count ? product.image.slice(-count) : [], alts);
  return withImageAlt(ctx.deps.db, product);
}

/** A product's revisions: list, read one, restore one, autosave (platform/content/revisions.routes.ts). */
export function registerProductRevisionRoutes(router: AppRouter) {
  registerRevisionRoutes<Product>(router, {
    type: 'product',
    entity: ProductEntity,
    label: 'Product',
    list: endpoints.listProductRevisions,
    get: endpoints.getProductRevision,
    restore: endpoints.restoreProductRevision,
    restoreWith: async (deps, item, revision, author) => ({ success: true, product: await withImageAlt(deps.db, await restoreProduct(deps, item, revision, author)) }),
    autosave: endpoints.autosaveProduct,
    asUpdated: (ctx, item) => productAsUpdated(ctx.deps, item, parseBody(ctx, productUpdateSchema)),
  });
}
