import { expect, test, type Page } from './test.js';
import { FORM_PAGES, PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import type { BlogDto, ProductDto } from '@itsite/shared/contract';
import { seriousViolations } from './axe.js';

/**
 * Every public page, the forms' pages, a product, a blog post, a service detail page and the 404 page have no
 * serious or critical axe-core violation (contrast included), on a desktop window and (tagged
 * @mobile, run by the `mobile` project) on a 390 px phone.
 */

/** The address (slug) of the first item of a list. */
async function firstSlug(page: Page, path: string, key: 'data' | 'products'): Promise<string> {
  const res = await page.request.get(path);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data?: BlogDto[]; products?: ProductDto[] };
  const first = key === 'data' ? body.data?.[0] : body.products?.[0];
  expect(first, `the demo content has an item at ${path}`).toBeTruthy();
  return first!.slug;
}

async function addresses(page: Page): Promise<string[]> {
  const product = await firstSlug(page, '/api/v1/products', 'products');
  return [
    ...Object.keys(PUBLIC_PAGES),
    // The forms' own pages and their thank-you pages.
    ...Object.keys(FORM_PAGES).map((p) => (p === '/quote' ? `/quote?product=${product}&quantity=2` : p)),
    `/product/${product}`,
    `/blog/${await firstSlug(page, '/api/v1/blogs', 'data')}`,
    '/no-such-page',
    '/product/000000000000000000000000',
  ];
}

async function checkAll(page: Page): Promise<void> {
  const found: string[] = [];
  // Without motion, fade-ins and counters show their final state at once: measured as read.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of await addresses(page)) {
    await page.goto(path);
    for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
  }
  expect(found).toEqual([]);
}

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 180_000 });

  test('no serious or critical axe-core violation on any public page', async ({ page }) => {
    await checkAll(page);
  });

  test('no serious or critical axe-core violation on any public page on a phone @mobile', async ({ page }) => {
    await checkAll(page);
  });
});
