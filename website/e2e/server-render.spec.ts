import { expect, test, type APIRequestContext, type Page } from './test.js';
import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { rupees } from '@itsite/shared/contract/format';
import { ABOUT_STATS, aboutStatsOf } from '../src/features/company/about.js';
import type { BlogDto, ProductListResponse, ReviewDto, SecondSectionDto, SettingsDto } from '@itsite/shared/contract/types';

/**
 * Public pages are rendered on the server: the HTML that arrives holds the page (readable with
 * JavaScript off), with the data it was rendered from, which the browser hydrates without fetching
 * anything again and without a hydration error.
 */

interface Demo {
  settings: SettingsDto;
  products: ProductListResponse;
  blogs: BlogDto[];
  reviews: ReviewDto[];
  expertise: SecondSectionDto | undefined;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}

async function demo(request: APIRequestContext): Promise<Demo> {
  return {
    settings: (await json<{ settings: SettingsDto }>(request, '/api/v1/settings')).settings,
    products: await json<ProductListResponse>(request, '/api/v1/products'),
    blogs: (await json<{ data: BlogDto[] }>(request, '/api/v1/blogs')).data,
    reviews: await json<ReviewDto[]>(request, '/api/reviews?page=1&limit=10'),
    expertise: (await json<{ data: SecondSectionDto[] }>(request, '/api/v1/second-sections')).data[0],
  };
}

/** Demo records no test changes: the oldest product on the first page, the oldest blog (lists are newest first). */
const demoProduct = (d: Demo) => d.products.products.at(-1)!;
const demoBlog = (d: Demo) => d.blogs.at(-1)!;

/** What each page must show from the server's data, beyond its heading. */
const CHECKS: Array<{ name: string; path: (d: Demo) => string; shows: (d: Demo) => string[] }> = [
  { name: '/', path: () => '/', shows: (d) => [d.reviews[0].name, ...(d.expertise ? [d.expertise.title] : [])] },
  {
    name: '/products',
    path: () => '/products',
    shows: (d) => [`of ${d.products.filteredProductsCount} products`, demoProduct(d).name, rupees(demoProduct(d).price)],
  },
  { name: '/product/:slug', path: (d) => `/product/${demoProduct(d).slug}`, shows: (d) => [demoProduct(d).name, rupees(demoProduct(d).price)] },
  { name: '/blog/:slug', path: (d) => `/blog/${demoBlog(d).slug}`, shows: (d) => [demoBlog(d).title, demoBlog(d).content[0].heading] },
  { name: '/backOfficeServices', path: () => '/backOfficeServices', shows: (d) => d.blogs.filter((b) => b.category === 'backOffice').map((b) => b.title) },
  { name: '/contactUs', path: () => '/contactUs', shows: (d) => [d.settings.address, d.settings.phones[0]] },
  { name: '/about', path: () => '/about', shows: () => [] },
  { name: '/careers', path: () => '/careers', shows: () => [] },
];

const STATIC_PAGES = Object.keys(PUBLIC_PAGES).filter((p) => !CHECKS.some((c) => c.name === p));

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const check of CHECKS) {
    test(`a data page reads completely: ${check.name}`, async ({ page }) => {
      // Other tests change reviews, products and blogs in parallel: a change landing between the
      // API read and the page's is retried with a fresh read, while a page that never shows the data fails.
      let d: Demo | undefined;
      await expect(async () => {
        d = await demo(page.request);
        const res = await page.goto(check.path(d));
        expect(res?.status()).toBe(200);
        for (const text of check.shows(d)) await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      // The header's menus and the footer's company details come with every page.
      await expect(page.getByRole('contentinfo')).toContainText(d!.settings.companyName);
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      // Nothing waits for a script to fade it in: all of it is there to read.
      await expect(page.locator('[style*="opacity: 0"], [style*="opacity:0"]')).toHaveCount(0);
    });
  }

  test('the about counters show their final numbers', async ({ page }) => {
    await page.goto('/about');
    const { settings } = (await (await page.request.get('/api/v1/settings')).json()) as { settings: SettingsDto };
    const stats = page.getByRole('region', { name: ABOUT_STATS.heading }).getByRole('listitem');
    for (const [i, s] of aboutStatsOf(settings.facts).entries()) await expect(stats.nth(i)).toHaveText(`${s.value}${s.label}`);
  });

  // One test walks the content pages (a fresh browser page for each cost more than its check);
  // each page is a step of its own, and a failing one does not stop the others being checked.
  test('every content page reads completely, with its own heading', async ({ page }) => {
    test.setTimeout(STATIC_PAGES.length * 5_000);
    for (const path of STATIC_PAGES) {
      await test.step(path, async () => {
        const res = await page.goto(path);
        expect.soft(res?.status(), path).toBe(200);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect.soft(h1, path).toHaveCount(1);
        await expect.soft(h1, path).not.toHaveText('');
        await expect.soft(page.getByRole('status', { name: /loading/i }), path).toHaveCount(0);
        await expect.soft(page.locator('[style*="opacity: 0"], [style*="opacity:0"]'), path).toHaveCount(0);
      });
    }
  });

  test('an unknown address answers 404 with the 404 page in the HTML', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  });

  test('a missing product answers 404 and says so without JavaScript', async ({ page }) => {
    const res = await page.goto('/product/no-such-product');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product unavailable' })).toBeVisible();
  });

  test('the catalogue search works as a plain form', async ({ page }) => {
    const d = await demo(page.request);
    const target = demoProduct(d);
    const word = target.name.split(/\s+/).find((w) => w.length > 3) ?? target.name;
    await page.goto('/products');
    await page.getByLabel('Search products').fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === word);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  });
});

