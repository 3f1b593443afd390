import fs from 'node:fs/promises';
import { HttpError } from '../errors.js';

/** Below this much free space the disk is reported full whatever happened. */
const FULL_BELOW_BYTES = 1024 * 1024;
/** After a write failed for lack of space, the disk counts as full until this much more is free. */
const RECOVERED_BY_BYTES = 1024 * 1024;

/** Whether `err` (or what it wraps) is the system saying the disk or the quota is full. */
export function isDiskFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // SQLITE_FULL: the embedded database's file could not grow.
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL') return true;
    // sharp (libvips) reports a failed write by message only.
    if (typeof message === 'string' && /no space left on device|disk quota exceeded/i.test(message)) return true;
  }
  return false;
}

export const DISK_FULL_MESSAGE = "The server's disk is full, so nothing was stored. Try again later, and tell the site's administrator.";

export interface DiskReport {
  state: 'ok' | 'full';
  freeBytes: number;
}

/**
 * The disk the media and the uploads in progress are written to, as this instance last met it: a
 * write that failed for lack of space (the answer was 507) marks it full until space is freed, and
 * `/readyz` says so, beside the free bytes. Reads go on being served; writes of files are what fail.
 */
export class DiskWatch {
  /** The free bytes when a write last failed for lack of space (null: none has, or space was freed since). */
  private fullAt: number | null = null;

  constructor(private readonly dir: string) {}

  private async free(): Promise<number> {
    const stats = await fs.statfs(this.dir);
    return stats.bavail * stats.bsize;
  }

  /** A write failed for lack of space. */
  async noteFull(): Promise<void> {
    this.fullAt = await this.free().catch(() => 0);
  }

  async report(): Promise<DiskReport> {
    const freeBytes = await this.free();
    if (this.fullAt !== null && freeBytes >= this.fullAt + RECOVERED_BY_BYTES) this.fullAt = null;
    return { state: freeBytes < FULL_BELOW_BYTES || this.fullAt !== null ? 'full' : 'ok', freeBytes };
  }
}

/** The answer to a write that met a full disk: 507, a plain sentence. */
export const diskFull = () => new HttpError(507, DISK_FULL_MESSAGE);
