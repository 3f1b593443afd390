import { randomBytes } from 'node:crypto';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import {
  PASSWORD_LINK_TTL_MS,
  passwordLinkPath,
  rolesFor,
  type StaffArea,
  type AccountUpdateInput,
  type PasswordLinkDto,
  type StaffCreateInput,
  type StaffUpdateInput,
} from '@itsite/shared/contract';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { UserEntity, type User } from '../../data/entities/index.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { checkNewPassword } from '../../platform/auth/passwordPolicy.js';
import { announceEnded, endSessionsOf, hashToken } from '../../platform/auth/sessions.js';
import { normalizeEmail, normalizePhone } from './users.js';

/**
 * Staff accounts (shared/docs/admin.md#staff-and-roles): every change to a user goes through here,
 * so one place says what may change and what it ends (sessions, sockets).
 */

const unprocessable = (message: string, path?: string) => new HttpError(422, message, path ? [{ path, message }] : undefined);

/** Every staff account: active ones first, then by name. */
export async function listStaff(db: DataSource): Promise<User[]> {
  return db.getRepository(UserEntity).find({ order: { active: 'DESC', name: 'ASC', id: 'ASC' } });
}

/** Active accounts that may work leads (the inbox's owner choice), by name. */
/** Active accounts that may own what `area` works (leads, applications), by name. */
export async function ownersFor(db: DataSource, area: StaffArea = 'leads'): Promise<User[]> {
  return db.getRepository(UserEntity).find({ where: { active: true, role: In(rolesFor(area)) }, order: { name: 'ASC', id: 'ASC' } });
}

/** E-mail and phone are each one account's: another account with either is a 409 naming the field. */
async function assertUnique(m: EntityManager, fields: { email: string; phone: string | null }, self?: string) {
  const users = m.getRepository(UserEntity);
  const others = self ? { id: Not(self) } : {};
  if (await users.exist({ where: { email: fields.email, ...others } })) {
    throw new HttpError(409, 'Another account already uses this e-mail address', [{ path: 'email', message: 'Already used by another account' }]);
  }
  if (fields.phone && (await users.exist({ where: { phone: fields.phone, ...others } }))) {
    throw new HttpError(409, 'Another account already uses this phone number', [{ path: 'phone', message: 'Already used by another account' }]);
  }
}

/** A fresh one-time link for `user` (replacing any earlier one): the token goes to the admin once, only its hash is kept. */
function newLink(user: User, now: Date): PasswordLinkDto {
  const token = randomBytes(32).toString('base64url');
  user.passwordTokenHash = hashToken(token);
  user.passwordTokenExpiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS);
  user.updatedAt = now;
  return { path: passwordLinkPath(token), expiresAt: user.passwordTokenExpiresAt.toISOString() };
}

