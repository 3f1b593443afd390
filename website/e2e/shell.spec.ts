import { expect, test } from './test.js';

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
  // The blog's address is its slug.
  await expect(page).toHaveURL(/\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
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

test('the expertise banner on the home page links to the services overview', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: /./ }).filter({ has: page.getByText('Our expertise', { exact: true }) });
  await expect(banner.getByRole('link').last()).toHaveAttribute('href', '/services');
});

test('pointing at or focusing a link loads the next page\'s code before the click', async ({ page }) => {
  // A page whose own content links to no other page: nothing is prefetched before the pointer moves.
  await page.goto('/refund-policy', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const contactCode = page.waitForRequest((r) => /\/assets\/Contact-[\w-]+\.js$/.test(r.url()), { timeout: 5000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).hover();
  await contactCode;
  const careersCode = page.waitForRequest((r) => /\/assets\/Careers-[\w-]+\.js$/.test(r.url()), { timeout: 5000 });
  await page.getByRole('button', { name: 'About Us menu' }).hover();
  await page.getByRole('link', { name: 'Career With Us' }).focus();
  await careersCode;
  await page.getByRole('link', { name: 'Career With Us' }).press('Enter');
  await expect(page).toHaveURL(/\/careers$/);
});

test('a link in the page loads its page\'s code once scrolled into view, without being pointed at', async ({ page }) => {
  const code = page.waitForRequest((r) => /\/assets\/WebDevelopment-[\w-]+\.js$/.test(r.url()), { timeout: 8000 });
  await page.goto('/services');
  const link = page.locator('main a[href="/webdevelopment"]').first();
  await link.scrollIntoViewIfNeeded();
  await code;
});

test('a product pointed at in the catalogue opens with its content at once, no loading state in between', async ({ page }) => {
  await page.goto('/products');
  const card = page.locator('a[href^="/product/"]').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href')) as string;
  // The page reads its product by the address's slug.
  const data = page.waitForResponse((r) => r.url().endsWith(`/api/v1${href.replace(/^\/product\//, '/product/by-slug/')}`), { timeout: 5000 });
  await card.hover();
  await data;
  // From the click on, watch for any loading indicator.
  await page.evaluate(() => {
    const w = window as unknown as { __spinners: number };
    w.__spinners = 0;
    new MutationObserver(() => {
      if (document.querySelector('.spinner, [role="status"][aria-label^="Loading"]')) w.__spinners++;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __spinners: number }).__spinners)).toBe(0);
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
