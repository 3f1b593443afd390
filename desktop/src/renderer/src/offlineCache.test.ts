import { describe, expect, it, vi } from 'vitest';
import { ApiError, messageFor } from '@itsite/shared/api';
import type { DesktopApi, DesktopResult, UserDto } from '@itsite/shared/contract';
import { CACHE_KEY, CACHE_LIMITS, OFFLINE_WRITE_MESSAGE, OfflineCache, staleSentence, UNREACHABLE_WRITE_MESSAGE, type CacheStorage } from './offlineCache.js';
import { desktopAuthAdapter } from './services.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (ids: string[]) => ({ success: true, data: ids.map((_id) => ({ _id, name: `Lead ${_id}` })), total: ids.length, unread: 0, page: 1, pages: 1 });
const USER: UserDto = { _id: 'u1', name: 'Asha', email: 'asha@example.in', phone: null, role: 'admin', twoFactorEnabled: false };

function memory(): CacheStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/**
 * The console's API client over a server that answers, or not: `server.down()` makes each request
 * fail as the main process answers when its forward fails (502 "could not be reached").
 */
function setup() {
  let clock = Date.parse('2026-11-24T14:32:00');
  let up = true;
  const storage = memory();
  const cache = new OfflineCache({ storage, now: () => clock });
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (!up) return json(502, { success: false, message: 'The server could not be reached' });
    const path = (url as string | URL).toString();
    if (init?.method !== 'GET') return json(200, { success: true, data: { _id: 'a' } });
    if (path.startsWith('/api/v1/contact/gone')) return json(404, { success: false, message: 'Lead not found' });
    if (path.startsWith('/api/v1/contact/')) return json(200, { success: true, data: { _id: path.split('/').pop() }, timeline: [] });
    return json(200, page(['a', 'b']));
  });
  const api = cache.client({ fetch });
  return {
    cache,
    storage,
    api,
    fetch,
    server: { down: () => void (up = false), up: () => void (up = true) },
    later: (ms: number) => void (clock += ms),
    now: () => clock,
  };
}

describe('offline cache of the inbox', () => {
  it('answers a list page and a lead from the cache when the server cannot be reached, with the time they were fetched', async () => {
    const { api, cache, server, later, now } = setup();
    const fetchedAt = now();
    const online = await api.contact.list({ status: 'new', page: 2 });
    await api.contact.get('a');
    expect(cache.state()).toEqual({ offline: false, asOf: null });

    server.down();
    later(12 * 60_000);
    expect(await api.contact.list({ status: 'new', page: 2 })).toEqual(online);
    expect((await api.contact.get('a')).data._id).toBe('a');
    expect(cache.state()).toEqual({ offline: true, asOf: fetchedAt });
    expect(staleSentence(cache.state().asOf!, now())).toBe('Offline — showing the inbox as of 14:32 (12 minutes ago)');
  });

  it('keeps each filter and page apart: a page never read fails as unreachable instead of showing another', async () => {
    const { api, server } = setup();
    await api.contact.list({ status: 'new' });
    server.down();
    await expect(api.contact.list({ status: 'won' })).rejects.toMatchObject({ status: 502 });
    await expect(api.contact.get('never-opened')).rejects.toMatchObject({ status: 502 });
  });

  it('refuses a change at once while offline, with a clear sentence, and sends nothing', async () => {
    const { api, fetch, server } = setup();
    server.down();
    await api.contact.list().catch(() => undefined);
    fetch.mockClear();
    const refused = await api.contact.update('a', { status: 'contacted' }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).isNetworkError).toBe(true);
    expect(messageFor(refused, 'The lead could not be saved. Please try again.')).toBe(OFFLINE_WRITE_MESSAGE);
    await expect(api.contact.addNote('a', 'called back')).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    await expect(api.contact.bulk({ action: 'read', ids: ['a'] })).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    await expect(api.contact.remove('a')).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a change that could not reach the server was not saved, and goes offline', async () => {
    const { api, cache, server } = setup();
    server.down();
    const failed = await api.contact.markRead('a').catch((err: unknown) => err);
    expect(messageFor(failed)).toBe(UNREACHABLE_WRITE_MESSAGE);
    expect(cache.state().offline).toBe(true);
  });

  it('does not treat a refusal (4xx) as offline: it is shown, not the cache, and a gone lead leaves the cache', async () => {
    const storage = memory();
    const cache = new OfflineCache({ storage });
    const fetch = vi.fn(async () => json(200, { success: true, data: { _id: 'gone' }, timeline: [] }));
    const api = cache.client({ fetch });
    await api.contact.get('gone');
    await api.contact.list();
    fetch.mockResolvedValue(json(404, { success: false, message: 'Lead not found' }));
    await expect(api.contact.get('gone')).rejects.toMatchObject({ status: 404, message: 'Lead not found' });
    expect(cache.state().offline).toBe(false);
    fetch.mockResolvedValue(json(403, { success: false, message: 'Not allowed' }));
    await expect(api.contact.list()).rejects.toMatchObject({ status: 403 });
    expect(cache.state().offline).toBe(false);
    // The lead the server said is gone is not answered offline either.
    fetch.mockResolvedValue(json(502, { success: false, message: 'The server could not be reached' }));
    await expect(api.contact.get('gone')).rejects.toMatchObject({ status: 502 });
  });

  it('is online again as soon as the server answers: the stale state ends and changes go through', async () => {
    const { api, cache, fetch, server } = setup();
    await api.contact.list();
    server.down();
    await api.contact.list();
    expect(cache.state().offline).toBe(true);
    server.up();
    await api.contact.list();
    expect(cache.state()).toEqual({ offline: false, asOf: null });
    fetch.mockClear();
    await api.contact.markRead('a');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is also online again when the live link reconnects', async () => {
    const { api, cache, server } = setup();
    await api.contact.list();
    server.down();
    await api.contact.list();
    const seen: boolean[] = [];
    cache.subscribe((s) => seen.push(s.offline));
    cache.markOnline();
    expect(seen).toEqual([false]);
    expect(cache.state().asOf).toBeNull();
  });

  it('keeps only the newest list pages and leads', async () => {
    const { api, storage, server, later } = setup();
    for (let p = 1; p <= CACHE_LIMITS.pages + 5; p++) {
      await api.contact.list({ page: p });
      later(1000);
    }
    for (let i = 0; i < CACHE_LIMITS.leads + 5; i++) {
      await api.contact.get(`lead-${i}`);
      later(1000);
    }
    const stored = JSON.parse(storage.data.get(CACHE_KEY)!) as { pages: object; leads: object };
    expect(Object.keys(stored.pages)).toHaveLength(CACHE_LIMITS.pages);
    expect(Object.keys(stored.leads)).toHaveLength(CACHE_LIMITS.leads);
    server.down();
    await expect(api.contact.list({ page: 1 })).rejects.toMatchObject({ status: 502 });
    expect((await api.contact.list({ page: CACHE_LIMITS.pages + 5 })).data).toHaveLength(2);
    await expect(api.contact.get('lead-0')).rejects.toMatchObject({ status: 502 });
    expect((await api.contact.get(`lead-${CACHE_LIMITS.leads + 4}`)).data._id).toBe(`lead-${CACHE_LIMITS.leads + 4}`);
  });

  it('keeps only the inbox: other reads are not stored', async () => {
    const { api, storage } = setup();
    await api.settings.get();
    await api.contact.list();
    expect(storage.data.get(CACHE_KEY)).not.toContain('settings');
    expect(Object.keys((JSON.parse(storage.data.get(CACHE_KEY)!) as { pages: object }).pages)).toEqual(['/api/v1/contact']);
  });

  it('words older data with its day', () => {
    const asOf = Date.parse('2026-11-21T09:05:00');
    expect(staleSentence(asOf, Date.parse('2026-11-24T10:00:00'))).toBe('Offline — showing the inbox as of 21 Nov 09:05 (3 days ago)');
    expect(staleSentence(asOf, asOf + 20_000)).toBe('Offline — showing the inbox as of 09:05 (just now)');
    expect(staleSentence(asOf, asOf + 61 * 60_000)).toBe('Offline — showing the inbox as of 09:05 (1 hour ago)');
  });
});

