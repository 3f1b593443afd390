import { endpoints } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { route } from '../helpers.js';

export function registerHealthRoutes(router: AppRouter) {
  route(router, endpoints.healthz, (ctx) => {
    ctx.body = { status: 'ok' };
  });

  route(router, endpoints.readyz, async (ctx) => {
    try {
      await ctx.deps.db.query('SELECT 1');
      // Ready means the database answers; Redis only helps (its state is reported, not required).
      ctx.body = { status: 'ok', ...ctx.deps.bus.health() };
    } catch {
      ctx.status = 503;
      ctx.body = { success: false, message: 'Database unavailable' };
    }
  });
}
