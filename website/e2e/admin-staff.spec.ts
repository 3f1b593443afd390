import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { newStaffMember, signInAsAdmin, xsrf } from './fixtures.js';
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
    // A weak password: the meter says so as it is typed, and the server refuses it, saying why.
    await other.getByLabel('New password').fill('password1234');
    await expect(other.getByRole('status').filter({ hasText: 'Strength: Weak. Too easy to guess. This is similar to a commonly used password.' })).toBeVisible();
    await other.getByLabel('Repeat the password').fill('password1234');
    await other.getByRole('button', { name: 'Set password' }).click();
    await expect(other.getByText('This password is too easy to guess. This is similar to a commonly used password.').first()).toBeVisible();
    await other.getByLabel('New password').fill('sunil chooses a long one');
    await expect(other.getByRole('status').filter({ hasText: /^Strength: (Strong|Very strong)\./ })).toBeVisible();
    await other.getByLabel('Repeat the password').fill('sunil chooses a long one');
    await other.getByRole('button', { name: 'Set password' }).click();

    // Signed in, on the lead inbox, with only what sales may use in the navigation.
    await expect(other).toHaveURL(/\/admin\/contact-info$/);
    const nav = other.getByRole('navigation', { name: 'Admin' });
    // Analytics shows sales the leads by source, campaign and landing page alone (analytics.md).
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Contact Info', 'Analytics', 'My account']);
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

test('My account lists where I am signed in, and "Sign out everywhere else" ends the other browser at once', async ({ page, browser }) => {
  test.slow();
  // A fresh account of its own: the suite's admin is signed in by every other test.
  await signInAsAdmin(page);
  const email = `sessions-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const password = 'two browsers, one person';
  const created = await page.request.post('/api/v1/admin/staff', { data: { name: 'Sita Sessions', email, role: 'editor' }, headers: await xsrf(page) });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: { path: string } };
  const token = decodeURIComponent(link.path.split('#token=')[1] ?? '');

  const contexts = [
    await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' }),
    await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    }),
  ];
  try {
    const [laptop, phone] = await Promise.all(contexts.map((c) => c.newPage()));
    // Setting the password through the link signs the laptop in; the phone signs in with it.
    expect((await laptop.request.post('/api/v1/password-link', { data: { token, password } })).status()).toBe(200);
    expect((await phone.request.post('/api/v1/login', { data: { email, password } })).status()).toBe(200);
    await phone.goto(adminRoutes.dashboard);
    await phone.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(phone.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await laptop.goto(adminRoutes.account);
    await laptop.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const sessions = laptop.getByRole('table', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('row')).toHaveCount(3); // the header and two sessions
    await expect(sessions.getByRole('row').filter({ hasText: 'This session' })).toHaveCount(1);
    await expect(sessions.getByRole('row').filter({ hasText: 'This session' })).toContainText('Chrome on Windows');
    await expect(sessions.getByRole('row').filter({ hasText: 'Safari on iPhone' })).toHaveCount(1);
    expect(await seriousViolations(laptop)).toEqual([]);

    await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await laptop.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(laptop.getByText('Signed out of 1 other session(s)')).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    await expect(laptop.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

    // The other browser is signed out: its next screen is the sign-in page.
    await phone.goto(adminRoutes.dashboard);
    await expect(phone).toHaveURL(/\/wp-admin$/);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('an editor sees neither Settings nor Staff, and opening them by address shows "You do not have access" without asking the server', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const { context, page: editor } = await newStaffMember(page, browser, 'editor', 'Esha Editor');
  try {
    await editor.goto(adminRoutes.products);
    await editor.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const nav = editor.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    for (const hidden of ['Settings', 'Staff', 'Audit log', 'Contact Info']) await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);

    const refused: string[] = [];
    editor.on('response', (r) => {
      if (r.status() === 403) refused.push(new URL(r.url()).pathname);
    });
    for (const address of [adminRoutes.settings, adminRoutes.staff]) {
      await editor.goto(address);
      await editor.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect(editor.getByRole('heading', { name: 'You do not have access' })).toBeVisible();
    }
    expect(refused).toEqual([]);
    // The server refuses them whatever the client sends.
    expect((await editor.request.get('/api/v1/admin/staff')).status()).toBe(403);
    expect((await editor.request.put('/api/v1/admin/settings', { data: {}, headers: await xsrf(editor) })).status()).toBe(403);
  } finally {
    await context.close();
  }
});
