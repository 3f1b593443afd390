import { ApiError } from './errors.js';

export const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TOO_MANY_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const GENERIC_MESSAGE = 'Something went wrong, please try again.';

/**
 * The sentence a person sees for a failed API call. A client error (4xx) carries the server's own
 * sentence, written for people; a server fault, a client error without a sentence of its own, or
 * anything unknown gets the caller's fallback (or a plain sentence), never a status code or a stack
 * trace. The website, the web admin and the desktop console all word failures through this; a
 * screen whose own words for an unreachable server differ passes them as `wording.network`.
 */
export function messageFor(error: unknown, fallback: string = GENERIC_MESSAGE, wording: { network?: string } = {}): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.userMessage) return error.userMessage;
  if (error.isNetworkError) return wording.network ?? NETWORK_MESSAGE;
  // A refusal carries the server's own sentence (it names the reason: a wrong password, a wait).
  if (error.status >= 400 && error.status < 500 && error.fromServer && error.message) return error.message;
  if (error.status === 429) return TOO_MANY_MESSAGE;
  return fallback;
}
