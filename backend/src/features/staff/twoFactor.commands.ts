import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { SIGN_IN_TICKET_TTL_MS, type SecuritySettingsDto, type TwoFactorSetupDto } from '@itsite/shared/contract';
import { verifyPassword } from '../../platform/auth/password.js';
import { hashToken } from '../../platform/auth/sessions.js';
import { acceptedStep, newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeHash, recoveryHashesOf, totpUri } from '../../platform/auth/twoFactor.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { UserEntity, type User } from '../../data/entities/index.js';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../../kernel/errors.js';
import { loadSecurity, saveSecurity } from '../../data/security.js';
import { hasTwoFactor } from '../../platform/auth/twoStepRule.js';

/**
 * Two-step sign-in (shared/docs/admin.md#two-step-sign-in): setting it up and turning it off on
 * one's own account, recovery codes, the code step of a sign-in, and the admins' rule that every
 * account must use it.
 */

const users = (db: DataSource | EntityManager) => db.getRepository(UserEntity);

async function userOr404(db: DataSource | EntityManager, id: string): Promise<User> {
  const user = await users(db).findOneBy({ id });
  if (!user) throw notFound('Staff account');
  return user;
}

/** A new secret for the account, kept as pending until a code from it is confirmed; an earlier pending one is replaced. */
export async function startSetup(db: DataSource, userId: string, issuer: string): Promise<TwoFactorSetupDto> {
  const user = await userOr404(db, userId);
  if (hasTwoFactor(user)) throw conflict('Two-step sign-in is already on. Turn it off first to set it up with another app.');
  const secret = newTotpSecret();
  await users(db).update({ id: user.id }, { totpPendingSecret: secret, updatedAt: new Date() });
  const uri = totpUri(secret, user.email, issuer);
  return { secret, uri, qrSvg: await qrSvg(uri) };
}

const wrongCode = () => badRequest('That code is not right. Check the time on your phone and enter the code the app shows now.', [{ path: 'code', message: 'Not the code your app shows now' }]);

/** The first right code, with the account's password, turns two-step sign-in on; answers the ten recovery codes, shown this once. */
export async function confirmSetup(db: DataSource, userId: string, code: string, password: string): Promise<string[]> {
  await checkPassword(await userOr404(db, userId), password);
  return inTransaction(db, async (m) => {
    const user = await userOr404(m, userId);
    if (hasTwoFactor(user)) throw conflict('Two-step sign-in is already on.');
    if (!user.totpPendingSecret) throw badRequest('Start the set-up first: no code is expected yet.');
    const step = acceptedStep(user.totpPendingSecret, code, null);
    if (step === null) throw wrongCode();
    const { codes, hashes } = newRecoveryCodes();
    await users(m).update(
      { id: user.id },
      { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, recoveryCodeHashes: JSON.stringify(hashes), updatedAt: new Date() },
    );
    return codes;
  });
}

/** The account's password, checked again before its second step changes (400 on `password`). */
export async function checkPassword(user: User, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw badRequest('Your password is not right', [{ path: 'password', message: 'Not your current password' }]);
  }
}

/** Turns two-step sign-in off (password required); refused while admins require it of everyone. */
export async function turnOff(db: DataSource, userId: string, password: string): Promise<void> {
  const user = await userOr404(db, userId);
  await checkPassword(user, password);
  if (!hasTwoFactor(user)) return;
  if ((await loadSecurity(db)).requireTwoFactor) throw conflict('Two-step sign-in is required for all staff: it cannot be turned off.');
  await users(db).update({ id: user.id }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodeHashes: null, updatedAt: new Date() });
}

/** Ten new recovery codes (password required); the old ones stop working. */
export async function replaceRecoveryCodes(db: DataSource, userId: string, password: string): Promise<string[]> {
  const user = await userOr404(db, userId);
  await checkPassword(user, password);
  if (!hasTwoFactor(user)) throw conflict('Turn two-step sign-in on first.');
  const { codes, hashes } = newRecoveryCodes();
  await users(db).update({ id: user.id }, { recoveryCodeHashes: JSON.stringify(hashes), updatedAt: new Date() });
  return codes;
}

