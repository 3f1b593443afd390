import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiClient } from '../api/client.js';
import type { UserDto } from '../contract/types.js';
import type { MediaItemDto, MediaListReply } from '../contract/media.js';
import { AuthProvider } from './auth.js';
import { AdminServicesProvider, type AdminServices } from './context.js';
import { adminTheme } from './theme.js';

/**
 * Helpers for component tests of admin screens (jsdom). Not a test file itself: the screens'
 * *.test.tsx files import it.
 */

/** jsdom has no matchMedia, ResizeObserver or scrollIntoView, which Mantine components call. */
export function stubBrowserApis(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  // jsdom lays nothing out; the rich-text editor (ProseMirror) asks where things are on screen.
  const noRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  for (const proto of [Range.prototype, Element.prototype]) {
    if (!proto.getClientRects) proto.getClientRects = noRects;
    if (!proto.getBoundingClientRect) proto.getBoundingClientRect = emptyRect;
  }
}

/**
 * A real ApiClient whose network refuses every request: a test replaces the calls the screen
 * should make (vi.spyOn(api.products, 'list')…), and any other call fails loudly.
 */
export function offlineApi(): ApiClient {
  return new ApiClient({ fetch: (input) => Promise.reject(new Error(`unexpected request: ${String(input as string | URL)}`)) });
}

/** The account a screen test is signed in as unless it says otherwise: an admin, who may use every screen. */
export const TEST_ADMIN: UserDto = { _id: 'admin-1', name: 'Test Admin', email: 'admin@test.example', phone: null, role: 'admin', twoFactorEnabled: false };

/** The services the admin's providers give a screen, over `api`, signed in as `me`; nothing else works. */
export function testServices(api: ApiClient, me: UserDto = TEST_ADMIN): AdminServices {
  return {
    api,
    auth: {
      login: () => Promise.reject(new Error('not in this test')),
      loginWithCode: () => Promise.reject(new Error('not in this test')),
      // The screen sees `me` signed in (its role decides what the screen shows).
      me: () => Promise.resolve(me),
      logout: () => Promise.resolve(),
    },
    openRealtime: () => {
      throw new Error('not in this test');
    },
  };
}

/** Renders one admin screen at `path` (matched by `route`) with the providers the admin uses, signed in as `me`. */
export function renderScreen(
  screen: ReactElement,
  { api, path, route = path, me = TEST_ADMIN }: { api: ApiClient; path: string; route?: string; me?: UserDto },
) {
  const services = testServices(api, me);
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={screen} />
        <Route path="*" element={<p>Left the screen</p>} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    // env="test" turns off transitions and portals, so modals render at once and in place.
    <MantineProvider theme={adminTheme} env="test">
      <ModalsProvider>
        <Notifications />
        <AdminServicesProvider value={services}>
          <AuthProvider>{routes}</AuthProvider>
        </AdminServicesProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

/** A media library item as the API answers it: an image in use, unless `over` says otherwise. */
export const mediaItem = (over: Partial<MediaItemDto>): MediaItemDto => ({
  _id: 'm1',
  originalName: '',
  path: '/uploads/abc_1200x800.webp',
  name: 'abc_1200x800.webp',
  kind: 'image',
  mime: 'image/webp',
  bytes: 250 * 1024,
  width: 1200,
  height: 800,
  alt: 'A laptop on a desk',
  uploadedBy: { id: 'u1', name: 'Esha Editor' },
  demo: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  usedBy: [{ type: 'product', id: 'p1', title: 'Office Suite', field: 'image' }],
  usedByCount: 1,
  keptByRevisions: 0,
  ...over,
});

/** One page of the library holding `data` (`pages` of them in all). */
export const mediaPage = (data: MediaItemDto[], pages = 1): MediaListReply => ({ success: true, data, total: data.length * pages, page: 1, limit: 40, pages, counts: { all: data.length, image: data.length, video: 0 } });
