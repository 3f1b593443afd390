import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE, endpoints, mayUse, type Endpoint } from '@itsite/shared/contract';
import type { AppContext, AppMiddleware } from '../context.js';
import { PUBLIC_PREFIX } from '../media/store.js';

/**
 * What visitors read is answered from memory: public GET API answers and rendered website pages,
 * keyed by address and content version. Any write of an admin or editor moves the version on (on every instance,
 * through the bus), so the next request renders afresh; entries also expire after a minute (after
 * 5 s while the bus is down and other instances' changes go unheard), which bounds staleness when
 * a change arrives from elsewhere (the bus down, a rebuilt website). Each
 * answer carries a strong ETag and a matching If-None-Match gets 304. Signed-in requests bypass
 * the cache entirely (a staff preview among them), and an answer marked private is never kept.
 *
 * Answers are made (and kept) by the Koa middleware; `serveHit` answers a kept one straight from
 * Node's request, before Koa, which is what lets a hit cost little more than sending the bytes.
 */

export interface PublicCacheOptions {
  /** Entries kept at most (least recently used go first). */
  maxEntries?: number;
  /** Milliseconds an entry lives at most. */
  ttlMs?: number;
  /** Milliseconds an entry lives while other instances' changes may go unheard (the bus is down). */
  degradedTtlMs?: number;
  /** Whether changes made on other instances may currently go unheard. */
  degraded?: () => boolean;
  /** Whether X-Forwarded-Proto/-Host name the address (behind a proxy), as Koa's `proxy` setting. */
  trustProxy?: boolean;
}

interface Entry {
  status: number;
  body: Buffer;
  /** The body gzipped, made on the first hit that accepts it. */
  gzip?: Buffer;
  etag: string;
  /** The answer's own headers (type, security headers, CSP), replayed on a hit. */
  headers: Record<string, string>;
  created: number;
}

/** Headers not replayed as the answer had them: the cache sets them itself, or they belong to one exchange. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'date', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
/** Bodies from this size on are sent gzipped to a client that accepts it (as koa-compress does for misses). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Values kept by `memo` at most, by kind (the oldest of a kind go first): figures, one per list
 * filter visitors use; where each page of a list starts, one per page read (a crawler walks
 * thousands), kept apart so that a walk through many pages never pushes a costly count out.
 */
const MAX_MEMOS: Record<MemoKind, number> = { figure: 500, pageStart: 20_000 };

/** What a memo keeps: a figure (a count), or where a page of a list starts (a sort key). */
export type MemoKind = 'figure' | 'pageStart';
/** For a CDN in front: may keep an answer a minute, and serve it stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const toPattern = (path: string) => new RegExp(`^${path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
/** A form token is new on every read (it carries the time it was issued): never kept. */
const FRESH_EVERY_TIME = new Set<string>([endpoints.formToken.path]);
const PUBLIC_GETS = Object.values<Endpoint>(endpoints).filter((e) => e.method === 'GET' && e.access === 'public' && !FRESH_EVERY_TIME.has(e.path));
/** The API's public reads. */
const PUBLIC_READS = PUBLIC_GETS.filter((e) => e.path.startsWith('/api/')).map((e) => toPattern(e.path));
/** The health checks say something about this instance at this moment: never cached. */
const HEALTH = new Set(PUBLIC_GETS.filter((e) => !e.path.startsWith('/api/')).map((e) => e.path));

/** Whether this GET is the same for every visitor: a public API read or a website page. */
export function isPublicRead(path: string): boolean {
  if (path.startsWith('/api/')) return PUBLIC_READS.some((p) => p.test(path));
  if (HEALTH.has(path)) return false;
  if (path.startsWith(PUBLIC_PREFIX) || path.startsWith('/assets/')) return false; // files: their own caching
  if (path === '/admin' || path.startsWith('/admin/') || path === '/wp-admin') return false;
  return true;
}

