import type { DataSource } from 'typeorm';
import type { User } from '../../data/entities/index.js';
import { loadSecurity } from '../../data/security.js';

/** Whether the account has two-step sign-in set up. */
export const hasTwoFactor = (user: Pick<User, 'totpSecret'>): boolean => Boolean(user.totpSecret);

/**
 * Whether this account may use only My account until it sets up two-step sign-in: admins require
 * it of everyone (shared/docs/admin.md#two-step-sign-in) and it has none. The one rule the access
 * guard, publishing's draft reads and the realtime socket all ask.
 */
export async function mustSetUpTwoFactor(db: DataSource, user: Pick<User, 'totpSecret'>): Promise<boolean> {
  return !hasTwoFactor(user) && (await loadSecurity(db)).requireTwoFactor;
}
