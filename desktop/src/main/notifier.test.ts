import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '@itsite/shared/admin/routes';
import type { ContactMessageDto, QuietHours } from '@itsite/shared/contract';
import { isConsoleRoute } from '../renderer/src/routes.js';
import { fakeSafeStorage } from './test/fakeSafeStorage.js';
import { json, startLocalServer, type LocalServer } from './test/httpServer.js';

interface ShownNotification {
  options: { title: string; body: string; actions?: { type: string; text?: string }[] };
  emit(event: string, ...args: unknown[]): void;
}
const shown = vi.hoisted(() => [] as ShownNotification[]);
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const { fakeSafeStorage: safeStorage } = await import('./test/fakeSafeStorage.js');
  class Notification extends Emitter {
    static isSupported = () => true;
    constructor(readonly options: ShownNotification['options']) {
      super();
    }
    show() {
      shown.push(this);
    }
  }
  return { Notification, safeStorage: safeStorage() };
});

import { ConsoleController } from './controller.js';
import { createLeadNotifier, LEAD_ACTIONS } from './notifier.js';
import { SettingsStore } from './settingsStore.js';
import { TokenStore } from './tokenStore.js';

const lead = (name: string, message: string, id = name): ContactMessageDto => ({
  _id: id,
  name,
  email: 'x@example.in',
  phone: '1',
  message,
  createdAt: '2025-06-01T10:00:00.000Z',
});

class FakeWindow extends EventEmitter {
  state = { visible: true, minimized: false, focused: false };
  flashFrame = vi.fn();
  isDestroyed = () => false;
  isVisible = () => this.state.visible;
  isMinimized = () => this.state.minimized;
  isFocused = () => this.state.focused;
}

describe('createLeadNotifier', () => {
  let win: FakeWindow;
  let quiet: QuietHours;
  let now: Date;
  const show = vi.fn();
  const markContacted = vi.fn(async () => ({ ok: true as const, value: null }));
  const notify = () => createLeadNotifier({ window: () => win, quietHours: () => quiet, show, markContacted, now: () => now });

  beforeEach(() => {
    shown.length = 0;
    show.mockReset();
    markContacted.mockClear();
    win = new FakeWindow();
    quiet = { enabled: true, from: '22:00', to: '07:00' };
    now = new Date(2025, 5, 1, 11, 0);
  });

  it('raises a notification with the sender and first line when the window is not focused', () => {
    notify()([lead('Asha Rao', 'Quote for 20 laptops\nThanks')]);
    expect(shown.map((n) => n.options)).toEqual([expect.objectContaining({ title: 'Asha Rao', body: 'Quote for 20 laptops' })]);
    expect(win.flashFrame).toHaveBeenCalledWith(true);
  });

  it('stays quiet while the person is looking at the console', () => {
    win.state.focused = true;
    notify()([lead('Asha', 'Hi')]);
    expect(shown).toEqual([]);
    expect(win.flashFrame).not.toHaveBeenCalled();
  });

  it('stays quiet in quiet hours but still flashes the taskbar entry', () => {
    win.state.minimized = true;
    now = new Date(2025, 5, 1, 23, 30);
    notify()([lead('Asha', 'Hi')]);
    expect(shown).toEqual([]);
    expect(win.flashFrame).toHaveBeenCalledWith(true);
  });

  it('notifies when the window is hidden in the tray', () => {
    win.state.visible = false;
    notify()([lead('Ravi', 'Call me')]);
    expect(shown).toHaveLength(1);
  });

  it('opens that lead when the notification is clicked', () => {
    notify()([lead('Asha', 'Hi', '0123456789abcdef01234567')]);
    shown[0].emit('click');
    expect(show.mock.calls).toEqual([['/admin/contact-info/0123456789abcdef01234567']]);
    // An address the console page follows (the renderer ignores any other).
    expect(isConsoleRoute(show.mock.calls[0][0] as string)).toBe(true);
  });

  it('offers "Open" and "Mark contacted" on a lead\'s notification; "Open" shows that lead', () => {
    notify()([lead('Asha', 'Hi', 'lead-1')]);
    expect(shown[0].options.actions).toEqual([
      { type: 'button', text: 'Open' },
      { type: 'button', text: 'Mark contacted' },
    ]);
    expect(LEAD_ACTIONS).toEqual(['Open', 'Mark contacted']);
    shown[0].emit('action', { actionIndex: 0 }, 0);
    expect(show.mock.calls).toEqual([[adminRoutes.lead('lead-1')]]);
    expect(markContacted).not.toHaveBeenCalled();
  });

  it('"Mark contacted" marks that lead, and says nothing more when it worked', async () => {
    notify()([lead('Asha', 'Hi', 'lead-1'), lead('Ravi', 'Call me', 'lead-2')]);
    shown[1].emit('action', { actionIndex: 1 }, 1);
    expect(markContacted).toHaveBeenCalledWith('lead-2');
    await Promise.resolve();
    await Promise.resolve();
    expect(shown).toHaveLength(2);
    expect(show).not.toHaveBeenCalled();
  });

  it('each lead\'s "Open" goes to its own lead', () => {
    notify()([lead('Asha', 'Hi', 'lead-1'), lead('Ravi', 'Call me', 'lead-2')]);
    shown[1].emit('action', { actionIndex: 0 }, 0);
    shown[0].emit('click');
    expect(show.mock.calls).toEqual([[adminRoutes.lead('lead-2')], [adminRoutes.lead('lead-1')]]);
  });

  it('a catch-up summary only offers "Open", which shows the inbox', () => {
    notify()(['A', 'B', 'C', 'D'].map((n) => lead(n, 'Hi')));
    expect(shown).toHaveLength(1);
    expect(shown[0].options.actions).toEqual([{ type: 'button', text: 'Open' }]);
    shown[0].emit('action', { actionIndex: 0 }, 0);
    shown[0].emit('click');
    expect(show.mock.calls).toEqual([['/admin/contact-info'], ['/admin/contact-info']]);
  });
});

