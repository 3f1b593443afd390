import { expect, test, type Page } from './test.js';
import { APP_DETAIL_SLUGS, PUBLIC_PAGES, WEB_DETAIL_SLUGS } from '@itsite/shared/contract/pages';
import type { SettingsDto } from '@itsite/shared/contract/types';
import { ABOUT_CTA, ABOUT_INTRO, ABOUT_STATS, LEADERSHIP, TRUSTED_BY, aboutStatsOf } from '../src/features/company/about.js';
import { AI_SERVICE } from '../src/features/services/aiService.js';
import { AMAZON_INTRO, AMAZON_SERVICES } from '../src/features/services/amazon.js';
import { APP_INTRO, APP_SERVICES } from '../src/features/services/appServices.js';
import { CAREERS_INTRO } from '../src/features/careers/careers.js';
import { POLICIES } from '../src/features/policies/policies.js';
import { SERVICE_AREAS, SERVICES_INTRO } from '../src/features/services/services.js';
import { WEB_INTRO, WEB_SERVICES } from '../src/features/services/webServices.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES, documentListPage } from '@itsite/shared/contract/documents';

/** Pages other specs cover (home, catalogue, contact, blog-driven service pages). */
const COVERED_ELSEWHERE = new Set(['/', '/products', '/contactUs', '/backOfficeServices', '/digitalMarketingServices']);

/** The h1 each static page must show, taken from the same content files the pages render. */
const H1: Record<string, string> = {
  '/services': SERVICES_INTRO.heading,
  '/about': ABOUT_INTRO.heading,
  '/amazonServices': AMAZON_INTRO.heading,
  '/webdevelopment': WEB_INTRO.heading,
  '/appdevelopment': APP_INTRO.heading,
  '/machine-learning-and-ai-solutions': AI_SERVICE.headline,
  '/privacy-policy': POLICIES.privacy.heading,
  '/terms-and-conditions': POLICIES.terms.heading,
  '/refund-policy': POLICIES.refund.heading,
  ...Object.fromEntries(WEB_DETAIL_SLUGS.map((slug) => [`/webdevelopment/${slug}`, WEB_SERVICES[slug].headline])),
  ...Object.fromEntries(APP_DETAIL_SLUGS.map((slug) => [`/appdevelopment/${slug}`, APP_SERVICES[slug].headline])),
  // Each document type's list page (case studies), headed by its declared title.
  ...Object.fromEntries(DOCUMENT_KIND_NAMES.map((kind) => [documentListPage(kind), DOCUMENT_KINDS[kind].page.title])),
  // The open roles' list (careers) keeps the careers page's own heading; its title is the declared one.
  '/careers': CAREERS_INTRO.heading,
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function settingsOf(page: Page): Promise<SettingsDto> {
  const res = await page.request.get('/api/v1/settings');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { settings: SettingsDto }).settings;
}

// One test walks the pages (a fresh browser page for each cost more than its check); each page is a
// step of its own, and a failing one does not stop the others being checked.
test('every page shows its own heading and title', async ({ page }) => {
  const pages = Object.entries(PUBLIC_PAGES).filter(([p]) => !COVERED_ELSEWHERE.has(p));
  test.setTimeout(pages.length * 5_000);
  for (const [path, meta] of pages) {
    await test.step(path, async () => {
      const expected = H1[path];
      expect.soft(expected, `no h1 text known for ${path}`).toBeTruthy();
      const res = await page.goto(path);
      expect.soft(res?.status(), path).toBe(200);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(expected ?? '');
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect.soft(page, path).toHaveTitle(new RegExp(escapeRe(meta.title)));
    });
  }
});

test('the services page links to all six service areas', async ({ page }) => {
  await page.goto('/services');
  for (const area of SERVICE_AREAS) {
    await expect(page.getByRole('link', { name: `Explore ${area.title}` })).toHaveAttribute('href', area.to);
  }
  await page.getByRole('link', { name: 'Explore Web Development' }).click();
  await expect(page).toHaveURL(/\/webdevelopment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_INTRO.heading);
});

