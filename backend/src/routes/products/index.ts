import { UPLOAD_LIMITS, productCreateSchema, productQuerySchema, productUpdateSchema } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { ProductEntity, type Product } from '../../entities/index.js';
import { badRequest } from '../../errors.js';
import { newId } from '../../ids.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { filesOf, multipart } from '../../middlewares/upload.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { presentProduct } from '../../presenters/index.js';
import { created, findOr404 } from '../helpers.js';
import { assertCategoryExists, imagesByProduct, listProducts, replaceImages } from './products.js';

const imageUpload = multipart([{ name: 'images', maxCount: UPLOAD_LIMITS.productImages }]);
const NO_IMAGE = [{ path: 'images', message: 'At least one image is required' }];

export function registerProductRoutes(router: AppRouter) {
  router.get('/api/v1/products', async (ctx) => {
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

  router.get('/api/v1/product/:id', async (ctx) => {
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    const images = await imagesByProduct(ctx.deps.db, [product.id]);
    ctx.body = { success: true, product: presentProduct(product, images.get(product.id) ?? []) };
  });

  router.post('/api/v1/admin/product/new', requireAdmin, imageUpload, async (ctx) => {
    const input = parseBody(ctx, productCreateSchema, { multipart: true });
    const { db, media } = ctx.deps;
    await assertCategoryExists(db, input.category);
    const files = filesOf(ctx, 'images');
    if (files.length === 0) throw badRequest('At least one image is required', NO_IMAGE);
    const accepted = await media.acceptAll(files, 'image');
    const now = new Date();
    const product: Product = {
      id: newId(),
      name: input.name,
      description: input.description,
      price: input.price,
      ratings: input.ratings,
      categoryId: input.category,
      stock: input.stock,
      createdAt: now,
      updatedAt: now,
    };
    const paths = await media.withFiles(accepted, async (paths) => {
      await db.transaction(async (m) => {
        await m.getRepository(ProductEntity).insert(product);
        await replaceImages(m, product.id, paths);
      });
      return paths;
    });
    created(ctx, { success: true, product: presentProduct(product, paths) });
  });

  router.put('/api/v1/admin/product/:id', requireAdmin, imageUpload, async (ctx) => {
    const input = parseBody(ctx, productUpdateSchema, { multipart: true });
    const { db, media } = ctx.deps;
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    if (input.category) await assertCategoryExists(db, input.category);
    const current = (await imagesByProduct(db, [product.id])).get(product.id) ?? [];
    const files = filesOf(ctx, 'images');

    // Which current images stay: those named in keepImages; without it, all of them unless new
    // images are sent (then the new ones replace the old, as a plain re-upload would).
    let kept = current;
    if (input.keepImages) {
      const unknown = input.keepImages.filter((p) => !current.includes(p));
      if (unknown.length) throw badRequest('keepImages names an image this product does not have', [{ path: 'keepImages', message: 'Unknown image' }]);
      kept = input.keepImages;
    } else if (files.length) {
      kept = [];
    }
    if (kept.length + files.length === 0) throw badRequest('At least one image is required', NO_IMAGE);
    if (kept.length + files.length > UPLOAD_LIMITS.productImages) {
      throw badRequest(`At most ${UPLOAD_LIMITS.productImages} images`, [{ path: 'images', message: 'Too many images' }]);
    }
    const accepted = await media.acceptAll(files, 'image');

    Object.assign(product, {
      name: input.name,
      description: input.description,
      price: input.price,
      stock: input.stock,
      ...(input.ratings !== undefined && { ratings: input.ratings }),
      ...(input.category !== undefined && { categoryId: input.category || null }),
      updatedAt: new Date(),
    });
    const images = await media.withFiles(accepted, async (paths) => {
      const images = [...kept, ...paths];
      await db.transaction(async (m) => {
        await m.getRepository(ProductEntity).save(product);
        await replaceImages(m, product.id, images);
      });
      return images;
    });
    await media.removeUnused(current.filter((p) => !images.includes(p)));
    ctx.body = { success: true, product: presentProduct(product, images) };
  });

  router.delete('/api/v1/admin/product/:id', requireAdmin, async (ctx) => {
    const { db, media } = ctx.deps;
    const product = await findOr404(ctx, ProductEntity, ctx.params.id, 'Product');
    const images = (await imagesByProduct(db, [product.id])).get(product.id) ?? [];
    await db.transaction(async (m) => {
      await replaceImages(m, product.id, []);
      await m.getRepository(ProductEntity).delete({ id: product.id });
    });
    await media.removeUnused(images);
    ctx.body = { success: true, message: 'Product deleted' };
  });
}
