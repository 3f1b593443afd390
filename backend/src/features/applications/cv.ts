import type { IncomingMessage } from 'node:http';
import multer from '@koa/multer';
import { fileTypeFromBuffer } from 'file-type';
import { CV_FIELD, CV_MAX_BYTES, CV_MEDIA_TYPES, type CvFormat } from '@itsite/shared/contract';
import type { AppContext, AppMiddleware } from '../../kernel/context.js';
import { HttpError, badRequest } from '../../kernel/errors.js';
import { originalNameOf } from '../../platform/http/upload.js';
import type { ReceivedCv } from '../../platform/http/upload.js';

/** Past this a body is cut off (413) rather than read to its end to name the CV in the answer. */
const HARD_LIMIT = CV_MAX_BYTES + 1024 * 1024;
const BODY_BOUND = HARD_LIMIT + 128 * 1024;

interface CvStream {
  stream: NodeJS.ReadableStream;
  originalname?: string;
}
type Done = (err: Error | null, info?: Partial<ReceivedCv> & { size: number }) => void;

/** Multer's storage for a CV: kept in memory up to CV_MAX_BYTES, counted beyond (multer's fileSize stops it at HARD_LIMIT). */
const cvStorage = {
  _handleFile(_req: IncomingMessage, file: CvStream, cb: Done) {
    const chunks: Buffer[] = [];
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= CV_MAX_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    file.stream.on('error', (err: Error) => cb(err));
    file.stream.on('end', () => cb(null, { size, content: size <= CV_MAX_BYTES ? Buffer.concat(chunks) : undefined }));
  },
  _removeFile(_req: IncomingMessage, _file: unknown, cb: (err: Error | null) => void) {
    cb(null);
  },
};

const parse = multer({
  storage: cvStorage as unknown as multer.StorageEngine,
  defParamCharset: 'utf8',
  limits: { fileSize: HARD_LIMIT, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
} as multer.Options).single(CV_FIELD) as unknown as AppMiddleware;

/**
 * Parses an application's multipart body: the text fields into the body, the CV (if any) into
 * `ctx.state.cv`. A body that says it is larger than an application may be is refused (413)
 * before it is read; a malformed one is a 400.
 */
export const parseApplication: AppMiddleware = async (ctx, next) => {
  if (!ctx.is('multipart')) throw new HttpError(415, 'Send the application as multipart/form-data, with the CV as `cv`');
  if (Number(ctx.get('content-length') || 0) > BODY_BOUND) throw new HttpError(413, `The CV is too large: at most ${CV_MAX_BYTES / 1024 / 1024} MB`, [{ path: CV_FIELD, message: `At most ${CV_MAX_BYTES / 1024 / 1024} MB` }]);
  let parsed = false;
  try {
    await parse(ctx, async () => {
      parsed = true;
      const file = (ctx as AppContext & { file?: { originalname?: string; size: number; content?: Buffer } }).file;
      ctx.state.cv = file ? { name: originalNameOf(file.originalname) ?? 'cv', bytes: file.size, content: file.content } : undefined;
      await next();
    });
  } catch (err) {
    if (parsed || err instanceof HttpError || (err instanceof Error && err.name === 'MulterError')) throw err;
    throw badRequest('Malformed multipart body');
  }
};

/**
 * What the CV is, by its content alone (never its name or the browser's type): a PDF starts with
 * `%PDF-`; a Word document (DOCX) is a ZIP that file-type reads as one (its [Content_Types].xml
 * says so) and that holds `word/document.xml`. Anything else, or none, or one too large, is refused
 * with the field named.
 */
export async function checkCv(cv: ReceivedCv | undefined): Promise<{ format: CvFormat; content: Buffer }> {
  const refuse = (status: number, message: string) => new HttpError(status, message, [{ path: CV_FIELD, message }]);
  if (!cv || cv.bytes === 0) throw refuse(400, 'Attach your CV (PDF or Word document)');
  if (!cv.content) throw refuse(413, `Your CV is too large: at most ${CV_MAX_BYTES / 1024 / 1024} MB`);
  const { content } = cv;
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return { format: 'pdf', content };
  const zip = content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (zip && content.includes('word/document.xml', 0, 'latin1') && (await fileTypeFromBuffer(content))?.mime === CV_MEDIA_TYPES.docx) return { format: 'docx', content };
  throw refuse(415, 'Your CV must be a PDF or a Word document (DOCX)');
}
