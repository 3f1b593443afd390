import { ApiError, messageFor } from '@itsite/shared/api';

/**
 * The sentence a failed call shows (shared rule: messageFor), with `fallback` where the server
 * wrote nothing of its own (the client then made up "Request failed (status)").
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && /^Request failed \(\d+\)$/.test(err.message) && !err.isNetworkError && err.status !== 429) return fallback;
  return messageFor(err, fallback);
}
