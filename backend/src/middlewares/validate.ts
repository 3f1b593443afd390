import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { unsupportedMediaType } from '../errors.js';

function hasBody(ctx: AppContext): boolean {
  const length = ctx.get('Content-Length');
  return (length !== '' && length !== '0') || ctx.get('Transfer-Encoding') !== '';
}

/**
 * Validates the request body against a shared schema; a failure becomes 400 with every issue.
 * JSON routes refuse other media types (415); multipart routes accept the fields multer parsed.
 */
export function parseBody<S extends z.ZodType>(ctx: AppContext, schema: S, opts: { multipart?: boolean } = {}): z.output<S> {
  const allowed = opts.multipart ? ['json', 'multipart'] : ['json'];
  if (hasBody(ctx) && !ctx.is(...allowed)) {
    throw unsupportedMediaType(opts.multipart ? 'Send JSON or multipart/form-data' : 'Send JSON (Content-Type: application/json)');
  }
  return schema.parse(ctx.request.body ?? {});
}

export function parseQuery<S extends z.ZodType>(ctx: AppContext, schema: S, pick: (q: AppContext['query']) => unknown = (q) => q): z.output<S> {
  return schema.parse(pick(ctx.query));
}
