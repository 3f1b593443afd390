import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { firstProduct, signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

test('an admin edits a product; the audit log, filtered to products, shows who changed which fields', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  const { product: current } = (await (await page.request.get(`/api/v1/product/${product._id}`)).json()) as { product: { name: string; description: string; price: number } };
  const stock = 1000 + Math.floor(Math.random() * 1000);
  const data = { name: current.name, description: current.description, price: current.price, stock };
  const res = await page.request.put(`/api/v1/admin/product/${product._id}`, { headers: await xsrf(page), data });
  expect(res.status()).toBe(200);

  await page.goto(adminRoutes.audit);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Product', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  const table = page.getByRole('table', { name: 'Audit log' });
  // Who did what, as a sentence naming the record by its name, linked to its screen.
  const row = table.getByRole('row').filter({ hasText: `updated the product “${current.name}”` }).first();
  await expect(row).toContainText('stock');
  await expect(row.getByRole('link', { name: `the product “${current.name}”` }).first()).toHaveAttribute('href', adminRoutes.editProduct(product._id));
  // Other record types are filtered out.
  await expect(table.getByText(/signed in/)).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveText(['When', 'What happened', 'From', 'Changes']);
  expect(await seriousViolations(page)).toEqual([]);
});
