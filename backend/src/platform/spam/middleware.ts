import type { AppRouteMiddleware } from '../../kernel/context.js';
import { screenSubmission } from './screen.js';

/**
 * In front of every visitor's write: the spam screen's verdict goes to `ctx.state.spam` for the
 * handler, which stores what it caught in the same transaction as any other submission (a lead
 * with status spam, a review as rejected, which is never public). The visitor's answer is the same
 * either way.
 */
export const screenPublicWrite: AppRouteMiddleware = async (ctx, next) => {
  const verdict = await screenSubmission(ctx.deps, ctx.request.body, ctx.ip);
  ctx.state.spam = verdict;
  if (verdict.spam) ctx.deps.logger.info({ path: ctx.path, reasons: verdict.reasons }, 'submission stored as spam');
  await next();
};
