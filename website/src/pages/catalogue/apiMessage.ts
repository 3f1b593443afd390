import { ApiError } from '@itsite/shared/api';

/**
 * The server's own message of a failed call, or `fallback` when the server gave none (the client
 * then made up "Request failed (status)") or the network failed.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.isNetworkError) return fallback;
  return /^Request failed \(\d+\)$/.test(err.message) ? fallback : err.message;
}
