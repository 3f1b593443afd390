import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { signInAsAdmin } from './fixtures.js';
import { expect, test } from './test.js';

test('an admin creates a sales account; its link, opened elsewhere, sets a password and shows only the lead inbox', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = `sales-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  await signInAsAdmin(page);
  await page.goto(adminRoutes.staff);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sunil Sales');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  const linkBox = page.getByTestId('password-link');
  await expect(linkBox).toHaveValue(/\/admin\/set-password#token=[\w%-]+$/);
  const link = await linkBox.inputValue();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId(`staff-${email}`).getByText('Link pending')).toBeVisible();

  // A fresh browser: nobody signed in, only the link.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    // This page is not the fixture's: wait for the app to take it over, as the fixture does.
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(other.getByRole('heading', { name: 'Set your password' })).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(other)).toEqual([]);
    await other.getByLabel('New password').fill('qwertyuiop');
    await other.getByLabel('Repeat the password').fill('qwertyuiop');
    await other.getByRole('button', { name: 'Set password' }).click();
    await expect(other.getByText(/too common/)).toBeVisible();
    await other.getByLabel('New password').fill('sunil chooses a long one');
    await other.getByLabel('Repeat the password').fill('sunil chooses a long one');
    await other.getByRole('button', { name: 'Set password' }).click();

    // Signed in, on the lead inbox, with only what sales may use in the navigation.
    await expect(other).toHaveURL(/\/admin\/contact-info$/);
    const nav = other.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Contact Info', 'My account']);
    // A content screen opened by its address says so, and asks the server nothing it would refuse.
    const refused: string[] = [];
    other.on('response', (r) => {
      if (r.status() === 403) refused.push(new URL(r.url()).pathname);
    });
    await other.goto(adminRoutes.products);
    await expect(other.getByRole('heading', { name: 'You do not have access' })).toBeVisible();
    await other.goto(adminRoutes.dashboard);
    await expect(other.getByText('New today')).toBeVisible();
    await expect(other.getByText('Pending reviews')).toHaveCount(0);
    expect(refused).toEqual([]);

    // The link was for one use.
    const again = await fresh.newPage();
    await again.goto(link);
    await again.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await again.getByLabel('New password').fill('another long password');
    await again.getByLabel('Repeat the password').fill('another long password');
    await again.getByRole('button', { name: 'Set password' }).click();
    await expect(again.getByRole('alert')).toContainText('expired or has already been used');
  } finally {
    await fresh.close();
  }
});
