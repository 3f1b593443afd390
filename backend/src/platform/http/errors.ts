import { ZodError } from 'zod';
import { MulterError } from 'multer';
import { QueryFailedError } from 'typeorm';
import type { ErrorBody, FieldError } from '@itsite/shared/contract';
import type { AppMiddleware } from '../../kernel/context.js';
import { HttpError } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/observability/logger.js';
import { DISK_FULL_MESSAGE, isDiskFull } from '../../kernel/storage/disk.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE, wantsPage } from './unavailable.js';

interface ErrorResponse {
  status: number;
  body: ErrorBody;
}

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);
const DUPLICATE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

const MULTER_STATUS: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'File is too large'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too large'],
  LIMIT_PART_COUNT: [413, 'Too many parts in the form'],
  LIMIT_FILE_COUNT: [400, 'Too many files'],
  LIMIT_FIELD_KEY: [400, 'A form field name is too long'],
  LIMIT_FIELD_COUNT: [400, 'Too many form fields'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field'],
};

function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const driverError = (err as { driverError?: { code?: unknown } }).driverError;
  const code = driverError?.code ?? (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

const fail = (status: number, message: string, errors?: FieldError[]): ErrorResponse => ({
  status,
  body: errors ? { success: false, message, errors } : { success: false, message },
});

/** Maps any thrown value to the API's error shape. Unknown errors are logged and answered 500. */
export function toErrorResponse(err: unknown, logger: Logger): ErrorResponse {
  if (err instanceof ZodError) {
    const errors = err.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    return fail(400, errors[0]?.message ?? 'Invalid input', errors);
  }
  if (err instanceof HttpError) return fail(err.status, err.message, err.errors);
  if (err instanceof MulterError) {
    const [status, message] = MULTER_STATUS[err.code] ?? [400, 'Invalid upload'];
    return fail(status, err.field ? `${err.field}: ${message}` : message, err.field ? [{ path: err.field, message }] : undefined);
  }
  if (isDiskFull(err)) {
    logger.error({ err }, 'disk full');
    return fail(507, DISK_FULL_MESSAGE);
  }
  const code = codeOf(err);
  if (err instanceof QueryFailedError && code && DUPLICATE_CODES.has(code)) return fail(409, 'A record with these values already exists');
  if (code && DB_DOWN_CODES.has(code)) {
    logger.error({ err }, 'database unavailable');
    return fail(503, 'Database unavailable, please try again shortly');
  }
  const name = err instanceof Error ? err.name : '';
  if (name === 'CannotExecuteNotConnectedError' || name === 'ConnectionIsNotSetError') {
    return fail(503, 'Database unavailable, please try again shortly');
  }
  // http-errors from koa, @koa/router and the body parser: client errors carry safe messages.
  if (typeof err === 'object' && err !== null) {
    const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown; message?: unknown };
    const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 0;
    if (status >= 400 && status < 500) {
      if (e.type === 'entity.parse.failed' || (status === 400 && err instanceof SyntaxError)) return fail(400, 'Malformed JSON body');
      if (e.type === 'entity.too.large' || status === 413) return fail(413, 'Request body is too large');
      if (status === 415) return fail(415, 'Unsupported media type');
      return fail(status, e.expose && typeof e.message === 'string' ? e.message : 'Bad request');
    }
  }
  logger.error({ err }, 'unhandled error');
  return fail(500, 'Internal error');
}

export const errorHandler: AppMiddleware = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    const { status, body } = toErrorResponse(err, ctx.deps.logger);
    ctx.status = status;
    // /readyz reports the disk full until space is freed.
    if (status === 507) await ctx.deps.media.disk.noteFull();
    if (status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (status === 503 && wantsPage(ctx.method, ctx.url)) {
      // A visitor's page while the database is away: a page of its own, never the API's JSON.
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = UNAVAILABLE_PAGE;
      return;
    }
    ctx.body = body;
  }
};
