import { ApiClient, ApiError, type ApiClientOptions, type RequestOptions } from '@itsite/shared/api';
import { api } from '@itsite/shared/contract';
import type { UserDto } from '@itsite/shared/contract';

/** What a change refused while offline says (shown by the screen's usual error notification). */
export const OFFLINE_WRITE_MESSAGE = 'You are offline: this change was not sent. Try again when the connection is back.';
/** What a change whose request could not reach the server says. */
export const UNREACHABLE_WRITE_MESSAGE = 'The server could not be reached: this change was not saved. Try again when the connection is back.';

/** How much of the inbox is kept: the last list pages (each filter and page apart) and leads opened. */
export const CACHE_LIMITS = { pages: 20, leads: 200 } as const;

/** The localStorage key of the cache (the profile folder of the console; cleared on sign-out). */
export const CACHE_KEY = 'itsite.desktop.inbox-cache.v1';

/** The part of the Web Storage API the cache uses (localStorage in the console, a fake in tests). */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Entry {
  /** When the server gave this answer (ms since the epoch). */
  at: number;
  body: unknown;
}

interface Stored {
  pages: Record<string, Entry>;
  leads: Record<string, Entry>;
  owners?: Entry;
  user?: Entry;
}

export interface OfflineState {
  /** The server could not be reached at the last attempt (reads answer from the cache, changes are refused). */
  offline: boolean;
  /** When the oldest cached answer shown during this offline spell was fetched; null when none was shown. */
  asOf: number | null;
}

type Kind = 'page' | 'lead' | 'owners';

const LEAD_PATH = new RegExp(`^${api.contact}/[^/?]+$`);

/** Which of the inbox's reads a GET is: one list page (with its query), one lead, the owners for the filter. */
function kindOf(path: string): Kind | null {
  if (path === api.contact || path.startsWith(`${api.contact}?`)) return 'page';
  if (LEAD_PATH.test(path)) return 'lead';
  if (path === api.leadOwners) return 'owners';
  return null;
}

/**
 * A failure that says the server could not be reached, not that it refused: no HTTP answer (status
 * 0), or the main process's 502 when its forward failed, or a gateway's 502/504 in front of the
 * server. Any other answer (a 4xx, a 500) came from the server, which is then reachable.
 */
export function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status === 502 || err.status === 504);
}

/** A failed call worded for people by the console itself (messageFor shows `userMessage` as is). */
function offlineError(message: string): ApiError {
  const err = new ApiError(0, message);
  err.userMessage = message;
  return err;
}

function memoryStorage(): CacheStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** Keeps the newest `limit` entries of a record (by fetch time). */
function capped(entries: Record<string, Entry>, limit: number): Record<string, Entry> {
  const keys = Object.keys(entries);
  if (keys.length <= limit) return entries;
  const newest = keys.sort((a, b) => entries[b].at - entries[a].at).slice(0, limit);
  return Object.fromEntries(newest.map((k) => [k, entries[k]]));
}

/**
 * The console's copy of the lead inbox for when the server cannot be reached: each list page (key:
 * path and query) and each lead read, with when it was fetched, plus the signed-in user so the
 * console opens offline. It holds personal data: capped, and cleared on sign-out.
 */
export class OfflineCache {
  private readonly storage: CacheStorage;
  private readonly now: () => number;
  private current: OfflineState = { offline: false, asOf: null };
  private readonly listeners = new Set<(state: OfflineState) => void>();

  constructor(opts: { storage?: CacheStorage; now?: () => number } = {}) {
    this.storage = opts.storage ?? (typeof localStorage === 'undefined' ? memoryStorage() : localStorage);
    this.now = opts.now ?? Date.now;
  }

  state(): OfflineState {
    return this.current;
  }

