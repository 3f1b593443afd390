import { reviewCreateSchema, reviewListQuerySchema, reviewStatusSchema, reviewUpdateSchema } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { ReviewEntity, type Review } from '../../entities/index.js';
import { newId } from '../../ids.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { presentAdminReview, presentReview } from '../../presenters/index.js';
import { created, findOr404 } from '../helpers.js';

export function registerReviewRoutes(router: AppRouter) {
  // Public: approved reviews only, newest first, as a plain array (spec §7).
  router.get('/api/reviews', async (ctx) => {
    const { page, limit } = parseQuery(ctx, reviewListQuerySchema);
    const rows = await ctx.deps.db.getRepository(ReviewEntity).find({
      where: { status: 'approved' },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    ctx.body = rows.map(presentReview);
  });

  router.post('/api/reviews', async (ctx) => {
    const input = parseBody(ctx, reviewCreateSchema);
    const now = new Date();
    const review: Review = { id: newId(), ...input, status: 'pending', createdAt: now, updatedAt: now };
    await ctx.deps.db.getRepository(ReviewEntity).insert(review);
    created(ctx, { success: true, message: 'Thank you for your review! It will appear once approved.', data: presentReview(review) });
  });

  router.get('/api/reviews/admin', requireAdmin, async (ctx) => {
    const rows = await ctx.deps.db.getRepository(ReviewEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    ctx.body = rows.map(presentAdminReview);
  });

  router.patch('/api/reviews/:id/status', requireAdmin, async (ctx) => {
    const { status } = parseBody(ctx, reviewStatusSchema);
    const review = await findOr404(ctx, ReviewEntity, ctx.params.id, 'Review');
    Object.assign(review, { status, updatedAt: new Date() });
    await ctx.deps.db.getRepository(ReviewEntity).save(review);
    ctx.body = { success: true, data: presentAdminReview(review) };
  });

  router.patch('/api/reviews/:id', requireAdmin, async (ctx) => {
    const input = parseBody(ctx, reviewUpdateSchema);
    const review = await findOr404(ctx, ReviewEntity, ctx.params.id, 'Review');
    Object.assign(review, {
      ...(input.feedback !== undefined && { feedback: input.feedback }),
      ...(input.rating !== undefined && { rating: input.rating }),
      updatedAt: new Date(),
    });
    await ctx.deps.db.getRepository(ReviewEntity).save(review);
    ctx.body = { success: true, data: presentAdminReview(review) };
  });

  router.delete('/api/reviews/:id', requireAdmin, async (ctx) => {
    const review = await findOr404(ctx, ReviewEntity, ctx.params.id, 'Review');
    await ctx.deps.db.getRepository(ReviewEntity).delete({ id: review.id });
    ctx.body = { success: true, message: 'Review deleted' };
  });
}
