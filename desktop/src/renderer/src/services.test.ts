import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiError } from '@itsite/shared/api';
import type { DesktopApi } from '@itsite/shared/contract';
import { createDesktopServices, desktopAuthAdapter, signalInboxChanges, unwrap, withSiteUrl } from './services.js';

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('desktop auth adapter', () => {
  it('returns the user from the bridge', async () => {
    const user = { _id: 'u', name: 'A', email: 'a@x.in', phone: null, role: 'admin' as const, twoFactorEnabled: false };
    const bridge = { auth: { login: vi.fn(async () => ({ ok: true as const, value: user })) } } as unknown as DesktopApi;
    expect(await desktopAuthAdapter(bridge).login('a@x.in', 'pw')).toEqual(user);
  });

  it('turns a refused call into the ApiError the login screen shows', () => {
    const errors = [{ path: 'email', message: 'Email or phone is required' }];
    const invalid = caught(() => unwrap({ ok: false, error: { status: 400, message: 'Invalid input', errors } }));
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ status: 400, message: 'Invalid input', errors });
    const offline = caught(() => unwrap({ ok: false, error: { status: 0, message: 'The server could not be reached' } }));
    expect((offline as ApiError).isNetworkError).toBe(true);
  });
});

describe('inbox changes', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  afterEach(() => vi.unstubAllGlobals());

  it('signals after a lead is read, marked unread, changed, taken out of spam or deleted, one or in bulk', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer(200, { success: true, data: {} }));
    const inboxChanged = vi.fn();
    const api = signalInboxChanges(new ApiClient({ baseUrl: 'http://server', fetch }), inboxChanged);
    await api.contact.markRead('a');
    await api.contact.markUnread('a');
    await api.contact.bulk({ action: 'read', ids: ['a', 'b'] });
    await api.contact.update('a', { status: 'contacted' });
    await api.contact.notSpam('a');
    await api.contact.remove('a');
    expect(inboxChanged).toHaveBeenCalledTimes(6);
    await api.contact.list();
    await api.contact.get('a');
    expect(inboxChanged).toHaveBeenCalledTimes(6);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url as string | URL)}`)).toContain('PUT http://server/api/v1/contact/a/read');
  });

  it('does not signal when the call fails, which still rejects', async () => {
    const inboxChanged = vi.fn();
    const api = signalInboxChanges(new ApiClient({ fetch: async () => answer(404, { success: false, message: 'Not found' }) }), inboxChanged);
    await expect(api.contact.markRead('gone')).rejects.toMatchObject({ status: 404 });
    expect(inboxChanged).not.toHaveBeenCalled();
  });

  it('is the bridge\'s "inbox changed" call in the console', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { success: true, data: {} })));
    const markAllRead = vi.fn(async () => undefined);
    const services = createDesktopServices({ unread: { markAllRead } } as unknown as DesktopApi);
    await services.api.contact.markRead('a');
    expect(markAllRead).toHaveBeenCalledTimes(1);
    services.desktop?.onContactScreenVisible?.();
    expect(markAllRead).toHaveBeenCalledTimes(2);
  });
});

describe('View site', () => {
  it('links to the configured server, once there is one', () => {
    const services = createDesktopServices({ unread: { markAllRead: async () => undefined } } as unknown as DesktopApi);
    expect(withSiteUrl(services, 'https://shop.example.in').desktop?.siteUrl).toBe('https://shop.example.in/');
    expect(withSiteUrl(services, 'https://shop.example.in').api).toBe(services.api);
    expect(withSiteUrl(services, null).desktop?.siteUrl).toBeUndefined();
  });
});
