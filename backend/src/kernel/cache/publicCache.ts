import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { SESSION_COOKIE, mayUse } from '@itsite/shared/contract';
import type { AppContext, AppMiddleware } from '../context.js';
import { isPublicRead, keyedAddress, normalizedUrl } from './keys.js';
import { ContentMemo, type MemoKind } from './contentMemo.js';
import { EVERYTHING, isTouched, tagsOfRead } from './tags.js';
import { REQUEST_ID_HEADER } from '../observability/requestLog.js';
import { routeOf } from '../observability/routes.js';
import { Kept } from '../kept.js';

export { isPublicRead, normalizedUrl } from './keys.js';

/**
 * What visitors read is answered from memory: public GET API answers and rendered website pages,
 * keyed by address (of the query, only what the answer reads: keys.ts). No visitor waits on a
 * render once a page has been made:
 *
 * - **Targeted**: each answer carries the tags of what it was made from (tags.ts); a write names
 *   what it touches, and only the answers it touches go stale, on every instance (the bus).
 * - **Stale while revalidating**: a stale answer is still served (`X-Cache: STALE`) while one
 *   render in the background makes it again; right after a write, the pages it touched are made
 *   again ahead of any visitor (the most recently used first, up to `warmLimit`), and the write's
 *   answer waits for that up to half a second.
 * - **Single flight**: concurrent misses of one address wait on one render, never start their own.
 * - **Bounded by bytes** (`maxBytes`; the least recently used go first).
 *
 * Answers also go stale after a minute (after 5 s while the bus is down and other instances'
 * changes go unheard), which bounds how long a change made elsewhere goes unseen. Each answer
 * carries a strong ETag and a matching If-None-Match gets 304. Signed-in requests bypass the cache
 * entirely (a staff preview among them), and an answer marked private is never kept.
 *
 * Answers are made (and kept) by the Koa middleware; `serveHit` answers a kept one straight from
 * Node's request, before Koa, which is what lets a hit cost little more than sending the bytes.
 */

export interface PublicCacheOptions {
  /** Bytes of answers kept at most (0 keeps nothing: every request is made afresh). */
  maxBytes?: number;
  /** Milliseconds an entry stays fresh. */
  ttlMs?: number;
  /** Milliseconds an entry stays fresh while other instances' changes may go unheard (the bus is down). */
  degradedTtlMs?: number;
  /** Whether changes made on other instances may currently go unheard. */
  degraded?: () => boolean;
  /** Whether X-Forwarded-Proto/-Host name the address (behind a proxy), as Koa's `proxy` setting. */
  trustProxy?: boolean;
  /** Touched pages made again right after a write, at most (the rest when next asked for). */
  warmLimit?: number;
}

/** The request that made an answer, to make it again. */
export interface CacheSource {
  url: string;
  host: string;
  scheme: string;
}

/** Makes an answer again in the background: runs a GET for `source` through the app (which keeps it). */
export type Refresher = (source: CacheSource) => Promise<void>;

interface Entry {
  status: number;
  body: Buffer;
  /** The body gzipped, made on the first hit that accepts it. */
  gzip?: Buffer;
  etag: string;
  /** The answer's own headers (type, security headers, CSP), replayed on a hit. */
  headers: Record<string, string>;
  /** What every hit sends of them, as one flat list of names and values (its own headers, then Cache-Control and ETag). */
  block: string[];
  /**
   * The whole header list a hit sends, by how it is sent (fresh or stale, whole or gzipped), made on
   * the first such hit: handed to `writeHead` as it is (headers set one by one are each checked,
   * stored and read back), with the request's id written into its last slot.
   */
  sent: Partial<Record<`${'HIT' | 'STALE'}${'' | ' gzip'}`, string[]>>;
  /** When it was made (`performance.now()`). */
  created: number;
  /** When it was last asked for (the cache's clock): the least recently used go first. */
  used: number;
  /** The route its address is, as logs and metrics name it. */
  route: string;
  tags: ReadonlySet<string>;
  /** A write touched it (or it is old): served while it is made again. */
  stale: boolean;
  source: CacheSource;
  bytes: number;
}

/** Headers not replayed as the answer had them: the cache sets them itself, or they belong to one exchange. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'date', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'x-cache']);
/** Bodies from this size on are sent gzipped to a client that accepts it (as koa-compress does for misses). */
const COMPRESS_FROM_BYTES = 1024;
/** What an entry costs besides its bodies (key, headers, bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;
/**
 * How long a write's answer waits for the pages it touched to be made again (the rest go on in the
 * background): the staff member who saved, and the next visitor, then see the new page.
 */
