import { expect, test, type Page } from './test.js';
import type { ContactMessageDto, SettingsDto } from '@itsite/shared/contract';
import { formFilledLikeAPerson, signInAsAdmin } from './fixtures.js';

/** What a sent lead says: the spec's words, then when a person replies. */
const SENT = /^Message sent successfully! A consultant reads every message and replies within one business day/;

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function settings(page: Page): Promise<SettingsDto> {
  const res = await page.request.get('/api/v1/settings');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { settings: SettingsDto }).settings;
}

/** Counts the contact messages this page posts (to prove that nothing was sent). */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/contact') posts++;
  });
  return () => posts;
}

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

test('the contact page shows the company details from the settings and no outside map unless one is set', async ({ page }) => {
  const s = await settings(page);
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const details = page.getByRole('complementary', { name: 'Contact details' });
  await expect(details).toContainText(s.address);
  for (const phone of s.phones) await expect(details.getByRole('link', { name: phone })).toBeVisible();
  await expect(details.getByRole('link', { name: s.email })).toHaveAttribute('href', `mailto:${s.email}`);
  await expect(page.locator('iframe')).toHaveCount(s.mapEmbedUrl ? 1 : 0);
  if (!s.mapEmbedUrl) await expect(page.getByRole('region', { name: 'Visit our office' })).toContainText(s.address);
});

test('the contact form says "Sending..." while busy, stores the message and clears itself', async ({ page }) => {
  // Hold the real request back a moment so the busy state is observable; it still reaches the server.
  await page.route('**/api/v1/contact', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.goto('/contactUs');
  const name = unique('Visitor');
  await field(page, 'Name').fill(name);
  await field(page, 'Phone').fill('+91 98100 12345');
  await field(page, 'Email').fill('visitor@example.in');
  await field(page, 'Message').fill('We need a quote for a 5-page website with a contact form.');
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();

  // Shown and disabled, checked at once: the busy state lasts only as long as the held request.
  await expect(page.getByRole('button', { name: 'Sending...', disabled: true })).toBeVisible();
  await expect(form(page).getByRole('status')).toHaveText(SENT);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  for (const label of ['Name', 'Phone', 'Email', 'Message']) await expect(field(page, label)).toHaveValue('');

  await signInAsAdmin(page);
  const res = await page.request.get('/api/v1/contact');
  const stored = ((await res.json()) as { data: ContactMessageDto[] }).data.find((m) => m.name === name);
  expect(stored).toMatchObject({ email: 'visitor@example.in', phone: '+91 98100 12345', message: 'We need a quote for a 5-page website with a contact form.' });
});

test('an invalid e-mail address is refused before anything is sent', async ({ page }) => {
  const posts = countPosts(page);
  await page.goto('/contactUs');
  await field(page, 'Name').fill('Asha');
  await field(page, 'Phone').fill('+91 98100 12345');
  await field(page, 'Email').fill('asha.example.in');
  await field(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await field(page, 'Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(field(page, 'Email')).toBeFocused();
  await page.waitForTimeout(300);
  expect(posts()).toBe(0);
  await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
  await expect(field(page, 'Name')).toHaveValue('Asha');
});

test('an empty required field is refused before anything is sent', async ({ page }) => {
  const posts = countPosts(page);
  await page.goto('/contactUs');
  await field(page, 'Name').fill('Asha');
  await field(page, 'Email').fill('asha@example.in');
  await field(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(page, 'Phone')).toBeFocused();
  await page.waitForTimeout(300);
  expect(posts()).toBe(0);
});

test("the server's field message appears next to the field it is about", async ({ page }) => {
  await page.goto('/contactUs');
  await field(page, 'Name').fill('Asha');
  await field(page, 'Phone').fill('call me maybe');
  await field(page, 'Email').fill('asha@example.in');
  await field(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const phone = field(page, 'Phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Enter a valid phone number');
  // Said once, by the field, as an alert; not repeated under the button.
  await expect(form(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(['Enter a valid phone number']);
  await expect(form(page).getByText('Enter a valid phone number')).toHaveCount(1);
  // Nothing was stored, so the visitor keeps what they typed.
  await expect(field(page, 'Message')).toHaveValue('Hello');
});

test('an e-mail address the browser takes but the server refuses is named once, by the field, as an alert', async ({ page }) => {
  const posts = countPosts(page);
  await page.goto('/contactUs');
  await field(page, 'Name').fill('Asha');
  await field(page, 'Phone').fill('+91 98100 12345');
  // A valid address to the browser (no dot needed after @), not to the server.
  await field(page, 'Email').fill('asha@example');
  await field(page, 'Message').fill('Hello');
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const email = field(page, 'Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  expect(posts()).toBe(1);
  await expect(form(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(['Enter a valid email address']);
  await expect(page.getByText('Enter a valid email address')).toHaveCount(1);
  await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
  await expect(field(page, 'Message')).toHaveValue('Hello');

  // Corrected, it is sent, and the error goes.
  await email.fill('asha@example.in');
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('status')).toHaveText(SENT);
  await expect(page.getByText('Enter a valid email address')).toHaveCount(0);
});

test('a network failure says "An error occurred. Please try again later." and keeps the text', async ({ page }) => {
  await page.goto('/contactUs');
  // The server is unreachable for this one request: the browser reports a failed fetch.
  await page.route('**/api/v1/contact', (route) => route.abort('internetdisconnected'));
  await field(page, 'Name').fill('Asha');
  await field(page, 'Phone').fill('+91 98100 12345');
  await field(page, 'Email').fill('asha@example.in');
  await field(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('An error occurred. Please try again later. Nothing was sent (are you offline?). Your text is still here, so you can try again.');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(field(page, 'Message')).toHaveValue('Hello');
});

test('a send that fails offline keeps the text, and the retry with the same key stores one message', async ({ page }) => {
  await page.goto('/contactUs');
  const keys: string[] = [];
  let aborted = false;
  await page.route('**/api/v1/contact', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    // The first attempt reaches the server but its answer is lost (the connection drops): the
    // visitor sees a failure and sends again; the retry goes through.
    if (!aborted) {
      aborted = true;
      await route.fetch();
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  const name = unique('Offline');
  await field(page, 'Name').fill(name);
  await field(page, 'Phone').fill('+91 98100 12345');
  await field(page, 'Email').fill('offline@example.in');
  await field(page, 'Message').fill('Sent from a train with a bad signal.');
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('alert')).toContainText('Your text is still here, so you can try again.');
  await expect(field(page, 'Message')).toHaveValue('Sent from a train with a bad signal.');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('status')).toHaveText(SENT);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).toBe(keys[0]);

  await signInAsAdmin(page);
  const res = await page.request.get(`/api/v1/contact?q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { total: number; data: ContactMessageDto[] };
  expect(body.total).toBe(1);
  expect(body.data[0]).toMatchObject({ name, email: 'offline@example.in' });
});
