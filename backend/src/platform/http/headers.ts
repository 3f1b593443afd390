import type { AppMiddleware } from '../../kernel/context.js';
import { HttpError } from '../../kernel/errors.js';

/** Headers every response carries, and `no-store` on API answers (they may hold personal data). */
export const securityHeaders: AppMiddleware = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  if (ctx.path.startsWith('/api/')) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
  await next();
};

/**
 * API answers that have a status but no body (unknown path, wrong method: the router sets 405 with
 * Allow) get the JSON error shape instead of falling through to the website.
 */
export const apiErrorBodies: AppMiddleware = async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.body != null) return;
  if (ctx.status === 404) throw new HttpError(404, `No API route ${ctx.method} ${ctx.path}`);
  if (ctx.status === 405 || ctx.status === 501) {
    ctx.body = { success: false, message: ctx.status === 405 ? `Method ${ctx.method} is not allowed here` : 'Not implemented' };
  }
};
