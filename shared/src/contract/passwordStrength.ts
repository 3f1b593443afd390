import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';

/**
 * How hard a password is to guess, by zxcvbn (its common-password, English and keyboard-pattern
 * dictionaries): the server refuses a staff password below `PASSWORD_MIN_SCORE`, and the back
 * office shows the same estimate as the password is typed.
 *
 * Not in the contract's index: the dictionaries are about a megabyte, loaded only by what checks a
 * password (the server's password rule, the admin's meter, which imports it when it is shown).
 */

/** 0 (guessed at once) to 4 (very hard): staff passwords need 3. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** The least score a staff password needs (staff.ts, where the screens read it without loading this module). */
export { PASSWORD_MIN_SCORE } from './staff.js';

export interface PasswordStrength {
  score: PasswordScore;
  /** What makes it weak ("This is similar to a commonly used password."), '' when nothing does. */
  warning: string;
  /** What would make it stronger. */
  suggestions: string[];
}

let estimator: ZxcvbnFactory | undefined;

/** The estimate for `password`; `userInputs` (the account's e-mail and name) count as known words. */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  estimator ??= new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary: { ...common, ...english } });
  // Past 100 characters a password is strong whatever it is, and the matching slows down.
  const result = estimator.check(password.slice(0, 100), [...userInputs]);
  return { score: result.score, warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions };
}
