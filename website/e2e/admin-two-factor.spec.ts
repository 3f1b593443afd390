import { Secret, TOTP } from 'otpauth';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

/** What an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

test('an admin sets up two-step sign-in by reading the key off the page, then signs in with the password and a code', async ({ page, browser }) => {
  test.slow();
  // An account of its own: the suite's admin signs in without a code in every other test.
  await signInAsAdmin(page);
  const email = `two-step-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const password = 'a phone and a password';
  const created = await page.request.post('/api/v1/admin/staff', { data: { name: 'Tara Twostep', email, role: 'admin' }, headers: await xsrf(page) });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: { path: string } };
  const token = decodeURIComponent(link.path.split('#token=')[1] ?? '');

  const context = await browser.newContext();
  try {
    const tara = await context.newPage();
    // Setting the password through the link signs this browser in.
    expect((await tara.request.post('/api/v1/password-link', { data: { token, password } })).status()).toBe(200);
    await tara.goto(adminRoutes.account);
    await tara.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const card = tara.getByRole('region', { name: 'Two-step sign-in' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await card.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(tara)).toEqual([]);

    // A wrong code first: said by the field, nothing turned on.
    await card.getByLabel('2. Enter the 6-digit code the app shows').fill(appCode(secret) === '000000' ? '111111' : '000000');
    await card.getByLabel('3. Your password').fill(password);
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByText('Not the code your app shows now')).toBeVisible();
    await card.getByLabel('2. Enter the 6-digit code the app shows').fill(appCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const firstRecovery = (await codes.first().textContent()) ?? '';
    expect(firstRecovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();

    // Signed out, the sign-in asks for the code after the password.
    await tara.getByRole('button', { name: 'Log out' }).click();
    await expect(tara).toHaveURL(/\/wp-admin$/);
    await tara.getByLabel('Username').fill(email);
    await tara.getByLabel('Password').fill(password);
    await tara.getByRole('button', { name: 'Log In' }).click();
    await expect(tara.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect(await seriousViolations(tara)).toEqual([]);
    // The code the app shows next (the set-up used the current one, and a code works once).
    await tara.getByLabel('Code from your app').fill(appCode(secret, 1));
    await tara.getByRole('button', { name: 'Verify' }).click();
    await expect(tara).toHaveURL(/\/admin\/products$/);

    // A recovery code works once in place of the app's code.
    await tara.getByRole('button', { name: 'Log out' }).click();
    await tara.getByLabel('Username').fill(email);
    await tara.getByLabel('Password').fill(password);
    await tara.getByRole('button', { name: 'Log In' }).click();
    await tara.getByRole('button', { name: 'Use a recovery code' }).click();
    await tara.getByLabel('Recovery code').fill(firstRecovery);
    await tara.getByRole('button', { name: 'Verify' }).click();
    await expect(tara).toHaveURL(/\/admin\/products$/);
  } finally {
    await context.close();
  }
});
