import { randomBytes } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { In, type DataSource } from 'typeorm';
import { IMAGE_VARIANT_FORMATS, PORTRAITS, mediaKinds, megabytes, sizedImage, sizedImageName, variantOf, variantPath, variantWidths, type MediaKind, type VariantExt } from '@itsite/shared/contract';
import { HttpError } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/observability/logger.js';
import { isWellFormedMp4, isWellFormedWebm } from '../../kernel/storage/probe.js';
import { MediaEntity } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { loadSettings } from '../../data/settings.js';
import { fileFacts } from './library.js';
import { DiskWatch, diskFull, isDiskFull } from '../../kernel/storage/disk.js';
import { LocalBlobs, MEDIA_WORK_DIR, PUBLIC_PREFIX, type BlobStore } from '../../kernel/storage/blobs.js';

export type { MediaKind };

/** What an upload handler receives for one file: its field and where multer streamed it (a temporary file). */
export interface IncomingFile {
  fieldname: string;
  path: string;
  size: number;
  /** The signed-in account that sent it (recorded as the library item's uploader). */
  uploadedBy?: Uploader;
  /** Its name on the sender's computer, as the form sent it. */
  originalName?: string;
}

export interface Uploader {
  id: string;
  name: string;
}

/**
 * A file ready to store: bytes in memory (the demo seed's), or a checked file on disk (a re-encoded
 * image, a video). An image's size, when known, goes into its stored name (see contract/images.ts).
 */
export type AcceptedFile = { ext: string; width?: number; height?: number; alt?: string; uploadedBy?: Uploader; originalName?: string; demo?: boolean } & ({ buffer: Buffer } | { path: string });

const IMAGE_EXTS = new Set(['png', 'jpg', 'webp']);

/** How each variant format is written: small files, quickly (variants are made for every upload). */
const VARIANT_ENCODERS: Record<VariantExt, (image: Sharp) => Sharp> = {
  avif: (i) => i.avif({ quality: 50, effort: 2 }),
  webp: (i) => i.webp({ quality: 75 }),
};

/**
 * Largest image, in pixels, that is decoded (24 megapixels: a 6000 x 4000 photo). A small file can
 * declare a huge picture; decoding it would take gigabytes.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

// Uploads are decoded once each: libvips's operation cache would only hold memory, and one thread
// per image keeps a request's peak small (images are re-encoded one after another anyway). It also
// leaves the other cores to requests while variants are made in the background (after an upload,
// and for every demo image after the first start): libvips's default is a thread per core.
sharp.cache(false);
sharp.concurrency(1);

const IMAGE_FORMATS: Record<string, { ext: string; encode: (image: Sharp) => Sharp }> = {
  png: { ext: 'png', encode: (i) => i.png({ compressionLevel: 8 }) },
  jpeg: { ext: 'jpg', encode: (i) => i.jpeg({ quality: 88, mozjpeg: true }) },
  webp: { ext: 'webp', encode: (i) => i.webp({ quality: 88 }) },
};

const VIDEO_PROBES: Record<string, (file: FileHandle, size: number) => Promise<boolean>> = {
  'video/mp4': isWellFormedMp4,
  'video/webm': isWellFormedWebm,
};

/** A file over its kind's limit (413, naming the field). */
export function fileTooLarge(field: string, kind: MediaKind): HttpError {
  return new HttpError(413, `${field}: file is too large (at most ${megabytes(mediaKinds[kind].maxBytes)} MB)`, [{ path: field, message: 'File is too large' }]);
}

/** Tables and columns that may reference an uploaded file; a file none of them names is removed. */
const REFERENCES: Array<{ table: string; column: string }> = [
  { table: 'product_images', column: 'path' },
  { table: 'blogs', column: 'iconImage' },
  { table: 'blogs', column: 'iconPoster' },
  { table: 'blog_sections', column: 'image' },
  { table: 'second_sections', column: 'imgSrc' },
  // A kept revision may put the file back (backend/src/platform/content).
  { table: 'revision_media', column: 'path' },
];

/** Whether a value is the public path of an uploaded file (`/uploads/<name>`). */
export function isUploadPath(value: string): boolean {
  if (!value.startsWith(PUBLIC_PREFIX)) return false;
  const name = value.slice(PUBLIC_PREFIX.length);
  return /^[A-Za-z0-9._-]+$/.test(name) && !name.startsWith('.');
}

/** The stored name of an upload's public path (`/uploads/<name>`), or null when it is none of ours. */
export const nameOf = (publicPath: string): string | null => (isUploadPath(publicPath) ? publicPath.slice(PUBLIC_PREFIX.length) : null);

