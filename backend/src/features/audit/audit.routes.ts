import { auditQuerySchema, endpoints } from '@itsite/shared/contract';
import type { AppRouter } from '../../kernel/context.js';
import { parseQuery } from '../../platform/http/validate.js';
import { listAudit } from './audit.queries.js';
import { route } from '../../platform/http/route.js';

/** The audit log, read only: there is no endpoint that changes or deletes an entry. */
export function registerAuditRoutes(router: AppRouter) {
  route(router, endpoints.listAudit, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listAudit(ctx.deps.db, parseQuery(ctx, auditQuerySchema));
  });
}
