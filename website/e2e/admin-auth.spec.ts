import { expect, test } from './test.js';
import { NETWORK_MESSAGE } from '@itsite/shared/api';
import { E2E_ADMIN, signInAsAdmin } from './fixtures.js';

test('an anonymous visitor who opens an admin page lands on the login page', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/wp-admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
});

test('an admin logs in through the form and lands on the products', async ({ page }) => {
  await page.goto('/wp-admin');
  await page.getByPlaceholder('Email or Phone').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  const me = await page.request.get('/api/v1/me');
  expect(me.status()).toBe(200);
  expect((await me.json()) as unknown).toMatchObject({ user: { email: E2E_ADMIN.email, role: 'admin' } });
});

test('a wrong password shows the server message and signs nobody in', async ({ page }) => {
  await page.goto('/wp-admin');
  await page.getByPlaceholder('Email or Phone').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  const res = await answer;
  expect(res.status()).toBe(401);
  const { message } = (await res.json()) as { message: string };
  expect(message).toBeTruthy();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/wp-admin$/);
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
});

test('a server fault during sign-in shows a plain sentence, not the status code', async ({ page }) => {
  // The server failing (not refusing the credentials): its answer is a bare 500.
  await page.route('**/api/v1/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/wp-admin');
  await page.getByPlaceholder('Email or Phone').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong, please try again');
  await expect(page).toHaveURL(/\/wp-admin$/);
});

test('an unreachable server during sign-in is named as such', async ({ page }) => {
  await page.route('**/api/v1/login', (route) => route.abort('connectionrefused'));
  await page.goto('/wp-admin');
  await page.getByPlaceholder('Email or Phone').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
});

test('a signed-in admin who opens a public page is sent to the products', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/admin\/products$/);
  // The login page too, since the admin is already signed in.
  await page.goto('/wp-admin');
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('a signed-in admin who opens an unknown path sees the 404 page, answered with 404', async ({ page }) => {
  await signInAsAdmin(page);
  const res = await page.goto('/nope');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  // Long enough for the session check that sends an admin away from a listed page to have answered.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/nope$/);
});

test('Log out returns to the login page and the admin pages stay closed afterwards', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/wp-admin$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/wp-admin$/);
});
