import { adminRoutes } from '@itsite/shared/admin/routes';
import { firstProduct, signInAsAdmin } from './fixtures.js';
import { expect, test } from './test.js';

test('an edited product asks before the sidebar leads away, and the browser asks before a reload', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  await page.goto(adminRoutes.editProduct(product._id));
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue(product.name);
  await name.fill(`${product.name} (edited)`);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Category' }).click();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.editProduct(product._id)}$`));
  await expect(name).toHaveValue(`${product.name} (edited)`);

  // A reload asks through the browser's own beforeunload prompt; dismissing it keeps the edit.
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ waitUntil: 'commit', timeout: 3000 }).catch(() => undefined);
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  await expect(name).toHaveValue(`${product.name} (edited)`);

  // Leave on purpose: the prompt's Leave goes where the sidebar pointed.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Category' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.categories}$`));
});

test('Cancel on an edited form leaves without asking', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await firstProduct(page);
  await page.goto(adminRoutes.editProduct(product._id));
  await page.getByLabel('Name').fill(`${product.name} (draft)`);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminRoutes.products}$`));
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
});

test('the category table never cuts its action buttons at 1280 px', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(adminRoutes.categories);
  const table = page.getByRole('table', { name: 'Categories' });
  const buttons = table.getByRole('button', { name: /^Delete / }).or(table.getByRole('link', { name: /^Edit / }));
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const cut = await button.locator('.mantine-Button-label').evaluate((label) => label.scrollWidth > label.clientWidth);
    expect(cut).toBe(false);
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the product list shows cards whose Edit and Delete need no sideways scrolling', async ({ page }) => {
    await signInAsAdmin(page);
    const product = await firstProduct(page);
    await page.goto(adminRoutes.products);
    const list = page.getByRole('list', { name: 'Products' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' })).toHaveCount(0);
    const card = list.getByRole('listitem').filter({ hasText: product.name }).first();
    for (const action of [card.getByRole('link', { name: `Edit ${product.name}` }), card.getByRole('button', { name: `Delete ${product.name}` })]) {
      // Down the list as far as it takes (other tests add products above it), never sideways.
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport();
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      const box = await action.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