/**
 * Uploaded media, served at `/uploads/<name>`, kept by a blob store: a folder (`DATA_DIR/uploads`)
 * or an S3-compatible bucket (MEDIA_STORAGE). Files are checked by content, stored under random
 * names, and removed when no record uses them any more.
 */
export class MediaStore {
  /** Where uploads are streamed while a request is checked (each request removes its own). */
  readonly tmpDir: string;
  /** Where the files live: a folder, or an S3-compatible bucket (blobs.ts). */
  readonly blobs: BlobStore;
  /** The disk the temporary files, the variants being made and the local driver's files are written to. */
  readonly disk: DiskWatch;
  /** Where variants are made before they are stored (apart from the requests' temporary files). */
  private readonly workDir: string;

  constructor(
    /** The folder of the local driver (DATA_DIR/uploads); beside it, the temporary folder of uploads. */
    readonly dir: string,
    private readonly db: DataSource,
    private readonly logger: Logger,
    blobs?: BlobStore,
  ) {
    this.tmpDir = path.join(path.dirname(dir), 'upload-tmp');
    this.workDir = path.join(path.dirname(dir), MEDIA_WORK_DIR);
    this.blobs = blobs ?? new LocalBlobs(dir);
    this.disk = new DiskWatch(path.dirname(dir));
  }

