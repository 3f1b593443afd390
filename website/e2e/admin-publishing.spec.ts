import { adminRoutes } from '@itsite/shared/admin/routes';
import { zonedInputValue } from '@itsite/shared/contract';
import { seriousViolations } from './axe.js';
import { fillMoment, signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

/** A 1×1 PNG, made here; the server checks uploads by their bytes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// The editor's computer is not in the site's time zone (Asia/Kolkata in the demo settings).
test.use({ timezoneId: 'America/New_York' });

test('a draft product is the editors\' only: previewed as it will look, then scheduled, it goes public by itself at its time', async ({ page, browser }) => {
  test.slow();
  await signInAsAdmin(page);
  const categories = (await (await page.request.get('/api/v1/admin/categories')).json()) as { categories: Array<{ _id: string }> };
  const name = `Draft Router ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(page),
    multipart: {
      name,
      description: 'Not announced yet.',
      price: '34999',
      category: categories.categories[0]?._id ?? '',
      stock: '5',
      status: 'draft',
      images: { name: 'router.png', mimeType: 'image/png', buffer: PIXEL_PNG },
      imageAlts: JSON.stringify(['A router']),
    },
  });
  expect(res.status()).toBe(201);
  const { product } = (await res.json()) as { product: { _id: string; slug: string } };

  // A visitor finds nothing at its address.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    const missing = await visitorPage.goto(`/product/${product.slug}`);
    expect(missing?.status()).toBe(404);

    // The back office lists it as a draft, and its editor previews it as it will look.
    await page.goto(adminRoutes.products);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await page.goto(adminRoutes.editProduct(product._id));
    const publishing = page.getByRole('group', { name: 'Publishing' });
    await expect(publishing.getByText('Status: Draft')).toBeVisible();
    // A draft's main button publishes; the other keeps it a draft.
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'View on site' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await page.goBack();

    // Scheduled a few seconds ahead, on the site's clocks (Settings), while this editor's computer
    // is in New York: the time typed is read in the site's zone.
    const { settings } = (await (await page.request.get('/api/v1/settings')).json()) as { settings: { timeZone: string } };
    await publishing.getByRole('radio', { name: 'At a set time' }).check();
    const at = new Date(Math.ceil((Date.now() + 6000) / 1000) * 1000);
    const publishAt = page.getByLabel('Publish at');
    await expect(publishAt).toHaveAccessibleDescription(new RegExp(`site's clocks: ${settings.timeZone}`));
    await fillMoment(page, 'Publish at', zonedInputValue(at.toISOString(), settings.timeZone));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    // The editor stays, saying when it goes public, on the site's clock and in its zone's name.
    await expect(page.getByRole('alert').getByText(/^Scheduled for \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \S+$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/product/${product._id}/edit$`));
    const stored = (await (await page.request.get(`/api/v1/product/${product._id}`)).json()) as { product: { status: string; publishAt: string } };
    expect(stored.product.status).toBe('scheduled');
    expect(Date.parse(stored.product.publishAt)).toBe(at.getTime());

    // Nobody does anything more: the product goes public at its time.
    await expect
      .poll(async () => (await visitorPage.request.get(`/api/v1/product/${product._id}`)).status(), { timeout: 30_000, intervals: [1000] })
      .toBe(200);
    await visitorPage.goto(`/product/${product.slug}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
