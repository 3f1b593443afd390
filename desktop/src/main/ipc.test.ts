import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_IPC, type QuietHours } from '@itsite/shared/contract';
import { isTrustedSender } from './security.js';

type Listener = (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown;
const registered = vi.hoisted(() => new Map<string, Listener>());
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, listener: Listener) => registered.set(channel, listener),
    removeHandler: (channel: string) => registered.delete(channel),
  },
}));

import { ipcArgumentSchemas, registerIpcHandlers, type IpcHandlers } from './ipc.js';

const PAGE = { senderFrame: { url: 'app://console/index.html#/admin/products' } };

function handlers(): IpcHandlers {
  return {
    'auth:login': vi.fn(async () => ({ ok: true as const, value: { user: { _id: '1', name: 'A', email: 'a@x.in', phone: null, role: 'admin' as const, twoFactorEnabled: false } } })),
    'auth:login-code': vi.fn(async () => ({ ok: false as const, error: { status: 401, message: 'Wrong code' } })),
    'auth:me': vi.fn(async () => ({ ok: false as const, error: { status: 401, message: 'Not signed in' } })),
    'auth:logout': vi.fn(async () => ({ ok: true as const, value: null })),
    'server:get': vi.fn(() => null),
    'server:set': vi.fn(async () => ({ ok: true as const, origin: 'https://example.com' })),
    'realtime:status': vi.fn(() => 'idle' as const),
    'unread:count': vi.fn(() => 0),
    'unread:mark-all-read': vi.fn(() => undefined),
    'settings:get': vi.fn(() => ({ quietHours: { enabled: false, from: '20:00', to: '08:00' } })),
    'settings:set-quiet-hours': vi.fn((q: QuietHours) => ({ quietHours: q })),
    'app:version': vi.fn(() => '1.0.0'),
  };
}

const call = (channel: string, event: Parameters<Listener>[0], ...args: unknown[]) => {
  const listener = registered.get(channel);
  if (!listener) throw new Error(`no handler for ${channel}`);
  return Promise.resolve().then(() => listener(event, ...args));
};

describe('IPC handlers', () => {
  let h: IpcHandlers;
  let unregister: () => void;
  beforeEach(() => {
    registered.clear();
    h = handlers();
    unregister = registerIpcHandlers(h, (url) => isTrustedSender(url));
  });

  it('registers every invoke channel of the bridge, and removes them again', () => {
    const invokeChannels = Object.values(DESKTOP_IPC).filter((c) => !c.includes(':on-'));
    expect([...registered.keys()].sort()).toEqual([...invokeChannels].sort());
    expect(Object.keys(ipcArgumentSchemas).sort()).toEqual([...invokeChannels].sort());
    unregister();
    expect(registered.size).toBe(0);
  });

  it('passes valid arguments to the handler', async () => {
    await call('auth:login', PAGE, 'admin@example.com', 'secret-password');
    expect(h['auth:login']).toHaveBeenCalledWith('admin@example.com', 'secret-password');
    const quiet = { enabled: true, from: '22:00', to: '07:00' };
    await expect(call('settings:set-quiet-hours', PAGE, quiet)).resolves.toEqual({ quietHours: quiet });
    await call('server:set', PAGE, 'https://www.example.com');
    expect(h['server:set']).toHaveBeenCalledWith('https://www.example.com');
  });

  it.each([
    ['auth:login', [{ email: 'a@x.in' }, 'pw']],
    ['auth:login', ['a@x.in']],
    ['auth:login', ['a@x.in', 'pw', 'extra']],
    ['auth:login', ['a'.repeat(255), 'pw']],
    ['auth:login', [null, undefined]],
    ['server:set', [42]],
    ['server:set', [`https://${'a'.repeat(2050)}.com`]],
    ['server:set', [{ toString: () => 'https://example.com' }]],
    ['settings:set-quiet-hours', [{ enabled: true, from: '22:00' }]],
    ['settings:set-quiet-hours', [{ enabled: 'yes', from: '22:00', to: '07:00' }]],
    ['settings:set-quiet-hours', [{ enabled: true, from: '22:00', to: '07:00', __proto__: { polluted: true }, extra: 1 }]],
    ['settings:set-quiet-hours', [{ enabled: true, from: '10:00', to: '10:00' }]],
    ['settings:set-quiet-hours', ['22:00-07:00']],
    ['unread:mark-all-read', ['everything']],
    ['auth:me', [1]],
  ])('rejects %s with bad arguments %j and never calls the handler', async (channel, args) => {
    await expect(call(channel, PAGE, ...args)).rejects.toThrow(/invalid arguments/);
    expect(h[channel as keyof IpcHandlers]).not.toHaveBeenCalled();
  });

  it.each([
    ['a remote page the window was navigated to', { senderFrame: { url: 'https://evil.example.com/' } }],
    ['a file page', { senderFrame: { url: 'file:///tmp/x.html' } }],
    ['a frame that is gone', { senderFrame: null }],
  ])('rejects calls from %s', async (_label, event) => {
    await expect(call('auth:me', event)).rejects.toThrow(/not the console page/);
    expect(h['auth:me']).not.toHaveBeenCalled();
  });
});
