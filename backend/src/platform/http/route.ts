import type { EntitySchema, ObjectLiteral, Repository } from 'typeorm';
import type { Endpoint } from '@itsite/shared/contract';
import type { AppContext, AppRouteMiddleware, AppRouter } from '../../kernel/context.js';
import { notFound } from '../../kernel/errors.js';
import { requireAccess, requireTwoFactorSetUp } from './auth.js';
import { screenPublicWrite } from '../spam/middleware.js';
import { idempotent } from './idempotency.js';
import { answeredId, auditTrail } from '../audit/trail.js';
import { EVERYTHING, touchedBy } from '../../kernel/cache/tags.js';
import { checkSuccessAnswer } from '../openapi/answerCheck.js';

/** The per-address limit of visitors' writes, read from the app's deps at request time. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-return -- Koa's Middleware type returns any: the limit's promise is passed on as it is
const limitPublicWrite: AppRouteMiddleware = (ctx, next) => ctx.deps.publicWriteLimit(ctx, next);

/** The signed-in account's own endpoints (its details, password, sessions, two-step sign-in): open to it even before it sets up a required second step. */
const isOwnAccount = (endpoint: Endpoint) => endpoint.access === 'signedIn' && endpoint.tag === 'Auth';

/**
 * Registers a handler for a declared endpoint. The guards come from the declaration, so a route
 * cannot be added without saying who may call it: every endpoint not public gets the guard of its
 * access in front (`requireAccess`: signed in, and a role that may use its staff area), and
 * visitors' writes (`limit: 'publicWrite'`) the per-address limit, Idempotency-Key and the spam screen.
 * An endpoint that declares `audit` records each successful call in the audit log.
 */
export function route(router: AppRouter, endpoint: Endpoint, ...handlers: AppRouteMiddleware[]): void {
  router.register(endpoint.path, [endpoint.method], endpointChain(endpoint, handlers));
}

/**
 * An endpoint's whole chain: its guards, limits and audit in front of its handlers. A native form
 * post (web/forms.ts) runs the chain of the endpoint its script would call, so both go through the
 * same checks and the same command.
 */
export function endpointChain(endpoint: Endpoint, handlers: AppRouteMiddleware[]): AppRouteMiddleware[] {
  const guard = endpoint.access === 'public' ? [] : [requireAccess(endpoint.access), ...(isOwnAccount(endpoint) ? [] : [requireTwoFactorSetUp])];
  const limit = endpoint.limit === 'publicWrite' ? [limitPublicWrite, idempotent(endpoint.path), screenPublicWrite] : [];
  const audit = auditTrail(endpoint);
  const touch = endpoint.method === 'GET' ? [] : [touches(endpoint)];
  return [checkSuccessAnswer(endpoint), ...touch, ...guard, ...limit, ...(audit ? [audit] : []), ...handlers];
}

/**
 * After a successful write: what it touched of what visitors see, for the public cache
 * (kernel/cache/tags.ts): what its handler named (`ctx.state.touched`: a review's product, say), else by
 * the record its endpoint declares for the audit log and that record's id; a content or settings
 * write that declares none touches everything, any other nothing.
 */
function touches(endpoint: Endpoint): AppRouteMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status >= 400 || ctx.state.touched) return;
    const { audit, access } = endpoint;
    if (audit) {
      const id = audit.bulk || audit.self ? null : (ctx.params.id ?? answeredId(ctx.body));
      ctx.state.touched = touchedBy(audit.record, id);
    } else ctx.state.touched = access === 'content' || access === 'admin' ? [EVERYTHING] : [];
  };
}

/** The record with this id, or a 404 naming what was missing. */
export async function findOr404<T extends ObjectLiteral & { id: string }>(
  ctx: AppContext,
  entity: EntitySchema<T>,
  id: string,
  what: string,
): Promise<T> {
  const repo: Repository<T> = ctx.deps.db.getRepository(entity);
  const found = await repo.findOneBy({ id } as never);
  if (!found) throw notFound(what);
  return found;
}

export function created(ctx: AppContext, body: unknown) {
  ctx.status = 201;
  ctx.body = body;
}
