import Router from '@koa/router';
import type { AppContextExtras, AppRouter, AppState } from '../context.js';
import { registerAuditRoutes } from './audit/index.js';
import { registerAuthRoutes } from './auth/index.js';
import { registerBlogRoutes } from './blogs/index.js';
import { registerCategoryRoutes } from './categories/index.js';
import { registerContactRoutes } from './contact/index.js';
import { registerDashboardRoutes } from './dashboard/index.js';
import { registerHealthRoutes } from './health/index.js';
import { registerMediaRoutes } from './media/index.js';
import { registerProductRoutes } from './products/index.js';
import { registerReferenceRoutes } from './reference/index.js';
import { registerReviewRoutes } from './reviews/index.js';
import { registerRevisionRoutes } from './revisions/index.js';
import { registerSecondSectionRoutes } from './second-sections/index.js';
import { registerSettingsRoutes } from './settings/index.js';
import { registerStaffRoutes } from './staff/index.js';
import { registerDocumentRoutes } from '../documents/routes.js';

export function createRouter(): AppRouter {
  const router = new Router<AppState, AppContextExtras>();
  registerHealthRoutes(router);
  registerAuthRoutes(router);
  registerProductRoutes(router);
  registerCategoryRoutes(router);
  registerBlogRoutes(router);
  registerRevisionRoutes(router);
  registerDocumentRoutes(router);
  registerSecondSectionRoutes(router);
  registerMediaRoutes(router);
  registerContactRoutes(router);
  registerDashboardRoutes(router);
  registerReviewRoutes(router);
  registerSettingsRoutes(router);
  registerStaffRoutes(router);
  registerAuditRoutes(router);
  registerReferenceRoutes(router);
  return router;
}
