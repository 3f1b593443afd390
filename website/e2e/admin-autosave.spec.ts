import { adminRoutes } from '@itsite/shared/admin/routes';
import { png, signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

test('an open editor keeps unsaved changes every 30 s without publishing them, and offers them back after the tab is lost', async ({ page, context }) => {
  // The page's clock is Playwright's: thirty seconds pass when the test says so.
  await page.clock.install();
  await signInAsAdmin(page);
  const categories = (await (await page.request.get('/api/v1/admin/categories')).json()) as { categories: Array<{ _id: string }> };
  const name = `Office Printer ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(page),
    multipart: {
      name,
      description: 'Prints, scans and copies.',
      price: '18999',
      category: categories.categories[0]?._id ?? '',
      stock: '4',
      images: { name: 'printer.png', mimeType: 'image/png', buffer: png([40, 90, 160]) },
      imageAlts: JSON.stringify(['A printer']),
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { _id: string; slug: string } };
  const stored = async () => ((await (await page.request.get(`/api/v1/product/${product._id}`)).json()) as { product: { name: string; status: string } }).product;

  await page.goto(adminRoutes.editProduct(product._id));
  const nameBox = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameBox).toHaveValue(name);
  await nameBox.fill(`${name} (colour)`);
  const status = page.getByRole('status').filter({ hasText: /autosave/ });

  // Not yet: 29 s after the change nothing was kept.
  await page.clock.runFor(29_000);
  await expect(status).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(status).toHaveText(/^Saved \d{2}:\d{2} \(autosave, not published\)$/);
  // The product, and its public page, are what they were.
  expect(await stored()).toMatchObject({ name, status: 'published' });
  const visitor = await context.browser()!.newContext();
  try {
    const site = await visitor.newPage();
    await site.goto(`/product/${product.slug}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(name);
  } finally {
    await visitor.close();
  }

  // The tab is lost; the editor opens the product again and is offered what was typed.
  const again = await context.newPage();
  await again.goto(adminRoutes.editProduct(product._id));
  const notice = again.getByRole('alert').filter({ hasText: 'Unsaved changes were kept' });
  await expect(notice).toContainText(/autosave from \d{2}:\d{2} is newer than this version/);
  await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await notice.getByRole('button', { name: 'Restore the autosave' }).click();
  await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${name} (colour)`);
  await expect(notice).toHaveCount(0);
  expect(await stored()).toMatchObject({ name: `${name} (colour)`, status: 'published' });
});
