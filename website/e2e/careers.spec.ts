import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SettingsDto } from '@itsite/shared/contract';
import { seriousViolations } from './axe.js';
import { formFilledLikeAPerson, signInAsAdmin } from './fixtures.js';
import { expect, test } from './test.js';

/**
 * Careers: the open roles are a document type (shared/contract/content/openRole.ts); each role's
 * page has an application form with a CV that reaches the back office's Applications inbox.
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small PDF, as a real one starts (`%PDF-`), with a mark of its own so its bytes are told apart. */
const pdf = (mark: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${mark}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** Every JSON-LD thing a page's HTML carries. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const value = JSON.parse(m[1]) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(value) ? value : [value];
  });
}

async function fillApplication(page: Page, values: { name: string; email: string; cv: Buffer; fileName: string }) {
  const form = page.getByRole('form', { name: 'Apply for React Developer' });
  await form.getByLabel('Name', { exact: true }).fill(values.name);
  await form.getByLabel('Phone', { exact: true }).fill('+91 98470 12345');
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel(/^Message/).fill('Five years of React dashboards.');
  await form.getByLabel('CV', { exact: true }).setInputFiles({ name: values.fileName, mimeType: 'application/pdf', buffer: values.cv });
  return form;
}

test('the careers page lists the open roles, and each role\'s page tells search engines about it as a JobPosting', async ({ page, request }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  const role = page.locator('#openings').getByRole('article', { name: 'React Developer', exact: true });
  await expect(role).toContainText('Full-time');
  await expect(role).toContainText('Engineering');
  // A closed role stays listed and readable, marked so.
  await expect(page.locator('#openings').getByRole('article', { name: 'DevOps Engineer', exact: true })).toContainText('Applications closed');
  expect(await seriousViolations(page)).toEqual([]);

  const settings = ((await (await request.get('/api/v1/settings')).json()) as { settings: SettingsDto }).settings;
  // The list names each open role's page; the JobPosting is on that page only (Google's rule for listings).
  const things = jsonLd(await (await request.get('/careers')).text());
  expect(things.filter((t) => t['@type'] === 'JobPosting')).toEqual([]);
  // The company, with a logo that is there.
  const logo = String(things.find((t) => t['@type'] === 'Organization')?.logo);
  expect((await request.get(new URL(logo).pathname)).status()).toBe(200);
  const list = things.find((t) => t['@type'] === 'ItemList') as { itemListElement: Array<{ position: number; url: string }> } | undefined;
  const urls = (list?.itemListElement ?? []).map((item) => item.url);
  expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(/\/careers\/react-developer$/)]));
  expect(urls.some((url) => url.endsWith('/careers/devops-engineer'))).toBe(false);
  const postings = await Promise.all(urls.map(async (url) => jsonLd(await (await request.get(new URL(url).pathname)).text()).find((t) => t['@type'] === 'JobPosting')));
  const posting = postings.find((t) => t?.title === 'React Developer');
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: settings.companyName },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Kochi, India (hybrid)', addressCountry: 'IN' } },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 600000, maxValue: 1000000, unitText: 'YEAR' } },
    url: expect.stringMatching(/\/careers\/react-developer$/),
  });
  expect(String(posting!.description)).toContain('<li>');
  expect(new Date(String(posting!.datePosted)).getTime()).not.toBeNaN();
  // A role without a salary says none.
  expect(postings.find((t) => t?.title === 'UI/UX Designer')).not.toHaveProperty('baseSalary');

  await role.getByRole('link', { name: /View & Apply/ }).click();
  await expect(page).toHaveURL(/\/careers\/react-developer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'React Developer' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply for React Developer' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A closed role's page says so, and its posting says when it ended.
  await page.goto('/careers/devops-engineer');
  await expect(page.getByText('Applications for this role are closed.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  const closed = jsonLd(await (await request.get('/careers/devops-engineer')).text()).find((t) => t['@type'] === 'JobPosting');
  expect(closed).toHaveProperty('validThrough');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an application with its CV lands in the Applications inbox, and an admin downloads the CV as sent', async ({ page, browser, baseURL }) => {
    const name = unique('Nisha No-Script');
    const cv = pdf(name);
    await page.goto('/careers/react-developer');
    // A wrong file is refused with the page again, what was typed kept.
    await fillApplication(page, { name, email: 'nisha@example.com', cv: Buffer.from('MZ this is a program'), fileName: 'cv.pdf' });
    await formFilledLikeAPerson(page);
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page).toHaveURL(/\/careers\/react-developer$/);
    await expect(page.getByText('Your CV must be a PDF or a Word document (DOCX)')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

    await fillApplication(page, { name, email: 'nisha@example.com', cv, fileName: 'Nisha CV.pdf' });
    await formFilledLikeAPerson(page);
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page).toHaveURL('/thank-you/application');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your application reached us' })).toBeVisible();

    // The back office (with its script: a new context would take this describe's options), as an admin.
    const context = await browser.newContext({ baseURL, acceptDownloads: true, javaScriptEnabled: true });
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/applications');
    await admin.getByRole('textbox', { name: 'Search applications' }).fill(name);
    const row = admin.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('React Developer');
    await expect(row.getByRole('link', { name: `CV (PDF, 1 KB) of ${name}` })).toHaveAttribute('href', /\/api\/v1\/admin\/applications\/\w+\/cv$/);
    await row.getByRole('button', { name }).click();
    const drawer = admin.getByRole('dialog', { name: `Application from ${name}` });
    await expect(drawer).toContainText('Five years of React dashboards.');
    expect(await seriousViolations(admin)).toEqual([]);
    const [download] = await Promise.all([admin.waitForEvent('download'), drawer.getByRole('link', { name: /^Download CV \(PDF, 1 KB\)$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).equals(cv)).toBe(true);
    await context.close();
  });
});

test('with JavaScript the application is sent in place', async ({ page }) => {
  const name = unique('Jaya Script');
  await page.goto('/careers/react-developer');
  const form = await fillApplication(page, { name, email: 'jaya@example.com', cv: pdf(name), fileName: 'jaya.pdf' });
  await formFilledLikeAPerson(page);
  const [sent] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/applications')), form.getByRole('button', { name: 'Send Application' }).click()]);
  expect(sent.status()).toBe(201);
  await expect(form.getByRole('status')).toContainText('Application sent.');
  await expect(page).toHaveURL(/\/careers\/react-developer$/);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
});
