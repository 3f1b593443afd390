import { endpoints } from '@itsite/shared/contract';
import type { AppRouteMiddleware } from '../context.js';
import { ReviewEntity } from '../entities/index.js';
import { screenSubmission } from './screen.js';

/**
 * In front of every visitor's write: the spam screen's verdict goes to `ctx.state.spam` for the
 * handler (a lead is stored with status spam). A review the screen caught is stored by its handler
 * as any other (pending, which is never public) and set to rejected here before the answer leaves,
 * so it never shows publicly. The visitor's answer is the same either way.
 */
export const screenPublicWrite: AppRouteMiddleware = async (ctx, next) => {
  const verdict = await screenSubmission(ctx.deps, ctx.request.body);
  ctx.state.spam = verdict;
  if (verdict.spam) ctx.deps.logger.info({ path: ctx.path, reasons: verdict.reasons }, 'submission stored as spam');
  await next();
  if (!verdict.spam || ctx.status !== 201 || ctx.path !== endpoints.submitReview.path) return;
  const body = ctx.body as { data?: { _id?: unknown } } | undefined;
  const id = body?.data?._id;
  if (typeof id === 'string') await ctx.deps.db.getRepository(ReviewEntity).update({ id }, { status: 'rejected', updatedAt: new Date() });
};
