import type { z } from 'zod';
import type { AppContext } from '../../kernel/context.js';
import { unsupportedMediaType } from '../../kernel/errors.js';

function hasBody(ctx: AppContext): boolean {
  const length = ctx.get('Content-Length');
  return (length !== '' && length !== '0') || ctx.get('Transfer-Encoding') !== '';
}

/**
 * Validates the request body against a shared schema; a failure becomes 400 with every issue.
 * JSON routes refuse other media types (415); multipart routes accept the fields multer parsed, and
 * the routes behind the website's forms the fields of their native posts.
 */
export function parseBody<S extends z.ZodType>(ctx: AppContext, schema: S, opts: { multipart?: boolean } = {}): z.output<S> {
  // A website form's native post (web/forms.ts) arrives as a form, turned into the same body.
  const allowed = [...(opts.multipart ? ['json', 'multipart'] : ['json']), ...(ctx.state.nativeForm ? ['urlencoded'] : [])];
  if (hasBody(ctx) && !ctx.is(...allowed)) {
    throw unsupportedMediaType(opts.multipart ? 'Send JSON or multipart/form-data' : 'Send JSON (Content-Type: application/json)');
  }
  return schema.parse(ctx.request.body ?? {});
}

export function parseQuery<S extends z.ZodType>(ctx: AppContext, schema: S, pick: (q: AppContext['query']) => unknown = (q) => q): z.output<S> {
  return schema.parse(pick(ctx.query));
}
