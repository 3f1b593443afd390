import { XSRF_COOKIE, XSRF_HEADER } from '../contract/constants.js';
import { ApiError } from './errors.js';

/** The API's HTTP transport (addresses, credentials, errors), under both clients (client.ts, public.ts). */

export interface ApiClientOptions {
  /** Origin of the API; '' (default) for the page's own origin. */
  baseUrl?: string;
  /** Web: the XSRF token to echo on writes (read from the XSRF-TOKEN cookie by default). */
  xsrfToken?: () => string | undefined;
  /** Desktop: a bearer token for every request. */
  bearerToken?: () => string | undefined;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Upload progress from 0 to 1 (uses XMLHttpRequest, which reports upload progress). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on a visitor's form). */
  headers?: Record<string, string>;
}

/** What a visitor's form adds for the spam screen: the signed token and the (empty) honeypot. */
export interface FormGuardFields {
  formToken?: string;
  website?: string;
}

/** A query string of the parameters that have a value ('' for none). */
export function queryString(params: object): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

type Body = unknown;

function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class ApiTransport {
  readonly baseUrl: string;
  private readonly opts: ApiClientOptions;

  constructor(opts: ApiClientOptions = {}) {
    this.opts = opts;
    this.baseUrl = (opts.baseUrl ?? '').replace(/\/+$/, '');
  }

  /** Where uploaded files are fetched from when not from this server (S3_PUBLIC_URL: a CDN or public bucket). */
  private mediaBase: string | undefined;

  /** The media address the server announces with the settings (`mediaBaseUrl`); undefined: this server. */
  setMediaBase(base: string | undefined): void {
    this.mediaBase = base ? base.replace(/\/+$/, '') : undefined;
  }

  /** Absolute address of an uploaded file (the API returns `/uploads/...`): on the media address when there is one. */
  mediaUrl(path: string): string {
    if (/^https?:\/\//.test(path)) return path;
    if (this.mediaBase && path.startsWith('/uploads/')) return `${this.mediaBase}/${path.slice('/uploads/'.length)}`;
    return `${this.baseUrl}${path}`;
  }

  private headers(method: string, body: Body): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const bearer = this.opts.bearerToken?.();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    else if (MUTATING.has(method)) {
      const xsrf = (this.opts.xsrfToken ?? (() => cookie(XSRF_COOKIE)))();
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    return headers;
  }

  async request<T>(method: string, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
    const url = this.baseUrl + path;
    const headers = { ...this.headers(method, body), ...options.headers };
    const payload = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
    if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      return this.xhr<T>(method, url, headers, payload, options);
    }
    let res: Response;
    try {
      res = await (this.opts.fetch ?? fetch)(url, { method, headers, body: payload, credentials: 'include', signal: options.signal });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new ApiError(0, 'Network error');
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const error = ApiError.fromBody(res.status, parsed, `Request failed (${res.status})`);
      const retryAfter = Number(res.headers?.get('retry-after'));
      if (retryAfter > 0) error.retryAfterSeconds = retryAfter;
      throw error;
    }
    return parsed as T;
  }

  private xhr<T>(method: string, url: string, headers: Record<string, string>, body: XMLHttpRequestBodyInit | undefined, options: RequestOptions): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = true;
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) options.onUploadProgress?.(e.loaded / e.total);
      };
      xhr.onerror = () => reject(new ApiError(0, 'Network error'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.onload = () => {
        let parsed: unknown;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          parsed = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          options.onUploadProgress?.(1);
          resolve(parsed as T);
        } else reject(ApiError.fromBody(xhr.status, parsed, `Request failed (${xhr.status})`));
      };
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body ?? null);
    });
  }
}
