import type { AppRouter } from '../../context.js';

export function registerHealthRoutes(router: AppRouter) {
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    try {
      await ctx.deps.db.query('SELECT 1');
      ctx.body = { status: 'ok' };
    } catch {
      ctx.status = 503;
      ctx.body = { success: false, message: 'Database unavailable' };
    }
  });
}
