// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client.js';
import type { SocketLike } from '../../../api/realtime.js';
import type { ContactMessageDto } from '../../../contract/types.js';
import { AdminServicesProvider, type AdminServices } from '../../context.js';
import { adminTheme } from '../../theme.js';
import { ContactMessagesScreen } from './ContactMessagesScreen.js';

beforeAll(() => {
  // jsdom lacks what Mantine calls (matchMedia, ResizeObserver).
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

/** A socket the test drives by hand (as in shared/src/api/realtime.test.ts). */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closedByClient = false;
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  close() {
    this.closedByClient = true;
    this.drop();
  }
}

const message = (id: string, name: string, createdAt: string): ContactMessageDto => ({
  _id: id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '+91 98765 43210',
  message: `Hello from ${name}`,
  createdAt,
});

const older = message('m1', 'Asha', '2025-03-01T09:30:00.000Z');
const arriving = message('m2', 'Ravi', '2025-03-02T15:45:00.000Z');

let sockets: FakeSocket[];
beforeEach(() => {
  sockets = [];
});

function renderScreen(list: () => Promise<ContactMessageDto[]>) {
  const contact = { list: vi.fn(async () => ({ success: true as const, data: await list() })), remove: vi.fn(), send: vi.fn() };
  const onContactScreenVisible = vi.fn();
  const services: AdminServices = {
    api: { contact, mediaUrl: (p: string) => p } as unknown as ApiClient,
    auth: { login: vi.fn(), me: vi.fn(), logout: vi.fn() },
    openRealtime: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    desktop: { onContactScreenVisible },
  };
  const view = render(
    <MantineProvider theme={adminTheme} env="test">
      <ModalsProvider>
        <AdminServicesProvider value={services}>
          <ContactMessagesScreen />
        </AdminServicesProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { contact, onContactScreenVisible, view };
}

/** Names in the table's rows, top to bottom. */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Contact messages' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('ContactMessagesScreen', () => {
  it('puts a message that arrives live on top, once, and says it is live', async () => {
    const { onContactScreenVisible } = renderScreen(async () => [older]);
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(onContactScreenVisible).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Connecting…');

    act(() => sockets[0].open());
    expect(screen.getByRole('status').textContent).toBe('Live');

    act(() => sockets[0].deliver({ event: 'newContactMessage', data: arriving }));
    expect(rowNames()).toEqual(['RaviNew', 'Asha']);

    // The same message again (e.g. from a second instance) is ignored.
    act(() => sockets[0].deliver({ event: 'newContactMessage', data: arriving }));
    expect(rowNames()).toEqual(['RaviNew', 'Asha']);
  });

  it('fetches the list again after a reconnection and closes the socket on leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let stored = [older];
      const { contact, view } = renderScreen(async () => stored);
      expect(await screen.findByText('Asha')).toBeTruthy();
      act(() => sockets[0].open());
      act(() => sockets[0].drop());
      expect(screen.getByRole('status').textContent).toBe('Reconnecting…');

      // Sent while offline: only the re-fetch can bring it.
      stored = [arriving, older];
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(sockets).toHaveLength(2);
      await act(async () => sockets[1].open());
      expect(contact.list).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('Ravi')).toBeTruthy();
      expect(rowNames()).toEqual(['Ravi', 'Asha']);

      view.unmount();
      expect(sockets[1].closedByClient).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
