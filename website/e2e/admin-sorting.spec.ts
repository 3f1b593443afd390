import type { Paged, ProductDto } from '@itsite/shared/contract';
import { signInAsAdmin } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/** Every product, read through the admin API with the session: the expected order is worked out here. */
async function allProducts(page: Page): Promise<ProductDto[]> {
  const res = await page.request.get('/api/v1/admin/products?limit=100');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Paged<ProductDto>).data;
}

/** The product the table's first row shows (by its name in the row's text). */
async function firstRowProduct(page: Page, products: ProductDto[]): Promise<string | undefined> {
  const first = page.getByRole('table').getByRole('row').nth(1);
  const text = await first.innerText();
  // Longest names first, so a name that contains another is not mistaken for it.
  return [...products].sort((a, b) => b.name.length - a.name.length).find((p) => text.includes(p.name))?.name;
}

test('the product list sorts by price both ways and by stock, on the server', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const products = await allProducts(page);
  expect(new Set(products.map((p) => p.price)).size).toBeGreaterThan(1);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Admin Product List' })).toBeVisible();
  const sort = page.getByRole('textbox', { name: 'Sort products' });

  const firstAfter = async (label: string, expected: (p: ProductDto) => boolean) => {
    await sort.click();
    await page.getByRole('option', { name: label }).click();
    await expect(sort).toHaveValue(label);
    const names = products.filter(expected).map((p) => p.name);
    await expect.poll(async () => names.includes((await firstRowProduct(page, products)) ?? '')).toBe(true);
  };

  const prices = products.map((p) => p.price);
  await firstAfter('Price: high to low', (p) => p.price === Math.max(...prices));
  await firstAfter('Price: low to high', (p) => p.price === Math.min(...prices));
  const stocks = products.map((p) => p.stock);
  await firstAfter('Stock: lowest first', (p) => p.stock === Math.min(...stocks));
});