  subscribe(listener: (state: OfflineState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private set(next: OfflineState): void {
    if (next.offline === this.current.offline && next.asOf === this.current.asOf) return;
    this.current = next;
    for (const l of this.listeners) l(next);
  }

  /** The server answered: the stale state ends. */
  markOnline(): void {
    this.set({ offline: false, asOf: null });
  }

  /** The server could not be reached; `shownAt` is the fetch time of a cached answer shown instead. */
  markOffline(shownAt?: number): void {
    const { asOf } = this.current;
    const oldest = shownAt === undefined ? asOf : asOf === null ? shownAt : Math.min(asOf, shownAt);
    this.set({ offline: true, asOf: this.current.offline ? oldest : (shownAt ?? null) });
  }

  private read(): Stored {
    try {
      const raw = this.storage.getItem(CACHE_KEY);
      const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : {};
      return { pages: parsed.pages ?? {}, leads: parsed.leads ?? {}, owners: parsed.owners, user: parsed.user };
    } catch {
      return { pages: {}, leads: {} };
    }
  }

  private write(stored: Stored): void {
    try {
      this.storage.setItem(CACHE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or unavailable: no copy rather than a stale one.
      this.clear();
    }
  }

  /** Keeps a successful read of the inbox (other paths are not kept). */
  store(path: string, body: unknown): void {
    const kind = kindOf(path);
    if (!kind) return;
    const entry = { at: this.now(), body };
    const stored = this.read();
    if (kind === 'page') stored.pages = capped({ ...stored.pages, [path]: entry }, CACHE_LIMITS.pages);
    else if (kind === 'lead') stored.leads = capped({ ...stored.leads, [path]: entry }, CACHE_LIMITS.leads);
    else stored.owners = entry;
    this.write(stored);
  }

  /** The kept answer to a read, if any. */
  lookup(path: string): Entry | undefined {
    const kind = kindOf(path);
    if (!kind) return undefined;
    const stored = this.read();
    return kind === 'page' ? stored.pages[path] : kind === 'lead' ? stored.leads[path] : stored.owners;
  }

  /** A lead the server says is gone is not shown from the cache either. */
  forget(path: string): void {
    const stored = this.read();
    if (!(path in stored.leads)) return;
    delete stored.leads[path];
    this.write(stored);
  }

  rememberUser(user: UserDto): void {
    this.write({ ...this.read(), user: { at: this.now(), body: user } });
  }

  user(): UserDto | null {
    return (this.read().user?.body as UserDto | undefined) ?? null;
  }

  /** Sign-out (or a session that ended): nothing of the inbox stays on this computer. */
  clear(): void {
    try {
      this.storage.removeItem(CACHE_KEY);
    } catch {
      // Nothing to clear.
    }
  }

  /** The console's API client: the inbox's reads fall back on this cache, changes are refused while offline. */
  client(options: ApiClientOptions = {}): ApiClient {
    return new CachingApiClient(this, options);
  }
}

/**
 * The shared ApiClient with the offline cache in front. Reads go to the server first; an answer is
 * kept, and when the server cannot be reached the kept answer is given instead (marking the state
 * offline as of its time). Changes while offline fail at once, unsent; none is queued.
 */
class CachingApiClient extends ApiClient {
  constructor(
    private readonly cache: OfflineCache,
    options: ApiClientOptions,
  ) {
    super(options);
  }

  override async request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const read = method.toUpperCase() === 'GET';
    if (!read && this.cache.state().offline) throw offlineError(OFFLINE_WRITE_MESSAGE);
    try {
      const answer = await super.request<T>(method, path, body, options);
      if (read) this.cache.store(path, answer);
      this.cache.markOnline();
      return answer;
    } catch (err) {
      if (options.signal?.aborted) throw err;
      if (!isUnreachable(err)) {
        // The server answered (a refusal, a fault): it is reachable, and its answer stands.
        if (err instanceof ApiError) {
          this.cache.markOnline();
          if (read && err.status === 404) this.cache.forget(path);
        }
        throw err;
      }
      if (!read) {
        this.cache.markOffline();
        throw offlineError(UNREACHABLE_WRITE_MESSAGE);
      }
      const kept = this.cache.lookup(path);
      this.cache.markOffline(kept?.at);
      if (kept) return kept.body as T;
      throw err;
    }
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How long ago, in words: "just now", "1 minute ago", "12 minutes ago", "3 hours ago", "2 days ago". */
function ago(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'just now';
  const [n, unit] = minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * The status strip's sentence for an inbox shown from the cache: "Offline — showing the inbox as of
 * 14:32 (12 minutes ago)", with the day when it is not today ("as of 21 Nov 14:32 (3 days ago)").
 */
export function staleSentence(asOf: number, now: number): string {
  const at = new Date(asOf);
  const today = new Date(now).toDateString() === at.toDateString();
  const day = today ? '' : `${at.getDate()} ${at.toLocaleString('en-GB', { month: 'short' })} `;
  return `Offline — showing the inbox as of ${day}${pad(at.getHours())}:${pad(at.getMinutes())} (${ago(now - asOf)})`;
}