const WARM_WAIT_MS = 500;
/** Writes remembered, to tell whether one landed while an answer was being made. */
const RECENT_WRITES = 256;

/** For a CDN in front: may keep an answer a minute, and serve it stale while it revalidates. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Marks the app's own background request that makes a stale answer again (with the source it makes). */
const REFRESH = Symbol('public-cache-refresh');
type RefreshRequest = IncomingMessage & { [REFRESH]?: CacheSource };

const signedIn = (ctx: AppContext) => Boolean(ctx.cookies.get(SESSION_COOKIE) || ctx.get('authorization'));
const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
/** A client's If-None-Match names this ETag (or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
const acceptsGzip = (acceptEncoding: string | string[] | undefined) => acceptEncoding !== undefined && /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(String(acceptEncoding));
/** Addresses whose key is remembered (a crawler or random parameters push the oldest out). */
const ADDRESSES_KEPT = 10_000;
/** Longer addresses (with their host) have their key worked out each time: what is kept stays small whatever is sent. */
const ADDRESS_KEPT_CHARS = 1024;
/** As a hit sends it: in lower case, as Node compares names. */
const REQUEST_ID = REQUEST_ID_HEADER.toLowerCase();

/** Marks `req` as the cache's own request that makes `source` again (the app's refresher sets it). */
export function markRefresh(req: IncomingMessage, source: CacheSource): void {
  (req as RefreshRequest)[REFRESH] = source;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Ticks on every use of an entry (`Entry.used`). */
  private clock = 0;
  /**
   * Each address asked for lately, as the request had it, with the key it has for the scheme and
   * host it came with (null: not a public read): a hit works out no key.
   */
  private readonly addresses = new Kept<{ scheme: string; host: string; key: string | null }>(ADDRESSES_KEPT);
  private readonly inflight = new Map<string, Promise<Entry | null>>();
  /** Keys being made again in the background (at most one render each). */
  private readonly refreshing = new Set<string>();
  private readonly warmQueue = new Set<string>();
  private warming: Promise<void> | undefined;
  private refresher: Refresher | undefined;
  private storedBytes = 0;
  /** Writes seen so far, and the last few with what they touched. */
  private writes = 0;
  private readonly recentWrites: Array<{ seq: number; touched: readonly string[] }> = [];
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly degradedTtlMs: number;
  private readonly degraded: () => boolean;
  private readonly trustProxy: boolean;
  private readonly warmLimit: number;
  /** Answers served fresh, served stale, and made (on a miss, or again in the background). */
  hits = 0;
  staleHits = 0;
  misses = 0;
  refreshes = 0;

  constructor(options: PublicCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.degradedTtlMs = options.degradedTtlMs ?? 5_000;
    this.degraded = options.degraded ?? (() => false);
    this.trustProxy = options.trustProxy ?? false;
    this.warmLimit = options.warmLimit ?? 200;
  }

  /** How stale answers are made again: the app's own GET through its middleware (app.ts). */
  attach(refresher: Refresher): void {
    this.refresher = refresher;
  }

  private sourceOf(req: IncomingMessage): CacheSource {
    const refreshing = (req as RefreshRequest)[REFRESH];
    if (refreshing) return refreshing;
    return { scheme: this.schemeOf(req), host: this.hostOf(req), url: normalizedUrl(req.url ?? '/') };
  }

  private schemeOf(req: IncomingMessage): string {
    return (this.trustProxy && firstValue(req.headers['x-forwarded-proto'])) || ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  }

  private hostOf(req: IncomingMessage): string {
    return (this.trustProxy && firstValue(req.headers['x-forwarded-host'])) || req.headers.host || '';
  }

  /** The key of a visitor's GET (null when it is no public read), remembered by address. */
  private keyFor(req: IncomingMessage): string | null {
    const url = req.url ?? '/';
    const scheme = this.schemeOf(req);
    const host = this.hostOf(req);
    const known = this.addresses.get(url);
    if (known !== undefined && known.host === host && known.scheme === scheme) return known.key;
    const query = url.indexOf('?');
    const address = isPublicRead(query < 0 ? url : url.slice(0, query)) ? keyedAddress(url) : undefined;
    const key = address ? PublicCache.keyOf({ scheme, host, url: address.url }) : null;
    // Not remembered: an address with a parameter its key leaves out (a campaign link's, a
    // cache-buster's), or with a query on what is no public read: often new on every request, each
    // would push out an address asked for again and again, and stay in memory until pushed out itself.
    const worthKeeping = address ? !address.leftOut : query < 0;
    if (worthKeeping && url.length + host.length <= ADDRESS_KEPT_CHARS) this.addresses.put(url, { scheme, host, key });
    return key;
  }

  private static keyOf(source: CacheSource): string {
    return `${source.scheme}://${source.host}${source.url}`;
  }

  /**
   * Answers a visitor's GET or HEAD from memory, before Koa, when it is kept, and tells the route it
   * answered (for the request's log line and metrics); undefined otherwise (the request then goes
   * through the app, whose middleware makes and keeps the answer). A stale answer is served too,
   * and made again in the background.
   */
  serveHit(req: IncomingMessage, res: ServerResponse, reqId?: string): string | undefined {
    if (this.maxBytes <= 0 || (req as RefreshRequest)[REFRESH]) return undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    if (req.headers.authorization || (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)) return undefined;
    const key = this.keyFor(req);
    const entry = key === null ? undefined : this.get(key);
    if (!entry) return undefined;
    if (!entry.stale && entry.created + this.ttl() <= performance.now()) entry.stale = true;
    if (entry.stale) {
      // Without a way to make it again in the background (a bare cache), a stale answer is a miss;
      // so is a stale "not found": what was just published or created is shown at once, never a
      // page saying it does not exist.
      if (!this.refresher || entry.status === 404) return undefined;
      this.staleHits++;
      this.refreshSoon(key!, entry.source);
    } else this.hits++;
    this.send(entry, req, res, reqId);
    return entry.route;
  }

  /** Sends a kept answer: its whole header list in one block (`Entry.sent`), then its bytes. */
  private send(entry: Entry, req: IncomingMessage, res: ServerResponse, reqId: string | undefined) {
    const how = entry.stale ? 'STALE' : 'HIT';
    if (entry.status === 200 && req.headers['if-none-match'] !== undefined && matches(req.headers['if-none-match'], entry.etag)) {
      // Not modified: the same headers but the body's type, and no body.
      const kept: string[] = [];
      for (let i = 0; i < entry.block.length; i += 2) if (entry.block[i].toLowerCase() !== 'content-type') kept.push(entry.block[i], entry.block[i + 1]);
      kept.push('x-cache', how);
      if (reqId) kept.push(REQUEST_ID, reqId);
      res.writeHead(304, kept);
      res.end();
      return;
    }
    const gzip = entry.body.length >= COMPRESS_FROM_BYTES && acceptsGzip(req.headers['accept-encoding']);
    if (gzip && !entry.gzip) {
      entry.gzip = gzipSync(entry.body);
      entry.bytes += entry.gzip.length;
      this.storedBytes += entry.gzip.length;
      this.evict();
    }
    const body = gzip ? entry.gzip! : entry.body;
    const variant = gzip ? (`${how} gzip` as const) : how;
    let headers = (entry.sent[variant] ??= [
      ...entry.block,
      'x-cache',
      how,
      ...(entry.body.length >= COMPRESS_FROM_BYTES ? ['vary', 'Accept-Encoding'] : []),
      ...(gzip ? ['content-encoding', 'gzip'] : []),
      'content-length',
      String(body.length),
      REQUEST_ID,
      '',
    ]);
    // writeHead reads the list there and then (into the header's text) and keeps nothing of it.
    if (reqId) headers[headers.length - 1] = reqId;
    else headers = headers.slice(0, -2);
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private ttl(): number {
    // While changes elsewhere may go unheard, answers are fresh only briefly.
    return this.degraded() ? this.degradedTtlMs : this.ttlMs;
  }

  /**
   * Content changed: the answers made from what `touched` names go stale (every answer for
   * `['*']`), and are made again in the background, the most recently used first.
   */
  invalidate(touched: readonly string[] = [EVERYTHING]): void {
    if (touched.length === 0) return;
    this.writes++;
    this.recentWrites.push({ seq: this.writes, touched });
    if (this.recentWrites.length > RECENT_WRITES) this.recentWrites.shift();
    this.figures.clear();
    // Those the write names by their own item (`product:<id>`, a page that found none) first, then
    // those it touches as a list or a frame (every page's menu), the most recently used first in each.
    const own: string[] = [];
    const listing: string[] = [];
    const items = touched.filter((tag) => tag.includes(':'));
    for (const [key, entry] of this.entries) {
      if (!isTouched(entry.tags, touched)) continue;
      entry.stale = true;
      (items.some((tag) => entry.tags.has(tag)) ? own : listing).push(key);
    }
    if (!this.refresher) {
      // Nothing can make them again in the background: gone, so the next visitor makes them.
      for (const key of [...listing, ...own]) this.remove(key);
      return;
    }
    // The most recently used are warmed first.
    const recentFirst = (keys: string[]) => keys.sort((a, b) => this.entries.get(b)!.used - this.entries.get(a)!.used);
    for (const key of [...recentFirst(own), ...recentFirst(listing)].slice(0, this.warmLimit)) this.warmQueue.add(key);
    this.warming ??= this.warm().finally(() => (this.warming = undefined));
  }

  /** Makes the touched answers again, one at a time (a write never makes the server render a burst). */
  private async warm(): Promise<void> {
    while (this.warmQueue.size > 0) {
      const key = this.warmQueue.values().next().value!;
      this.warmQueue.delete(key);
      const entry = this.entries.get(key);
      if (!entry?.stale) continue;
      await this.refresh(key, entry.source);
    }
  }

  /** For tests and shutdown: waits until the answers being made again in the background are done. */
  async settled(): Promise<void> {
    while (this.warming || this.refreshing.size > 0) {
      await this.warming;
      await Promise.all([...this.inflight.values()]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private refreshSoon(key: string, source: CacheSource): void {
    if (this.refreshing.has(key) || this.inflight.has(key)) return;
    void this.refresh(key, source);
  }

  private async refresh(key: string, source: CacheSource): Promise<void> {
    if (!this.refresher || this.refreshing.has(key) || this.inflight.has(key)) return;
    this.refreshing.add(key);
    try {
      await this.refresher(source);
    } catch {
      // The stale answer stays; the next visitor's request tries again.
    } finally {
      this.refreshing.delete(key);
    }
  }

  /** Figures derived from public content (contentMemo.ts), forgotten on each change as answers go stale. */
  private readonly figures = new ContentMemo(() => this.ttl());

  /** A figure computed once per content version (ContentMemo.memo). */
  memo<T>(key: string, compute: () => Promise<T>, kind: MemoKind = 'figure'): Promise<T> {
    return this.figures.memo(key, compute, kind);
  }

  /** `memo`, bound: what a list's query is given to keep its figures and page starts (kernel/db/paging.ts, Memo). */
  readonly keep = <T>(key: string, compute: () => Promise<T>, kind?: MemoKind): Promise<T> => this.memo(key, compute, kind);

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the answers kept (bodies and their gzipped copies, and a little for each entry). */
  get bytes(): number {
    return this.storedBytes;
  }

  private get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.used = ++this.clock;
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= entry.bytes;
  }

  private set(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.storedBytes += entry.bytes;
    this.evict();
  }

  /**
   * Drops the least recently used until the answers fit. A scan of the entries (a hit only notes
   * its use; moving it to the end of the map cost a hit more than the scan costs a miss, which renders).
   */
  private evict(): void {
    while (this.storedBytes > this.maxBytes && this.entries.size > 0) {
      let oldest: string | undefined;
      let least = Infinity;
      for (const [key, entry] of this.entries) {
        if (entry.used < least) {
          least = entry.used;
          oldest = key;
        }
      }
      this.remove(oldest!);
    }
  }

  /** Whether a write after the `since`-th touched an answer with `tags` (so it may not show it). */
  private touchedSince(since: number, tags: ReadonlySet<string>): boolean {
    if (this.writes === since) return false;
    const oldest = this.recentWrites[0]?.seq ?? this.writes + 1;
    if (since + 1 < oldest) return true; // more writes than remembered: assume so
    return this.recentWrites.some((w) => w.seq > since && isTouched(tags, w.touched));
  }

  /**
   * The middleware. `announce` tells the other instances what a write touched (the bus); it is
   * called after a write of staff who may change what visitors see, once this instance has marked
   * its own answers stale. What a write touches is what its endpoint names (`ctx.state.touched`,
   * set by the route: platform/http/route.ts); a write that names nothing touches everything.
   */
  middleware(announce: (touched: readonly string[]) => Promise<void>): AppMiddleware {
    return async (ctx, next) => {
      const read = ctx.method === 'GET' || ctx.method === 'HEAD';
      if (!read) {
        await next();
        // A write of staff who may change what visitors see (content: admins and editors; settings:
        // admins); a visitor's (a lead, a pending review) and sales' lead work touch nothing.
        const role = ctx.state.auth?.user.role;
        if (ctx.status >= 400 || !(mayUse(role, 'content') || mayUse(role, 'admin'))) return;
        const touched = ctx.state.touched ?? [EVERYTHING];
        if (touched.length === 0) return;
        this.invalidate(touched);
        await announce(touched).catch((err: unknown) => ctx.deps.logger.warn({ err }, 'could not announce a content change'));
        const warmed = this.warming;
        if (warmed) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([warmed, new Promise((resolve) => (timer = setTimeout(resolve, WARM_WAIT_MS)))]);
          clearTimeout(timer);
        }
        return;
      }
      if (this.maxBytes <= 0 || !isPublicRead(ctx.path)) {
        await next();
        return;
      }
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
      const refresh = (ctx.req as RefreshRequest)[REFRESH] !== undefined;
      const source = this.sourceOf(ctx.req);
      const key = PublicCache.keyOf(source);
      const flight = this.inflight.get(key);
      if (flight && !refresh) {
        // Being made for another visitor right now: that one render answers both, unless a write
        // landed while it was made (then this request makes it again, with what is stored now).
        const made = await flight;
        if (made && !made.stale) return this.answer(ctx, made, 'MISS');
      }
      let done!: (entry: Entry | null) => void;
      this.inflight.set(key, new Promise<Entry | null>((resolve) => (done = resolve)));
      let entry: Entry | null = null;
      try {
        // Made for the address as the cache keys it: what the answer does not read is not in it.
        ctx.url = source.url;
        const since = this.writes;
        if (refresh) this.refreshes++;
        else this.misses++;
        try {
          await next();
        } catch (err) {
          // The address now answers an error (a product deleted: 404 from the API): what was kept
          // for it is no longer the answer.
          this.remove(key);
          throw err;
        }
        entry = this.entryOf(ctx, source);
        // Not to be kept (a redirect now, a private answer): nor is what was kept before.
        if (!entry) this.remove(key);
        if (entry) {
          // A write that landed while this answer was made may not be in it: kept, but stale.
          entry.stale = this.touchedSince(since, entry.tags);
          this.set(key, entry);
          if (entry.stale) queueMicrotask(() => this.refreshSoon(key, source));
        }
      } finally {
        this.inflight.delete(key);
        done(entry);
      }
      if (entry) this.answer(ctx, entry, 'MISS');
    };
  }

  /** The answer as an entry to keep, or null when it is not to be kept (private, an error, a stream). */
  private entryOf(ctx: AppContext, source: CacheSource): Entry | null {
    // An answer marked private (a staff preview, a page with a form of its own) is never kept.
    if (/\bprivate\b/i.test(ctx.response.get('Cache-Control'))) return null;
    if (ctx.status !== 200 && ctx.status !== 404) return null;
    const tags = new Set(ctx.state.cacheTags ?? (ctx.path.startsWith('/api/') ? tagsOfRead(ctx.path, ctx.body) : [EVERYTHING]));
    const body = bodyBytes(ctx);
    if (!body) return null;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // Names in lower case, as Node compares them (one in mixed case is lowered again on every hit).
    const block = [...Object.entries(headers).flat(), 'cache-control', PUBLIC_CACHE_CONTROL, 'etag', etag];
    return {
      status: ctx.status,
      body,
      etag,
      headers,
      block,
      sent: {},
      created: performance.now(),
      used: ++this.clock,
      route: routeOf('GET', source.url),
      tags,
      stale: false,
      source,
      bytes: body.length + ENTRY_OVERHEAD_BYTES,
    };
  }

  /** Writes a kept (or just made) answer to `ctx`. */
  private answer(ctx: AppContext, entry: Entry, how: 'MISS') {
    ctx.status = entry.status;
    for (const [name, value] of Object.entries(entry.headers)) ctx.set(name, value);
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    ctx.set('ETag', entry.etag);
    ctx.set('X-Cache', how);
    ctx.body = entry.body;
    if (entry.status === 200 && ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
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
