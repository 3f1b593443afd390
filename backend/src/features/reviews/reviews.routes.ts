import {
  adminReviewQuerySchema,
  endpoints,
  reviewBulkSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewStatusSchema,
  reviewUpdateSchema,
  type ReviewDto,
} from '@itsite/shared/contract';
import { bulkReviews, correctReview, deleteReview, receiveReview, setReviewStatus } from './reviews.commands.js';
import { touchedByReviews } from '../../kernel/cache/tags.js';
import type { AppRouteMiddleware, AppRouter } from '../../kernel/context.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { listAdminReviews, listApprovedReviews } from './reviews.queries.js';
import { siteReviewSummary } from './productReviews.queries.js';
import { created, route } from '../../platform/http/route.js';
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
    ctx.body = await listApprovedReviews(ctx.deps.db, page, limit);
  });

  route(router, endpoints.reviewSummary, async (ctx) => {
    ctx.body = { success: true, summary: await siteReviewSummary(ctx.deps.db) };
  });

  route(router, endpoints.submitReview, submitReview);

  route(router, endpoints.listAllReviews, async (ctx) => {
    ctx.body = await listAdminReviews(ctx.deps.db, parseQuery(ctx, adminReviewQuerySchema));
  });

  // A review's page is its product's (or the company's reviews): what moderation touches.
  route(router, endpoints.setReviewStatus, async (ctx) => {
    const { status } = parseBody(ctx, reviewStatusSchema);
    const data = await setReviewStatus(ctx.deps.db, ctx.params.id, status);
    ctx.state.touched = touchedByReviews([data.product?._id ?? null]);
    ctx.body = { success: true, data };
  });

  route(router, endpoints.updateReview, async (ctx) => {
    const data = await correctReview(ctx.deps.db, ctx.params.id, parseBody(ctx, reviewUpdateSchema));
    ctx.state.touched = touchedByReviews([data.product?._id ?? null]);
    ctx.body = { success: true, data };
  });

  route(router, endpoints.deleteReview, async (ctx) => {
    ctx.state.touched = touchedByReviews([await deleteReview(ctx.deps.db, ctx.params.id)]);
    ctx.body = { success: true, message: 'Review deleted' };
  });

  route(router, endpoints.bulkReviews, async (ctx) => {
    const { outcome, products } = await bulkReviews(ctx.deps.db, parseBody(ctx, reviewBulkSchema));
    ctx.state.touched = touchedByReviews(products);
    ctx.body = { success: true, ...outcome };
  });
}
