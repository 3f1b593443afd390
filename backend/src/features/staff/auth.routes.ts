import { SESSION_COOKIE, XSRF_COOKIE, accountUpdateSchema, endpoints, loginSchema, passwordChangeSchema, passwordCheckSchema, setPasswordSchema, signInCodeSchema, twoFactorConfirmSchema } from '@itsite/shared/contract';
import { TICKET_EXPIRED, completeSignIn, confirmSetup, replaceRecoveryCodes, startSetup, ticketHolder, turnOff } from './twoFactor.commands.js';
import { hasTwoFactor, mustSetUpTwoFactor } from '../../platform/auth/twoStepRule.js';
import { loadSettings } from '../../data/settings.js';
import type { User } from '../../data/entities/index.js';
import { changePassword, setPasswordWithLink, updateAccount } from './staff.commands.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { announceEnded, createSession, deleteSession, endSessionByRef, endSessionsOf, sessionsOf, type CreatedSession, type SessionOrigin } from '../../platform/auth/sessions.js';
import { normalizeEmail } from './users.js';
import type { AppContext, AppRouter } from '../../kernel/context.js';
import { HttpError, notFound, unauthorized } from '../../kernel/errors.js';
import { checkXsrf, getAuth } from '../../platform/http/auth.js';
import { parseBody } from '../../platform/http/validate.js';
import { presentSession, presentUser } from './user.presenter.js';
import { route } from '../../platform/http/route.js';
import { auditSignIn, auditSignOut } from '../../platform/audit/trail.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_PATH } from '../../platform/auth/deviceCookie.js';
import { isWrongCurrent, isWrongPassword, passwordStep, throttledGuess } from './signIn.js';

function setSessionCookies(ctx: AppContext, { token, session }: CreatedSession) {
  const common = { path: '/', sameSite: 'lax' as const, secure: ctx.secure, overwrite: true, expires: session.expiresAt };
  ctx.cookies.set(SESSION_COOKIE, token, { ...common, httpOnly: true });
  ctx.cookies.set(XSRF_COOKIE, session.xsrfToken ?? '', { ...common, httpOnly: false });
}

/** What a session keeps of where it signed in from, for its owner's list. */
const originOf = (ctx: AppContext): SessionOrigin => ({ userAgent: ctx.get('User-Agent') || null, ip: ctx.ip || null });

function clearSessionCookies(ctx: AppContext) {
  for (const name of [SESSION_COOKIE, XSRF_COOKIE]) ctx.cookies.set(name, null, { path: '/', overwrite: true });
}

