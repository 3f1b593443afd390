import { seriousViolations } from './axe.js';
import { signInAsAdmin } from './fixtures.js';
import { expect, test } from './test.js';

/**
 * Case studies, the first document type: everything but their two site pages comes from their
 * declaration (shared/contract/content/caseStudy.ts), so these tests go through the generic
 * admin screens and the generated routes, addresses, meta and sitemap.
 */

test('a prospect finds the case studies from the home page, filters them and reads one, server-rendered with its JSON-LD', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  // The three demo projects (and any an editor added since).
  await expect(cards.filter({ hasText: 'Malabar Spice Traders' })).toHaveCount(1);
  expect(await cards.count()).toBeGreaterThanOrEqual(3);

  // A campaign's link to the list shows it as it is.
  await page.goto('/case-studies?utm_source=newsletter&utm_campaign=winter');
  await expect(cards.filter({ hasText: 'Malabar Spice Traders' })).toHaveCount(1);
  await page.goto('/case-studies');

  // Filters are links: the address says what is shown, and works without JavaScript.
  await page.getByRole('list', { name: 'Industry' }).getByRole('link', { name: 'Healthcare' }).click();
  await expect(page).toHaveURL(/\/case-studies\?industry=healthcare$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('CarePoint Clinics');
  await expect(page.getByRole('list', { name: 'Industry' }).getByRole('link', { name: 'Healthcare' })).toHaveAttribute('aria-current', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await cards.first().getByRole('link', { name: /clinic chain/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A clinic chain books a third of its visits online' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'of visits booked in the app' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '34%' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The challenge' })).toBeVisible();
  await expect(page.getByRole('blockquote')).toContainText('Dr. Rahul Iyer');
  await expect(page.getByRole('img', { name: /case study “A clinic chain/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The server sends the page whole, with its title and structured data, before any script runs.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('<h1>A clinic chain books a third of its visits online</h1>');
  expect(html).toMatch(/<title>A clinic chain books a third of its visits online \| /);
  expect(html).toContain('"@type":"CreativeWork"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/case-studies/a-clinic-chain-books-a-third-of-its-visits-online</loc>');
  expect((await request.get('/case-studies/no-such-project')).status()).toBe(404);

  // A service the project used leads to that service's case studies; a service page leads there too.
  await page.getByRole('link', { name: 'App development', exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\?services=app-development$/);
  await expect(cards).toHaveCount(1);
  await page.goto('/webdevelopment/enterprise-web-app-development');
  await page.getByRole('link', { name: 'See our case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies\?services=web-development$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Urban Loom Furnishings');
});

test('an editor writes a case study as a draft, stays in the editor, publishes it and renames its address: the old one moves', async ({ page, browser }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Case studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Case studies' }).getByRole('row').filter({ hasText: 'CarePoint Clinics' })).toHaveCount(1);
  await page.getByRole('link', { name: 'New case study' }).click();

  const title = `Stock counts by phone ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Client', exact: true }).fill('Deccan Warehousing');
  await page.getByRole('textbox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Logistics' }).click();
  await page.getByRole('textbox', { name: 'Services used' }).click({ force: true });
  await page.getByRole('option', { name: 'UI/UX design' }).click();
  await page.getByRole('option', { name: 'Back-office support' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Pickers count stock with their phones, and the warehouse knows what it has every evening.');
  await page.getByRole('textbox', { name: 'Challenge', exact: true }).fill('Counts happened twice a year, on paper.');
  await page.getByRole('textbox', { name: 'Solution', exact: true }).fill('A scanning app that counts aisle by aisle.');
  await page.getByRole('button', { name: 'Add a figure' }).click();
  await page.getByLabel('Figure 1', { exact: true }).fill('Daily');
  await page.getByLabel('What figure 1 measures').fill('stock counts, from twice a year');
  await page.getByRole('textbox', { name: 'Technologies', exact: true }).fill('Kotlin');
  await page.keyboard.press('Enter');

  // The cover comes from the media library, with the alt text written there.
  await page.getByRole('button', { name: 'Choose cover image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose cover image' });
  // A demo cover: the newest images are other tests', which a test may delete while this one runs.
  await picker.getByRole('textbox', { name: 'Search the library' }).fill('Illustration for the case study');
  await expect(picker.getByRole('group', { name: 'Images: choose one' })).toHaveAttribute('aria-busy', 'false');
  await picker.getByRole('group', { name: 'Images: choose one' }).getByRole('radio', { name: /Illustration for the case study/ }).first().click();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Draft saved \d{2}:\d{2}/)).toBeVisible();
  // It stays in the editor, now at the new record's address.
  await expect(page).toHaveURL(/\/admin\/case-studies\/[0-9a-f]{24}\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  const slug = title.toLowerCase().replace(/ /g, '-');
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  try {
    expect((await anon.request.get(`/case-studies/${slug}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/^Published \d{2}:\d{2}$/)).toBeVisible();
    await anon.goto(`/case-studies/${slug}`);
    await expect(anon.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anon.getByRole('definition').filter({ hasText: 'Daily' })).toBeVisible();

    // A new address: the old one answers 301 to it.
    await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(`${slug}-renamed`);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/api/v1/admin/case-studies/'));
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const moved = await anon.request.get(`/case-studies/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/case-studies/${slug}-renamed`);

    // The revisions of both saves are kept.
    await page.getByRole('button', { name: 'Revisions' }).click();
    await expect(page.getByRole('dialog').getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await visitor.close();
  }
});
