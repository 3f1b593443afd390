import type { AdminReviewPage, ReviewDto } from '@itsite/shared/contract';
import { seriousViolations } from './axe.js';
import { signInAsAdmin } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/** A word only this test's reviews hold, so the admin search narrows the list to them. */
const tag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor's review, sent through the public API (it starts pending). */
async function submitReview(page: Page, name: string) {
  const res = await page.request.post('/api/reviews', { data: { name, rating: 5, feedback: `${name} says the team delivered on time.` } });
  expect(res.status()).toBe(201);
}

/** The stored statuses of the reviews whose name holds `word` (the admin list, with the session). */
async function statuses(page: Page, word: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/api/reviews/admin?limit=100&keyword=${encodeURIComponent(word)}`);
  expect(res.ok()).toBe(true);
  return Object.fromEntries(((await res.json()) as AdminReviewPage).data.map((r) => [r.name, r.status]));
}

/** Signs in and opens the reviews screen searched down to `word`. */
async function openReviews(page: Page, word: string, rows: number) {
  await signInAsAdmin(page);
  await page.goto('/admin/review');
  await expect(page.getByRole('heading', { name: 'Manage Client Reviews' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search reviews' }).fill(word);
  await expect(page.getByRole('checkbox', { name: new RegExp(`^Select review by .*${word}`) })).toHaveCount(rows);
}

test('an admin approves two pending reviews at once; visitors see them on the site', async ({ page, browser }) => {
  // The admin bundle and several screens on a shared machine.
  test.slow();
  const word = tag('Bulk');
  const [asha, ravi, left] = [`Asha ${word}`, `Ravi ${word}`, `Meena ${word}`];
  for (const name of [asha, ravi, left]) await submitReview(page, name);

  // A visitor has read the reviews (and the public cache holds them) before the approval.
  const visitor = await browser.newContext();
  const before = (await (await visitor.request.get('/api/reviews?page=1&limit=50')).json()) as ReviewDto[];
  expect(before.map((r) => r.name)).not.toContain(asha);

  await openReviews(page, word, 3);
  // Pending reviews come first: all three are pending, each shows its date.
  await expect(page.getByRole('textbox', { name: 'Sort reviews' })).toHaveValue('Pending first');
  await expect(page.getByRole('row').filter({ hasText: asha }).locator('time')).toHaveCount(1);

  await page.getByRole('checkbox', { name: `Select review by ${asha}` }).check();
  await page.getByRole('checkbox', { name: `Select review by ${ravi}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 reviews selected');
  expect(await seriousViolations(page)).toEqual([]);

  await bar.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: 2 reviews.')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: asha })).toContainText('Approved');
  await expect(page.getByRole('row').filter({ hasText: ravi })).toContainText('Approved');
  await expect(page.getByRole('row').filter({ hasText: left })).toContainText('Pending');
  expect(await statuses(page, word)).toEqual({ [asha]: 'approved', [ravi]: 'approved', [left]: 'pending' });

  // The visitor's next read shows them (no stale cached answer), and so does the home page's reviews list.
  const after = ((await (await visitor.request.get('/api/reviews?page=1&limit=50')).json()) as ReviewDto[]).map((r) => r.name);
  expect(after).toEqual(expect.arrayContaining([asha, ravi]));
  expect(after).not.toContain(left);
  const home = await visitor.newPage();
  await home.goto('/');
  const reviews = home.getByRole('list', { name: 'Client reviews' });
  await expect(reviews).toContainText(asha);
  await expect(reviews).toContainText(ravi);
  await expect(reviews).not.toContainText(left);
  await visitor.close();
});

test('select all, then Delete asks first and removes the checked reviews only when confirmed', async ({ page }) => {
  // The admin bundle and several screens on a shared machine.
  test.slow();
  const word = tag('Gone');
  const names = [`Kabir ${word}`, `Leela ${word}`];
  for (const name of names) await submitReview(page, name);
  await openReviews(page, word, 2);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 reviews selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete 2 reviews? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(Object.keys(await statuses(page, word)).sort()).toEqual(names);

  await bar.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted: 2 reviews.')).toBeVisible();
  await expect(page.getByText('No matches')).toBeVisible();
  expect(await statuses(page, word)).toEqual({});
});

test('on a phone the review cards have their checkboxes and the bulk bar rejects the checked ones @mobile', async ({ page }) => {
  // The admin bundle and several screens on a shared machine.
  test.slow();
  const word = tag('Phone');
  const names = [`Arjun ${word}`, `Divya ${word}`];
  for (const name of names) await submitReview(page, name);
  await openReviews(page, word, 2);

  // The narrow layout: a list of cards, no table.
  await expect(page.getByRole('table', { name: 'Reviews' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Reviews' });
  await cards.getByRole('checkbox', { name: `Select review by ${names[0]}` }).check();
  await cards.getByRole('checkbox', { name: `Select review by ${names[1]}` }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected: 2 reviews.')).toBeVisible();
  expect(await statuses(page, word)).toEqual({ [names[0]]: 'rejected', [names[1]]: 'rejected' });
});
