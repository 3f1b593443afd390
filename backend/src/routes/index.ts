import Router from '@koa/router';
import type { AppContextExtras, AppRouter, AppState } from '../context.js';
import { registerAuthRoutes } from './auth/index.js';
import { registerBlogRoutes } from './blogs/index.js';
import { registerCategoryRoutes } from './categories/index.js';
import { registerContactRoutes } from './contact/index.js';
import { registerHealthRoutes } from './health/index.js';
import { registerProductRoutes } from './products/index.js';
import { registerReviewRoutes } from './reviews/index.js';
import { registerSecondSectionRoutes } from './second-sections/index.js';
import { registerSettingsRoutes } from './settings/index.js';

/** Routes that change data without an admin, on purpose (DESIGN.md). Everything else is guarded. */
export const PUBLIC_WRITES = new Set(['POST /api/v1/contact', 'POST /api/reviews', 'POST /api/v1/login']);
/** Reads that need an admin although they change nothing. */
export const ADMIN_READS = new Set(['GET /api/v1/contact', 'GET /api/reviews/admin']);

export function createRouter(): AppRouter {
  const router = new Router<AppState, AppContextExtras>();
  registerHealthRoutes(router);
  registerAuthRoutes(router);
  registerProductRoutes(router);
  registerCategoryRoutes(router);
  registerBlogRoutes(router);
  registerSecondSectionRoutes(router);
  registerContactRoutes(router);
  registerReviewRoutes(router);
  registerSettingsRoutes(router);
  return router;
}
