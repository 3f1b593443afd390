import type { ErrorBody, FieldError } from '../contract/errors.js';

/** A failed API call, typed by status; forms mark each field from `errors`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** False when the server sent no sentence of its own and the client made one up. */
    readonly fromServer = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A 429's or 503's `Retry-After`, in seconds, when the server sent one. */
  retryAfterSeconds?: number;

  /**
   * A sentence for people that the client wrote itself (the desktop console refusing a change while
   * offline), shown as is by messageFor.
   */
  userMessage?: string;

  /** The network failed or the server could not be reached (no HTTP status). */
  get isNetworkError() {
    return this.status === 0;
  }

  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    const b = body as Partial<ErrorBody> | null;
    const own = b && typeof b.message === 'string' && b.message ? b.message : null;
    return new ApiError(status, own ?? fallback, Array.isArray(b?.errors) ? b.errors : [], own !== null);
  }
}

/** Field errors as a `{ path: message }` map, the shape @mantine/form's setErrors takes. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(err.errors.map((e) => [e.path, e.message]));
}
