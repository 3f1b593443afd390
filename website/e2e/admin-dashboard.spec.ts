import { expect, test, type Page } from './test.js';
import type { DashboardResponse, LeadDto } from '@itsite/shared/contract';
import { formFilledLikeAPerson, signInAsAdmin, xsrf } from './fixtures.js';

/** What a sent lead says: the spec's words, then when a person replies. */
const SENT = /^Message sent successfully! A consultant reads every message and replies within one business day/;

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const figure = (page: Page, label: string) => page.getByRole('listitem', { name: label });
const figureValue = async (page: Page, label: string) => Number(await figure(page, label).getByTestId(`stat-${label.toLowerCase().replace(/\W+/g, '-')}`).textContent());

test('the dashboard shows a lead sent from the site in "new today" and the latest leads, and marks it contacted', async ({ page, browser }) => {
  // Two browser contexts, a form filled at a person's pace and three screens: on a loaded machine
  // this one flow outlasts the default 30 s.
  test.slow();
  await signInAsAdmin(page);
  // `/admin` alone opens the dashboard; it is first in the side navigation.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link').first()).toHaveText('Dashboard');
  // "View site" (in the shell's header) opens the home page in preview, its bar leading back here.
  await expect(page.getByRole('banner').getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/?preview=1&back=%2Fadmin%2Fdashboard');
  await expect(figure(page, 'Pending reviews').getByRole('link', { name: 'Moderate reviews' })).toHaveAttribute('href', '/admin/review');
  const todayBefore = await figureValue(page, 'New today');

  // A visitor (another browser context: a signed-in admin is sent from public pages to the admin)
  // writes through the site's contact form.
  const name = unique('Dashboard Visitor');
  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contactUs');
  // Wait for the app to take the page over (what this suite's own `page` does after each goto).
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Phone', { exact: true }).fill('+91 98100 12345');
  await form.getByLabel('Email', { exact: true }).fill('dashboard@example.in');
  await form.getByLabel('Message', { exact: true }).fill('Please call me about a new website.');
  await formFilledLikeAPerson(visitor);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  await visitorContext.close();

  await page.goto('/admin/dashboard');
  const latest = page.getByRole('table', { name: 'Latest leads' });
  const row = latest.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('dashboard@example.in');
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('New');
  await expect.poll(() => figureValue(page, 'New today')).toBeGreaterThan(todayBefore);

  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/v1/contact/'));
  await row.getByRole('button', { name: 'Mark contacted' }).click();
  expect((await patched).status()).toBe(200);
  await expect(page.getByText(`${name} marked contacted`)).toBeVisible();
  await expect(row).toContainText('Contacted');
  await expect(row.getByRole('button', { name: 'Mark contacted' })).toHaveCount(0);

  const dashboard = (await (await page.request.get('/api/v1/admin/dashboard')).json()) as DashboardResponse;
  // An admin's dashboard has its lead part (null only for a role without leads).
  const stored = dashboard.leads?.latest.find((l) => l.name === name);
  expect(stored?.status).toBe('contacted');
  const lead = (await (await page.request.get(`/api/v1/contact/${stored?._id ?? ''}`)).json()) as { data: LeadDto };
  expect(lead.data.status).toBe('contacted');

  // "Open" goes to that lead, open over the inbox.
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-info/${stored?._id}$`));
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Lead from ${name}` })).toBeVisible();
});

test("an editor's dashboard: drafts, what goes public next, recent edits and pending reviews, and no leads", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const email = `${unique('dash-editor').replace(/\W+/g, '-')}@e2e.test`;
  const created = await page.request.post('/api/v1/admin/staff', { data: { name: 'Dana Editor', email, role: 'editor' }, headers: await xsrf(page) });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: { path: string } };
  const token = link.path.split('#token=')[1];
  const context = await browser.newContext();
  try {
    const editor = await context.newPage();
    expect((await editor.request.post('/api/v1/password-link', { data: { token, password: 'dana writes every week' } })).status()).toBe(200);
    // The editor writes a case study to go public tomorrow.
    const library = (await (await editor.request.get('/api/v1/admin/media?kind=image&limit=5')).json()) as { data: Array<{ path: string; alt: string }> };
    const title = unique('Tomorrow’s project');
    const cookies = await context.cookies();
    const xsrfToken = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const res = await editor.request.post('/api/v1/admin/case-studies', {
      headers: { 'x-xsrf-token': xsrfToken },
      data: { title, client: 'Soon Ltd', industry: 'retail', services: ['web-development'], summary: 'Out tomorrow.', challenge: '<p>c</p>', solution: '<p>s</p>', results: [{ value: '1', label: 'one' }], cover: library.data.find((i) => i.alt)!.path, status: 'scheduled', publishAt: soon },
    });
    expect(res.status()).toBe(201);

    await editor.goto('/admin/dashboard');
    await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(figure(editor, 'Drafts')).toBeVisible();
    expect(await figureValue(editor, 'Scheduled')).toBeGreaterThanOrEqual(1);
    await expect(figure(editor, 'Pending reviews')).toBeVisible();
    await expect(figure(editor, 'New today')).toHaveCount(0);
    await expect(editor.getByRole('region', { name: 'Coming up' }).getByRole('link', { name: title })).toBeVisible();
    const recent = editor.getByRole('region', { name: 'Recent edits' });
    await expect(recent.getByRole('listitem').first()).toContainText(title);
    await expect(recent.getByRole('listitem').first()).toContainText('created by Dana Editor');
    // The audit log is the admin's: not on an editor's dashboard.
    await expect(editor.getByRole('region', { name: 'Recent activity' })).toHaveCount(0);
    await recent.getByRole('link', { name: title }).click();
    await expect(editor).toHaveURL(/\/admin\/case-studies\/[0-9a-f]{24}\/edit$/);

    // The admin's has the recent activity too, as sentences.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(`Dana Editor created the case study “${title}”`);
  } finally {
    await context.close();
  }
});