const signedIn = (ctx: AppContext) => Boolean(ctx.cookies.get(SESSION_COOKIE) || ctx.get('authorization'));
const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
/** A client's If-None-Match names this ETag (or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
const acceptsGzip = (acceptEncoding: string | string[] | undefined) => /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(String(acceptEncoding ?? ''));

export class PublicCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly degradedTtlMs: number;
  private readonly degraded: () => boolean;
  private readonly trustProxy: boolean;
  hits = 0;
  misses = 0;

  constructor(options: PublicCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.degradedTtlMs = options.degradedTtlMs ?? 5_000;
    this.degraded = options.degraded ?? (() => false);
    this.trustProxy = options.trustProxy ?? false;
  }

  /** The key of a request: content version and full address (scheme and host as Koa sees them). */
  private keyOf(req: IncomingMessage): string {
    const scheme = (this.trustProxy && firstValue(req.headers['x-forwarded-proto'])) || ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
    const host = (this.trustProxy && firstValue(req.headers['x-forwarded-host'])) || req.headers.host || '';
    return `${this.version}|${scheme}://${host}${req.url ?? '/'}`;
  }

  /**
   * Answers a visitor's GET or HEAD from memory, before Koa, when it is kept; false otherwise (the
   * request then goes through the app, whose middleware makes and keeps the answer).
   */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.authorization || (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)) return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    if (!isPublicRead(query < 0 ? url : url.slice(0, query))) return false;
    const entry = this.get(this.keyOf(req));
    if (!entry) return false;
    this.hits++;
    res.statusCode = entry.status;
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.setHeader('ETag', entry.etag);
    if (entry.status === 200 && matches(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.end();
      return true;
    }
    let body = entry.body;
    if (body.length >= COMPRESS_FROM_BYTES) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (acceptsGzip(req.headers['accept-encoding'])) {
        body = entry.gzip ??= gzipSync(entry.body);
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Content changed: nothing cached so far is answered again. */
  invalidate(): void {
    this.version++;
    this.entries.clear();
    for (const kept of Object.values(this.memos)) kept.clear();
  }

  private readonly memos: Record<MemoKind, Map<string, { value: Promise<unknown>; created: number }>> = { figure: new Map(), pageStart: new Map() };

  /**
   * A figure derived from public content (a list's count, which costs a scan of an index at
   * scale), computed once per content version and kept no longer than an answer: every visitor's
   * request would otherwise count again. Kept even when answers are not (PUBLIC_CACHE_ENTRIES=0).
   * `kind` says which bound it counts against (MAX_MEMOS).
   */
  memo<T>(key: string, compute: () => Promise<T>, kind: MemoKind = 'figure'): Promise<T> {
    const memos = this.memos[kind];
    const at = `${this.version}|${key}`;
    const ttl = this.degraded() ? this.degradedTtlMs : this.ttlMs;
    const kept = memos.get(at);
    if (kept && kept.created + ttl > Date.now()) return kept.value as Promise<T>;
    const value = compute();
    // A failure is not kept: the next request tries again.
    value.catch(() => memos.get(at)?.value === value && memos.delete(at));
    memos.delete(at);
    memos.set(at, { value, created: Date.now() });
    while (memos.size > MAX_MEMOS[kind]) memos.delete(memos.keys().next().value!);
    return value;
  }

  /** `memo`, bound: what a list's query is given to keep its figures and page starts (queries/paging.ts, Memo). */
  readonly keep = <T>(key: string, compute: () => Promise<T>, kind?: MemoKind): Promise<T> => this.memo(key, compute, kind);

  get size(): number {
    return this.entries.size;
  }

  private get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    // While changes elsewhere may go unheard, answers are kept only briefly.
    const ttl = this.degraded() ? this.degradedTtlMs : this.ttlMs;
    if (entry.created + ttl <= Date.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  private set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The middleware. `announce` tells the other instances that content changed (the bus); it is
   * called after an admin's successful write, once this instance has forgotten its own entries.
   */
  middleware(announce: () => Promise<void>): AppMiddleware {
    return async (ctx, next) => {
      const read = ctx.method === 'GET' || ctx.method === 'HEAD';
      if (!read) {
        await next();
        // A write of staff who may change what visitors see (content: admins and editors; settings:
        // admins) clears it; a visitor's (a lead, a pending review) and sales' lead work do not.
        const role = ctx.state.auth?.user.role;
        if (ctx.status < 400 && (mayUse(role, 'content') || mayUse(role, 'admin'))) {
          this.invalidate();
          await announce().catch((err: unknown) => ctx.deps.logger.warn({ err }, 'could not announce a content change'));
        }
        return;
      }
      if (!isPublicRead(ctx.path)) return next();
      if (signedIn(ctx)) {
        // Staff see what is stored now, and nothing of theirs is kept by a shared cache.
        await next();
        ctx.set('Cache-Control', 'private, no-store');
        return;
      }

      // A kept answer (reached here when the request came through Koa itself, as the server
      // render's in-process reads do) is sent the same way as before Koa.
      if (this.serveHit(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      const key = this.keyOf(ctx.req);
      const version = this.version;
      this.misses++;
      await next();
      // An answer marked private (a staff preview, served only to a verified session) is never kept.
      if (/\bprivate\b/i.test(ctx.response.get('Cache-Control'))) return;
      const body = bodyBytes(ctx);
      if (!body || (ctx.status !== 200 && ctx.status !== 404)) return;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(ctx.response.headers)) {
        if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      const entry: Entry = { status: ctx.status, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, headers, created: Date.now() };
      // A write that landed while this answer was made may not be in it: keep it only if none did.
      if (version === this.version) this.set(key, entry);
      ctx.status = entry.status;
      for (const [name, value] of Object.entries(entry.headers)) ctx.set(name, value);
      ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
      ctx.set('ETag', entry.etag);
      ctx.body = entry.body;
      if (entry.status === 200 && ctx.fresh) {
        ctx.status = 304;
        ctx.body = null;
      }
    };
  }
}

/** The answer as bytes, when it is something to keep (not a stream or a file). */
function bodyBytes(ctx: AppContext): Buffer | null {
  const body: unknown = ctx.body;
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body !== null && typeof body === 'object' && !('pipe' in body)) {
    ctx.type = 'application/json';
    return Buffer.from(JSON.stringify(body));
  }
  return null;
}
