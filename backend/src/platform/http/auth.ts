import { timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, mayUse, type Access, type StaffArea } from '@itsite/shared/contract';
import { resolveSession } from '../auth/sessions.js';
import type { AppContext, AppMiddleware, Auth } from '../../kernel/context.js';
import { forbidden, unauthorized } from '../../kernel/errors.js';
import { noteUser } from '../../kernel/observability/requestLog.js';
import { mustSetUpTwoFactor } from '../auth/twoStepRule.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bearerToken(header: string | undefined): string | null | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * Who sent this request: a bearer token (desktop) wins over the session cookie (web). Looked up
 * once per request and only when a handler asks, so public reads cost no session query.
 */
export async function getAuth(ctx: AppContext): Promise<Auth | null> {
  if (ctx.state.auth !== undefined) return ctx.state.auth;
  const { db, config } = ctx.deps;
  const bearer = bearerToken(ctx.get('Authorization') || undefined);
  let auth: Auth | null;
  if (bearer === null) {
    throw unauthorized('Malformed Authorization header');
  } else if (bearer) {
    const found = await resolveSession(db, config, bearer);
    if (!found) throw unauthorized('Session expired or invalid, please sign in again');
    auth = { ...found, via: 'bearer' };
  } else {
    const cookie = ctx.cookies.get(SESSION_COOKIE);
    const found = cookie ? await resolveSession(db, config, cookie) : null;
    auth = found ? { ...found, via: 'cookie' } : null;
  }
  ctx.state.auth = auth;
  // The request's log line names the account (kernel/observability/requestLog.ts).
  if (auth) noteUser(auth.user.id);
  return auth;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A cookie-authenticated write must echo the XSRF token in a header (double submit, also tied to
 * the session), so another site cannot make an admin's browser act for it.
 */
export function checkXsrf(ctx: AppContext, auth: Auth): void {
  if (auth.via !== 'cookie' || !MUTATING.has(ctx.method)) return;
  const header = ctx.get(XSRF_HEADER);
  const cookie = ctx.cookies.get(XSRF_COOKIE) ?? '';
  const expected = auth.session.xsrfToken ?? '';
  if (!header || !expected || !sameToken(header, cookie) || !sameToken(header, expected)) {
    throw forbidden('Missing or invalid XSRF token');
  }
}

const guards = new Map<Exclude<Access, 'public'>, AppMiddleware>();

/**
 * The guard of an endpoint's access (shared/src/contract/staff.ts): anybody not signed in gets 401,
 * a role that may not use the area 403, whatever the client sends; a cookie write must also carry
 * the XSRF token. One middleware per access, so a test can tell which guard a route has.
 */
export function requireAccess(access: Exclude<Access, 'public'>): AppMiddleware {
  let guard = guards.get(access);
  if (!guard) {
    guard = async (ctx, next) => {
      const auth = await getAuth(ctx);
      if (!auth) throw unauthorized();
      if (access !== 'signedIn' && !mayUse(auth.user.role, access)) throw forbidden(REFUSED[access]);
      checkXsrf(ctx, auth);
      await next();
    };
    guards.set(access, guard);
  }
  return guard;
}

const REFUSED: Record<StaffArea, string> = {
  admin: 'You do not have access: admins only',
  content: 'You do not have access: content is for admins and editors',
  leads: 'You do not have access: leads are for admins and sales',
  applications: 'You do not have access: applications are for admins and recruiters',
};

/** Only a signed-in admin passes. */
export const requireAdmin = requireAccess('admin');

/**
 * While admins require two-step sign-in of everyone (shared/docs/admin.md#two-step-sign-in), an
 * account without it may use only its own account's endpoints, to set it up: everything else is a
 * 403 saying so. Runs after the access guard; accounts that have it set up pay no extra read.
 */
export const requireTwoFactorSetUp: AppMiddleware = async (ctx, next) => {
  const auth = await getAuth(ctx);
  if (auth && (await mustSetUpTwoFactor(ctx.deps.db, auth.user))) {
    throw forbidden('Set up two-step sign-in in My account first: an admin requires it of all staff');
  }
  await next();
};
