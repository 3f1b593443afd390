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
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const product = await firstId(page, '/api/v1/admin/products?limit=1', 'data');
  const category = await firstId(page, '/api/v1/admin/categories', 'categories');
  const blog = await firstId(page, '/api/v1/admin/blogs?limit=1', 'data');
  const screens = [
    adminRoutes.dashboard,
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
    adminRoutes.staff,
    adminRoutes.account,
    adminRoutes.audit,
    // Its chart (an SVG that takes the keyboard), the range picker and the report tables.
    adminRoutes.analytics,
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

test('the contact inbox (list, filters, selection, an open lead) has no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const sent = await page.request.post('/api/v1/contact', {
    data: { name: 'Axe Lead', email: 'axe@example.in', phone: '+91 98100 12345', message: 'A lead for the accessibility check.' },
  });
  expect(sent.status()).toBe(201);
  const { data: lead } = (await sent.json()) as { data: { _id: string } };
  const found: Record<string, string[]> = {};
  const check = async (state: string) => {
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[state] = violations;
  };

  await page.goto(adminRoutes.contact);
  await settled(page, adminRoutes.contact);
  const table = page.getByRole('table', { name: 'Contact messages' });
  await expect(table.getByRole('link', { name: /^Open lead from Axe Lead/ }).first()).toBeVisible();
  await check('the list');

  // The filters: the status menu open, then the Spam view (its own buttons).
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Status', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await check('the status filter open');
  await page.getByRole('option', { name: 'Spam', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Empty spam older than 30 days' })).toBeVisible();
  await check('the Spam view');
  await main.getByRole('textbox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'All leads (no spam)', exact: true }).click();

  // A selection shows the bulk actions.
  await table.getByRole('checkbox', { name: 'Select lead from Axe Lead' }).first().check();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeVisible();
  await check('the bulk actions');

  // A lead open in its drawer, at its own address.
  await page.goto(adminRoutes.lead(lead._id));
  const drawer = page.getByRole('dialog', { name: 'Lead from Axe Lead' });
  await expect(drawer.getByTestId('lead-message')).toBeVisible();
  await expect(drawer.locator('.mantine-Loader')).toHaveCount(0);
  await check('an open lead');

  expect(found).toEqual({});
});
