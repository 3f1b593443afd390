import type { z } from 'zod';
import type { loginSchema } from '@itsite/shared/contract';
import { issueSignInTicket } from './twoFactor.commands.js';
import { hasTwoFactor } from '../../platform/auth/twoStepRule.js';
import type { AppContext } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import type { User } from '../../data/entities/index.js';
import { HttpError, forbidden, unauthorized } from '../../kernel/errors.js';
import { auditSignIn } from '../../platform/audit/trail.js';
import { enqueueSignInAlert } from '../../platform/outbox/outbox.js';
import { DEVICE_COOKIE } from '../../platform/auth/deviceCookie.js';
import { decoyHash, verifyPassword } from '../../platform/auth/password.js';
import { findUserByLogin, normalizeLogin } from './users.js';

/**
 * The sign-in policy (shared/docs/api.md#sign-in-rules), apart from the HTTP answers the routes
 * make of it: how guesses at a password, a code or a link's token are counted and refused, and
 * what a right password leads to.
 */

/** What a right password leads to: the account, signed in, or a ticket for the two-step code. */
export type PasswordStep = { user: User; challenge?: undefined } | { challenge: { ticket: string; expiresAt: Date }; user?: undefined };

/**
 * The password step of a sign-in. The guess takes its slot before the (slow) password check, so
 * parallel guesses cannot all slip in under the limit; the slot is the account's, however its login
 * was spelled. A device that has signed in to the account before is not counted in the account's
 * ceiling, and the first refusal at that ceiling in a window tells the owner. An unknown login costs
 * the same as a wrong password (a decoy hash is checked), and either is in the audit log.
 */
export async function passwordStep(ctx: AppContext, input: z.output<typeof loginSchema>): Promise<PasswordStep> {
  const { db, loginThrottle, deviceCookies } = ctx.deps;
  const user = await findUserByLogin(db, input.email);
  const account = user ? `user:${user.id}` : `login:${normalizeLogin(input.email)}`;
  const from = { device: user ? deviceCookies.deviceOf(input.device ?? ctx.cookies.get(DEVICE_COOKIE), user.id) : null };
  const refusal = await loginThrottle.reserve(ctx.ip, account, from);
  if (refusal) {
    ctx.deps.metrics.signInFailed('throttled');
    ctx.set('Retry-After', String(refusal.seconds));
    const minutes = Math.ceil(refusal.seconds / 60);
    if (refusal.limit !== 'account') throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${minutes} minute(s).`);
    if (user && (await loginThrottle.firstCeilingRefusal(account))) await alertOwner(ctx, user);
    throw new HttpError(429, `Too many wrong passwords for this account. Sign-ins from new devices are paused for ${minutes} minute(s); a device that has signed in to it before still can.`);
  }
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : await verifyPassword(input.password, await decoyHash()).then(() => false);
  if (!user || !ok) {
    ctx.deps.metrics.signInFailed('password');
    await auditSignIn(ctx, user, false, input.email, 'wrongPassword');
    throw unauthorized('Invalid email/phone or password');
  }
  await loginThrottle.succeed(ctx.ip, account, from);
  if (!user.active) throw forbidden('This account has been deactivated. Ask an admin to reactivate it.');
  if (hasTwoFactor(user)) return { challenge: await issueSignInTicket(db, user) };
  return { user };
}

/**
 * Tells the owner, once a window, that sign-ins from unknown devices were paused (an e-mail through
 * the outbox, when one is configured; the warning in the log either way).
 */
async function alertOwner(ctx: AppContext, user: User) {
  const { db, outbox, logger, loginThrottle } = ctx.deps;
  const { accountMaxFailures: failures, windowSeconds } = loginThrottle.limits;
  logger.warn({ user: user.id, failures }, 'sign-in ceiling reached: new devices paused for this account');
  if (!outbox.enabled) return;
  const now = new Date();
  await inTransaction(db, (m) => enqueueSignInAlert(m, { to: user.email, name: user.name, failures, windowMinutes: Math.round(windowSeconds / 60), at: now.toISOString() }, now));
  outbox.kick();
}

/** A wrong password where a form asked for it again (two-step sign-in on or off, recovery codes). */
export const isWrongPassword = (err: HttpError) => err.errors?.some((e) => e.path === 'password') === true;
/** A wrong current password (a new e-mail, a new password). */
export const isWrongCurrent = (err: HttpError) => err.errors?.some((e) => e.path === 'currentPassword') === true;

/**
 * Runs `work` as a guess at a secret (a current password, a link's token, a code), counted by the
 * sign-in throttle: a wrong guess (`isWrongGuess`) keeps its slot; anything else, a refused new
 * password included, gives it back.
 */
export async function throttledGuess<T>(
  ctx: AppContext,
  account: string,
  isWrongGuess: (err: HttpError) => boolean,
  work: () => Promise<T>,
  /** What the guesses are counted by besides the account: the client's address, unless told otherwise. */
  address = ctx.ip,
): Promise<T> {
  const { loginThrottle } = ctx.deps;
  const refusal = await loginThrottle.reserve(address, account);
  if (refusal) {
    ctx.set('Retry-After', String(refusal.seconds));
    throw new HttpError(429, `Too many failed attempts. Try again in ${Math.ceil(refusal.seconds / 60)} minute(s).`);
  }
  try {
    const result = await work();
    await loginThrottle.succeed(address, account);
    return result;
  } catch (err) {
    // Not a wrong guess (an expired ticket, a refusal of another kind): its slot goes back, but the
    // wrong guesses counted before it stay counted (a reset here would undo the lockout).
    if (!(err instanceof HttpError && isWrongGuess(err))) await loginThrottle.release(address, account);
    throw err;
  }
}