test('web development lists five services that open their detail pages, with page title and a GET A QUOTE link', async ({ page }) => {
  await page.goto('/webdevelopment');
  await expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contactUs');
  const readMore = page.getByRole('link', { name: /^Read More/ });
  await expect(readMore).toHaveCount(5);
  for (const [i, slug] of WEB_DETAIL_SLUGS.entries()) {
    await expect(readMore.nth(i)).toHaveAttribute('href', `/webdevelopment/${slug}`);
    await expect(page.getByRole('heading', { level: 3, name: PUBLIC_PAGES[`/webdevelopment/${slug}`].title })).toBeVisible();
  }

  // Client-side navigation: the page sets its own title and shows its own sections.
  const cms = WEB_SERVICES.cms;
  await page.getByRole('link', { name: 'Read More about CMS Development' }).click();
  await expect(page).toHaveURL(/\/webdevelopment\/cms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.headline);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRe(PUBLIC_PAGES['/webdevelopment/cms'].title)}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', PUBLIC_PAGES['/webdevelopment/cms'].description);
  for (const section of cms.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: section.imageAlt })).toBeVisible();
  }
  const cta = page.getByRole('link', { name: 'GET A QUOTE' });
  await expect(cta.first()).toHaveAttribute('href', '/contactUs');
  await expect(page.getByRole('link', { name: 'FREE QUOTE ON APP DEVELOPMENT' })).toHaveCount(0);
  await cta.first().click();
  await expect(page).toHaveURL(/\/contactUs$/);
});

test('app development lists nine services; app pages offer a free quote', async ({ page }) => {
  await page.goto('/appdevelopment');
  const readMore = page.getByRole('link', { name: /^Read More/ });
  await expect(readMore).toHaveCount(9);
  for (const [i, slug] of APP_DETAIL_SLUGS.entries()) {
    await expect(readMore.nth(i)).toHaveAttribute('href', `/appdevelopment/${slug}`);
  }
  await page.goto('/appdevelopment/chrome-cast-app-development');
  await expect(page.getByRole('link', { name: 'FREE QUOTE ON APP DEVELOPMENT' }).first()).toHaveAttribute('href', '/contactUs');
  await expect(page.getByRole('link', { name: 'GET A QUOTE' })).toHaveCount(0);
  await page.goto('/machine-learning-and-ai-solutions');
  await expect(page.getByRole('link', { name: 'GET A QUOTE' }).first()).toHaveAttribute('href', '/contactUs');
});

test('every detail page has its own copy', async ({ page }) => {
  const headlines = new Set(Object.values(H1));
  expect(headlines.size).toBe(Object.keys(H1).length);
  await page.goto('/appdevelopment/wearable-app-development');
  const [first, second] = APP_SERVICES['wearable-app-development'].sections;
  await expect(page.getByText(first.paragraphs[0])).toBeVisible();
  await expect(page.getByText(second.points[0])).toBeVisible();
});

test('the Amazon page has a Get Quote button and eight service tiles', async ({ page }) => {
  await page.goto('/amazonServices');
  await expect(page.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contactUs');
  const tiles = page.getByRole('heading', { level: 3 });
  for (const s of AMAZON_SERVICES) await expect(tiles.filter({ hasText: s.title })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: 'Amazon PPC Advertising' })).toBeVisible();
  expect(AMAZON_SERVICES).toHaveLength(8);
});

