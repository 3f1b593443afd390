import { adminProductQuerySchema, endpoints, uploads, productBulkSchema, productCreateSchema, productQuerySchema, productUpdateSchema } from '@itsite/shared/contract';
import { createProduct, deleteProduct, deleteProducts, updateProduct } from '../../commands/products.js';
import type { AppRouter } from '../../context.js';
import { ProductEntity } from '../../entities/index.js';
import { filesOf, multipart } from '../../middlewares/upload.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { presentProduct } from '../../presenters/product.js';
import { imagesOf, listAdminProducts, listProducts } from '../../queries/products.js';
import { created, findOr404, route } from '../helpers.js';
import { notFound } from '../../errors.js';
import { mayRead } from '../../publishing/publishing.js';
import { withImageAlt } from '../../media/library.js';
import { savedBy } from '../../revisions/revisions.js';

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
    ctx.body = await listProducts(ctx.deps.db, q);
  });

  route(router, endpoints.listAdminProducts, async (ctx) => {
    ctx.body = await listAdminProducts(ctx.deps.db, parseQuery(ctx, adminProductQuerySchema));
  });

  route(router, endpoints.getProduct, async (ctx) => {
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    if (!(await mayRead(ctx, product))) throw notFound('Product');
    ctx.body = { success: true, product: await withImageAlt(ctx.deps.db, presentProduct(product, await imagesOf(ctx.deps.db, product.id))) };
  });

  route(router, endpoints.createProduct, imageUpload, async (ctx) => {
    const input = parseBody(ctx, productCreateSchema, { multipart: true });
    created(ctx, { success: true, product: await withImageAlt(ctx.deps.db, await createProduct(ctx.deps, input, filesOf(ctx, uploads.productImages), savedBy(ctx))) });
  });

  route(router, endpoints.updateProduct, imageUpload, async (ctx) => {
    const input = parseBody(ctx, productUpdateSchema, { multipart: true });
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    ctx.body = { success: true, product: await withImageAlt(ctx.deps.db, await updateProduct(ctx.deps, product, input, filesOf(ctx, uploads.productImages), savedBy(ctx))) };
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
