import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageDto } from '@itsite/shared/contract';
import { fakeSafeStorage } from './test/fakeSafeStorage.js';
import { json, startLocalServer, type LocalServer } from './test/httpServer.js';

vi.mock('electron', () => ({ safeStorage: fakeSafeStorage() }));

import { ConsoleController } from './controller.js';
import type { RealtimeLinkOptions } from './realtimeLink.js';
import { SettingsStore } from './settingsStore.js';
import { TokenStore } from './tokenStore.js';

const lead = (id: string, createdAt: string): ContactMessageDto => ({ _id: id, name: `Lead ${id}`, email: 'l@x.in', phone: '1', message: 'Hi', createdAt });

describe('ConsoleController', () => {
  let server: LocalServer;
  let messages: ContactMessageDto[];
  /** The server's unread count for the caller; null: the server answers without one (an old server). */
  let serverUnread: number | null;
  let dir: string;
  let settings: SettingsStore;
  let links: RealtimeLinkOptions[];
  let closed: number;
  let sent: [string, unknown][];
  let notified: string[][];
  let controller: ConsoleController;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/healthz') return json(res, 200, { status: 'ok' });
      if (req.url === '/api/v1/login') return json(res, 200, { success: true, user: { _id: 'u', name: 'A', email: 'a@x', phone: null, role: 'admin' }, token: 'tok' });
      if (req.headers.authorization !== 'Bearer tok') return json(res, 401, { success: false, message: 'Please log in' });
      if (req.url === '/api/v1/contact') return json(res, 200, { success: true, data: messages });
      if (req.url === '/api/v1/contact?limit=1') return json(res, 200, serverUnread === null ? { success: true, data: [] } : { success: true, data: [], unread: serverUnread });
      json(res, 200, { success: true });
    });
  });
  afterAll(() => server.close());

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'console-controller-'));
    settings = new SettingsStore(path.join(dir, 'settings.json'));
    settings.update({ serverOrigin: server.origin });
    messages = [];
    serverUnread = null;
    links = [];
    closed = 0;
    sent = [];
    notified = [];
    controller = new ConsoleController({
      settings,
      tokens: new TokenStore(path.join(dir, 'session.bin'), fakeSafeStorage()),
      fetch,
      appVersion: '1.2.3',
      send: (channel, payload) => sent.push([channel, payload]),
      notifyLeads: (leads) => notified.push(leads.map((l) => l._id)),
      startLink: (opts) => {
        links.push(opts);
        opts.onStatus('connecting');
        return { status: () => 'connecting', close: () => closed++ };
      },
    });
    return () => rmSync(dir, { recursive: true, force: true });
  });

  it('starts the realtime link when signed in and stops it on logout', async () => {
    controller.syncLink();
    expect(links).toHaveLength(0);
    await controller.handlers['auth:login']('a@x', 'pw');
    expect(links).toHaveLength(1);
    expect(links[0].token).toBe('tok');
    await controller.handlers['auth:logout']();
    expect(closed).toBe(1);
    expect(sent.at(-1)).toEqual(['realtime:on-status', 'idle']);
  });

  it('keeps one link per sign-in and closes it when the session ends', async () => {
    await controller.handlers['auth:login']('a@x', 'pw');
    controller.syncLink();
    expect(links).toHaveLength(1);
    controller.session.forget();
    expect(closed).toBe(1);
  });

  it('counts live leads, catches up missed ones after reconnecting, and tells the page', async () => {
    await controller.handlers['auth:login']('a@x', 'pw');
    const link = links[0];
    messages = [lead('old', '2025-06-01T09:00:00.000Z')];
    link.onStatus('online');
    link.onOnline();
    await vi.waitFor(() => expect(settings.get().lastSeen).not.toBeNull());
    expect(controller.unread.count).toBe(0);

    const live = lead('live', '2025-06-01T10:00:00.000Z');
    link.onFrame({ event: 'newContactMessage', data: live });
    expect(controller.unread.count).toBe(1);
    expect(sent).toContainEqual(['realtime:on-frame', { event: 'newContactMessage', data: live }]);

    messages = [lead('missed', '2025-06-01T11:00:00.000Z'), live, messages[0]];
    link.onOnline();
    await vi.waitFor(() => expect(controller.unread.count).toBe(2));
    expect(notified).toEqual([['live'], ['missed']]);
    expect(sent).toContainEqual(['unread:on-change', 2]);
    expect(settings.get().unread).toBe(2);

    // Without the server's count (it does not answer one), the local count stays.
    await controller.handlers['unread:mark-all-read']();
    expect(controller.unread.count).toBe(2);
  });

  it("follows the server's unread count after each (re)connection, new lead and inbox change", async () => {
    await controller.handlers['auth:login']('a@x', 'pw');
    const link = links[0];
    serverUnread = 7;
    messages = [lead('old', '2025-06-01T09:00:00.000Z')];
    link.onOnline();
    await vi.waitFor(() => expect(controller.unread.count).toBe(7));
    expect(sent).toContainEqual(['unread:on-change', 7]);

    // A live lead: counted at once, then the server's figure (which includes it) is taken.
    serverUnread = 8;
    link.onFrame({ event: 'newContactMessage', data: lead('live', '2025-06-01T10:00:00.000Z') });
    await vi.waitFor(() => expect(controller.unread.count).toBe(8));

    // The page says the inbox changed (a lead was read there): the count goes down with the server's.
    serverUnread = 3;
    await controller.handlers['unread:mark-all-read']();
    expect(controller.unread.count).toBe(3);
    expect(settings.get().unread).toBe(3);
    expect(server.requests.filter((r) => r.url === '/api/v1/contact?limit=1').every((r) => r.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it('remembers a new server only after its health check, signing out of the old one', async () => {
    await controller.handlers['auth:login']('a@x', 'pw');
    expect(await controller.handlers['server:set']('ftp://nope')).toEqual({ ok: false, message: 'Use an http:// or https:// address' });
    expect(settings.get().serverOrigin).toBe(server.origin);

    const other = await startLocalServer((_req, res) => json(res, 200, { status: 'ok' }));
    try {
      expect(await controller.handlers['server:set'](`${other.origin}/wp-admin`)).toEqual({ ok: true, origin: other.origin });
      expect(settings.get()).toMatchObject({ serverOrigin: other.origin, lastSeen: null, unread: 0 });
      expect(controller.session.token()).toBeNull();
      expect(server.requests.at(-1)?.url).toBe('/api/v1/logout');
    } finally {
      await other.close();
    }
  });

  it('stores quiet hours and reads them back', async () => {
    const quietHours = { enabled: true, from: '21:30', to: '06:45' };
    expect(await controller.handlers['settings:set-quiet-hours'](quietHours)).toEqual({ quietHours });
    expect(await controller.handlers['settings:get']()).toEqual({ quietHours });
  });
});
