import { expect, test, type Page } from './test.js';

/**
 * Pages must not jump while they load: the cumulative layout shift (the sum of unexpected shifts,
 * as Chromium reports them) stays at most 0.02 on every public page, from the first paint until
 * the page has settled. Measured on a cold load, the way a visitor arriving from a search sees it.
 */
const MAX_CLS = 0.02;

async function cumulativeLayoutShift(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  // The page's data and late work (fonts, lazy parts, count-ups) get time to show any shift they
  // cause. (Not "network idle": a blog's looping video keeps the network busy.)
  await page.waitForTimeout(2000);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

async function firstLink(page: Page, api: string, key: 'products' | 'data'): Promise<string> {
  const res = await page.request.get(api);
  const body = (await res.json()) as Record<string, Array<{ slug: string }>>;
  const first = body[key]?.[0];
  if (!first) throw new Error(`no record at ${api}`);
  return first.slug;
}

test.describe('no layout shift while a page loads', () => {
  for (const path of ['/', '/products', '/contactUs', '/careers', '/about', '/services', '/webdevelopment', '/backOfficeServices']) {
    test(`${path} shifts at most ${MAX_CLS}`, async ({ page }) => {
      expect(await cumulativeLayoutShift(page, path)).toBeLessThanOrEqual(MAX_CLS);
    });
  }

  test(`a product page shifts at most ${MAX_CLS}`, async ({ page }) => {
    const product = await firstLink(page, '/api/v1/products', 'products');
    expect(await cumulativeLayoutShift(page, `/product/${product}`)).toBeLessThanOrEqual(MAX_CLS);
  });

  test(`a blog post shifts at most ${MAX_CLS}`, async ({ page }) => {
    const blog = await firstLink(page, '/api/v1/blogs', 'data');
    expect(await cumulativeLayoutShift(page, `/blog/${blog}`)).toBeLessThanOrEqual(MAX_CLS);
  });
});

test.describe('no layout shift on a phone', () => {
  for (const path of ['/', '/products', '/contactUs', '/careers', '/about']) {
    test(`${path} shifts at most ${MAX_CLS} @mobile`, async ({ page }) => {
      expect(await cumulativeLayoutShift(page, path)).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});
