import { endpoints } from '@itsite/shared/contract';
import type { AppRouter } from '../../kernel/context.js';
import { unauthorized } from '../../kernel/errors.js';
import { loadDashboard } from './dashboard.queries.js';
import { route } from '../../platform/http/route.js';

export function registerDashboardRoutes(router: AppRouter) {
  // Per person (the unread count and read marks are the caller's, the parts their role's): never cached.
  route(router, endpoints.dashboard, async (ctx) => {
    const user = ctx.state.auth?.user;
    if (!user) throw unauthorized();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, ...(await loadDashboard(ctx.deps.db, user)) };
  });
}
