import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { DataSource } from 'typeorm';
import { IMAGE_MIME_TYPES, UPLOAD_LIMITS, VIDEO_MIME_TYPES } from '@itsite/shared/contract';
import { HttpError } from '../errors.js';
import type { Logger } from '../logger.js';

export type MediaKind = 'image' | 'video';

/** What an upload handler receives for one file: its field and bytes (memory storage). */
export interface IncomingFile {
  fieldname: string;
  buffer: Buffer;
  size: number;
}

export interface AcceptedFile {
  buffer: Buffer;
  ext: string;
}

const ALLOWED: Record<MediaKind, readonly string[]> = { image: IMAGE_MIME_TYPES, video: VIDEO_MIME_TYPES };
const MAX_BYTES: Record<MediaKind, number> = { image: UPLOAD_LIMITS.imageBytes, video: UPLOAD_LIMITS.videoBytes };
const KIND_WORDS: Record<MediaKind, string> = { image: 'a PNG, JPEG or WebP image', video: 'an MP4 or WebM video' };

export const PUBLIC_PREFIX = '/uploads/';

/** Tables and columns that may reference an uploaded file; a file none of them names is removed. */
const REFERENCES: Array<{ table: string; column: string }> = [
  { table: 'product_images', column: 'path' },
  { table: 'blogs', column: 'iconImage' },
  { table: 'blog_sections', column: 'image' },
  { table: 'second_sections', column: 'imgSrc' },
];

/**
 * Uploaded media on disk under `DATA_DIR/uploads`, served at `/uploads/<name>`. Files are checked
 * by content, stored under random names, and removed when no record uses them any more.
 */
export class MediaStore {
  constructor(
    readonly dir: string,
    private readonly db: DataSource,
    private readonly logger: Logger,
  ) {}

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  /** Checks a file's real type (magic bytes) and size. Throws 415/413 naming the field. */
  async accept(file: IncomingFile, kind: MediaKind): Promise<AcceptedFile> {
    if (file.size > MAX_BYTES[kind]) {
      throw new HttpError(413, `${file.fieldname}: file is too large (at most ${MAX_BYTES[kind] / 1024 / 1024} MB)`, [
        { path: file.fieldname, message: 'File is too large' },
      ]);
    }
    const type = await fileTypeFromBuffer(file.buffer);
    if (!type || !ALLOWED[kind].includes(type.mime)) {
      throw new HttpError(415, `${file.fieldname} must be ${KIND_WORDS[kind]}`, [
        { path: file.fieldname, message: `Must be ${KIND_WORDS[kind]}` },
      ]);
    }
    return { buffer: file.buffer, ext: type.ext };
  }

  async acceptAll(files: IncomingFile[], kind: MediaKind): Promise<AcceptedFile[]> {
    return Promise.all(files.map((f) => this.accept(f, kind)));
  }

  /** Writes accepted files under random names; returns their public paths. */
  async write(files: AcceptedFile[]): Promise<string[]> {
    const written: string[] = [];
    try {
      for (const file of files) {
        const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
        await fs.writeFile(path.join(this.dir, name), file.buffer, { flag: 'wx' });
        written.push(PUBLIC_PREFIX + name);
      }
      return written;
    } catch (err) {
      await this.discard(written);
      throw err;
    }
  }

  /**
   * Writes the files, runs `work`, and removes the files again if `work` fails, so a failed request
   * leaves nothing behind.
   */
  async withFiles<T>(files: AcceptedFile[], work: (paths: string[]) => Promise<T>): Promise<T> {
    const paths = await this.write(files);
    try {
      return await work(paths);
    } catch (err) {
      await this.discard(paths);
      throw err;
    }
  }

  /** The file behind a public path, or null when the path is not one of ours. */
  resolve(publicPath: string): string | null {
    if (!publicPath.startsWith(PUBLIC_PREFIX)) return null;
    const name = publicPath.slice(PUBLIC_PREFIX.length);
    if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) return null;
    return path.join(this.dir, name);
  }

  async discard(publicPaths: string[]): Promise<void> {
    for (const p of publicPaths) {
      const file = this.resolve(p);
      if (!file) continue;
      await fs.rm(file, { force: true }).catch((err: unknown) => this.logger.warn({ err, file }, 'could not remove upload'));
    }
  }

  /** Removes those of `publicPaths` that no record references any more. */
  async removeUnused(publicPaths: Iterable<string>): Promise<void> {
    const unique = [...new Set(publicPaths)].filter((p) => this.resolve(p));
    if (unique.length === 0) return;
    const used = new Set<string>();
    for (const { table, column } of REFERENCES) {
      const rows: Array<Record<string, string>> = await this.db
        .createQueryBuilder()
        .select(`t.${column}`, 'p')
        .from(table, 't')
        .where(`t.${column} IN (:...paths)`, { paths: unique })
        .getRawMany();
      for (const row of rows) if (row.p) used.add(row.p);
    }
    await this.discard(unique.filter((p) => !used.has(p)));
  }
}
