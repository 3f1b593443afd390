import type { DataSource } from 'typeorm';
import { categorySchema } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { CategoryEntity, ProductEntity, type Category } from '../../entities/index.js';
import { conflict } from '../../errors.js';
import { newId } from '../../ids.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { parseBody } from '../../middlewares/validate.js';
import { presentCategory } from '../../presenters/index.js';
import { created, findOr404 } from '../helpers.js';

/** Category names are unique ignoring case on every database (SQLite compares case-sensitively). */
async function assertNameFree(db: DataSource, name: string, exceptId?: string) {
  const qb = db.getRepository(CategoryEntity).createQueryBuilder('c').where('LOWER(c.name) = LOWER(:name)', { name });
  if (exceptId) qb.andWhere('c.id != :id', { id: exceptId });
  if (await qb.getExists()) throw conflict('A category with this name already exists');
}

export function registerCategoryRoutes(router: AppRouter) {
  // Public: the catalogue shows category names (DESIGN.md).
  router.get('/api/v1/admin/categories', async (ctx) => {
    const categories = await ctx.deps.db.getRepository(CategoryEntity).find({ order: { name: 'ASC' } });
    ctx.body = { success: true, categories: categories.map(presentCategory) };
  });

  router.get('/api/v1/admin/categories/:id', async (ctx) => {
    const category = await findOr404(ctx, CategoryEntity, ctx.params.id, 'Category');
    ctx.body = { success: true, category: presentCategory(category) };
  });

  router.post('/api/v1/admin/categories', requireAdmin, async (ctx) => {
    const input = parseBody(ctx, categorySchema);
    await assertNameFree(ctx.deps.db, input.name);
    const now = new Date();
    const category: Category = { id: newId(), ...input, createdAt: now, updatedAt: now };
    await ctx.deps.db.getRepository(CategoryEntity).insert(category);
    created(ctx, { success: true, message: 'Category added successfully!', category: presentCategory(category) });
  });

  router.put('/api/v1/admin/categories/:id', requireAdmin, async (ctx) => {
    const input = parseBody(ctx, categorySchema);
    const category = await findOr404(ctx, CategoryEntity, ctx.params.id, 'Category');
    await assertNameFree(ctx.deps.db, input.name, category.id);
    Object.assign(category, input, { updatedAt: new Date() });
    await ctx.deps.db.getRepository(CategoryEntity).save(category);
    ctx.body = { success: true, message: 'Category updated successfully!', category: presentCategory(category) };
  });

  router.delete('/api/v1/admin/categories/:id', requireAdmin, async (ctx) => {
    const category = await findOr404(ctx, CategoryEntity, ctx.params.id, 'Category');
    // Products of a deleted category stay in the catalogue as "Uncategorized".
    await ctx.deps.db.transaction(async (m) => {
      await m.getRepository(ProductEntity).update({ categoryId: category.id }, { categoryId: null });
      await m.getRepository(CategoryEntity).delete({ id: category.id });
    });
    ctx.body = { success: true, message: 'Category deleted' };
  });
}
