import multer from '@koa/multer';
import { UPLOAD_LIMITS } from '@itsite/shared/contract';
import type { AppContext, AppMiddleware } from '../context.js';
import { badRequest } from '../errors.js';
import type { IncomingFile } from '../media/store.js';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    // The per-kind limits (image / video) are checked by MediaStore.accept; this is the outer bound.
    fileSize: UPLOAD_LIMITS.videoBytes,
    files: UPLOAD_LIMITS.blogSections + 1,
    fields: 60,
    fieldSize: 256 * 1024,
    parts: 120,
  },
});

/**
 * Multipart parsing for the given file fields. Parser failures (truncated or malformed bodies)
 * become 400s; limit breaches are mapped by the error middleware.
 */
export function multipart(fields: Array<{ name: string; maxCount: number }>): AppMiddleware {
  const parse = upload.fields(fields) as unknown as AppMiddleware;
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        await next();
      });
    } catch (err) {
      if (parsed || (err instanceof Error && err.name === 'MulterError')) throw err;
      throw badRequest('Malformed multipart body');
    }
  };
}

/** The files multer parsed for one field, in the order they were sent. */
export function filesOf(ctx: AppContext, field: string): IncomingFile[] {
  const files = ctx.request.files;
  if (!files || Array.isArray(files)) return [];
  return files[field] ?? [];
}
