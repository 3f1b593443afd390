// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '@itsite/shared/admin';
import type { DesktopApi, DesktopLinkStatus, LeadDto, UserDto } from '@itsite/shared/contract';
import { DesktopApp } from './DesktopApp.js';
import { OFFLINE_WRITE_MESSAGE, OfflineCache } from './offlineCache.js';

beforeAll(() => {
  // jsdom lacks what Mantine calls (matchMedia, ResizeObserver, scrollIntoView).
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ME: UserDto = { _id: 'u1', name: 'Asha Admin', email: 'asha@example.in', phone: null, role: 'admin', twoFactorEnabled: false };
const LEAD: LeadDto = {
  _id: 'm1',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+91 98765 43210',
  message: 'Please call me about a website',
  createdAt: '2026-11-24T09:00:00.000Z',
  source: 'contact',
  status: 'new',
  ownerId: null,
  followUpAt: null,
  attribution: null,
  read: false,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The console's window.desktop while the server cannot be reached: the link is down, "me" unreachable. */
function offlineBridge(): DesktopApi {
  const link: DesktopLinkStatus = 'offline';
  return {
    auth: {
      me: async () => ({ ok: false, error: { status: 0, message: 'The server could not be reached' } }),
      login: async () => ({ ok: false, error: { status: 0, message: 'The server could not be reached' } }),
      logout: async () => ({ ok: true, value: null }),
    },
    server: { get: async () => 'https://shop.example.in', set: vi.fn() },
    realtime: { status: async () => link, onStatus: () => () => undefined, onFrame: () => () => undefined },
    unread: { count: async () => 1, onChange: () => () => undefined, markAllRead: async () => undefined },
    settings: { get: vi.fn(), setQuietHours: vi.fn() },
    app: { version: async () => '0.1.0', onNavigate: () => () => undefined },
  } as unknown as DesktopApi;
}

describe('the console offline', () => {
  it('opens the inbox and a lead from the cache, says since when, and refuses marking it read without sending it', async () => {
    // Earlier, online: the inbox and the lead were read (and kept) by the console's client.
    const online = vi.fn(async (url: RequestInfo | URL) =>
      String(url as string | URL).endsWith('/m1')
        ? json(200, { success: true, data: LEAD, timeline: [] })
        : json(200, { success: true, data: [LEAD], page: 1, limit: 25, total: 1, pages: 1, unread: 1 }),
    );
    const earlier = new OfflineCache({ now: () => Date.now() - 5 * 60_000 });
    earlier.rememberUser(ME);
    await earlier.client({ fetch: online }).contact.list({ page: 1 });
    await earlier.client({ fetch: online }).contact.get('m1');

    // Now the main process answers every forward with its 502.
    const sent = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(502, { success: false, message: 'The server could not be reached' }));
    vi.stubGlobal('fetch', sent);
    render(
      <MemoryRouter initialEntries={[adminRoutes.lead('m1')]}>
        <DesktopApp bridge={offlineBridge()} />
      </MemoryRouter>,
    );

    const stale = await screen.findByText(/^Offline — showing the inbox as of \d\d:\d\d \(5 minutes ago\)$/, {}, { timeout: 5000 });
    expect(stale.closest('[role="status"]')).not.toBeNull();
    // The list (its row) and the lead's drawer, both from the cache.
    expect((await screen.findAllByText('Please call me about a website', {}, { timeout: 5000 })).length).toBe(2);
    expect(await screen.findByText('Lead from Ravi Kumar')).toBeTruthy();
    // Opening an unread lead marks it read: refused, said, and never sent.
    await waitFor(() => expect(screen.getByText(OFFLINE_WRITE_MESSAGE)).toBeTruthy());
    const methods = sent.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods.every((m) => m === 'GET')).toBe(true);
  });
});

function WhereAmI() {
  return <output aria-label="Console address">{useLocation().pathname}</output>;
}

describe('the console signed in', () => {
  it('opens on the dashboard', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(502, { success: false, message: 'The server could not be reached' })));
    const bridge = offlineBridge();
    bridge.auth.me = async () => ({ ok: true, value: ME });
    bridge.realtime.status = async () => 'online';
    render(
      <MemoryRouter initialEntries={['/']}>
        <DesktopApp bridge={bridge} />
        <WhereAmI />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByLabelText('Console address').textContent).toBe(adminRoutes.dashboard), { timeout: 5000 });
  });
});
