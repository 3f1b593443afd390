import type { DataSource } from 'typeorm';
import { SessionEntity, UserEntity, type User } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { hashPassword, randomPassword } from '../../platform/auth/password.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** Phone numbers are stored and matched by their digits (and a leading +). */
export const normalizePhone = (phone: string) => phone.trim().replace(/[^\d+]/g, '');

/** A login as the lookup reads it: an e-mail address lower-cased, a phone number by its digits. */
export const normalizeLogin = (login: string) => (login.includes('@') ? normalizeEmail(login) : normalizePhone(login));

/** Login accepts an e-mail address or a phone number (shared/docs/api.md#sign-in-rules). */
export async function findUserByLogin(db: DataSource, login: string): Promise<User | null> {
  const users = db.getRepository(UserEntity);
  if (login.includes('@')) return users.findOneBy({ email: normalizeEmail(login) });
  const phone = normalizePhone(login);
  return phone ? users.findOneBy({ phone }) : null;
}

export interface AdminAccount {
  email: string;
  password: string;
  name?: string;
  phone?: string;
}

/** Creates the admin, or resets the password (and role, and reactivates) the account with that e-mail. */
export async function upsertAdmin(db: DataSource, account: AdminAccount): Promise<{ user: User; created: boolean }> {
  const users = db.getRepository(UserEntity);
  const email = normalizeEmail(account.email);
  const now = new Date();
  const passwordHash = await hashPassword(account.password);
  const existing = await users.findOneBy({ email });
  if (existing) {
    existing.passwordHash = passwordHash;
    existing.role = 'admin';
    existing.active = true;
    existing.passwordTokenHash = null;
    existing.passwordTokenExpiresAt = null;
    if (account.name) existing.name = account.name;
    if (account.phone) existing.phone = normalizePhone(account.phone);
    existing.updatedAt = now;
    await users.save(existing);
    // A reset password signs the account out everywhere (its live sockets close at the next check).
    await db.getRepository(SessionEntity).delete({ userId: existing.id });
    return { user: existing, created: false };
  }
  const user: User = {
    id: newId(),
    name: account.name ?? 'Administrator',
    email,
    phone: account.phone ? normalizePhone(account.phone) : null,
    passwordHash,
    role: 'admin',
    active: true,
    passwordTokenHash: null,
    passwordTokenExpiresAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await users.insert(user);
  return { user, created: true };
}

export interface BootstrapResult {
  /** Set when an admin was created with a generated password: shown once, never stored. */
  generatedPassword?: string;
  email?: string;
}

/**
 * At start: if no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, else with a random
 * password that the caller prints once.
 */
export async function ensureAdmin(
  db: DataSource,
  configured: { email?: string; password?: string },
): Promise<BootstrapResult> {
  const admins = await db.getRepository(UserEntity).countBy({ role: 'admin', active: true });
  if (admins > 0) return {};
  if (configured.email && configured.password) {
    await upsertAdmin(db, { email: configured.email, password: configured.password });
    return { email: normalizeEmail(configured.email) };
  }
  const email = configured.email ?? 'admin@example.com';
  const password = randomPassword();
  await upsertAdmin(db, { email, password });
  return { email, generatedPassword: password };
}
