import { PASSWORD_MIN_LENGTH } from '@itsite/shared/contract';
import { PASSWORD_MIN_SCORE, passwordStrength } from '@itsite/shared/contract/passwordStrength';
import { badRequest } from '../../kernel/errors.js';

/**
 * A staff account's new password: at least 10 characters, not the account's own e-mail address,
 * and hard to guess: zxcvbn's estimate (shared/contract/passwordStrength.ts, with the account's
 * e-mail and name as known words) at least "Strong". Refused with a 400 naming `field` and saying why.
 */
export function checkNewPassword(password: string, account: { email?: string; name?: string } = {}, field = 'password'): void {
  const refuse = (message: string) => badRequest(message, [{ path: field, message }]);
  if (password.length < PASSWORD_MIN_LENGTH) throw refuse(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (account.email && password.trim().toLowerCase() === account.email.toLowerCase()) throw refuse('Password must not be your e-mail address');
  const known = [account.email, account.email?.split('@')[0], account.name].filter((v): v is string => Boolean(v));
  const { score, warning, suggestions } = passwordStrength(password, known);
  if (score < PASSWORD_MIN_SCORE) {
    const why = warning || suggestions[0] || 'It follows a pattern that is quick to guess.';
    throw refuse(`This password is too easy to guess. ${why}`.trim());
  }
}
