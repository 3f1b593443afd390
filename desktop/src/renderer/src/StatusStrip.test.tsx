// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesktopApi, DesktopLinkStatus } from '@itsite/shared/contract';
import { DesktopStateProvider } from './DesktopState.js';
import { OfflineCache } from './offlineCache.js';
import { StatusStrip } from './StatusStrip.js';

beforeAll(() => {
  // jsdom has no matchMedia, which Mantine's provider calls.
  if (!window.matchMedia) {
    window.matchMedia = ((query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }) as unknown as MediaQueryList);
  }
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A fake bridge whose live link the test moves, as a browser test's window.desktop does. */
function fakeBridge(initial: DesktopLinkStatus) {
  const listeners = new Set<(s: DesktopLinkStatus) => void>();
  const bridge = {
    server: { get: async () => 'https://shop.example.in' },
    realtime: {
      status: async () => initial,
      onStatus: (l: (s: DesktopLinkStatus) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      onFrame: () => () => undefined,
    },
    unread: { count: async () => 0, onChange: () => () => undefined, markAllRead: async () => undefined },
  } as unknown as DesktopApi;
  return { bridge, setLink: (s: DesktopLinkStatus) => listeners.forEach((l) => l(s)) };
}

function renderStrip(bridge: DesktopApi, cache: OfflineCache) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <DesktopStateProvider bridge={bridge} cache={cache}>
          <StatusStrip />
        </DesktopStateProvider>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('status strip with the offline cache', () => {
  it('says since when the inbox shown is, and goes when the live link is back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const fetchedAt = new Date('2026-11-24T14:32:00');
    vi.setSystemTime(new Date('2026-11-24T14:44:10'));
    const cache = new OfflineCache();
    const { bridge, setLink } = fakeBridge('offline');
    renderStrip(bridge, cache);
    await act(async () => cache.markOffline(fetchedAt.getTime()));
    expect(screen.getByRole('status').textContent).toContain('Offline — showing the inbox as of 14:32 (12 minutes ago)');
    expect(screen.queryByRole('alert')).toBeNull();

    // A minute later the age follows.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toContain('(13 minutes ago)');

    await act(async () => setLink('online'));
    expect(cache.state().offline).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('shows the plain offline alert when nothing is shown from the cache', async () => {
    const cache = new OfflineCache();
    const { bridge } = fakeBridge('connecting');
    renderStrip(bridge, cache);
    await act(async () => cache.markOffline());
    expect(screen.getByRole('alert').textContent).toContain('Offline — reconnecting…');
  });
});