  async init(): Promise<void> {
    await this.blobs.init();
    // What a crash may have left; another instance's uploads in progress are younger than this.
    const stale = Date.now() - 60 * 60 * 1000;
    for (const dir of [this.tmpDir, this.workDir]) {
      await fs.mkdir(dir, { recursive: true });
      for (const name of await fs.readdir(dir)) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < stale) await fs.rm(file, { force: true });
      }
    }
    await this.completeItems();
  }

  /** Library items recorded without their file's facts (the migration's, from names alone) get them from the file. */
  private async completeItems(): Promise<void> {
    const repo = this.db.getRepository(MediaEntity);
    for (const item of await repo.find({ where: { bytes: 0 } })) {
      const name = nameOf(item.path);
      if (!name) continue;
      const facts = await this.blobs.withLocalFile(name, (file) => fileFacts(item.path, file));
      if (facts && facts.bytes > 0) await repo.update({ id: item.id }, { bytes: facts.bytes, width: facts.width, height: facts.height });
    }
  }

  /**
   * Checks an uploaded file by what it is, not by its name or first bytes, and returns what may be
   * stored. An image is decoded and written anew by sharp (orientation applied, metadata and
   * anything appended dropped, at most {@link MAX_IMAGE_PIXELS}); a video's container must be well
   * formed from its first byte to its last. Throws 413 / 415 naming the field.
   */
  async accept(file: IncomingFile, kind: MediaKind): Promise<AcceptedFile> {
    const rule = mediaKinds[kind];
    if (file.size > rule.maxBytes) throw fileTooLarge(file.fieldname, kind);
    const refuse = () =>
      new HttpError(415, `${file.fieldname} must be ${rule.words}`, [{ path: file.fieldname, message: `Must be ${rule.words}` }]);
    const type = await fileTypeFromFile(file.path);
    if (!type || !(rule.mimeTypes as readonly string[]).includes(type.mime)) throw refuse();
    const accepted = kind === 'image' ? await this.reencodeImage(file, refuse) : await this.checkVideo(file, type.mime, type.ext, refuse);
    return { ...accepted, ...(file.uploadedBy && { uploadedBy: file.uploadedBy }), ...(file.originalName && { originalName: file.originalName }) };
  }

  private async reencodeImage(file: IncomingFile, refuse: () => HttpError): Promise<AcceptedFile> {
    let image: Sharp;
    let format: (typeof IMAGE_FORMATS)[string] | undefined;
    try {
      image = sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
      const meta = await image.metadata();
      format = meta.format ? IMAGE_FORMATS[meta.format] : undefined;
      if (meta.width && meta.height && meta.width * meta.height > MAX_IMAGE_PIXELS) throw new Error('pixel limit');
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw this.tooManyPixels(file);
      throw refuse();
    }
    if (!format) throw refuse();
    try {
      // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to. The new
      // file sits beside the upload (and goes with it when the request ends), so a request's
      // images are never all in memory at once.
      const output = `${file.path}.clean`;
      const info = await format.encode(image.rotate()).toFile(output);
      return { path: output, ext: format.ext, width: info.width, height: info.height };
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw this.tooManyPixels(file);
      // The image was fine; its clean copy did not fit on the disk (507, not the visitor's fault).
      if (isDiskFull(err)) throw diskFull();
      throw refuse();
    }
  }

  private tooManyPixels(file: IncomingFile): HttpError {
    const mp = MAX_IMAGE_PIXELS / 1_000_000;
    return new HttpError(413, `${file.fieldname}: the image is too large (at most ${mp} megapixels)`, [{ path: file.fieldname, message: `At most ${mp} megapixels` }]);
  }

  private async checkVideo(file: IncomingFile, mime: string, ext: string, refuse: () => HttpError): Promise<AcceptedFile> {
    const probe = VIDEO_PROBES[mime];
    const handle = await fs.open(file.path, 'r');
    try {
      const { size } = await handle.stat();
      if (!probe || !(await probe(handle, size))) throw refuse();
    } finally {
      await handle.close();
    }
    return { path: file.path, ext };
  }

  /** Checks files one after another, so a request's images are never all decoded at once. */
  async acceptAll(files: IncomingFile[], kind: MediaKind): Promise<AcceptedFile[]> {
    const accepted: AcceptedFile[] = [];
    for (const file of files) accepted.push(await this.accept(file, kind));
    return accepted;
  }

  /**
   * Writes accepted files under random names (an image's with its size) and records each as a media
   * library item (platform/media/library.ts); returns their public paths.
   * `variants: 'now'` starts making each image's responsive variants in the background (uploads);
   * otherwise they are made when `makeVariantsLater` is called or, for any not made yet, when first
   * asked for (a variant asked for while it is being made is made once).
   */
  async write(files: AcceptedFile[], { variants = 'on-demand' }: { variants?: 'now' | 'on-demand' } = {}): Promise<string[]> {
    const written: string[] = [];
    try {
      for (const file of files) {
        const id = randomBytes(16).toString('hex');
        const size = IMAGE_EXTS.has(file.ext) ? await this.sizeOf(file) : undefined;
        const name = size ? sizedImageName(id, size.width, size.height, file.ext) : `${id}.${file.ext}`;
        await this.blobs.put(name, 'buffer' in file ? { buffer: file.buffer } : { path: file.path });
        written.push(PUBLIC_PREFIX + name);
        await this.record(PUBLIC_PREFIX + name, file);
      }
      if (variants === 'now') this.makeVariantsLater(written);
      return written;
    } catch (err) {
      await this.discard(written);
      throw err;
    }
  }

  /** The library item of a file just written (its facts read from what was stored). */
  private async record(publicPath: string, file: AcceptedFile): Promise<void> {
    await this.db.getRepository(MediaEntity).insert({
      id: newId(),
      path: publicPath,
      ...(await fileFacts(publicPath, 'buffer' in file ? { buffer: file.buffer } : file.path)),
      alt: file.alt ?? '',
      originalName: file.originalName ?? '',
      uploadedById: file.uploadedBy?.id ?? null,
      uploadedByName: file.uploadedBy?.name ?? null,
      createdAt: new Date(),
      demo: file.demo ?? false,
    });
  }

  private async sizeOf(file: AcceptedFile): Promise<{ width: number; height: number } | undefined> {
    if (file.width && file.height) return { width: file.width, height: file.height };
    const meta = await sharp('buffer' in file ? file.buffer : file.path).metadata().catch(() => undefined);
    return meta?.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
  }

  /** Variants being made, by file: a variant asked for twice at once is made once. */
  private readonly making = new Map<string, Promise<boolean>>();
  /** Background work, one image at a time: uploads do not take every core from the requests. */
  private background: Promise<unknown> = Promise.resolve();

  /** Set on shutdown: variants still queued are left to be made when first asked for. */
  private closing = false;

  /** Stops the background work after the variant being written now. */
  async close(): Promise<void> {
    this.closing = true;
    await this.settled();
    this.blobs.close();
  }

  /** Resolves once the variants started in the background (see `write`) are all made. */
  async settled(): Promise<void> {
    let last: Promise<unknown>;
    do {
      last = this.background;
      await last;
    } while (last !== this.background);
  }

  /**
   * Makes the images' responsive variants in the background, one image at a time, so uploads do
   * not take every core from the requests. Paths that are no image are skipped.
   */
  makeVariantsLater(publicPaths: readonly string[]): void {
    for (const publicPath of publicPaths) {
      const image = sizedImage(publicPath);
      if (!image) continue;
      this.background = this.background
        .then(async () => {
          for (const width of variantWidths(image.width)) {
            for (const { ext } of IMAGE_VARIANT_FORMATS) if (!this.closing) await this.variant(variantPath(publicPath, width, ext));
          }
        })
        .catch((err: unknown) => this.logger.warn({ err, publicPath }, 'could not make image variants'));
    }
  }


  /**
   * Makes a responsive variant (see contract/images.ts) from its original on first use; true when it
   * is stored (now or before), false when the path names no variant by the rules or its original is
   * gone. A variant asked for while it is being made is made once.
   */
  async variant(publicPath: string): Promise<boolean> {
    const wanted = variantOf(publicPath);
    const name = nameOf(publicPath);
    const original = wanted && nameOf(wanted.original);
    if (!wanted || !name || !original) return false;
    if (await this.blobs.exists(name)) return true;
    let making = this.making.get(name);
    if (!making) {
      making = (async () => {
        const partial = path.join(this.workDir, `${name}.${randomBytes(4).toString('hex')}.part`);
        try {
          const made = await this.blobs.withLocalFile(original, async (source) => {
            await VARIANT_ENCODERS[wanted.ext](sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width: wanted.width })).toFile(partial);
            await this.blobs.put(name, { path: partial });
            return true;
          });
          if (!made) return false;
          // The image was removed while its variant was being made: the variant goes too.
          if (!(await this.blobs.exists(original))) {
            await this.blobs.remove(name);
            return false;
          }
          return true;
        } catch (err) {
          this.logger.warn({ err, name }, 'could not make an image variant');
          return false;
        } finally {
          await fs.rm(partial, { force: true });
          this.making.delete(name);
        }
      })();
      this.making.set(name, making);
    }
    return making;
  }

  /**
   * Writes the files, runs `work`, and removes the files again if `work` fails, so a failed request
   * leaves nothing behind.
   */
  async withFiles<T>(files: AcceptedFile[], work: (paths: string[]) => Promise<T>): Promise<T> {
    const paths = await this.write(files, { variants: 'now' });
    try {
      return await work(paths);
    } catch (err) {
      await this.discard(paths);
      throw err;
    }
  }

  /** The local driver's file behind a public path, or null when the path is not one of ours. */
  resolve(publicPath: string): string | null {
    const name = nameOf(publicPath);
    return name ? path.join(this.dir, name) : null;
  }

  /** Removes the files (an image with its variants) and their library items. */
  async discard(publicPaths: string[]): Promise<void> {
    const ours = publicPaths.filter((p) => nameOf(p));
    if (ours.length) {
      await this.db
        .getRepository(MediaEntity)
        .delete({ path: In(ours) })
        .catch((err: unknown) => this.logger.warn({ err }, 'could not remove media items'));
    }
    for (const p of publicPaths) {
      const image = sizedImage(p);
      const variants = image ? variantWidths(image.width).flatMap((w) => IMAGE_VARIANT_FORMATS.map(({ ext }) => variantPath(p, w, ext))) : [];
      for (const one of [p, ...variants]) {
        const name = nameOf(one);
        if (!name) continue;
        await this.blobs.remove(name).catch((err: unknown) => this.logger.warn({ err, name }, 'could not remove upload'));
      }
    }
  }

  /**
   * Removes those of `publicPaths` that no record references any more, except items a form chose
   * from the library (`kept`): those stay there until deleted or cleaned up.
   */
  async removeUnused(publicPaths: Iterable<string>): Promise<void> {
    const unique = [...new Set(publicPaths)].filter((p) => nameOf(p));
    if (unique.length === 0) return;
    const used = await this.usedOf(unique);
    const kept = await this.db.getRepository(MediaEntity).find({ select: { path: true }, where: { path: In(unique), kept: true } });
    for (const item of kept) used.add(item.path);
    await this.discard(unique.filter((p) => !used.has(p)));
  }

  /** Those of `unique` (public paths) that a record or a kept revision names. */
  async usedOf(unique: string[]): Promise<Set<string>> {
    const used = new Set<string>();
    if (unique.length === 0) return used;
    for (const { table, column } of REFERENCES) {
      const rows: Array<Record<string, string>> = await this.db
        .createQueryBuilder()
        .select(`DISTINCT t.${column}`, 'p')
        .from(table, 't')
        .where(`t.${column} IN (:...paths)`, { paths: unique })
        .getRawMany();
      for (const row of rows) if (row.p) used.add(row.p);
    }
    // The About page's portraits are kept in the settings row.
    const settings = await loadSettings(this.db);
    for (const key of Object.values(PORTRAITS)) if (settings[key]) used.add(settings[key]);
    return used;
  }
}
