import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';

/** Uploaded files never change under their random names: browsers and CDNs may keep them a year. */
/** Where uploaded files are served from: `/uploads/<name>`. */
export const PUBLIC_PREFIX = '/uploads/';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The media type of a stored name, by its extension (names are ours: the content was checked when it was stored). */
export const typeOf = (name: string) => TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Where the media library's files live: the names are the part of `/uploads/<name>` after the
 * prefix. Two drivers, chosen by MEDIA_STORAGE: a folder (`local`, DATA_DIR/uploads) or any
 * S3-compatible bucket (`s3`). The media store (store.ts) does everything else the same way.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  init(): Promise<void>;
  /** Stores a file under `name`, streamed from disk or from memory. */
  put(name: string, from: { path: string } | { buffer: Buffer }): Promise<void>;
  exists(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /**
   * Runs `work` with the file as a path on this machine (the local driver's own file; from S3, a
   * temporary copy removed afterwards); null when there is no such file.
   */
  withLocalFile<T>(name: string, work: (file: string) => Promise<T>): Promise<T | null>;
  /** Answers a GET or HEAD for the file (ranges and revalidation included); false when there is none. */
  serve(ctx: AppContext, name: string): Promise<boolean>;
  /** Every stored file, with its size in bytes (and, in a bucket, its ETag: the store's checksum of it). */
  list(): AsyncIterable<{ name: string; bytes: number; etag?: string }>;
  /** Requests the store failed so far (a bucket's errors; an answer such as "no such file" or "not modified" is none): `storage_errors_total`. */
  errors(): number;
  close(): void;
}

/**
 * The one byte range a `Range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clamped to the
 * file; undefined for none, or for several (the whole file is answered then, as HTTP allows);
 * 'unsatisfiable' for one that starts past the end.
 */
export function byteRange(header: string, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}

/** A name as the store keeps it: no folders, no dot files. */
const isName = (name: string) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name);

export class LocalBlobs implements BlobStore {
  readonly kind = 'local';
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  private file(name: string): string {
    if (!isName(name)) throw new Error(`not a media file name: ${name}`);
    return path.join(this.dir, name);
  }

  async put(name: string, from: { path: string } | { buffer: Buffer }): Promise<void> {
    const target = this.file(name);
    if ('buffer' in from) await fs.writeFile(target, from.buffer, { flag: 'wx' });
    else {
      // Written beside its final name and renamed, so nobody ever reads half a file.
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
      try {
        await fs.copyFile(from.path, partial, fs.constants.COPYFILE_EXCL);
        await fs.rename(partial, target);
      } finally {
        await fs.rm(partial, { force: true });
      }
    }
  }