/** How many unused recovery codes the account has left. */
export const recoveryCodesLeft = (user: User): number => recoveryHashesOf(user.recoveryCodeHashes).length;

/** After a right password: a ticket for the code step (only its hash is kept; a new one replaces an older one). */
export async function issueSignInTicket(db: DataSource, user: User, now = new Date()): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGN_IN_TICKET_TTL_MS);
  await users(db).update({ id: user.id }, { signInTicketHash: hashToken(ticket), signInTicketExpiresAt: expiresAt });
  return { ticket, expiresAt };
}

export const TICKET_EXPIRED = 'Your sign-in has expired. Enter your password again.';

/** The account a live sign-in ticket belongs to (401 when none: unknown, used, or older than five minutes). */
export async function ticketHolder(db: DataSource, ticket: string, now = new Date()): Promise<User> {
  const user = await users(db).findOneBy({ signInTicketHash: hashToken(ticket) });
  if (!user || !user.active || !user.signInTicketExpiresAt || user.signInTicketExpiresAt <= now || !hasTwoFactor(user)) throw unauthorized(TICKET_EXPIRED);
  return user;
}

/**
 * The code step: a right code (newer than the last one used) or an unused recovery code ends the
 * ticket and answers the account; anything else is a 401 that keeps the ticket for another try.
 */
export async function completeSignIn(db: DataSource, ticket: string, proof: { code?: string; recoveryCode?: string }, now = new Date()): Promise<User> {
  return inTransaction(db, async (m) => {
    const holder = await users(m).findOne({ where: { signInTicketHash: hashToken(ticket) }, ...(m.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_write' as const } }) });
    if (!holder || !holder.active || !holder.signInTicketExpiresAt || holder.signInTicketExpiresAt <= now || !holder.totpSecret) throw unauthorized(TICKET_EXPIRED);
    const done: Partial<User> = { signInTicketHash: null, signInTicketExpiresAt: null };
    if (proof.code !== undefined) {
      const step = acceptedStep(holder.totpSecret, proof.code, holder.totpLastStep, now.getTime());
      if (step === null) throw new HttpError(401, 'That code is not right, or was used already. Enter the code your app shows now.', [{ path: 'code', message: 'Not the code your app shows now' }]);
      done.totpLastStep = step;
    } else {
      const hashes = recoveryHashesOf(holder.recoveryCodeHashes);
      const hash = recoveryCodeHash(proof.recoveryCode ?? '');
      if (!hashes.includes(hash)) throw new HttpError(401, 'That recovery code is not right, or was used already.', [{ path: 'recoveryCode', message: 'Not an unused recovery code' }]);
      done.recoveryCodeHashes = JSON.stringify(hashes.filter((h) => h !== hash));
    }
    await users(m).update({ id: holder.id }, done);
    return { ...holder, ...done };
  });
}

/** Admins require two-step sign-in of everyone, or not; an admin without it cannot require it (409). */
export async function setSecurity(db: DataSource, actorId: string, input: SecuritySettingsDto): Promise<SecuritySettingsDto> {
  if (input.requireTwoFactor && !hasTwoFactor(await userOr404(db, actorId))) {
    throw conflict('Set up two-step sign-in for your own account first (My account), then require it of everyone.');
  }
  await saveSecurity(db, input);
  return input;
}

/** `npm run admin -- --disable-2fa`: the way back in for an admin locked out of their second step. */
export async function disableTwoFactorFor(db: DataSource, user: User): Promise<void> {
  await users(db).update(
    { id: user.id },
    { totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodeHashes: null, signInTicketHash: null, signInTicketExpiresAt: null, updatedAt: new Date() },
  );
}