test('the about counters count up from 0 to the company facts in settings when scrolled into view', async ({ page }) => {
  const { facts } = await settingsOf(page);
  await page.goto('/about');
  const stats = page.getByRole('region', { name: ABOUT_STATS.heading }).getByRole('listitem');
  await expect(stats).toHaveCount(4);
  // Still below the fold: nothing has counted yet.
  await expect(stats.first()).toContainText(/^0/);
  await stats.first().scrollIntoViewIfNeeded();
  for (const [i, s] of aboutStatsOf(facts).entries()) {
    await expect(stats.nth(i)).toHaveText(`${s.value}${s.label}`, { timeout: 5000 });
  }
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  for (const t of ['Proven Expertise', 'On-Time Delivery', 'Scalable Solutions', 'Customer-Centric', 'Innovation', 'Integrity', 'Collaboration', 'Customer Success']) {
    await expect(page.getByRole('heading', { level: 3, name: t, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: LEADERSHIP.founder.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: LEADERSHIP.coFounder.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Portrait of ${LEADERSHIP.founder.name}` })).toBeVisible();
  const logos = page.getByRole('region', { name: TRUSTED_BY.heading }).getByRole('img');
  await expect(logos).toHaveCount(6);
  await expect(page.getByRole('link', { name: ABOUT_CTA.label })).toHaveAttribute('href', '/contactUs');
});

test('an unknown path answers 404, shows the 404 page and goes home after 5 seconds', async ({ page }) => {
  // The page's clock is the test's to move on: the 5 seconds are counted on it, not waited for.
  await page.clock.install();
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  // The page counts from when it showed, at this moment or just before it.
  const shownAt = await page.evaluate(() => Date.now());
  await expect(page.getByText("Oops! The page you are looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText('Redirecting to home in 5 seconds...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await page.clock.pauseAt(shownAt + 3000);
  await expect(page).toHaveURL(/\/no-such-page-here$/);
  await page.clock.runFor(2100);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the 404 page offers the likely pages and a product search, and "Stay on this page" cancels the return home', async ({ page }) => {
  await page.clock.install();
  const res = await page.goto('/old-pricing-page');
  expect(res?.status()).toBe(404);
  const ways = page.getByRole('navigation', { name: 'Pages you may be looking for' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Our services', '/services'],
    ['Products', '/products'],
    ['Contact us', '/contactUs'],
  ]) {
    await expect(ways.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('status')).toHaveText('You are staying on this page.');
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/old-pricing-page$/);

  // The search is a plain form to the catalogue.
  await page.getByRole('search').getByRole('searchbox', { name: 'Search our products' }).fill('router');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?keyword=router$/);
});

test('an unknown service detail address answers 404 and shows the 404 page, as a known one shows its service', async ({ page }) => {
  for (const group of ['webdevelopment', 'appdevelopment']) {
    const res = await page.goto(`/${group}/no-such-service`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  }
  const known = await page.goto('/appdevelopment/flutter-app-development');
  expect(known?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404');
});

test('leaving the 404 page early cancels its redirect', async ({ page }) => {
  await page.clock.install();
  await page.goto('/still-not-a-page');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Careers' }).first().click();
  await expect(page).toHaveURL(/\/careers$/);
  await page.clock.runFor(5500);
  await expect(page).toHaveURL(/\/careers$/);
});

test('the refund policy states that there are no refunds, exchanges or cancellations', async ({ page }) => {
  const settings = await settingsOf(page);
  await page.goto('/refund-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'No Refunds, Exchanges or Cancellations' })).toBeVisible();
  await expect(page.getByText(`${settings.companyName} does not offer refunds, exchanges or cancellations`)).toBeVisible();
});

test('the privacy policy links to ad preference pages and names the contact e-mail', async ({ page }) => {
  const settings = await settingsOf(page);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'Google Ads Settings' })).toHaveAttribute('href', 'https://adssettings.google.com');
  await expect(page.getByRole('link', { name: 'Digital Advertising Alliance' })).toHaveAttribute('href', 'https://www.aboutads.info/choices');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Rights Under the GDPR' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Data Retention' })).toBeVisible();
  // What the site's own visitor statistics keep, and what they do not (shared/docs/analytics.md).
  await expect(page.getByRole('heading', { level: 2, name: 'Visitor Statistics' })).toBeVisible();
  await expect(page.getByText(/It does not keep your IP address/)).toBeVisible();
  await expect(page.getByRole('link', { name: settings.email }).first()).toHaveAttribute('href', `mailto:${settings.email}`);
  await expect(page.getByText(`This policy explains what information ${settings.companyName} collects`)).toBeVisible();
});

test('service cards stack in one column on a phone @mobile', async ({ page }) => {
  await page.goto('/webdevelopment');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(5);
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a && b && Math.abs(a.x - b.x) < 2 && b.y > a.y + a.height - 1).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
