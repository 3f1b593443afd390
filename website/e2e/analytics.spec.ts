import type { Browser, BrowserContextOptions } from '@playwright/test';
import { campaignViews, PERSON, signInAsAdmin } from './fixtures.js';
import { expect, test } from './test.js';

/** A visitor's visit of the About page from a campaign link, in a context of its own. */
async function visit(browser: Browser, campaign: string, options: BrowserContextOptions = {}): Promise<string[]> {
  const context = await browser.newContext({ ...PERSON, ...options });
  try {
    const page = await context.newPage();
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/event', { timeout: 5000 }).catch(() => null);
    await page.goto(`/about?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await beacon;
    return (await context.cookies()).map((c) => c.name);
  } finally {
    await context.close();
  }
}

test('a visit from a campaign link is counted without a cookie; Do Not Track, Global Privacy Control and a bot are not', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const tag = Date.now().toString(36);
  const counted = `spring-${tag}`;
  expect(await visit(browser, counted)).toEqual([]);
  await expect.poll(() => campaignViews(page, counted), { timeout: 15_000 }).toBe(1);

  const left = { dnt: `dnt-${tag}`, gpc: `gpc-${tag}`, bot: `bot-${tag}` };
  await visit(browser, left.dnt, { extraHTTPHeaders: { DNT: '1' } });
  await visit(browser, left.gpc, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await visit(browser, left.bot, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  // A later counted visit shows the buffer was written since: the three before it were left out.
  const after = `after-${tag}`;
  await visit(browser, after);
  await expect.poll(() => campaignViews(page, after), { timeout: 15_000 }).toBe(1);
  for (const campaign of Object.values(left)) expect(await campaignViews(page, campaign), campaign).toBe(0);
});

test('a signed-in admin browsing the site is not counted', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const tag = Date.now().toString(36);
  const view = (campaign: string) => ({ url: `http://127.0.0.1/about?utm_source=newsletter&utm_campaign=${campaign}`, referrer: '' });
  // The admin's own view, with the session's cookie, as the beacon would send it.
  expect((await page.request.post('/api/v1/event', { data: view(`staff-${tag}`), headers: { 'user-agent': PERSON.userAgent } })).status()).toBe(202);
  // A visitor's, after it: once it is counted, the admin's had its turn and was left out.
  const visitor = await browser.newContext(PERSON);
  try {
    expect((await visitor.request.post('/api/v1/event', { data: view(`visitor-${tag}`) })).status()).toBe(202);
  } finally {
    await visitor.close();
  }
  await expect.poll(() => campaignViews(page, `visitor-${tag}`), { timeout: 15_000 }).toBe(1);
  expect(await campaignViews(page, `staff-${tag}`)).toBe(0);
});
