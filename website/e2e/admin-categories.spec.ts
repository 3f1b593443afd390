import { expect, test } from './test.js';
import { signInAsAdmin } from './fixtures.js';

test('the category screen is headed "Category List" and lists the categories', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Category List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Category' })).toBeVisible();
  // The demo content has categories; the table shows them under its column headings.
  await expect(page.getByRole('columnheader', { name: 'Category Name' })).toBeVisible();
});
