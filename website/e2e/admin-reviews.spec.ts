import { expect, test, type Page } from './test.js';
import type { AdminReviewDto, AdminReviewPage } from '@itsite/shared/contract';
import { signInAsAdmin } from './fixtures.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor's review, sent through the public API (it starts pending). */
async function submitReview(page: Page, name: string, feedback: string, rating = 4) {
  const res = await page.request.post('/api/reviews', { data: { name, rating, feedback } });
  expect(res.status()).toBe(201);
}

/** The review as stored (GET /api/reviews/admin needs the admin session). */
async function stored(page: Page, name: string): Promise<AdminReviewDto | undefined> {
  // The admin list pages on the server: search for the name (each test's names are unique).
  const res = await page.request.get(`/api/reviews/admin?limit=100&keyword=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as AdminReviewPage).data.find((r) => r.name === name);
}

async function openReviews(page: Page, name: string) {
  await signInAsAdmin(page);
  await page.goto('/admin/review');
  await expect(page.getByRole('heading', { name: 'Manage Client Reviews' })).toBeVisible();
  // Other tests add reviews too: search narrows the table to this one.
  await page.getByRole('textbox', { name: 'Search reviews' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('an admin approves, rejects, edits and deletes a review', async ({ page }) => {
  // A long walk through several screens and uploads.
  test.slow();
  const name = unique('Meera');
  await submitReview(page, name, 'Delivered our store on time.');
  const row = await openReviews(page, name);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Delivered our store on time.');

  // Approve: the public list shows it.
  await row.getByRole('button', { name: `Approve review by ${name}` }).click();
  await expect(row).toContainText('Approved');
  await expect.poll(async () => (await stored(page, name))?.status).toBe('approved');
  const publicList = (await (await page.request.get('/api/reviews?page=1&limit=50')).json()) as Array<{ name: string }>;
  expect(publicList.map((r) => r.name)).toContain(name);

  // Reject, from approved.
  await row.getByRole('button', { name: `Reject review by ${name}` }).click();
  await expect(row).toContainText('Rejected');
  await expect.poll(async () => (await stored(page, name))?.status).toBe('rejected');

  // Edit with Save: feedback and a half-star rating.
  await row.getByRole('button', { name: `Edit review by ${name}` }).click();
  await row.getByRole('textbox', { name: `Feedback of ${name}` }).fill('Delivered on time, great support.');
  await row.getByRole('textbox', { name: `Rating of ${name}` }).fill('2.5');
  await row.getByRole('button', { name: `Save review by ${name}` }).click();
  await expect(row.getByRole('textbox')).toHaveCount(0);
  await expect(row).toContainText('Delivered on time, great support.');
  await expect(row).toContainText('2.5');
  expect(await stored(page, name)).toMatchObject({ feedback: 'Delivered on time, great support.', rating: 2.5, status: 'rejected' });

  // Edit with Cancel: nothing is sent.
  await row.getByRole('button', { name: `Edit review by ${name}` }).click();
  await row.getByRole('textbox', { name: `Feedback of ${name}` }).fill('Never mind');
  await row.getByRole('button', { name: `Cancel editing review by ${name}` }).click();
  await expect(row).toContainText('Delivered on time, great support.');
  expect((await stored(page, name))?.feedback).toBe('Delivered on time, great support.');

  // Delete: Cancel keeps it, Delete removes it.
  await row.getByRole('button', { name: `Delete review by ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this review?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await stored(page, name)).toBeDefined();
  await row.getByRole('button', { name: `Delete review by ${name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByText('No matches')).toBeVisible();
  expect(await stored(page, name)).toBeUndefined();
});

test('a rating outside 0.5..5 shows the server error next to the field and stays in edit mode', async ({ page }) => {
  const name = unique('Kabir');
  await submitReview(page, name, 'Good work.', 5);
  const row = await openReviews(page, name);
  await row.getByRole('button', { name: `Edit review by ${name}` }).click();
  const rating = row.getByRole('textbox', { name: `Rating of ${name}` });
  await rating.fill('9');
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/reviews/'));
  await row.getByRole('button', { name: `Save review by ${name}` }).click();
  const res = await answer;
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { errors: Array<{ path: string; message: string }> };
  const serverMessage = body.errors.find((e) => e.path === 'rating')?.message;
  expect(serverMessage).toBeTruthy();
  await expect(rating).toHaveAccessibleDescription(serverMessage as string);
  await expect(rating).toHaveValue('9');
  await expect(row.getByRole('button', { name: `Save review by ${name}` })).toBeEnabled();
  expect((await stored(page, name))?.rating).toBe(5);
});
