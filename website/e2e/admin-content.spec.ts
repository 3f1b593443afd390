import type { SettingsDto } from '@itsite/shared/contract/types';
import { expect, test, type Page } from './test.js';
import { LEADERSHIP } from '../src/features/company/about.js';
import { changeSettings, seededProduct, signInAsAdmin, xsrf } from './fixtures.js';

// These tests change the one settings record; they run one after another so none sees another's edit.
test.describe.configure({ mode: 'serial' });

/** A 1×1 PNG, made here rather than read from disk; the server checks uploads by their bytes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface ApiSection {
  _id: string;
  title: string;
  para: string;
  imgSrc: string;
  imgAlt: string;
}
type ApiSettings = Record<string, unknown> & { companyName: string; mapEmbedUrl: string; updatedAt?: string };


async function firstSection(page: Page): Promise<ApiSection> {
  const res = await page.request.get('/api/v1/second-sections');
  expect(res.ok()).toBeTruthy();
  const [section] = ((await res.json()) as { data: ApiSection[] }).data;
  if (!section) throw new Error('the demo seed has no second section');
  return section;
}

/** A signed-in admin who opens a public page is sent to the admin; look as a visitor. */
async function openAsVisitor(page: Page, path: string) {
  await page.context().clearCookies();
  await page.goto(path);
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('manage content', () => {
  // Both tests edit the one record the home page shows; one after the other.
  test.describe.configure({ mode: 'serial' });

  test('the Manage Content tile opens the second-section editor; a new title reaches the home page', async ({ page }) => {
    await signInAsAdmin(page);
    const before = await firstSection(page);
    const title = unique('Global clients, local care');
    try {
      await page.goto('/admin/content');
      await page.getByRole('link', { name: 'Manage Content' }).click();
      await expect(page).toHaveURL(/\/admin\/edit-secondSection$/);
      await expect(page.getByLabel('Title')).toHaveValue(before.title);
      await expect(page.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', before.imgSrc);

      // A chosen image shows at once; clearing it keeps the current one (nothing is uploaded).
      await page.getByLabel('Upload a new image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await expect(page.getByRole('img', { name: 'Preview of banner.png' })).toHaveAttribute('src', /^blob:/);
      await page.getByRole('button', { name: 'Keep the current image' }).click();
      await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();

      await page.getByLabel('Title').fill('');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await page.getByLabel('Title').fill(title);
      await page.getByRole('button', { name: 'Update', exact: true }).click();

      await expect(page.getByText('Updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/content$/);
      const after = await firstSection(page);
      expect(after).toMatchObject({ _id: before._id, title, para: before.para, imgSrc: before.imgSrc });

      await openAsVisitor(page, '/');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    } finally {
      await signInAsAdmin(page);
      const form = { title: before.title, para: before.para };
      await page.request.put(`/api/v1/second-sections/${before._id}`, { headers: await xsrf(page), multipart: form });
    }
  });

  test('a new image replaces the current one, on the server and on the home page', async ({ page }) => {
    await signInAsAdmin(page);
    const before = await firstSection(page);
    // Keep the original picture to put it back afterwards (the server deletes a replaced file).
    const original = await page.request.get(before.imgSrc);
    const originalType = original.headers()['content-type'] ?? 'image/png';
    const originalBytes = await original.body();
    try {
      await page.goto(`/admin/edit-secondSection/${before._id}`);
      await page.getByLabel('Upload a new image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await expect(page.getByRole('img', { name: 'Preview of banner.png' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Current image' })).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Image alt text' }).fill('Engineers at a whiteboard');
      await page.getByRole('button', { name: 'Update', exact: true }).click();

      await expect(page.getByText('Updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/content$/);
      const after = await firstSection(page);
      expect(after.imgAlt).toBe('Engineers at a whiteboard');
      expect(after.imgSrc).not.toBe(before.imgSrc);
      expect(after.title).toBe(before.title);
      expect((await page.request.get(after.imgSrc)).headers()['content-type']).toBe('image/png');

      await openAsVisitor(page, '/');
      const banner = page.locator('section', { has: page.getByRole('heading', { level: 2, name: before.title }) });
      await expect(banner.locator(`img[src="${after.imgSrc}"]`)).toHaveCount(1);
      await expect(banner.getByRole('img', { name: 'Engineers at a whiteboard' })).toBeVisible();
    } finally {
      await signInAsAdmin(page);
      const ext = originalType.includes('jpeg') ? 'jpg' : originalType.split('/')[1] ?? 'png';
      await page.request.put(`/api/v1/second-sections/${before._id}`, {
        headers: await xsrf(page),
        multipart: { title: before.title, para: before.para, imgAlt: before.imgAlt || 'Our team at work', imgSrc: { name: `original.${ext}`, mimeType: originalType, buffer: originalBytes } },
      });
    }
  });
});

test('the Back Office Service tile explains where that content lives and links to Blogs', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Back Office Service' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/manageContent-backOffice$/);
  await expect(page.getByRole('heading', { name: 'Back Office Service' })).toBeVisible();
  await expect(page.getByText(/list the blogs whose category is/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Blogs' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});

test('settings: a new tagline shows in the public footer', async ({ page }) => {
  await signInAsAdmin(page);
  const saved = (await (await page.request.get('/api/v1/settings')).json()) as { settings: ApiSettings };
  const { updatedAt: _updatedAt, ...original } = saved.settings;
  // The tagline, not the company name: other specs read the name while they run in parallel.
  const tagline = unique('Software that ships on time');
  try {
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Company name')).toHaveValue(original.companyName);
    const field = page.getByLabel('Tagline');

    // The form refuses what the server would refuse, next to the field.
    await page.getByLabel('Map embed URL').fill('http://maps.example.com/embed');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Map embed must be an https:// address or empty')).toBeVisible();
    await page.getByLabel('Map embed URL').fill(String(original.mapEmbedUrl ?? ''));

    await field.fill(tagline);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const stored = (await (await page.request.get('/api/v1/settings')).json()) as { settings: ApiSettings };
    expect(stored.settings).toMatchObject({ ...original, tagline });

    await openAsVisitor(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText(tagline);
  } finally {
    await signInAsAdmin(page);
    await page.request.put('/api/v1/admin/settings', { headers: await xsrf(page), data: original });
  }
});

test('settings: a new co-founder portrait replaces the seeded one on the About page', async ({ page }) => {
  const portraitOf = (p: Page) => p.getByRole('img', { name: `Portrait of ${LEADERSHIP.coFounder.name}` });
  await openAsVisitor(page, '/about');
  // The demo seed gives both leaders a drawn portrait image, not just their initials.
  const seeded = await portraitOf(page).getAttribute('src');
  expect(seeded).toMatch(/\/uploads\/[\w-]+\.webp$/);
  // Lazy-loaded: it loads once scrolled near.
  await portraitOf(page).scrollIntoViewIfNeeded();
  await expect.poll(() => portraitOf(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Co-founder portrait' });
  await card.getByLabel('Upload a new co-founder portrait').setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByText('Co-founder portrait saved')).toBeVisible();

  await openAsVisitor(page, '/about');
  const now = await portraitOf(page).getAttribute('src');
  expect(now).not.toBe(seeded);
  expect(now).toMatch(/\/uploads\//);
  await portraitOf(page).scrollIntoViewIfNeeded();
  await expect.poll(() => portraitOf(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The file it replaced is gone.
  expect((await page.request.get(seeded as string)).status()).toBe(404);
});

test('the chat widget loads once, only when settings name a script, shows on public pages and hides under /admin', async ({ page }) => {
  await signInAsAdmin(page);
  const saved = (await (await page.request.get('/api/v1/settings')).json()) as { settings: ApiSettings };
  const { updatedAt: _updatedAt, ...original } = saved.settings;
  const script = 'https://embed.tawk.to/e2e-test/default';
  // The provider's script cannot be fetched here; stand in for it with a script that has its API.
  let fetched = 0;
  await page.route(script, (route) => {
    fetched += 1;
    return route.fulfill({
      contentType: 'application/javascript',
      body: `window.__chat = []; setTimeout(() => { window.Tawk_API = { showWidget: () => { window.__chatShownAt = performance.now(); window.__chat.push('show'); }, hideWidget: () => window.__chat.push('hide') }; }, 300);`,
    });
  });
  try {
    await openAsVisitor(page, '/about');
    await page.waitForTimeout(1500);
    expect(fetched).toBe(0);

    await signInAsAdmin(page);
    await changeSettings(page, { chatWidgetScriptUrl: script });
    const csp = (await page.request.get('/about')).headers()['content-security-policy'];
    expect(csp).toContain('https://embed.tawk.to');

    await openAsVisitor(page, '/about');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chat?: string[] }).__chat ?? []), { timeout: 5000 }).toEqual(['show']);
    // The stand-in is ready 300 ms after loading, so the widget shows 1 s after the page loaded, not
    // half a second later (the delay, then a first readiness poll).
    const shownAfter = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('embed.tawk.to'));
      return ((window as unknown as { __chatShownAt?: number }).__chatShownAt ?? Infinity) - (entry?.startTime ?? 0);
    });
    expect(shownAfter).toBeLessThan(1300);
    await page.getByRole('link', { name: 'Careers' }).first().click();
    await expect(page).toHaveURL(/\/careers$/);
    expect(fetched).toBe(1);

    // Under /admin the widget is hidden (the public layout, and with it the widget, goes away).
    await page.evaluate(() => {
      history.pushState(null, '', '/wp-admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chat: string[] }).__chat.at(-1))).toBe('hide');
  } finally {
    await signInAsAdmin(page);
    await changeSettings(page, { chatWidgetScriptUrl: original.chatWidgetScriptUrl });
  }
});

test('the free-shipping offer is the one Settings make, none when it is 0; the category is said once and the trail fits a phone', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const save = (freeShippingOver: number) => changeSettings(page, { freeShippingOver });
  const before = await save(7500);
  const product = await seededProduct(page, '24-inch Full HD IPS Monitor');
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const site = await visitor.newPage();
    await site.goto(`/product/${product.slug}`);
    const main = site.getByRole('main');
    await expect(main.getByText('Free shipping on orders over ₹7,500')).toBeVisible();
    await save(0);
    await site.reload();
    await expect(main.getByText(/Free shipping/)).toHaveCount(0);
    await expect(main.getByText('Delivery in 3 to 5 business days')).toBeVisible();
    // The chip names the category; no "Category:" line repeats it.
    await expect(main.getByText(/^Category:/)).toHaveCount(0);
    // The trail is one line inside the screen, the product's name giving way.
    const trail = site.getByRole('navigation', { name: 'Breadcrumb' });
    const lines = await trail.locator('li').evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(lines).toBe(1);
    const box = (await trail.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await save(before.freeShippingOver);
    await visitor.close();
  }
});

test('a fact changed in Settings shows on every page that states it; no award is claimed while the facts name none', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const { facts } = ((await (await page.request.get('/api/v1/settings')).json()) as { settings: SettingsDto }).settings;
  const visitor = await browser.newContext({ reducedMotion: 'reduce' });
  const site = await visitor.newPage();
  try {
    // The demo company names no award: no awards figure, no "award-winning".
    await site.goto('/');
    const band = site.getByRole('region', { name: 'Our numbers' });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole('term').filter({ hasText: 'Awards Won' })).toHaveCount(0);
    await expect(site.getByRole('main')).not.toContainText(/award/i);

    // The leadership's years: stated on the home, About and services pages.
    await changeSettings(page, { facts: { ...facts, leadershipYears: 17 } });
    await site.goto('/');
    await expect(site.getByRole('main')).toContainText('Leadership with 17+ years of global delivery');
    await site.goto('/about');
    await expect(site.getByRole('main')).toContainText('Leadership with 17+ years of global delivery');
    await expect(site.getByRole('main')).toContainText('brings 17+ years of global delivery experience');
    await site.goto('/services');
    await expect(site.getByRole('main')).toContainText('led by people with 17+ years of global delivery');
  } finally {
    await changeSettings(page, { facts });
    await visitor.close();
  }
});
