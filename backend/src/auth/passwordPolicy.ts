import { PASSWORD_MIN_LENGTH } from '@itsite/shared/contract';
import { badRequest } from '../errors.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

let common: Set<string> | undefined;

/** Whether a password is one of the 10,000 most common (ignoring case and surrounding spaces). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n').filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

/**
 * A staff account's new password: at least 10 characters, not one of the most common passwords, and
 * not the account's own e-mail address. Refused with a 400 naming `field`.
 */
export function checkNewPassword(password: string, account: { email?: string } = {}, field = 'password'): void {
  const refuse = (message: string) => badRequest(message, [{ path: field, message }]);
  if (password.length < PASSWORD_MIN_LENGTH) throw refuse(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (isCommonPassword(password)) throw refuse('This password is too common: choose one that is hard to guess');
  if (account.email && password.trim().toLowerCase() === account.email.toLowerCase()) throw refuse('Password must not be your e-mail address');
}
