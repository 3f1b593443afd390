import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that a crash or power cut leaves either the old or the new content, never half
 * of it (settings and the token are read back at every start).
 */
export function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data, { mode });
  renameSync(tmp, file);
}