/** Console errors and API requests of a page from its first byte until it is idle. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
  });
  return { errors, apiRequests };
}

/** True once React has taken over the element (hydrated it) rather than leaving the server's markup inert. */
const hydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/**
 * Elements whose ids, or references to ids, differ between the server's HTML and what the browser's
 * render gave them (`useId`). Hydration keeps the server's attributes and reports no difference in
 * them, so a tree that is not the same on both sides (another router, a provider more) shows only
 * later: a label, a menu or an error message pointing at an id that is not there.
 */
const idDisagreements = (page: Page) =>
  page.evaluate(() => {
    const attributes: Array<[attribute: string, prop: string]> = [
      ['id', 'id'],
      ['for', 'htmlFor'],
      ['aria-controls', 'aria-controls'],
      ['aria-labelledby', 'aria-labelledby'],
      ['aria-describedby', 'aria-describedby'],
    ];
    const found: string[] = [];
    let checked = 0;
    for (const el of document.querySelectorAll('#root [id], #root [for], #root [aria-controls], #root [aria-labelledby], #root [aria-describedby]')) {
      // What React rendered this element with in the browser (its props as they stand).
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps'));
      if (!key) continue;
      const props = (el as unknown as Record<string, Record<string, unknown>>)[key];
      for (const [attribute, prop] of attributes) {
        const value = el.getAttribute(attribute);
        if (value === null || !(prop in props)) continue;
        checked++;
        if (String(props[prop]) !== value) found.push(`<${el.localName} ${attribute}="${value}">: the browser rendered ${String(props[prop])}`);
      }
    }
    return { checked, found };
  });

test.describe('with JavaScript', () => {
  for (const check of CHECKS) {
    test(`hydrates without errors and fetches nothing it came with: ${check.name}`, async ({ page }) => {
      const d = await demo(page.request);
      const seen = watch(page);
      await page.goto(check.path(d), { waitUntil: 'networkidle' });
      await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
      expect(seen.errors).toEqual([]);
      const ids = await idDisagreements(page);
      expect(ids.checked).toBeGreaterThan(0);
      expect(ids.found).toEqual([]);
      // A form's anti-spam token is the one read a page may make: it is issued per visit (a page
      // served from the cache cannot carry one), never data the page was rendered with. The page
      // view's beacon is a write, not a read (lib/pageViews.ts).
      expect(seen.apiRequests.filter((r) => r !== '/api/v1/form-token' && r !== '/api/v1/event')).toEqual([]);
    });
  }

  test('a missing product hydrates its "unavailable" page without asking for the product again', async ({ page }) => {
    const seen = watch(page);
    const res = await page.goto('/product/no-such-product', { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Product unavailable' })).toBeVisible();
    // The browser reports the page's own 404; nothing else may be logged.
    expect(seen.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(seen.apiRequests.filter((r) => r !== '/api/v1/event')).toEqual([]);
  });

  test("paints before it fetches any code but its first small script, then hydrates with the page's own code", async ({ page }) => {
    await page.goto('/contactUs', { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    const seen = await page.evaluate(() => {
      const boot = new URL((document.querySelector('script[type="module"]') as HTMLScriptElement).src).pathname;
      return {
        boot,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        // Set by the first script (website/src/boot.ts) when it asks for the app's code, once the page painted and loaded.
        codeRequested: performance.getEntriesByName('itsite:code-requested')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
          .filter((r) => r.path.endsWith('.js') && r.path !== boot),
      };
    });
    // The page painted, and only then did the first script ask for the app and the contact page's
    // chunk: nothing but that first script was fetched before it.
    expect(seen.firstPaint).toBeGreaterThan(0);
    expect(seen.codeRequested).toBeGreaterThan(seen.firstPaint);
    expect(seen.scripts.length).toBeGreaterThan(1);
    expect(seen.scripts.some((s) => /\/Contact-[^/]+\.js$/.test(s.path))).toBe(true);
    for (const script of seen.scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(seen.codeRequested);
  });

  test('paints styled from the stylesheets its head links, and the browser never fetches one of them twice', async ({ page }) => {
    const d = await demo(page.request);
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') stylesheets.push(new URL(req.url()).pathname);
    });
    await page.goto('/products', { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')].map((l) => new URL(l.href).pathname));
    expect(linked.length).toBeGreaterThan(0);
    expect(await page.locator('style').count()).toBe(0);
    expect(await page.locator('header').first().evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    for (const href of linked) expect(stylesheets).toContain(href);

    // On to a product in the browser: styled, and no stylesheet fetched twice.
    await page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { name: demoProduct(d).name, exact: true }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: demoProduct(d).name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(new Set(stylesheets).size).toBe(stylesheets.length);
  });

  test('a page the server rendered navigates in the browser afterwards', async ({ page }) => {
    const d = await demo(page.request);
    await page.goto('/products', { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { name: demoProduct(d).name, exact: true }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: demoProduct(d).name })).toBeVisible();
    // Same document: the router took the click, no full page load.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
