import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { signInAsAdmin } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/** The first id a list answer holds under `key`, fetched with the admin's session. */
async function firstId(page: Page, url: string, key: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as Record<string, Array<{ _id: string }> | undefined>;
  const id = body[key]?.[0]?._id;
  if (!id) throw new Error(`${url} holds no ${key}`);
  return id;
}

/** Waits for the screen's heading and for every loader in the main area to be gone. */
async function settled(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0);
}

test('the sign-in screen has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto(adminRoutes.login);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every admin screen has no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const product = await firstId(page, '/api/v1/admin/products?limit=1', 'data');
  const category = await firstId(page, '/api/v1/admin/categories', 'categories');
  const blog = await firstId(page, '/api/v1/admin/blogs?limit=1', 'data');
  const screens = [
    adminRoutes.products,
    adminRoutes.addProduct,
    adminRoutes.editProduct(product),
    adminRoutes.categories,
    adminRoutes.addCategory,
    adminRoutes.editCategory(category),
    adminRoutes.blogs,
    adminRoutes.createBlog,
    adminRoutes.editBlog(blog),
    adminRoutes.viewBlog(blog),
    adminRoutes.reviews,
    adminRoutes.content,
    adminRoutes.secondSection,
    adminRoutes.backOfficeContent,
    adminRoutes.settings,
  ];
  const found: Record<string, string[]> = {};
  for (const path of screens) {
    await page.goto(path);
    await settled(page, path);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});
