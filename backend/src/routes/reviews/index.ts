import {
  adminReviewQuerySchema,
  assignFields,
  endpoints,
  reviewBulkSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewStatusSchema,
  reviewType,
  reviewUpdateSchema,
  type ReviewDto,
} from '@itsite/shared/contract';
import { bulkReviews, receiveReview } from '../../commands/reviews.js';
import type { AppRouteMiddleware, AppRouter } from '../../context.js';
import { ReviewEntity } from '../../entities/index.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { presentAdminReview, presentReview } from '../../presenters/review.js';
import { listAdminReviews } from '../../queries/reviews.js';
import { created, findOr404, route } from '../helpers.js';

/** A visitor's review waits for approval (the native review form's post runs this too). */
export const submitReview: AppRouteMiddleware = async (ctx) => {
  const answer = (data: ReviewDto) => ({ success: true, message: 'Thank you for your review! It will appear once approved.', data });
  const data = await receiveReview(ctx.deps.db, parseBody(ctx, reviewCreateSchema), {
    spam: ctx.state.spam?.spam,
    token: ctx.state.spam?.token,
    alsoInTransaction: async (m, dto) => ctx.state.idempotency?.complete(m, 201, answer(dto)),
  });
  created(ctx, answer(data));
};

export function registerReviewRoutes(router: AppRouter) {
  // Approved reviews only, newest first, as a plain array.
  route(router, endpoints.listReviews, async (ctx) => {
    const { page, limit } = parseQuery(ctx, reviewListQuerySchema);
    const rows = await ctx.deps.db.getRepository(ReviewEntity).find({
      where: { status: 'approved' },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    ctx.body = rows.map(presentReview);
  });

  route(router, endpoints.submitReview, submitReview);

  route(router, endpoints.listAllReviews, async (ctx) => {
    ctx.body = await listAdminReviews(ctx.deps.db, parseQuery(ctx, adminReviewQuerySchema));
  });

  route(router, endpoints.setReviewStatus, async (ctx) => {
    const { status } = parseBody(ctx, reviewStatusSchema);
    const review = await findOr404(ctx, ReviewEntity, ctx.params.id, 'Review');
    Object.assign(review, { status, updatedAt: new Date() });
    await ctx.deps.db.getRepository(ReviewEntity).save(review);
    ctx.body = { success: true, data: presentAdminReview(review) };
  });

  route(router, endpoints.updateReview, async (ctx) => {
    const input = parseBody(ctx, reviewUpdateSchema);
    const review = await findOr404(ctx, ReviewEntity, ctx.params.id, 'Review');
    assignFields(reviewType, input, review);
    review.updatedAt = new Date();
    await ctx.deps.db.getRepository(ReviewEntity).save(review);
    ctx.body = { success: true, data: presentAdminReview(review) };
  });

  route(router, endpoints.deleteReview, async (ctx) => {
    const review = await findOr404(ctx, ReviewEntity, ctx.params.id, 'Review');
    await ctx.deps.db.getRepository(ReviewEntity).delete({ id: review.id });
    ctx.body = { success: true, message: 'Review deleted' };
  });

  route(router, endpoints.bulkReviews, async (ctx) => {
    ctx.body = { success: true, ...(await bulkReviews(ctx.deps.db, parseBody(ctx, reviewBulkSchema))) };
  });
}
