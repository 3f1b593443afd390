import { expect, test } from '@playwright/test';

test('the header lists the blogs of a category in its dropdown, by keyboard too', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Back Office Services menu' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link').first()).toBeFocused();
  const first = menu.getByRole('link').first();
  const title = await first.textContent();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/[0-9a-f]{24}$/);
  expect(title).toBeTruthy();
  await page.goto('/');
  await page.getByRole('link', { name: 'Digital Marketing Services', exact: true }).hover();
  await expect(page.getByRole('button', { name: 'Digital Marketing Services menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('an old hash address is replaced by its clean path', async ({ page }) => {
  await page.goto('/#/about');
  await expect(page).toHaveURL(/\/about$/);
});

test('a hash address entered on a page already open is replaced by its clean path too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    location.hash = '#/about';
  });
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveCount(0);
});

test('the expertise banner on the home page links to the home page itself', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: /./ }).filter({ has: page.getByText('Our expertise', { exact: true }) });
  await expect(banner.getByRole('link').last()).toHaveAttribute('href', '/');
});

test('the mobile menu opens and closes with its toggle @mobile', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Amazon Service' }).click();
  await expect(page).toHaveURL(/\/amazonServices$/);
  await expect(nav).toBeHidden();
});