export function registerAuthRoutes(router: AppRouter) {
  route(router, endpoints.login, async (ctx) => {
    const input = parseBody(ctx, loginSchema);
    const step = await passwordStep(ctx, input);
    if (step.challenge) {
      // No session yet: the code step (POST /api/v1/login/code) opens it with this ticket.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { success: true, twoFactorRequired: true, ticket: step.challenge.ticket, expiresAt: step.challenge.expiresAt.toISOString() };
      return;
    }
    await signInAs(ctx, step.user, input.client ?? 'web');
  });

  // The code step has its own lockout, per account whatever the address: a stolen password
  // cannot be followed by a million guesses at six digits from many addresses.
  route(router, endpoints.loginCode, async (ctx) => {
    const input = parseBody(ctx, signInCodeSchema);
    const holder = await ticketHolder(ctx.deps.db, input.ticket);
    const lockout = `code:${holder.id}`;
    const isWrongCode = (err: unknown) => err instanceof HttpError && err.status === 401 && err.message !== TICKET_EXPIRED;
    const user = await throttledGuess(
      ctx,
      lockout,
      isWrongCode,
      () =>
        completeSignIn(ctx.deps.db, input.ticket, input).catch(async (err: unknown) => {
          // A wrong code is a failed sign-in of that account, in the audit log as a wrong password is.
          if (isWrongCode(err)) {
            ctx.deps.metrics.signInFailed('code');
            await auditSignIn(ctx, holder, false, undefined, 'wrongCode');
          }
          throw err;
        }),
      lockout,
    );
    await signInAs(ctx, user, input.client ?? 'web');
  });

  route(router, endpoints.me, async (ctx) => {
    const auth = await signedIn(ctx);
    if (auth.via === 'cookie' && auth.session.xsrfToken && ctx.cookies.get(XSRF_COOKIE) !== auth.session.xsrfToken) {
      ctx.cookies.set(XSRF_COOKIE, auth.session.xsrfToken, {
        path: '/',
        sameSite: 'lax',
        secure: ctx.secure,
        httpOnly: false,
        overwrite: true,
        expires: auth.session.expiresAt,
      });
    }
    ctx.body = { success: true, user: await presentMe(ctx, auth.user) };
  });

  // A POST that needs the XSRF token like any cookie write, so another site cannot sign staff out.
  route(router, endpoints.logout, async (ctx) => {
    const auth = await getAuth(ctx).catch(() => null);
    if (auth) {
      checkXsrf(ctx, auth);
      await deleteSession(ctx.deps.db, auth.session.id);
      await auditSignOut(ctx, auth);
      // Its live sockets close on every instance; were the bus down, they would stop receiving
      // at the next event anyway (each event checks the session first).
      await announceEnded(ctx.deps, [auth.session.id]);
    }
    clearSessionCookies(ctx);
    ctx.body = { success: true, message: 'Logged out' };
  });

  // A new sign-in e-mail needs the current password (a wrong one counts as a failed sign-in).
  route(router, endpoints.updateAccount, async (ctx) => {
    const input = parseBody(ctx, accountUpdateSchema);
    const auth = await signedIn(ctx);
    if (normalizeEmail(input.email) !== auth.user.email) {
      const needed = 'Your current password is needed to change your e-mail';
      const { currentPassword } = input;
      if (!currentPassword) throw new HttpError(400, needed, [{ path: 'currentPassword', message: needed }]);
      await throttledGuess(ctx, `user:${auth.user.id}`, isWrongCurrent, async () => {
        if (!(await verifyPassword(currentPassword, auth.user.passwordHash))) throw new HttpError(400, needed, [{ path: 'currentPassword', message: 'Not your current password' }]);
      });
    }
    ctx.body = { success: true, user: await presentMe(ctx, await updateAccount(ctx.deps.db, auth.user.id, input)) };
  });

  // A wrong current password counts as a failed sign-in of the account (a stolen session cannot guess it).
  route(router, endpoints.changePassword, async (ctx) => {
    const input = parseBody(ctx, passwordChangeSchema);
    const auth = await signedIn(ctx);
    await throttledGuess(ctx, `user:${auth.user.id}`, isWrongCurrent, () => changePassword(ctx.deps, auth.user.id, auth.session.id, input));
    ctx.body = { success: true, message: 'Password changed; your other sessions were signed out' };
  });

  route(router, endpoints.mySessions, async (ctx) => {
    const auth = await signedIn(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, data: (await sessionsOf(ctx.deps.db, auth.user.id)).map((s) => presentSession(s, auth.session.id)) };
  });

  route(router, endpoints.endMySession, async (ctx) => {
    const auth = await signedIn(ctx);
    const ended = await endSessionByRef(ctx.deps.db, auth.user.id, String(ctx.params.id));
    if (!ended) throw notFound('Session');
    await announceEnded(ctx.deps, [ended]);
    if (ended === auth.session.id && auth.via === 'cookie') clearSessionCookies(ctx);
    ctx.body = { success: true, message: 'Session ended' };
  });

  route(router, endpoints.endMyOtherSessions, async (ctx) => {
    const auth = await signedIn(ctx);
    const ended = await endSessionsOf(ctx.deps.db, auth.user.id, auth.session.id);
    await announceEnded(ctx.deps, ended);
    ctx.body = { success: true, ended: ended.length, message: ended.length ? `Signed out of ${ended.length} other session(s)` : 'No other session was signed in' };
  });

  // The link's token is the credential: guesses are throttled like sign-in attempts. The web is signed in.
  route(router, endpoints.setPassword, async (ctx) => {
    const input = parseBody(ctx, setPasswordSchema);
    const user = await throttledGuess(ctx, 'password-link', (err) => err.status === 410, () => setPasswordWithLink(ctx.deps, input.token, input.password));
    // A link never stands in for the second step: an account that has one signs in with its code.
    if (hasTwoFactor(user)) {
      ctx.body = { success: true, user: presentUser(user), signInRequired: true };
      return;
    }
    await signInAs(ctx, user, 'web');
  });

  route(router, endpoints.startTwoFactor, async (ctx) => {
    const auth = await signedIn(ctx);
    const settings = await loadSettings(ctx.deps.db);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: await startSetup(ctx.deps.db, auth.user.id, settings.companyName) };
  });

  // The password too (a wrong one counts as a failed sign-in): a session alone cannot turn it on with
  // another person's app and lock the owner out. The account's other sessions end.
  route(router, endpoints.confirmTwoFactor, async (ctx) => {
    const input = parseBody(ctx, twoFactorConfirmSchema);
    const auth = await signedIn(ctx);
    const recoveryCodes = await throttledGuess(ctx, `user:${auth.user.id}`, isWrongPassword, () => confirmSetup(ctx.deps.db, auth.user.id, input.code, input.password));
    await announceEnded(ctx.deps, await endSessionsOf(ctx.deps.db, auth.user.id, auth.session.id));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, message: 'Two-step sign-in is on; your other sessions were signed out', recoveryCodes };
  });

  // Wrong passwords here count as failed sign-ins of the account, as for a password change.
  route(router, endpoints.turnOffTwoFactor, async (ctx) => {
    const input = parseBody(ctx, passwordCheckSchema);
    const auth = await signedIn(ctx);
    await throttledGuess(ctx, `user:${auth.user.id}`, isWrongPassword, () => turnOff(ctx.deps.db, auth.user.id, input.password));
    ctx.body = { success: true, message: 'Two-step sign-in is off' };
  });

  route(router, endpoints.newRecoveryCodes, async (ctx) => {
    const input = parseBody(ctx, passwordCheckSchema);
    const auth = await signedIn(ctx);
    const recoveryCodes = await throttledGuess(ctx, `user:${auth.user.id}`, isWrongPassword, () => replaceRecoveryCodes(ctx.deps.db, auth.user.id, input.password));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, message: 'New recovery codes made; the old ones no longer work', recoveryCodes };
  });
}

