import fs from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { aroundToday, campaignViews, dayAsTyped, newStaffMember, signInAsAdmin } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/** People's browsers (headless Chromium names itself so, and is left out as a bot like any other). */
const COMPUTER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** Page views as the site's beacon sends them, from a visitor's browser with this user agent. */
async function views(browser: Browser, userAgent: string, urls: string[]): Promise<void> {
  const visitor = await browser.newContext({ userAgent });
  try {
    for (const url of urls) expect((await visitor.request.post('/api/v1/event', { data: { url, referrer: '' } })).status()).toBe(202);
  } finally {
    await visitor.close();
  }
}

/** A CSV download's lines (its byte-order mark and CRLF line ends taken off). */
async function downloadedLines(page: Page, link: ReturnType<Page['getByRole']>): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await fs.readFile((await download.path()), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

test('an admin reads the analytics: the chart, the page and the campaign of a visit in the tables, other ranges, and a CSV of each', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const campaign = `report-${tag}`;
  const source = `mail-${tag}`;
  const path = `/blog/analytics-${tag}`;
  const fromCampaign = `http://127.0.0.1${path}?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`;
  // Two visitors from the campaign's link (a computer three times, a phone once), and the computer
  // once more with nothing to say where it came from (a direct view).
  await views(browser, COMPUTER, [fromCampaign, fromCampaign, fromCampaign, `http://127.0.0.1${path}`]);
  await views(browser, PHONE, [fromCampaign]);
  await expect.poll(() => campaignViews(page, campaign), { timeout: 15_000 }).toBe(4);

  await page.goto(adminRoutes.dashboard);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

  // The chart is drawn (an area for views and one for visitors), and says what it shows in words.
  const chart = page.getByTestId('traffic-chart');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('path.recharts-area-curve').first()).toBeVisible();
  expect(await chart.locator('path.recharts-area-curve').count()).toBeGreaterThanOrEqual(2);
  for (const series of ['Views', 'Visitors']) await expect(chart.locator('.recharts-legend-wrapper').getByText(series, { exact: true })).toBeVisible();
  await expect(chart.locator('figcaption')).toContainText(/^\d[\d,]* views? and \d[\d,]* visitors? from /);

  const pages = page.getByRole('table', { name: 'Top pages' });
  await expect(pages.getByRole('row', { name: new RegExp(`^${path} 5 2$`) })).toBeVisible();
  const campaigns = page.getByRole('table', { name: 'Campaigns' });
  await expect(campaigns.getByRole('row', { name: `${campaign} 4 2` })).toBeVisible();
  const sources = page.getByRole('table', { name: 'Top sources' });
  await expect(sources.getByRole('row', { name: `${source} 4 2` })).toBeVisible();
  await expect(sources.getByRole('rowheader', { name: 'Direct', exact: true })).toBeVisible();

  // The figures per day, under the chart on demand; the screen with its chart and tables passes axe.
  await page.getByRole('button', { name: 'Show the figures per day' }).click();
  await expect(page.getByRole('table', { name: 'Figures per day' }).getByRole('row')).toHaveCount(31);
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The last 7 days, chosen with the keyboard (the range is a group of radio buttons): today's views are in them.
  await page.getByRole('radio', { name: 'Last 30 days' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page).toHaveURL(/\?range=7$/);
  await expect(campaigns.getByRole('row', { name: `${campaign} 4 2` })).toBeVisible();

  // A CSV of each table: the same range, with this visit's rows.
  const campaignCsv = await downloadedLines(page, page.getByRole('region', { name: 'Campaigns' }).getByRole('link', { name: /^Download CSV/ }));
  expect(campaignCsv.name).toMatch(/^analytics-campaigns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(campaignCsv.lines[0]).toBe('campaign,views,visitors');
  expect(campaignCsv.lines).toContain(`${campaign},4,2`);
  const pagesCsv = await downloadedLines(page, page.getByRole('region', { name: 'Top pages' }).getByRole('link', { name: /^Download CSV/ }));
  expect(pagesCsv.lines[0]).toBe('path,views,visitors');
  expect(pagesCsv.lines).toContain(`${path},5,2`);

  // Two days long ago, typed: nothing then, and each part says so.
  // A segment's radio button sits under its label, which takes the click.
  await page.getByRole('radiogroup', { name: 'Range' }).getByText('Custom', { exact: true }).click();
  await page.getByRole('textbox', { name: 'From' }).fill(dayAsTyped('2020-01-01'));
  await page.getByRole('textbox', { name: 'To' }).fill(dayAsTyped('2020-01-31'));
  await expect(page).toHaveURL(/\?from=2020-01-01&to=2020-01-31$/);
  await expect(page.getByTestId('analytics-range')).toHaveText('1 Jan 2020 to 31 Jan 2020');
  await expect(page.getByText(/^No views from 1 Jan 2020 to 31 Jan 2020\./)).toBeVisible();
  await expect(page.getByText('No views from a campaign link in this range.')).toBeVisible();
  await expect(page.getByText('No page was viewed in this range.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Download CSV/ })).toHaveCount(0);
  // The address keeps the range: a reload shows the same days.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(page.getByTestId('analytics-range')).toHaveText('1 Jan 2020 to 31 Jan 2020');
});

test('an editor has no Analytics: no menu item, "You do not have access" at its address, and 403 from its reports', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const { context, page: editor } = await newStaffMember(page, browser, 'editor', 'Ela Editor');
  try {
    await editor.goto(adminRoutes.dashboard);
    await editor.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const nav = editor.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);

    const asked: string[] = [];
    editor.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/admin/analytics')) asked.push(r.url());
    });
    await editor.goto(adminRoutes.analytics);
    await editor.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(editor.getByRole('heading', { name: 'You do not have access' })).toBeVisible();
    await expect(editor.getByTestId('traffic-chart')).toHaveCount(0);
    expect(asked).toEqual([]);
    // The server refuses the reports and their CSVs whatever the client sends.
    const { from, to } = aroundToday();
    expect((await editor.request.get(`/api/v1/admin/analytics/summary?from=${from}&to=${to}`)).status()).toBe(403);
    expect((await editor.request.get(`/api/v1/admin/analytics/campaigns/csv?from=${from}&to=${to}`)).status()).toBe(403);
  } finally {
    await context.close();
  }
});