describe('"Mark contacted" through the controller', () => {
  let server: LocalServer;
  let patchStatus: number;
  let serverUnread: number;
  let dir: string;
  let controller: ConsoleController;
  const show = vi.fn();

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/api/v1/login') return json(res, 200, { success: true, user: { _id: 'u', name: 'A', email: 'a@x', phone: null, role: 'admin' }, token: 'tok' });
      if (req.headers.authorization !== 'Bearer tok') return json(res, 401, { success: false, message: 'Please log in' });
      if (req.method === 'PATCH' && req.url === '/api/v1/contact/lead-1') {
        return patchStatus === 200 ? json(res, 200, { success: true, data: {}, timeline: [] }) : json(res, patchStatus, { success: false, message: 'Something went wrong' });
      }
      if (req.url === '/api/v1/contact?limit=1') return json(res, 200, { success: true, data: [], unread: serverUnread });
      json(res, 404, { success: false, message: 'Not found' });
    });
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    shown.length = 0;
    show.mockReset();
    server.requests.length = 0;
    patchStatus = 200;
    serverUnread = 4;
    dir = mkdtempSync(path.join(tmpdir(), 'console-notifier-'));
    const settings = new SettingsStore(path.join(dir, 'settings.json'));
    settings.update({ serverOrigin: server.origin, unread: 5 });
    controller = new ConsoleController({
      settings,
      tokens: new TokenStore(path.join(dir, 'session.bin'), fakeSafeStorage()),
      fetch,
      appVersion: '1.0.0',
      send: () => undefined,
      notifyLeads: () => undefined,
      startLink: () => ({ status: () => 'connecting', close: () => undefined }),
    });
    await controller.handlers['auth:login']('a@x', 'pw');
    const win = { flashFrame: vi.fn(), isDestroyed: () => false, isVisible: () => false, isMinimized: () => false, isFocused: () => false };
    createLeadNotifier({
      window: () => win,
      quietHours: () => ({ enabled: false, from: '20:00', to: '08:00' }),
      show,
      markContacted: (id) => controller.markLeadContacted(id),
    })([lead('Asha Rao', 'Quote please', 'lead-1')]);
    return () => rmSync(dir, { recursive: true, force: true });
  });

  it('sends the PATCH with the bearer token, then re-reads the unread count', async () => {
    shown[0].emit('action', { actionIndex: 1 }, 1);
    await vi.waitFor(() => expect(controller.unread.count).toBe(4));
    const calls = server.requests.filter((r) => r.url !== '/api/v1/login');
    expect(calls.map((r) => `${r.method} ${r.url}`)).toEqual(['PATCH /api/v1/contact/lead-1', 'GET /api/v1/contact?limit=1']);
    expect(calls[0].headers.authorization).toBe('Bearer tok');
    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(calls[0].body.toString())).toEqual({ status: 'contacted' });
    expect(shown).toHaveLength(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('says so in a notification when the lead could not be marked, and changes nothing', async () => {
    patchStatus = 500;
    shown[0].emit('action', { actionIndex: 1 }, 1);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[1].options).toMatchObject({ title: 'Could not mark as contacted', body: 'Asha Rao: nothing was changed.' });
    expect(shown[1].options.actions).toBeUndefined();
    expect(server.requests.map((r) => r.url)).not.toContain('/api/v1/contact?limit=1');
    expect(controller.unread.count).toBe(5);
    // Clicking the failure notice opens the lead, where it can be handled by hand.
    shown[1].emit('click');
    expect(show.mock.calls).toEqual([[adminRoutes.lead('lead-1')]]);
  });

  it('signs out when the server says the session ended', async () => {
    patchStatus = 401;
    shown[0].emit('action', { actionIndex: 1 }, 1);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(controller.session.token()).toBeNull();
  });

  it('keeps opening the lead when the notification itself is clicked', () => {
    shown[0].emit('click');
    expect(show.mock.calls).toEqual([[adminRoutes.lead('lead-1')]]);
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});
