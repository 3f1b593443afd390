import { expect, test } from './test.js';

/** A missing blog or product shows its message in the page's layout, the footer at the very bottom. */
for (const path of ['/blog/000000000000000000000000', '/product/000000000000000000000000', '/no-such-page']) {
  for (const height of [800, 1400]) {
    test(`${path} leaves no band under the footer (window ${height} px high)`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height });
      await page.goto(path);
      const gap = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        return Math.max(window.innerHeight, document.documentElement.scrollHeight) - (footer.bottom + window.scrollY);
      });
      expect(gap).toBeLessThanOrEqual(1);
    });
  }
}

test('a long testimonial is cut at a word and its card opens to the whole text', async ({ page }) => {
  await page.goto('/');
  const more = page.getByRole('button', { name: /^Read more/ }).first();
  await more.scrollIntoViewIfNeeded();
  const text = page.locator(`#${await more.getAttribute('aria-controls')}`);
  const preview = (await text.innerText()).trim();
  expect(preview).toMatch(/[\p{L}\p{N})"'”’]…$/u);
  await more.click();
  await expect(page.getByRole('button', { name: /^Show less/ }).first()).toHaveAttribute('aria-expanded', 'true');
  const full = (await text.innerText()).trim();
  expect(full.length).toBeGreaterThan(preview.length);
  expect(full.startsWith(preview.slice(0, -1))).toBe(true);
});
