import { expect, test, type Page } from './test.js';
import type { ContactMessageDto } from '@itsite/shared/contract';
import { signInAsAdmin } from './fixtures.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedMessages(page: Page): Promise<ContactMessageDto[]> {
  const res = await page.request.get('/api/v1/contact');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ContactMessageDto[] }).data;
}

const table = (page: Page) => page.getByRole('table', { name: 'Contact messages' });
/** Names in the message rows (not the empty-table row), top to bottom, without the "New" badge. */
const names = async (page: Page) =>
  (await table(page).locator('tbody tr:has(td:nth-child(6)) td:first-child').allTextContents()).map((text) => text.replace(/New$/, ''));

const send = (page: Page, name: string, message: string) =>
  page.request.post('/api/v1/contact', { data: { name, email: 'priya@example.in', phone: '+91 98100 12345', message } });

test('a message sent from the site appears at the top of the open contact screen without a reload', async ({ page }) => {
  // An earlier message, so that "on top" has something to be above.
  expect((await send(page, unique('Earlier'), 'An earlier question.')).status()).toBe(201);
  await signInAsAdmin(page);
  let listFetches = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/contact') listFetches++;
  });
  await page.goto('/admin/contact-info');
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Live|Connecting|Reconnecting/ })).toHaveText('Live');
  await expect(table(page)).toBeVisible();
  const before = await names(page);
  const previousTop = before[0];
  expect(previousTop).toBeTruthy();
  // A mark on the document: gone if the page were reloaded.
  await page.evaluate(() => document.body.setAttribute('data-e2e-same-page', 'yes'));

  const name = unique('Priya');
  const sent = await send(page, name, 'Please call me about an Android app.');
  expect(sent.status()).toBe(201);
  const { data: message } = (await sent.json()) as { data: ContactMessageDto };

  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('priya@example.in');
  await expect(row).toContainText('+91 98100 12345');
  await expect(row).toContainText('Please call me about an Android app.');
  await expect(row).toContainText('New');
  const date = await page.evaluate(
    (iso) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    message.createdAt,
  );
  await expect(row).toContainText(date);

  // On top: listed above the message that was first before (others may arrive live too, also on top).
  const after = await names(page);
  expect(after).toContain(previousTop);
  expect(after.slice(0, after.indexOf(previousTop))).toContain(name);
  await expect(page.locator('body')).toHaveAttribute('data-e2e-same-page', 'yes');
  expect(listFetches).toBe(1);

  // Delete it, after the confirmation.
  await row.getByRole('button', { name: `Delete message from ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this message?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully.')).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await storedMessages(page)).some((m) => m._id === message._id)).toBe(false);
});
