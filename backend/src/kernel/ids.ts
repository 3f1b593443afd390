import { randomBytes } from 'node:crypto';

/**
 * Record ids: 24 hex characters, 12 of milliseconds since the epoch then 12 random, so ids sort
 * by creation time on every database (used as the tie-break of "newest first").
 */
export function newId(now = Date.now()): string {
  return now.toString(16).padStart(12, '0').slice(-12) + randomBytes(6).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
