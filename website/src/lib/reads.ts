import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from '@itsite/shared/api';

/**
 * The public data pages read, by key ("products?page=2", "blog:<id>"), in one store per app:
 *
 * - On the server, a render records which keys its pages asked for; the server loads them and
 *   renders again with the answers (see entry-server.tsx), then embeds the answers in the page.
 * - In the browser, the store starts seeded with those answers, so hydration renders exactly what
 *   the server did and nothing is fetched twice. Reads started early (a link pointed at) are kept,
 *   so the page that opens next finds its data there and shows it at once.
 *
 * An answer older than 30 s is still shown while a fresh read replaces it.
 */
const FRESH_MS = 30_000;
/** Answers not asked for in this long are let go, so a long visit does not keep every page it saw. */
const KEEP_MS = 5 * 60_000;

export type ReadState<T> = { kind: 'loading' } | { kind: 'loaded'; data: T } | { kind: 'failed'; error: unknown };

/** A read's answer as it travels from server to browser: the data, or the error's status and sentence. */
export type Embedded = { data: unknown } | { error: { status: number; message: string } };

interface Entry {
  at: number;
  state: ReadState<unknown>;
  pending?: Promise<unknown>;
}

const LOADING: ReadState<never> = { kind: 'loading' };

export class ReadStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  /** Server only: keys a render asked for that have no answer yet, with how to load them. */
  private readonly wanted = new Map<string, () => Promise<unknown>>();

  constructor(
    /** True on the server: a render records what it needs instead of loading it. */
    readonly server = false,
    seed: Record<string, Embedded> = {},
  ) {
    const now = Date.now();
    for (const [key, answer] of Object.entries(seed)) {
      const state: ReadState<unknown> =
        'data' in answer ? { kind: 'loaded', data: answer.data } : { kind: 'failed', error: new ApiError(answer.error.status, answer.error.message) };
      this.entries.set(key, { at: now, state });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the read under `key` has answered so far (the same object until it changes). */
  stateOf<T>(key: string): ReadState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as ReadState<T>;
  }

  /**
   * Starts the read under `key` unless it has an answer (or a failure) younger than 30 s or is under way;
   * `refresh` reads again anyway (after a change the visitor made).
   */
  ensure<T>(key: string, load: () => Promise<T>, refresh = false): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.pending) return entry.pending as Promise<T>;
    // A failure is an answer too (a missing product): not asked again within the 30 s either.
    if (!refresh && entry && entry.state.kind !== 'loading' && Date.now() - entry.at < FRESH_MS) {
      return entry.state.kind === 'loaded' ? Promise.resolve(entry.state.data as T) : Promise.reject(entry.state.error);
    }
    this.prune(key);
    const pending = load();
    const settle = (state: ReadState<unknown>) => {
      const current = this.entries.get(key);
      if (current?.pending !== pending) return;
      this.entries.set(key, { at: Date.now(), state });
      this.emit();
    };
    pending.then(
      (data) => settle({ kind: 'loaded', data }),
      // A failure replaces what was shown only when nothing was: a refresh that fails keeps the old answer.
      (error: unknown) => settle(entry?.state.kind === 'loaded' ? entry.state : { kind: 'failed', error }),
    );
    this.entries.set(key, { at: entry?.at ?? Date.now(), state: entry?.state ?? LOADING, pending });
    return pending;
  }

  /** Lets go of the answer under `key` (a page's form state, once its submission was sent). */
  forget(key: string): void {
    if (this.entries.delete(key)) this.emit();
  }

  /** Server: a render asked for `key`; remembered for `loadWanted` unless already answered. */
  want(key: string, load: () => Promise<unknown>): void {
    if (!this.entries.has(key)) this.wanted.set(key, load);
  }

  /** Server: loads what the last render asked for. False when it asked for nothing new. */
  async loadWanted(): Promise<boolean> {
    const loads = [...this.wanted];
    this.wanted.clear();
    await Promise.all(loads.map(([key, load]) => this.ensure(key, load).catch(() => undefined)));
    return loads.length > 0;
  }

  /** Server: every answer, to embed in the page for the browser's store. */
  embedded(): Record<string, Embedded> {
    const out: Record<string, Embedded> = {};
    for (const [key, { state }] of this.entries) {
      if (state.kind === 'loaded') out[key] = { data: state.data };
      else if (state.kind === 'failed') {
        const error = state.error instanceof ApiError ? state.error : new ApiError(0, 'Network error');
        out[key] = { error: { status: error.status, message: error.message } };
      }
    }
    return out;
  }

  private prune(except: string): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (key !== except && !entry.pending && now - entry.at >= KEEP_MS) this.entries.delete(key);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

const ReadsContext = createContext<ReadStore | null>(null);

export function ReadsProvider({ store, children }: { store: ReadStore; children: ReactNode }) {
  return createElement(ReadsContext.Provider, { value: store }, children);
}

export function useReadStore(): ReadStore {
  const store = useContext(ReadsContext);
  if (!store) throw new Error('useReadStore outside ReadsProvider');
  return store;
}

/**
 * The answer of a read (see lib/queries.ts), loading it when the page shows (or, on the server,
 * asking the render to load it). Null reads nothing.
 */
export function useRead<T>(query: { key: string; load: () => Promise<T> } | null): ReadState<T> {
  const key = query?.key ?? null;
  const load = query?.load ?? (() => Promise.reject(new Error('nothing to read')));
  const store = useReadStore();
  const state = useSyncExternalStore(
    store.subscribe,
    () => (key ? store.stateOf<T>(key) : LOADING),
    () => (key ? store.stateOf<T>(key) : LOADING),
  );
  if (store.server && key) store.want(key, load);
  useEffect(() => {
    if (key) store.ensure(key, load).catch(() => undefined);
    // `load` is the same read for the same key.
  }, [store, key]);
  return state;
}
