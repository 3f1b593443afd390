import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multer from '@koa/multer';
import { mediaKinds, uploadBounds, type UploadField } from '@itsite/shared/contract';
import type { AppContext, AppMiddleware } from '../../kernel/context.js';
import { HttpError, badRequest } from '../../kernel/errors.js';
import { isDiskFull } from '../../kernel/storage/disk.js';
import { fileTooLarge, type IncomingFile } from '../media/store.js';

/** Form fields of a multipart body besides its files: a generous bound for the text they carry. */
const FIELDS_BYTES = 1024 * 1024;

/** One request's upload: where its files are streamed, the prefix that names them, and its bounds. */
interface UploadTarget {
  dir: string;
  prefix: string;
  /** The most the whole body may carry (files, fields, multipart framing). */
  bound: number;
  /** Each upload field's largest file (its kind's limit). */
  fileBytes: Map<string, { bytes: number; kind: UploadField['kind'] }>;
}
const targets = new WeakMap<IncomingMessage, UploadTarget>();

const requestTooLarge = (bound: number) => new HttpError(413, `The request is too large (at most ${Math.floor(bound / 1024 / 1024)} MB)`);

/**
 * Multer's storage: each file streams to a temporary file of its own, counted as it comes and cut
 * off (413) as soon as it passes its field's kind's limit, so no file is ever held in memory and
 * none larger than it may be ever reaches the disk.
 */
interface StreamedFile {
  fieldname: string;
  stream: NodeJS.ReadableStream;
  path: string;
}
type Done = (err: Error | null, info?: { path: string; size: number }) => void;

const temporaryFiles = {
  _handleFile(req: IncomingMessage, file: StreamedFile, cb: Done) {
    const target = targets.get(req);
    if (!target) return cb(new Error('upload without a target'));
    const limit = target.fileBytes.get(file.fieldname);
    const filePath = path.join(target.dir, `${target.prefix}${randomBytes(8).toString('hex')}`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (limit && size > limit.bytes) done(fileTooLarge(file.fieldname, limit.kind));
        else done(null, chunk);
      },
    });
    const out: Writable = createWriteStream(filePath, { flags: 'wx' });
    pipeline(file.stream, counter, out).then(
      () => cb(null, { path: filePath, size }),
      (err: unknown) => void fs.rm(filePath, { force: true }).finally(() => cb(err as Error)),
    );
  },
  _removeFile(_req: IncomingMessage, file: StreamedFile, cb: (err: Error | null) => void) {
    fs.rm(file.path, { force: true }).then(() => cb(null), cb);
  },
};

/**
 * What the server still reads of a body that has passed its bound, so the client (which may not
 * read a reply before it has sent everything) gets its 413; past this, the connection is dropped.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Feeds the body to the parser, counting it: past the request's bound (a chunked body says no
 * length up front) the parse stops with 413, and a body that still goes on loses its connection.
 */
function countedStream(req: IncomingMessage, busboy: Writable): void {
  const bound = targets.get(req)?.bound ?? uploadBounds.fileBytes;
  let received = 0;
  let cut = false;
  req.pipe(busboy);
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > bound && !cut) {
      cut = true;
      req.unpipe(busboy);
      busboy.destroy(requestTooLarge(bound));
    }
    if (received > bound + DRAIN_BYTES) {
      req.off('data', count);
      req.destroy();
    }
  };
  req.on('data', count);
}

/**
 * Files are streamed to temporary files (never held in memory): a file over its kind's limit, or a
 * body over its request's bound, is cut off as it arrives. The content checks are MediaStore.accept's.
 */
const parserFor = (fields: readonly UploadField[]) =>
  multer({
    storage: temporaryFiles as unknown as multer.StorageEngine,
    // File names as browsers send them (UTF-8): "Café menu.jpg" stays itself.
    defParamCharset: 'utf8',
    streamHandler: countedStream,
    limits: {
      fileSize: uploadBounds.fileBytes,
      // Every field at its most, and no more.
      files: fields.reduce((sum, u) => sum + u.max, 0),
      fields: 60,
      fieldSize: 256 * 1024,
      parts: 120,
    },
  } as multer.Options).fields(fields.map((u) => ({ name: u.field, maxCount: u.max })));

/** The most a request with these upload fields may carry: every file at its kind's largest, plus the text fields. */
export function requestBound(fields: readonly UploadField[]): number {
  return fields.reduce((sum, u) => sum + u.max * mediaKinds[u.kind].maxBytes, FIELDS_BYTES);
}

/** Removes every temporary file of one request (finished, half-written, or refused). */
async function removeTemporaryFiles({ dir, prefix }: UploadTarget): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((n) => n.startsWith(prefix)).map((n) => fs.rm(path.join(dir, n), { force: true })));
}

/**
 * Multipart parsing for the given upload fields. The body is refused before it is read when it
 * says it is larger than the request may be (413), and cut off when it turns out to be; files are
 * streamed to temporary files under the media store's folder and removed when the request ends,
 * whatever happened (a stored file is the store's own copy). Parser failures (truncated or
 * malformed bodies) become 400s; limit breaches are mapped by the error middleware.
 */
export function multipart(fields: readonly UploadField[]): AppMiddleware {
  const parse = parserFor(fields) as unknown as AppMiddleware;
  const bound = requestBound(fields);
  const fileBytes = new Map(fields.map((u) => [u.field, { bytes: mediaKinds[u.kind].maxBytes, kind: u.kind }] as const));
  return async (ctx, next) => {
    const length = Number(ctx.get('content-length') || 0);
    if (length > bound) throw requestTooLarge(bound);
    const target: UploadTarget = { dir: ctx.deps.media.tmpDir, prefix: `${randomBytes(8).toString('hex')}-`, bound, fileBytes };
    await fs.mkdir(target.dir, { recursive: true });
    targets.set(ctx.req, target);
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        await next();
      });
    } catch (err) {
      // A full disk is the error handler's 507, not the client's malformed body.
      if (parsed || err instanceof HttpError || (err instanceof Error && err.name === 'MulterError') || isDiskFull(err)) throw err;
      throw badRequest('Malformed multipart body');
    } finally {
      targets.delete(ctx.req);
      await removeTemporaryFiles(target);
    }
  };
}

/** The files multer parsed for one field, in the order they were sent, each with who sent it. */
export function filesOf(ctx: AppContext, upload: UploadField): IncomingFile[] {
  const files = ctx.request.files;
  if (!files || Array.isArray(files)) return [];
  const user = ctx.state.auth?.user;
  const uploadedBy = user ? { id: user.id, name: user.name } : undefined;
  return (files[upload.field] ?? []).map((f: IncomingFile & { originalname?: string }) => ({
    fieldname: f.fieldname,
    path: f.path,
    size: f.size,
    uploadedBy,
    originalName: originalNameOf(f.originalname),
  }));
}

/**
 * A file's name as its sender's computer called it, fit to keep and show: its last path part, no
 * control characters, at most 255 characters; undefined when nothing is left.
 */
export function originalNameOf(name: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || undefined;
}

/**
 * An applicant's CV as the multipart parser hands it over: in memory (5 MB at most, one a
 * request, every request per address limited), or only its size when it was larger than a CV may
 * be, so the form's other fields still arrive and the refusal names the CV.
 */
export interface ReceivedCv {
  name: string;
  bytes: number;
  /** Undefined when the file was larger than CV_MAX_BYTES (its bytes were counted, not kept). */
  content?: Buffer;
}
