import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@itsite/shared/api';
import { ReadStore } from './reads.js';

describe('the read store', () => {
  afterEach(() => vi.useRealTimers());

  it('starts with what the server embedded, so hydration shows it without loading', () => {
    const store = new ReadStore(false, { settings: { data: { companyName: 'Nexora' } }, 'blog:x': { error: { status: 404, message: 'Blog not found' } } });
    expect(store.stateOf('settings')).toEqual({ kind: 'loaded', data: { companyName: 'Nexora' } });
    const failed = store.stateOf('blog:x');
    expect(failed.kind).toBe('failed');
    expect(failed.kind === 'failed' && failed.error).toBeInstanceOf(ApiError);
    expect(failed.kind === 'failed' && (failed.error as ApiError).status).toBe(404);
    expect(store.stateOf('other')).toEqual({ kind: 'loading' });
  });

  it('reads a key once while it is fresh, and again after 30 s or when asked to refresh', async () => {
    vi.useFakeTimers();
    const store = new ReadStore();
    const load = vi.fn(async () => 'v');
    await Promise.all([store.ensure('k', load), store.ensure('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await store.ensure('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    await store.ensure('k', load, true);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_001);
    await store.ensure('k', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('takes a failure as the answer for 30 s too: a page that hydrates a 404 does not ask again', async () => {
    vi.useFakeTimers();
    const store = new ReadStore(false, { 'product:x': { error: { status: 404, message: 'Product not found' } } });
    const load = vi.fn(async () => 'found after all');
    await expect(store.ensure('product:x', load)).rejects.toMatchObject({ status: 404 });
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_001);
    await expect(store.ensure('product:x', load)).resolves.toBe('found after all');
  });

  it('keeps showing the last answer while a refresh fails, and tells listeners of each change', async () => {
    const store = new ReadStore();
    const changes = vi.fn();
    store.subscribe(changes);
    await store.ensure('k', async () => 'first');
    expect(changes).toHaveBeenCalledTimes(1);
    await store.ensure('k', () => Promise.reject(new ApiError(500, 'down')), true).catch(() => undefined);
    expect(store.stateOf('k')).toEqual({ kind: 'loaded', data: 'first' });
  });

  it('on the server, collects what a render asked for, loads it, and embeds answers and failures alike', async () => {
    const store = new ReadStore(true);
    store.want('a', async () => 1);
    store.want('b', () => Promise.reject(new ApiError(404, 'Product not found')));
    store.want('c', () => Promise.reject(new TypeError('fetch failed')));
    expect(await store.loadWanted()).toBe(true);
    expect(await store.loadWanted()).toBe(false);
    store.want('a', async () => 2); // already answered: not asked again
    expect(await store.loadWanted()).toBe(false);
    expect(store.embedded()).toEqual({
      a: { data: 1 },
      b: { error: { status: 404, message: 'Product not found' } },
      c: { error: { status: 0, message: 'Network error' } },
    });
    // What the browser rebuilds from it is what the server rendered with.
    const browser = new ReadStore(false, JSON.parse(JSON.stringify(store.embedded())) as ReturnType<ReadStore['embedded']>);
    expect(browser.stateOf('a')).toEqual(store.stateOf('a'));
    expect(browser.stateOf('b').kind).toBe('failed');
  });
});
