// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes.js';
import { PageError } from './PageError.js';

afterEach(cleanup);

function Broken(): never {
  throw new Error('a page that cannot render');
}

describe('the route table', () => {
  it('gives the public layout and the pages inside it an error page', () => {
    const layout = routes.find((r) => r.path === undefined && r.children?.length);
    expect(layout?.errorElement).toBeTruthy();
    const pages = layout!.children!.find((r) => r.path === undefined && r.children?.some((c) => c.index));
    expect(pages?.errorElement).toBeTruthy();
    // Every listed page sits under that second error page, so a failure keeps the site's header.
    expect(pages!.children!.map((r) => (r.index ? '/' : r.path))).toEqual(expect.arrayContaining(['/', 'products', 'product/:slug', 'contactUs', 'blog/:slug']));
  });

  it('shows a page that fails as a way on, inside what is around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table: RouteObject[] = [
      {
        element: (
          <>
            <header>Site header</header>
            <Outlet />
          </>
        ),
        children: [{ errorElement: <PageError />, children: [{ index: true, element: <Broken /> }] }],
      },
    ];
    render(<RouterProvider router={createMemoryRouter(table)} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, this page could not be shown.');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Load it again' })).toBeTruthy();
    expect(screen.getByText('Site header').localName).toBe('header');
  });
});
