import type { Browser, BrowserContextOptions, Page as VisitorPage } from '@playwright/test';
import type { AnalyticsConversionsDto, BlogDto, LeadDto } from '@itsite/shared/contract';
import { aroundToday, formFilledLikeAPerson, newStaffMember, PERSON, signInAsAdmin } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/**
 * Lead attribution (shared/docs/analytics.md#lead-attribution): a lead keeps where the visit that
 * sent it started, with the script (the visit's first page, kept in the tab) or without it (the
 * native post's Referer), and the back office's lead drawer says so. No cookie is set for visitors.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SENT = /^Message sent successfully!/;

/** A demo blog (no parallel test edits or deletes those): the local SEO one. */
async function demoPost(page: Page): Promise<BlogDto> {
  const res = await page.request.get('/api/v1/blogs?limit=50');
  expect(res.ok()).toBe(true);
  const post = ((await res.json()) as { data: BlogDto[] }).data.find((b) => b.title.startsWith('Local SEO for Indian Small Businesses'));
  if (!post) throw new Error('the demo content has no local SEO post');
  return post;
}

/** Fills the contact page's form as a person would. */
async function fillContact(page: VisitorPage, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Phone', { exact: true }).fill('+91 98100 12345');
  await form.getByLabel('Email', { exact: true }).fill('reader@example.in');
  await form.getByLabel('Message', { exact: true }).fill('Your local SEO plan reads well: can you do it for our clinic?');
  await formFilledLikeAPerson(page);
}

/** The lead named `name` (the admin page is signed in). */
async function leadNamed(admin: Page, name: string): Promise<LeadDto> {
  let found: LeadDto[] = [];
  await expect
    .poll(async () => {
      const res = await admin.request.get(`/api/v1/contact?limit=100&q=${encodeURIComponent(name)}`);
      found = ((await res.json()) as { data: LeadDto[] }).data.filter((l) => l.name === name);
      return found.length;
    })
    .toBe(1);
  return found[0];
}

/** The lead's drawer in the back office, as staff open it from its address. */
async function drawerOf(admin: Page, lead: LeadDto) {
  await admin.goto(`/admin/contact-info/${lead._id}`);
  const drawer = admin.getByRole('dialog', { name: `Lead from ${lead.name}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function visitor(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PERSON, ...options });
  return { context, page: await context.newPage() };
}

test('a visit from a campaign link to a blog post, then the contact page: the lead keeps the campaign and landing page, the report counts both, no cookie', async ({ page: admin, browser }) => {
  await signInAsAdmin(admin);
  const post = await demoPost(admin);
  const campaign = unique('spring');
  const name = `Reader ${campaign}`;
  const { context, page } = await visitor(browser);
  try {
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/event');
    await page.goto(`/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await beacon;
    // Inside the site: the app's own navigation, no page load.
    await page.getByRole('complementary', { name: 'Get a quote' }).getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL('/contactUs');
    await fillContact(page, name);
    const [sent] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/contact'), page.getByRole('button', { name: 'Send Message' }).click()]);
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(SENT);
    expect(sent.postDataJSON()).toMatchObject({ landingPath: `/blog/${post.slug}`, referrerHost: null, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign });
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }

  const lead = await leadNamed(admin, name);
  expect(lead.attribution).toEqual({ landingPath: `/blog/${post.slug}`, referrerHost: null, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign });
  const drawer = await drawerOf(admin, lead);
  await expect(drawer.getByTestId('attribution')).toHaveText(`Came from: newsletter / email / ${campaign}, landed on /blog/${post.slug}`);

  // The conversion report counts the campaign's visit (once its view is written) and its lead.
  const { from, to } = aroundToday();
  await expect
    .poll(
      async () => {
        const res = await admin.request.get(`/api/v1/admin/analytics/conversions?from=${from}&to=${to}&by=campaign&limit=500`);
        const row = ((await res.json()) as AnalyticsConversionsDto).rows.find((r) => r.value === campaign);
        return row && { views: row.views, leads: row.leads };
      },
      { timeout: 15_000 },
    )
    .toEqual({ views: 1, leads: 1 });

  // The Analytics screen shows both: the campaign, and the post the visit landed on, with their lead.
  await admin.goto('/admin/analytics?range=7');
  const leadsBy = admin.getByRole('radiogroup', { name: 'Leads by' });
  await leadsBy.getByText('Campaign', { exact: true }).click();
  const byCampaign = admin.getByRole('table', { name: 'Leads by campaign' });
  const campaignRow = byCampaign.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: campaign, exact: true }) });
  await expect(campaignRow.getByRole('cell')).toHaveText(['1', '1', '1', '100.0 %']);
  await leadsBy.getByText('Landing page', { exact: true }).click();
  const byLanding = admin.getByRole('table', { name: 'Leads by landing page' });
  const landingRow = byLanding.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `/blog/${post.slug}`, exact: true }) });
  await expect(landingRow).toBeVisible();
  expect(Number(await landingRow.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(1);
});

test('without JavaScript, a campaign link to the contact page: the native post keeps the campaign from its Referer, no cookie', async ({ page: admin, browser }) => {
  const campaign = unique('autumn');
  const name = `No-script reader ${campaign}`;
  const { context, page } = await visitor(browser, { javaScriptEnabled: false });
  try {
    await page.goto(`/contactUs?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await fillContact(page, name);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/thank-you/contact');
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }

  await signInAsAdmin(admin);
  const lead = await leadNamed(admin, name);
  expect(lead.attribution).toEqual({ landingPath: '/contactUs', referrerHost: null, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: campaign });
  const drawer = await drawerOf(admin, lead);
  await expect(drawer.getByTestId('attribution')).toHaveText(`Came from: newsletter / email / ${campaign}, landed on /contactUs`);
});

test('sales read where leads come from on the Analytics screen, and nothing else of it', async ({ page: admin, browser }) => {
  await signInAsAdmin(admin);
  const { context, page: sales } = await newStaffMember(admin, browser, 'sales', 'Sana Sales');
  try {
    await sales.goto('/admin/contact-info');
    await sales.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await sales.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(sales.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(sales.getByRole('region', { name: 'Leads by source' })).toBeVisible();
    await expect(sales.getByRole('list', { name: 'Totals' })).toHaveCount(0);
    await expect(sales.getByRole('region', { name: 'Top pages' })).toHaveCount(0);
    await expect(sales.getByRole('region', { name: 'Blog posts' })).toHaveCount(0);
    // The server answers them the conversion report and refuses the others, whatever the client sends.
    const { from, to } = aroundToday();
    expect((await sales.request.get(`/api/v1/admin/analytics/conversions?from=${from}&to=${to}&by=landing`)).status()).toBe(200);
    expect((await sales.request.get(`/api/v1/admin/analytics/summary?from=${from}&to=${to}`)).status()).toBe(403);
    expect((await sales.request.get(`/api/v1/admin/analytics/posts/csv?from=${from}&to=${to}`)).status()).toBe(403);
  } finally {
    await context.close();
  }
});