describe('signing in and out with the offline cache', () => {
  const ok = <T>(value: T): DesktopResult<T> => ({ ok: true, value });
  const fail = (status: number, message: string): DesktopResult<never> => ({ ok: false, error: { status, message } });
  function bridge(me: () => DesktopResult<UserDto>) {
    return {
      auth: { me: vi.fn(async () => me()), login: vi.fn(async () => ok(USER)), logout: vi.fn(async () => ok(null)) },
    } as unknown as DesktopApi;
  }

  it('opens the console offline as the last user signed in, marked offline', async () => {
    const { cache, api } = setup();
    let answer: DesktopResult<UserDto> = ok(USER);
    const auth = desktopAuthAdapter(bridge(() => answer), cache);
    await auth.me();
    await api.contact.list();
    answer = fail(0, 'The server could not be reached');
    expect(await auth.me()).toEqual(USER);
    expect(cache.state().offline).toBe(true);
  });

  it('clears the cache on sign-out: nothing is answered offline afterwards', async () => {
    const { cache, api, storage, server } = setup();
    const auth = desktopAuthAdapter(bridge(() => ok(USER)), cache);
    await auth.login('asha@example.in', 'pw');
    await api.contact.list();
    await api.contact.get('a');
    await auth.logout();
    expect(storage.data.has(CACHE_KEY)).toBe(false);
    server.down();
    await expect(api.contact.list()).rejects.toMatchObject({ status: 502 });
  });

  it('clears the cache when the server ended the session, and opens no one offline then', async () => {
    const { cache, api, storage } = setup();
    let answer: DesktopResult<UserDto> = ok(USER);
    const auth = desktopAuthAdapter(bridge(() => answer), cache);
    await auth.me();
    await api.contact.list();
    answer = fail(401, 'Not signed in');
    await expect(auth.me()).rejects.toMatchObject({ status: 401 });
    expect(storage.data.has(CACHE_KEY)).toBe(false);
    answer = fail(0, 'The server could not be reached');
    await expect(auth.me()).rejects.toMatchObject({ status: 0 });
  });
});