/** Creates an account without a password, and the link with which its owner sets one. */
export async function createStaff(db: DataSource, input: StaffCreateInput, now = new Date()): Promise<{ user: User; link: PasswordLinkDto }> {
  return inTransaction(db, async (m) => {
    const user: User = {
      id: newId(),
      name: input.name,
      email: normalizeEmail(input.email),
      phone: input.phone ? normalizePhone(input.phone) : null,
      passwordHash: '',
      role: input.role,
      active: true,
      passwordTokenHash: null,
      passwordTokenExpiresAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await assertUnique(m, user);
    const link = newLink(user, now);
    await m.getRepository(UserEntity).insert(user);
    return { user, link };
  });
}

async function lockedUser(m: EntityManager, id: string): Promise<User> {
  const user = await m.getRepository(UserEntity).findOne({ where: { id }, ...lock(m) });
  if (!user) throw notFound('Staff account');
  return user;
}

/** Row locks where the database has them (MariaDB/MySQL); SQLite runs one write transaction at a time. */
function lock(m: EntityManager) {
  return m.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_write' as const } };
}

/**
 * Changes a role or deactivates (or reactivates) an account. The last active admin can be neither
 * demoted nor deactivated (409); nobody deactivates themselves (422). Deactivating ends the
 * account's sessions, and its sockets close at once.
 */
export async function updateStaff(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger'>,
  actorId: string,
  id: string,
  input: StaffUpdateInput,
  now = new Date(),
): Promise<User> {
  const { user, ended } = await inTransaction(deps.db, async (m) => {
    // The active admins are locked first, always in the same order, then the account: two admins
    // demoting each other at once then queue instead of deadlocking, and the second one finds it is
    // no longer an admin (403) or that the other is now the last one (409).
    const admins = await m.getRepository(UserEntity).find({ where: { role: 'admin', active: true }, order: { id: 'ASC' }, ...lock(m) });
    if (!admins.some((a) => a.id === actorId)) throw forbidden();
    const user = await lockedUser(m, id);
    if (input.active === false && user.id === actorId) throw unprocessable('You cannot deactivate your own account', 'active');
    const losesAdmin = user.role === 'admin' && user.active && ((input.role !== undefined && input.role !== 'admin') || input.active === false);
    if (losesAdmin) {
      if (admins.every((a) => a.id === user.id)) {
        throw conflict(`${user.name} is the last active admin: make another account an admin before ${input.active === false ? 'deactivating' : 'changing the role of'} this one`);
      }
    }
    if (input.role !== undefined) user.role = input.role;
    let ended: string[] = [];
    if (input.active !== undefined && input.active !== user.active) {
      user.active = input.active;
      if (!input.active) {
        ended = await endSessionsOf(m, user.id);
        // A pending link must not bring a deactivated account back.
        user.passwordTokenHash = null;
        user.passwordTokenExpiresAt = null;
      }
    }
    user.updatedAt = now;
    await m.getRepository(UserEntity).save(user);
    return { user, ended };
  });
  await announceEnded(deps, ended);
  return user;
}

/**
 * A password reset by an admin: a new one-time link; the old password stops working and the
 * account's sessions end (a reset is for a forgotten or exposed password). Not for one's own
 * account (My account changes it) nor a deactivated one.
 */
export async function resetStaffPassword(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger'>,
  actorId: string,
  id: string,
  now = new Date(),
): Promise<{ user: User; link: PasswordLinkDto }> {
  const { user, link, ended } = await inTransaction(deps.db, async (m) => {
    const user = await lockedUser(m, id);
    if (user.id === actorId) throw unprocessable('Change your own password in My account');
    if (!user.active) throw unprocessable('This account is deactivated: reactivate it first');
    const link = newLink(user, now);
    user.passwordHash = '';
    const ended = await endSessionsOf(m, user.id);
    await m.getRepository(UserEntity).save(user);
    return { user, link, ended };
  });
  await announceEnded(deps, ended);
  return { user, link };
}

export const LINK_INVALID = 'This link has expired or has already been used. Ask an admin for a new one.';

/**
 * Sets the password of the account a link was made for. The link works once, for 24 hours, and
 * only for an active account; the account's other sessions end.
 */
export async function setPasswordWithLink(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger'>,
  token: string,
  password: string,
  now = new Date(),
): Promise<User> {
  const { user, ended } = await inTransaction(deps.db, async (m) => {
    const user = await m.getRepository(UserEntity).findOne({ where: { passwordTokenHash: hashToken(token) }, ...lock(m) });
    if (!user || !user.active || !user.passwordTokenExpiresAt || user.passwordTokenExpiresAt <= now) throw new HttpError(410, LINK_INVALID);
    checkNewPassword(password, user);
    user.passwordHash = await hashPassword(password);
    user.passwordTokenHash = null;
    user.passwordTokenExpiresAt = null;
    user.updatedAt = now;
    const ended = await endSessionsOf(m, user.id);
    await m.getRepository(UserEntity).save(user);
    return { user, ended };
  });
  await announceEnded(deps, ended);
  return user;
}

/** My account: name, e-mail and phone (e-mail and phone stay unique; both sign in). */
export async function updateAccount(db: DataSource, userId: string, input: AccountUpdateInput, now = new Date()): Promise<User> {
  return inTransaction(db, async (m) => {
    const user = await lockedUser(m, userId);
    const fields = { email: normalizeEmail(input.email), phone: input.phone ? normalizePhone(input.phone) : input.phone === undefined ? user.phone : null };
    await assertUnique(m, fields, user.id);
    Object.assign(user, { name: input.name, ...fields, updatedAt: now });
    await m.getRepository(UserEntity).save(user);
    return user;
  });
}

/**
 * My password: the current one must be right (400 on `currentPassword` otherwise); the new one
 * follows the password rule. Every other session of the account ends; this one stays.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger'>,
  userId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const user = await deps.db.getRepository(UserEntity).findOneBy({ id: userId });
  if (!user) throw notFound('Staff account');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest('Your current password is not right', [{ path: 'currentPassword', message: 'Not your current password' }]);
  }
  checkNewPassword(input.newPassword, user, 'newPassword');
  if (input.newPassword === input.currentPassword) {
    throw badRequest('Choose a password different from the current one', [{ path: 'newPassword', message: 'Same as the current password' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await inTransaction(deps.db, async (m) => {
    await m.getRepository(UserEntity).update({ id: userId }, { passwordHash, passwordTokenHash: null, passwordTokenExpiresAt: null, updatedAt: now });
    return endSessionsOf(m, userId, sessionId);
  });
  await announceEnded(deps, ended);
}
