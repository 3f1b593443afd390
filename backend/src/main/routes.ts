import Router from '@koa/router';
import { Kept } from '../kernel/kept.js';
import type { AppContextExtras, AppRouter, AppState } from '../kernel/context.js';
import { registerAnalyticsRoutes } from '../features/analytics/analytics.routes.js';
import { registerAuditRoutes } from '../features/audit/audit.routes.js';
import { registerAuthRoutes } from '../features/staff/auth.routes.js';
import { registerBlogRevisionRoutes, registerBlogRoutes } from '../features/blog/blogs.routes.js';
import { registerCategoryRoutes } from '../features/catalogue/categories.routes.js';
import { registerContactRoutes } from '../features/leads/contact.routes.js';
import { registerDashboardRoutes } from '../features/site/dashboard.routes.js';
import { registerHealthRoutes } from '../features/site/health.routes.js';
import { registerMediaRoutes } from '../features/media/media.routes.js';
import { registerProductRevisionRoutes, registerProductRoutes } from '../features/catalogue/products.routes.js';
import { registerReferenceRoutes } from '../features/site/reference.routes.js';
import { registerReviewRoutes } from '../features/reviews/reviews.routes.js';
import { registerSecondSectionRoutes } from '../features/site/second-sections.routes.js';
import { registerSettingsRoutes } from '../features/site/settings.routes.js';
import { registerStaffRoutes } from '../features/staff/staff.routes.js';
import { registerDocumentRoutes } from '../features/documents/routes.js';
import { registerApplicationRoutes } from '../features/applications/routes.js';

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
  registerContactRoutes(router);
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
