import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { firstProduct, signInAsAdmin } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/**
 * "View site" and "View on site" (shared/docs/admin.md#view-site): a signed-in admin sees the public
 * page in preview, with a bar leading back; plain navigation still sends them to the admin; for
 * anyone else `?preview=1` is the normal page. And the browser's Back button on an edited form asks.
 */

// Each test loads the admin and the public site in turn: more than one page's worth of waiting.
test.describe.configure({ timeout: 60_000 });

/** The preview's bar, above the site's header. */
const previewBar = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

/** Waits until the public app has taken over the page it navigated to (and had its chance to redirect). */
async function settled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

test('"View on site" in the product list opens the product page in preview; the bar leads back to the list', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  await page.goto(adminRoutes.products);
  const table = page.getByRole('table', { name: 'Products' });
  await table.getByRole('link', { name: `View on site: ${product.name}` }).first().click();

  await expect(page).toHaveURL((url) => url.pathname === `/product/${product.slug}` && url.searchParams.get('preview') === '1');
  await settled(page);
  // Still on the public page (no redirect to the admin), showing the product, with the bar on top.
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(previewBar(page)).toBeVisible();
  await expect(previewBar(page)).toContainText('Preview');
  expect(await seriousViolations(page)).toEqual([]);

  await previewBar(page).getByRole('link', { name: 'Back to the back office' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.products}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Product List' })).toBeVisible({ timeout: 15_000 });
});

test('from an edit screen the bar leads back to that screen; the preview stays while browsing the site', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  await page.goto(adminRoutes.editProduct(product._id));
  await expect(page.getByLabel('Name')).toHaveValue(product.name);
  await page.getByRole('link', { name: 'View on site' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?`));
  await settled(page);
  await expect(previewBar(page)).toBeVisible();

  // In-app navigation on the site keeps the preview (no redirect to the admin).
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(previewBar(page)).toBeVisible();

  await previewBar(page).getByRole('link', { name: 'Back to the back office' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.editProduct(product._id)}$`));
  await expect(page.getByLabel('Name')).toHaveValue(product.name);
});

test('"View site" in the shell opens the home page in preview', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(adminRoutes.dashboard);
  await page.getByRole('banner').getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('preview') === '1');
  await settled(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(previewBar(page).getByRole('link', { name: 'Back to the back office' })).toHaveAttribute('href', adminRoutes.dashboard);
});

test('plain navigation to a public page still sends a signed-in admin to the admin', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.products}$`));
  await expect(previewBar(page)).toHaveCount(0);
});

test('for a visitor ?preview=1 is the normal, cached, indexable page', async ({ page }) => {
  const path = '/?preview=1&back=%2Fadmin%2Fproducts';
  await page.goto(path);
  await settled(page);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('preview') === '1');
  await expect(previewBar(page)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const res = await page.request.get(path);
  expect(res.headers()['x-robots-tag']).toBeUndefined();
  expect(res.headers()['cache-control']).toMatch(/^public, /);
  expect(res.headers()['etag']).toBeTruthy();
});

test('a preview answer is noindex and kept by no cache', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  const res = await page.request.get(`/product/${product.slug}?preview=1&back=${encodeURIComponent(adminRoutes.products)}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['etag']).toBeUndefined();
  const html = await res.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toContain('Back to the back office');
});

test('Back on an edited product asks: Stay keeps the edits, Leave goes back', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  await page.goto(adminRoutes.products);
  await page.getByRole('link', { name: `Edit ${product.name}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.editProduct(product._id)}$`));
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue(product.name);
  await name.fill(`${product.name} (back)`);

  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.editProduct(product._id)}$`));
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.editProduct(product._id)}$`));
  await expect(name).toHaveValue(`${product.name} (back)`);

  await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.products}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Product List' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
