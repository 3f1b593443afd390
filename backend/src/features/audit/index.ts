/** The audit log's public face: its routes, and the recent entries the dashboard shows. */
export { listAudit } from './audit.queries.js';
export { registerAuditRoutes } from './audit.routes.js';
