import { categorySchema, endpoints } from '@itsite/shared/contract';
import { createCategory, deleteCategory, updateCategory } from './categories.commands.js';
import type { AppRouter } from '../../kernel/context.js';
import { CategoryEntity } from '../../data/entities/index.js';
import { parseBody } from '../../platform/http/validate.js';
import { presentCategory } from './category.presenter.js';
import { created, findOr404, route } from '../../platform/http/route.js';

export function registerCategoryRoutes(router: AppRouter) {
  route(router, endpoints.listCategories, async (ctx) => {
    const categories = await ctx.deps.db.getRepository(CategoryEntity).find({ order: { name: 'ASC' } });
    ctx.body = { success: true, categories: categories.map(presentCategory) };
  });

  route(router, endpoints.getCategory, async (ctx) => {
    const category = await findOr404(ctx, CategoryEntity, ctx.params.id, 'Category');
    ctx.body = { success: true, category: presentCategory(category) };
  });

  route(router, endpoints.createCategory, async (ctx) => {
    const category = await createCategory(ctx.deps.db, parseBody(ctx, categorySchema));
    created(ctx, { success: true, message: 'Category added successfully!', category: presentCategory(category) });
  });

  route(router, endpoints.updateCategory, async (ctx) => {
    const input = parseBody(ctx, categorySchema);
    const category = await updateCategory(ctx.deps.db, await findOr404(ctx, CategoryEntity, ctx.params.id, 'Category'), input);
    ctx.body = { success: true, message: 'Category updated successfully!', category: presentCategory(category) };
  });

  route(router, endpoints.deleteCategory, async (ctx) => {
    await deleteCategory(ctx.deps.db, await findOr404(ctx, CategoryEntity, ctx.params.id, 'Category'));
    ctx.body = { success: true, message: 'Category deleted' };
  });
}
