/**
 * What a cluster worker tells the primary of `npm run start:prod` (main/prod.ts): that it started
 * (its server answers), or why it could not.
 */
export type WorkerMessage = { type: 'ready' } | { type: 'fatal'; reason: string };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, reason } = value as { type?: unknown; reason?: unknown };
  return type === 'ready' || (type === 'fatal' && typeof reason === 'string');
}

/** Sends to the primary, when this process is a cluster worker (a single process has no one to tell). */
export function tellPrimary(message: WorkerMessage): void {
  process.send?.(message);
}
