import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/** A 1×1 PNG, made here; the server checks uploads by their bytes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function editDescription(page: Page, id: string, text: string) {
  await page.goto(adminRoutes.editProduct(id));
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).not.toHaveText('');
  await description.fill(text);
  await page.getByRole('button', { name: 'Update Product' }).click();
  // The editor stays open on what was saved.
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${id}/edit$`));
  await expect(description).toHaveText(text);
}

test('an editor compares two revisions of a product and restores the older: the form and the public page show it again', async ({ page, browser }) => {
  test.slow();
  await signInAsAdmin(page);
  const categories = (await (await page.request.get('/api/v1/admin/categories')).json()) as { categories: Array<{ _id: string }> };
  const name = `Revised Switch ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(page),
    multipart: { name, description: 'Eight ports, fanless.', price: '4999', category: categories.categories[0]?._id ?? '', stock: '9', images: { name: 'switch.png', mimeType: 'image/png', buffer: PIXEL_PNG }, imageAlts: JSON.stringify(['A network switch']) },
  });
  expect(res.status()).toBe(201);
  const { product } = (await res.json()) as { product: { _id: string } };

  try {
    await editDescription(page, product._id, 'Sixteen ports, fanless and quiet.');
    await editDescription(page, product._id, 'Sixteen ports with a loud fan.');

    await page.goto(adminRoutes.editProduct(product._id));
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveText('Sixteen ports with a loud fan.');
    await page.getByRole('button', { name: 'Revisions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Revisions of this product' });
    const list = drawer.getByRole('list', { name: 'Revisions, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('#3 Edited');
    await expect(list.getByRole('listitem').first()).toContainText('Changed: Description');
    await expect(list.getByRole('listitem').last()).toContainText('#1 Created');
    expect(await seriousViolations(page)).toEqual([]);

    // Two chosen with the keyboard, compared word by word.
    await drawer.getByRole('checkbox', { name: /^#3 Edited/ }).focus();
    await page.keyboard.press('Space');
    await drawer.getByRole('checkbox', { name: /^#2 Edited/ }).focus();
    await page.keyboard.press('Space');
    await drawer.getByRole('button', { name: 'Compare #2 and #3' }).click();
    const comparison = drawer.getByRole('region', { name: 'From #2 to #3' });
    await expect(comparison).toContainText('Description');
    // Removed and added words are marked for every reader, not by colour alone.
    await expect(comparison.getByRole('deletion').filter({ hasText: 'quiet' })).toHaveCount(1);
    await expect(comparison.getByRole('deletion').first()).toContainText('removed:');
    await expect(comparison.getByRole('insertion').filter({ hasText: 'loud' })).toHaveCount(1);
    await expect(comparison.getByRole('insertion').first()).toContainText('added:');
    await expect(comparison.getByRole('deletion').filter({ hasText: 'Sixteen' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Restore the older one, after a confirmation.
    await comparison.getByRole('button', { name: 'Restore revision #2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore revision #2?' });
    await expect(confirm).toContainText('saved at once, as a new revision');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Revision #2 restored')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveText('Sixteen ports, fanless and quiet.');

    // The restore is a save of its own, kept as revision #4.
    await page.getByRole('button', { name: 'Revisions' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('#4 Restored revision #2');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Nothing unsaved is left: leaving the form asks nothing.
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);

    // A visitor sees the restored text.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/product/${product._id}`);
      const description = visitorPage.getByRole('region', { name: 'Description' });
      await expect(description).toContainText('Sixteen ports, fanless and quiet.');
      await expect(description).not.toContainText('loud fan');
    } finally {
      await visitor.close();
    }
  } finally {
    await page.request.delete(`/api/v1/admin/product/${product._id}`, { headers: await xsrf(page) });
  }
});
