import { ApiError } from './errors.js';

export const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TOO_MANY_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const GENERIC_MESSAGE = 'Something went wrong, please try again.';

/**
 * The sentence a person sees for a failed API call. A client error (4xx) carries the server's own
 * sentence, written for people; a server fault or anything unknown gets a plain sentence instead,
 * never a status code or a stack trace.
 */
export function messageFor(error: unknown, fallback: string = GENERIC_MESSAGE): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return NETWORK_MESSAGE;
  if (error.status === 429) return TOO_MANY_MESSAGE;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
