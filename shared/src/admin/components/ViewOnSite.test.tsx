// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '../../contract/preview.js';
import { AdminServicesProvider, type AdminServices } from '../context.js';
import { adminRoutes } from '../routes.js';
import { offlineApi, stubBrowserApis } from '../testing.js';
import { adminTheme } from '../theme.js';
import { ViewOnSite } from './ViewOnSite.js';

beforeAll(stubBrowserApis);
afterEach(cleanup);

function renderAt(path: string, desktop?: AdminServices['desktop']) {
  const services: AdminServices = {
    api: offlineApi(),
    auth: { login: () => Promise.reject(new Error('no')), loginWithCode: () => Promise.reject(new Error('no')), me: () => Promise.reject(new Error('no')), logout: () => Promise.resolve() },
    openRealtime: () => {
      throw new Error('no');
    },
    desktop,
  };
  return render(
    <MantineProvider theme={adminTheme} env="test">
      <AdminServicesProvider value={services}>
        <MemoryRouter initialEntries={[path]}>
          <ViewOnSite path={publicPaths.product('p1')} label="View on site: Widget">
            View on site
          </ViewOnSite>
        </MemoryRouter>
      </AdminServicesProvider>
    </MantineProvider>,
  );
}

describe('View on site', () => {
  it('in the web admin opens the public page in this tab, in preview, leading back to this screen', () => {
    renderAt(`${adminRoutes.products}?page=2`);
    const link = screen.getByRole('link', { name: 'View on site: Widget' });
    expect(link.getAttribute('href')).toBe('/product/p1?preview=1&back=%2Fadmin%2Fproducts%3Fpage%3D2');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('in the desktop console opens the page on the configured server in a new window (the system browser)', () => {
    renderAt(adminRoutes.editProduct('p1'), { siteUrl: 'https://shop.example.in/' });
    const link = screen.getByRole('link', { name: 'View on site: Widget' });
    expect(link.getAttribute('href')).toBe('https://shop.example.in/product/p1?preview=1&back=%2Fadmin%2Fproduct%2Fp1%2Fedit');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is not shown in a console that knows no server address (it would navigate the console itself)', () => {
    renderAt(adminRoutes.products, {});
    expect(screen.queryByRole('link')).toBeNull();
  });
});
