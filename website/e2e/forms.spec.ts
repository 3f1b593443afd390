import { test as plain } from '@playwright/test';
import { expect, test, type Page } from './test.js';
import type { AdminReviewDto, ContactMessageDto, LeadDto, ProductDto } from '@itsite/shared/contract';
import { formFilledLikeAPerson, signInAsAdmin } from './fixtures.js';

/**
 * Forms that never lose a lead: each public form works as plain HTML before the script arrives,
 * without it, and after it, and what a visitor types survives a reload and a failed send.
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Phone').fill('+91 98100 12345');
  await field(page, 'Email').fill(values.email);
  await field(page, 'Message').fill(values.message);
}

/** The leads named `name` (signs the page in as an admin: call last). */
async function leadsNamed(page: Page, name: string): Promise<LeadDto[]> {
  await signInAsAdmin(page);
  const res = await page.request.get(`/api/v1/contact?limit=100&q=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: LeadDto[] }).data.filter((l) => l.name === name);
}

/** Counts what the page posts to the API (the script's sends) and to the page itself (native sends). */
function countPosts(page: Page) {
  const counts = { api: 0, native: 0 };
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/contact') counts.api++;
    if (path === '/contactUs') counts.native++;
  });
  return counts;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form explains a bad e-mail keeping the message, then stores it once and says what happens next', async ({ page }) => {
    const name = unique('No-script visitor');
    const message = 'A long brief: a bilingual site, a booking form and a WhatsApp button.\nBudget around ₹1,50,000.';
    await page.goto('/contactUs');
    // Valid to the browser (no dot needed after @), not to the server.
    await fillContact(page, { name, email: 'asha@localhost', message });
    await formFilledLikeAPerson(page);
    const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(refused.status()).toBe(400);
    const email = field(page, 'Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(contactForm(page).getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expect(page.getByText('Please correct the marked fields. Nothing was sent yet; everything you typed is still here.')).toBeVisible();
    // Every value kept, the message's line break and rupee sign included.
    await expect(field(page, 'Message')).toHaveValue(message);
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(email).toHaveValue('asha@localhost');

    await email.fill('asha@example.in');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/thank-you/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your message reached us' })).toBeVisible();
    await expect(page.getByText('A consultant reads every message and replies within one business day')).toBeVisible();
    // A reload of the thank-you page sends nothing again.
    await page.reload();
    const stored = await leadsNamed(page, name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'asha@example.in', message, status: 'new', source: 'contact' });
  });

  test('a quote for one product goes from its page, without a cart', async ({ page }) => {
    const products = (await (await page.request.get('/api/v1/products')).json()) as { products: ProductDto[] };
    const product = products.products.find((p) => p.price > 0)!;
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(`/quote?product=${product.slug}&quantity=2`);
    const form = page.getByRole('form', { name: 'Request a quote' });
    await expect(page.getByRole('region', { name: 'Your quote' })).toContainText(product.name);
    const name = unique('No-script buyer');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Phone', { exact: true }).fill('+91 98100 12345');
    await form.getByLabel('Email', { exact: true }).fill('buyer@example.in');
    await form.getByLabel(/^Note/).fill('GST invoice please');
    await formFilledLikeAPerson(page);
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL('/thank-you/quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your quote request reached us' })).toBeVisible();
    const [lead] = await leadsNamed(page, name);
    expect(lead).toMatchObject({ source: 'buyNow', email: 'buyer@example.in' });
    expect(lead?.message).toMatch(new RegExp(`^Quote request: 2 × ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(₹`));
    expect(lead?.message).toContain('Note: GST invoice please');
  });

  test('a review with four and a half stars is stored pending', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Leave a Review' }).click();
    await expect(page).toHaveURL('/review');
    const form = page.getByRole('form', { name: 'Review form' });
    const name = unique('No-script reviewer');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Your feedback').fill('They rebuilt our store in three weeks and trained our staff.');
    await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4.5 stars' }).check();
    await formFilledLikeAPerson(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL('/thank-you/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();
    await signInAsAdmin(page);
    const { data } = (await (await page.request.get('/api/reviews/admin?status=pending&limit=100')).json()) as { data: AdminReviewDto[] };
    expect(data.find((r) => r.name === name)).toMatchObject({ rating: 4.5, status: 'pending' });
  });

  test('the header dropdowns open on hover and with the keyboard', async ({ page }) => {
    await page.goto('/');
    const careers = page.getByRole('link', { name: 'Career With Us' });
    await expect(careers).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByText('About Us', { exact: true }).hover();
    await expect(careers).toBeVisible();
    await careers.click();
    await expect(page).toHaveURL('/careers');
  });

  test('the phone menu opens and reaches Contact Us @mobile', async ({ page }) => {
    await page.goto('/');
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
    await expect(contact).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});

// Playwright's own `test`: its `goto` does not wait for the app to take the page over, which here it
// only does after 15 s.
plain('a contact form sent before the scripts arrive is stored once, and nothing is sent again once they do', async ({ page }) => {
  plain.setTimeout(60_000);
  // Every script of the app is held back until 15 s from now (a very slow connection), then let through.
  const held = 15_000;
  const until = Date.now() + held;
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
    await route.continue().catch(() => undefined);
  });
  const posts = countPosts(page);
  await page.goto('/contactUs', { waitUntil: 'commit' });
  await expect(contactForm(page)).toBeVisible();
  const name = unique('Early visitor');
  await fillContact(page, { name, email: 'early@example.in', message: 'Typed and sent before the page had its script.' });
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL('/thank-you/contact', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your message reached us' })).toBeVisible();
  // The thank-you page's scripts arrive and take it over: they send nothing.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: held + 10_000 });
  await page.waitForTimeout(500);
  expect(posts).toEqual({ api: 0, native: 1 });
  expect(await leadsNamed(page, name)).toHaveLength(1);
});

test('a half-written message survives a reload and leaving the page, and is gone once sent', async ({ page }) => {
  await page.goto('/contactUs');
  const name = unique('Drafting visitor');
  await field(page, 'Name').fill(name);
  await field(page, 'Message').fill('First half of a long brief…');
  await page.reload();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'Message')).toHaveValue('First half of a long brief…');
  // Another page and back by a new navigation (no history restore): the tab's draft fills the form.
  await page.goto('/about');
  await page.goto('/contactUs');
  await expect(field(page, 'Message')).toHaveValue('First half of a long brief…');

  await field(page, 'Phone').fill('+91 98100 12345');
  await field(page, 'Email').fill('drafter@example.in');
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page).getByRole('status')).toHaveText(/^Message sent successfully!/);
  await page.reload();
  await expect(field(page, 'Message')).toHaveValue('');
  await expect(field(page, 'Name')).toHaveValue('');
});

test('a send that fails keeps the text, says so, and "Try again" stores it once', async ({ page }) => {
  let failNext = true;
  await page.route('**/api/v1/contact', async (route) => {
    if (route.request().method() === 'POST' && failNext) {
      failNext = false;
      return route.abort('failed');
    }
    return route.continue();
  });
  const posts = countPosts(page);
  await page.goto('/contactUs');
  const name = unique('Retrying visitor');
  const message = 'Sent while the connection dropped.';
  await fillContact(page, { name, email: 'retry@example.in', message });
  await formFilledLikeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page).getByRole('alert').filter({ hasText: /\S/ })).toContainText('Nothing was sent (are you offline?). Your text is still here');
  await expect(field(page, 'Message')).toHaveValue(message);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(contactForm(page).getByRole('status')).toHaveText(/^Message sent successfully!/);
  expect(posts).toEqual({ api: 2, native: 0 });
  const stored: ContactMessageDto[] = await leadsNamed(page, name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ message });
});