  exists(name: string): Promise<boolean> {
    return fs.access(this.file(name)).then(
      () => true,
      () => false,
    );
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  async withLocalFile<T>(name: string, work: (file: string) => Promise<T>): Promise<T | null> {
    return (await this.exists(name)) ? work(this.file(name)) : null;
  }

  async serve(ctx: AppContext, name: string): Promise<boolean> {
    if (!isName(name) || name.endsWith('.part')) return false;
    const file = this.file(name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return false;
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    ctx.type = typeOf(name);
    ctx.set('Cache-Control', MEDIA_CACHE_CONTROL);
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', stat.mtime.toUTCString());
    // Koa judges freshness only for an answer that is a success.
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return true;
    }
    const range = byteRange(ctx.get('Range'), stat.size);
    if (range === 'unsatisfiable') {
      // No body, then the status: Koa turns a null body set after a status into a 204.
      ctx.body = null;
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${stat.size}`);
      return true;
    }
    const [start, end] = range ?? [0, stat.size - 1];
    ctx.status = range ? 206 : 200;
    if (range) ctx.set('Content-Range', `bytes ${start}-${end}/${stat.size}`);
    // A HEAD gets the headers alone (Koa sends no body for it; a null body would make it a 204).
    if (ctx.method !== 'HEAD' && stat.size > 0) ctx.body = createReadStream(file, { start, end });
    ctx.length = stat.size === 0 ? 0 : end - start + 1;
    return true;
  }

  async *list(): AsyncIterable<{ name: string; bytes: number }> {
    // No folder yet (nothing was ever uploaded, the server never started on it): no files.
    const names = await fs.readdir(this.dir).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
    for (const name of names.sort()) {
      if (!isName(name) || name.endsWith('.part')) continue;
      const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
      if (stat?.isFile()) yield { name, bytes: stat.size };
    }
  }

  errors(): number {
    return 0;
  }

  close(): void {}
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prefix of the keys in the bucket (`media/`), so the bucket may hold other things. */
  prefix: string;
  /** Where temporary copies are made (images being resized). */
  tmpDir: string;
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * An answer about the file a request named (no such file, not modified, no such range), not a
 * failure of the store. A bucket that is not there is one (S3 says so with a 404 too).
 */
const answered = (err: unknown) =>
  err instanceof S3ServiceException && err.name !== 'NoSuchBucket' && (notFound(err) || [304, 412, 416].includes(err.$metadata.httpStatusCode ?? 0));

/**
 * Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2) through the AWS SDK. Files
 * stream to the bucket from disk (never whole in memory), and the server streams them back with the
 * same headers as from disk, ranges (video) and revalidation included, unless pages name a public
 * address for the bucket (S3_PUBLIC_URL).
 */
export class S3Blobs implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private failures = 0;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Plain bodies with a length: every S3-compatible store takes them (not all take aws-chunked).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // Every request the store fails (after the SDK's own retries) is counted, whoever sent it.
    this.client.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (err) {
          if (!answered(err)) this.failures++;
          throw err;
        }
      },
      { step: 'initialize', name: 'countFailures' },
    );
  }

  errors(): number {
    return this.failures;
  }

  private key(name: string): string {
    if (!isName(name)) throw new Error(`not a media file name: ${name}`);
    return this.options.prefix + name;
  }

  async init(): Promise<void> {
    await fs.mkdir(this.options.tmpDir, { recursive: true });
  }

  async put(name: string, from: { path: string } | { buffer: Buffer }): Promise<void> {
    const common = { Bucket: this.options.bucket, Key: this.key(name), ContentType: typeOf(name), CacheControl: MEDIA_CACHE_CONTROL };
    if ('buffer' in from) {
      await this.client.send(new PutObjectCommand({ ...common, Body: from.buffer, ContentLength: from.buffer.length }));
      return;
    }
    const { size } = await fs.stat(from.path);
    await this.client.send(new PutObjectCommand({ ...common, Body: createReadStream(from.path), ContentLength: size }));
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
  }

  async withLocalFile<T>(name: string, work: (file: string) => Promise<T>): Promise<T | null> {
    let body: Readable;
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
      body = got.Body as Readable;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
    const copy = path.join(this.options.tmpDir, `s3-${randomBytes(8).toString('hex')}${path.extname(name)}`);
    try {
      await pipeline(body, createWriteStream(copy));
      return await work(copy);
    } finally {
      await fs.rm(copy, { force: true });
    }
  }

  async serve(ctx: AppContext, name: string): Promise<boolean> {
    if (!isName(name)) return false;
    const request = { Bucket: this.options.bucket, Key: this.key(name), IfNoneMatch: ctx.get('If-None-Match') || undefined };
    try {
      if (ctx.method === 'HEAD') {
        const head = await this.client.send(new HeadObjectCommand(request));
        this.headers(ctx, { ...head, ContentRange: undefined });
        // Headers alone: Koa sends no body for a HEAD (a null body would make it a 204).
        ctx.status = 200;
        ctx.length = head.ContentLength ?? 0;
        return true;
      }
      const got = await this.client.send(new GetObjectCommand({ ...request, Range: ctx.get('Range') || undefined }));
      this.headers(ctx, got);
      ctx.status = got.ContentRange ? 206 : 200;
      ctx.body = got.Body as Readable;
      if (got.ContentLength !== undefined) ctx.length = got.ContentLength;
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 304) {
        ctx.status = 304;
        return true;
      }
      if (status === 416) {
        // No body, then the status: Koa turns a null body set after a status into a 204.
        ctx.body = null;
        ctx.status = 416;
        return true;
      }
      throw err;
    }
  }

  private headers(ctx: AppContext, object: { ContentType?: string; ETag?: string; LastModified?: Date; ContentRange?: string }): void {
    ctx.type = object.ContentType || typeOf(ctx.path);
    ctx.set('Cache-Control', MEDIA_CACHE_CONTROL);
    ctx.set('Accept-Ranges', 'bytes');
    if (object.ETag) ctx.set('ETag', object.ETag);
    if (object.LastModified) ctx.set('Last-Modified', object.LastModified.toUTCString());
    if (object.ContentRange) ctx.set('Content-Range', object.ContentRange);
  }

  async *list(): AsyncIterable<{ name: string; bytes: number; etag?: string }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.options.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? '').slice(this.options.prefix.length);
        if (isName(name)) yield { name, bytes: object.Size ?? 0, ...(object.ETag && { etag: object.ETag.replace(/"/g, '') }) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}

/** Beside the uploads folder: where variants are made and S3 objects copied to be read (never the requests' temporary folder). */
export const MEDIA_WORK_DIR = 'media-work';

/** The blob store MEDIA_STORAGE names: the uploads folder, or the S3 bucket. */
/**
 * A restore drill's media with the production site's bucket (DRILL=1 and MEDIA_STORAGE=s3): what
 * the drill writes (a restored file, an upload, an image variant) goes to its own folder; the
 * bucket is only read, for the files the backup lists and the drill did not write.
 */
export class DrillBlobs implements BlobStore {
  readonly kind = 'local';
  constructor(
    private readonly own: LocalBlobs,
    private readonly bucket: BlobStore,
  ) {}

  async init(): Promise<void> {
    await this.own.init();
    await this.bucket.init();
  }

  put(name: string, from: { path: string } | { buffer: Buffer }): Promise<void> {
    return this.own.put(name, from);
  }

  async exists(name: string): Promise<boolean> {
    return (await this.own.exists(name)) || this.bucket.exists(name);
  }

  /** Removes the drill's own copy; the bucket's stays. */
  remove(name: string): Promise<void> {
    return this.own.remove(name);
  }

  async withLocalFile<T>(name: string, work: (file: string) => Promise<T>): Promise<T | null> {
    return (await this.own.exists(name)) ? this.own.withLocalFile(name, work) : this.bucket.withLocalFile(name, work);
  }

  async serve(ctx: AppContext, name: string): Promise<boolean> {
    return (await this.own.serve(ctx, name)) || this.bucket.serve(ctx, name);
  }

  async *list(): AsyncIterable<{ name: string; bytes: number; etag?: string }> {
    const seen = new Set<string>();
    for await (const file of this.own.list()) {
      seen.add(file.name);
      yield file;
    }
    for await (const file of this.bucket.list()) if (!seen.has(file.name)) yield file;
  }

  errors(): number {
    return this.bucket.errors();
  }

  close(): void {
    this.own.close();
    this.bucket.close();
  }
}

export function blobStoreOf(config: Pick<Config, 'uploadsDir' | 'mediaStorage' | 's3' | 'drill'>): BlobStore {
  if (config.mediaStorage === 's3' && config.s3) {
    const bucket = new S3Blobs({ ...config.s3, tmpDir: path.join(path.dirname(config.uploadsDir), MEDIA_WORK_DIR) });
    return config.drill ? new DrillBlobs(new LocalBlobs(config.uploadsDir), bucket) : bucket;
  }
  return new LocalBlobs(config.uploadsDir);
}
