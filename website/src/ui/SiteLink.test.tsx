// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLink, SiteNavigation, SiteNavLink } from './SiteLink.js';

afterEach(cleanup);

function Shown() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function site(link: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: <SiteNavigation>{link}<Shown /></SiteNavigation> },
    { path: '/products', element: <Shown /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

/** Clicks the link as the browser would and says whether the browser was left to follow it itself. */
function click(init: MouseEventInit = {}) {
  return fireEvent.click(screen.getByRole('link', { name: 'Products' }), { button: 0, ...init });
}

describe('SiteLink', () => {
  it('is a plain link to the address, which a click follows in the page', async () => {
    const router = site(<SiteLink to="/products?page=2">Products</SiteLink>);
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/products?page=2');
    expect(click()).toBe(false); // the page followed it: the browser does not load the address
    expect((await screen.findByRole('status', { name: 'address' })).textContent).toBe('/products?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click meant for a new tab or window, or another target, to the browser', () => {
    const router = site(<SiteLink to="/products">Products</SiteLink>);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(modifier), JSON.stringify(modifier)).toBe(true);
    }
    expect(router.state.location.pathname).toBe('/');
    cleanup();
    const other = site(
      <SiteLink to="/products" target="_blank" rel="noopener">
        Products
      </SiteLink>,
    );
    expect(click()).toBe(true);
    expect(other.state.location.pathname).toBe('/');
  });

  it('lets its own click handler stop it, and can replace the history entry', async () => {
    const stopped = site(
      <SiteLink to="/products" onClick={(e) => e.preventDefault()}>
        Products
      </SiteLink>,
    );
    click();
    expect(stopped.state.location.pathname).toBe('/');
    cleanup();
    const replacing = site(
      <SiteLink to="/products" replace>
        Products
      </SiteLink>,
    );
    click();
    await screen.findByText('/products');
    expect(replacing.state.historyAction).toBe('REPLACE');
  });

  it('outside the site navigation is an ordinary link, which the browser follows itself', () => {
    const router = createMemoryRouter([{ path: '/', element: <SiteLink to="/products">Products</SiteLink> }, { path: '/products', element: <Shown /> }]);
    render(<RouterProvider router={router} />);
    expect(click()).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('SiteNavLink', () => {
  /** The links' current marks on the page shown at `at`. */
  function marksAt(at: string) {
    const links = (
      <SiteNavigation>
        <SiteNavLink to="/" end>
          Home
        </SiteNavLink>
        <SiteNavLink to="/products">Products</SiteNavLink>
        <SiteNavLink to="/product">Product</SiteNavLink>
      </SiteNavigation>
    );
    const router = createMemoryRouter([{ path: '*', element: links }], { initialEntries: [at] });
    render(<RouterProvider router={router} />);
    const marks = Object.fromEntries(['Home', 'Products', 'Product'].map((name) => [name, screen.getByRole('link', { name }).getAttribute('aria-current')]));
    cleanup();
    return marks;
  }

  it('marks the page shown, and a page below it, as current; the home link only on the home page', () => {
    expect(marksAt('/')).toEqual({ Home: 'page', Products: null, Product: null });
    expect(marksAt('/products')).toEqual({ Home: null, Products: 'page', Product: null });
    expect(marksAt('/products/cameras')).toEqual({ Home: null, Products: 'page', Product: null });
    // A shared beginning is not enough: /products is not below /product.
    expect(marksAt('/about')).toEqual({ Home: null, Products: null, Product: null });
  });

  it('is a link the router follows, as SiteLink', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <SiteNavigation><SiteNavLink to="/products">Products</SiteNavLink></SiteNavigation> },
        { path: '/products', element: <Shown /> },
      ],
    );
    render(<RouterProvider router={router} />);
    expect(click()).toBe(false);
    expect((await screen.findByRole('status', { name: 'address' })).textContent).toBe('/products');
  });
});
