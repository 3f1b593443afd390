import { expect, test, type Page } from './test.js';
import type { AdminReviewPage, ProductDto } from '@itsite/shared/contract';
import { formFilledLikeAPerson, signInAsAdmin } from './fixtures.js';

/**
 * A product's page shows its own approved reviews and rates it by them: nothing made up, and no
 * rating without reviews. A visitor's review of a product, sent without JavaScript, waits in the
 * back office (named with its product) and shows on the product's page once approved.
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A demo product by its name, as the public catalogue answers it (no sign-in: a signed-in admin is sent to the admin). */
async function publicProduct(page: Page, name: string): Promise<ProductDto> {
  const res = await page.request.get(`/api/v1/products?keyword=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const product = ((await res.json()) as { products: ProductDto[] }).products.find((p) => p.name === name);
  if (!product) throw new Error(`the demo seed has no product "${name}"`);
  return product;
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Customer Reviews' });

test('two products show their own approved reviews and rating; one without reviews shows no rating', async ({ page }) => {
  const miniPc = await publicProduct(page, 'Compact Business Mini PC – 16 GB RAM / 512 GB SSD');
  const monitor = await publicProduct(page, '24-inch Full HD IPS Monitor');
  const keyboard = await publicProduct(page, 'Wireless Keyboard & Mouse Combo');

  await page.goto(`/product/${miniPc.slug}`);
  await expect(page.getByRole('link', { name: '4.5 from 3 reviews' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeVisible();
  await expect(reviewsOf(page).getByRole('listitem')).toHaveCount(3);
  await expect(reviewsOf(page)).toContainText('Harish Kulkarni');
  await expect(reviewsOf(page)).toContainText('billing counters');
  await expect(reviewsOf(page)).not.toContainText('Deepa Pillai');

  await page.goto(`/product/${monitor.slug}`);
  await expect(page.getByRole('link', { name: '4.3 from 2 reviews' })).toBeVisible();
  await expect(reviewsOf(page).getByRole('listitem')).toHaveCount(2);
  await expect(reviewsOf(page)).toContainText('Deepa Pillai');
  await expect(reviewsOf(page)).not.toContainText('Harish Kulkarni');
  await expect(reviewsOf(page)).not.toContainText('billing counters');

  await page.goto(`/product/${keyboard.slug}`);
  await expect(reviewsOf(page)).toContainText('No reviews of this product yet.');
  await expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0);
  await expect(page.getByText(/from \d+ reviews?/)).toHaveCount(0);
  // The made-up reviews of before are gone from every product.
  await expect(page.getByText('three branch offices')).toHaveCount(0);
  await expect(page.getByText('Priya Sharma')).toHaveCount(0);
});

test("with the script, a product's review is sent in place from its review page and waits pending, named with its product", async ({ page }) => {
  const product = await publicProduct(page, 'Corporate Business Website Template – 5 Pages');
  const name = unique('Script buyer');
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Review ${product.name}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Review form' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your feedback').fill('The template looked like our brand after one round of changes.');
  await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars', exact: true }).check();
  await formFilledLikeAPerson(page);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${product.name}` })).toBeVisible();
  await signInAsAdmin(page);
  const res = await page.request.get(`/api/reviews/admin?limit=100&keyword=${encodeURIComponent(name)}`);
  const row = ((await res.json()) as AdminReviewPage).data.find((r) => r.name === name);
  expect(row).toMatchObject({ status: 'pending', rating: 5, product: { _id: product._id, name: product.name } });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a product's review waits in the back office, named with its product, and shows on its page once approved", async ({ page, browser, baseURL }) => {
    test.slow();
    const product = await publicProduct(page, 'E-commerce Storefront Template');
    const name = unique('No-script buyer');
    const feedback = `Set up our shop in a weekend, says ${name}.`;

    await page.goto(`/product/${product.slug}`);
    await page.getByRole('link', { name: 'Write a review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Review ${product.name}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Review form' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Your feedback').fill(feedback);
    await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars', exact: true }).check();
    await formFilledLikeAPerson(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL('/thank-you/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();
    // Pending: not on the product's page yet.
    await page.goto(`/product/${product.slug}`);
    await expect(reviewsOf(page)).not.toContainText(name);

    // The back office (a script-run app) in a browser of its own.
    const staff = await browser.newContext({ baseURL, javaScriptEnabled: true });
    try {
      const admin = await staff.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/admin/review');
      await expect(admin.getByRole('heading', { name: 'Manage Client Reviews' })).toBeVisible();
      await admin.getByRole('textbox', { name: 'Search reviews' }).fill(name);
      const row = admin.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Pending');
      await expect(row.getByRole('button', { name: `${product.name}: show only its reviews` })).toBeVisible();
      await row.getByRole('button', { name: `Approve review by ${name}` }).click();
      await expect(row).toContainText('Approved');
    } finally {
      await staff.close();
    }

    await expect(async () => {
      await page.goto(`/product/${product.slug}`);
      await expect(reviewsOf(page)).toContainText(feedback, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(reviewsOf(page).getByRole('listitem').filter({ hasText: name }).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByRole('link', { name: /from \d+ reviews?$/ })).toBeVisible();
  });
});
