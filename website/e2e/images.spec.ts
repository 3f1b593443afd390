import { expect, test } from './test.js';
import type { ProductListResponse } from '@itsite/shared/contract';

/**
 * Uploaded and seeded images come with responsive variants (AVIF and WebP at a few widths) listed
 * in srcset, with their width and height; the page's main image loads first, the rest lazily.
 */
test('a product page offers its image in AVIF and WebP at several widths, sized, and loads a small AVIF first', async ({ page }) => {
  const { products } = (await (await page.request.get('/api/v1/products')).json()) as ProductListResponse;
  const product = products.at(-1)!; // a demo product no test changes
  const avifs: string[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.avif') && res.status() === 200) avifs.push(new URL(res.url()).pathname);
  });
  await page.goto(`/product/${product.slug}`);
  // The main image is named by its alt text from the media library (the seed writes one for each).
  expect(product.imageAlt?.[0]).toContain(product.name);
  const main = page.getByRole('img', { name: product.imageAlt![0], exact: true });
  await expect(main).toBeVisible();
  const [, width, height] = /_(\d+)x(\d+)\.\w+$/.exec(product.image[0]) ?? [];
  expect(width, 'the stored name carries the image size').toBeTruthy();
  await expect(main).toHaveAttribute('width', width);
  await expect(main).toHaveAttribute('height', height);
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  const picture = page.locator('picture').filter({ has: main });
  const avif = picture.locator('source[type="image/avif"]');
  const webp = picture.locator('source[type="image/webp"]');
  await expect(avif).toHaveAttribute('srcset', new RegExp(`${product.image[0]}\\.320w\\.avif 320w, .*640w\\.avif 640w`));
  await expect(webp).toHaveAttribute('srcset', /\.320w\.webp 320w/);
  await expect(avif).toHaveAttribute('sizes', /560px/);
  // The browser took an AVIF variant, made on first request, not the original.
  await expect.poll(() => avifs.some((p) => p.startsWith(product.image[0]))).toBe(true);
  const chosen = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\.\d+w\.avif$/);
});

test('catalogue cards load their images lazily, each with a size so the grid does not move', async ({ page }) => {
  await page.goto('/products');
  const images = page.getByRole('main').locator('ul img');
  await expect(images.first()).toBeVisible();
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
});
