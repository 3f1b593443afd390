import { expect, test, type Page } from './test.js';
import { CART_STORAGE_KEY } from '../src/features/catalogue/cart.js';

/**
 * Nothing in the header shrinks below its size on a crowded desktop bar: each dropdown's chevron
 * button keeps its width and the logo's square stays 36×36, with and without items in the cart
 * (the cart button joins the bar when the cart has items).
 */
const CART = JSON.stringify({
  cartItems: [{ product: 'p1', name: 'A product with a long name', price: 1999, quantity: 3 }],
  shippingInfo: null,
});

async function measure(page: Page) {
  const carets = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-controls]');
  expect(await carets.count()).toBeGreaterThan(0);
  for (const caret of await carets.all()) {
    const box = await caret.boundingBox();
    const label = await caret.getAttribute('aria-label');
    expect(box, `${label} is shown`).not.toBeNull();
    expect(box!.width, `${label} button width`).toBeGreaterThanOrEqual(12);
    const icon = await caret.locator('svg').boundingBox();
    expect(icon!.width, `${label} chevron width`).toBeGreaterThanOrEqual(12);
  }
  const mark = await page.getByRole('banner').getByRole('link', { name: /home$/ }).locator('span').first().boundingBox();
  expect(mark?.width).toBeCloseTo(36, 0);
  expect(mark?.height).toBeCloseTo(36, 0);
  // The bar fits the window: nothing pushed past its right edge.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 1440]) {
  for (const withCart of [false, true]) {
    test(`header keeps its chevrons and logo at ${width} px ${withCart ? 'with' : 'without'} items in the cart`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      if (withCart) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, CART]);
      await page.goto('/');
      if (withCart) await expect(page.getByRole('banner').getByRole('button', { name: /cart/i })).toBeVisible();
      await measure(page);
    });
  }
}

test('the catalogue and the services overview are a click away from home: the Development menu, the footer and the expertise banner', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Development menu' }).click();
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Services' }).click();
  await expect(page).toHaveURL(/\/services$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'Explore our services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test.describe('on a phone', () => {
  test('the menu leads to all services and the products, and the cart stays in the bar @mobile', async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, CART]);
    await page.goto('/');
    // The cart, without opening the menu.
    const cart = page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' });
    await expect(cart).toBeVisible();
    await expect(cart).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Development menu' }).click();
    await nav.getByRole('link', { name: 'All Services' }).click();
    await expect(page).toHaveURL(/\/services$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Development menu' }).click();
    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
