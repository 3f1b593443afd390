import Router from '@koa/router';
import { Kept } from '../kernel/kept.js';
import type { AppContextExtras, AppRouter, AppState } from '../kernel/context.js';
import { registerAnalyticsRoutes } from '../features/analytics/index.js';
import { registerAuditRoutes } from '../features/audit/index.js';
import { registerAuthRoutes, registerStaffRoutes } from '../features/staff/index.js';
import { registerBlogRevisionRoutes, registerBlogRoutes } from '../features/blog/index.js';
import { registerCategoryRoutes, registerProductRevisionRoutes, registerProductRoutes } from '../features/catalogue/index.js';
import { registerLeadRoutes } from '../features/leads/index.js';
import { registerDashboardRoutes, registerHealthRoutes, registerReferenceRoutes, registerSecondSectionRoutes, registerSettingsRoutes } from '../features/site/index.js';
import { registerMediaRoutes } from '../features/media/index.js';
import { registerReviewRoutes } from '../features/reviews/index.js';
import { registerDocumentRoutes } from '../features/documents/index.js';
import { registerApplicationRoutes } from '../features/applications/index.js';

export function createRouter(): AppRouter {
  const router = new Router<AppState, AppContextExtras>();
  registerHealthRoutes(router);
  registerAuthRoutes(router);
  registerProductRoutes(router);
  registerCategoryRoutes(router);
  registerBlogRoutes(router);
  registerProductRevisionRoutes(router);
  registerBlogRevisionRoutes(router);
  registerDocumentRoutes(router);
  registerSecondSectionRoutes(router);
  registerMediaRoutes(router);
  registerLeadRoutes(router);
  registerApplicationRoutes(router);
  registerDashboardRoutes(router);
  registerReviewRoutes(router);
  registerSettingsRoutes(router);
  registerStaffRoutes(router);
  registerAuditRoutes(router);
  registerAnalyticsRoutes(router);
  registerReferenceRoutes(router);
  return keepMatches(router);
}

/** Addresses whose routes are kept (by method): a page's reads ask about the same few on every render. */
const MATCHES_KEPT = 1000;

/**
 * The router, remembering which of its routes an address and method match: it otherwise tries all
 * 136 of its patterns on every request, and a page's in-process reads made that a tenth of their
 * cost. The routes never change once registered. Each request gets its own copy of the lists (the
 * router may add to them on the context).
 */
function keepMatches(router: AppRouter): AppRouter {
  const match = router.match.bind(router);
  const kept = new Kept<ReturnType<AppRouter['match']>>(MATCHES_KEPT);
  router.match = (path, method) => {
    const found = kept.of(`${method} ${path}`, () => match(path, method));
    return { ...found, path: [...found.path], pathAndMethod: [...found.pathAndMethod] };
  };
  return router;
}