/**
 * Opens a session for `user` (a sign-in, in the audit log): the desktop console gets its token in the
 * answer, a browser the cookies. Either way the device is remembered as one that has signed in to the
 * account: a browser by its device cookie (sent only to the sign-in call), the console by the device
 * token it sends with its next sign-in.
 */
async function signInAs(ctx: AppContext, user: User, client: 'web' | 'desktop') {
  await auditSignIn(ctx, user, true);
  const created = await createSession(ctx.deps.db, ctx.deps.config, user.id, client, originOf(ctx));
  const me = await presentMe(ctx, user);
  const device = ctx.deps.deviceCookies.issue(user.id);
  if (client === 'desktop') {
    // The desktop console keeps its tokens itself (encrypted), the device's too; no cookie is set.
    ctx.body = { success: true, user: me, token: created.token, device };
    return;
  }
  ctx.cookies.set(DEVICE_COOKIE, device, { path: DEVICE_COOKIE_PATH, sameSite: 'strict', secure: ctx.secure, httpOnly: true, overwrite: true, maxAge: DEVICE_COOKIE_MAX_AGE_MS });
  setSessionCookies(ctx, created);
  ctx.body = { success: true, user: me };
}

/** The signed-in account as it sees itself: with whether it must set up two-step sign-in before anything else. */
async function presentMe(ctx: AppContext, user: User) {
  return { ...presentUser(user), mustSetUpTwoFactor: await mustSetUpTwoFactor(ctx.deps.db, user) };
}

async function signedIn(ctx: AppContext) {
  const auth = await getAuth(ctx);
  if (!auth) throw unauthorized();
  return auth;
}
