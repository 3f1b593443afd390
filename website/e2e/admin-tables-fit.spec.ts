import { expect, test, type Page } from '@playwright/test';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { signInAsAdmin } from './fixtures.js';

/** The back office's lists, each with the name its table (or, on a phone, its card list) carries. */
const LISTS = [
  { path: adminRoutes.products, label: 'Products' },
  { path: adminRoutes.blogs, label: 'Blogs' },
  { path: adminRoutes.reviews, label: 'Reviews' },
  { path: adminRoutes.contact, label: 'Contact messages' },
  { path: adminRoutes.media, label: 'Media' },
  { path: adminRoutes.categories, label: 'Categories' },
];

/**
 * What a reader would find wrong with a list: the page or the table scrolling sideways, or a word in
 * it cut short (a status badge reading "PU…", a button "Delet", a title in two words and "…").
 * A line clamp on purpose (a post's summary, a message's first lines) is not a cut.
 */
async function whatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wrong.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
    for (const table of document.querySelectorAll('main table')) {
      const box = table.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1) wrong.push(`the table scrolls sideways (${box.scrollWidth} > ${box.clientWidth} px)`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('main table *, main ul[aria-label] *')) {
      if (el.closest('[data-line-clamp]') || el.closest('svg') || el.matches('input, textarea, img, video')) continue;
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      const style = getComputedStyle(el);
      if (style.overflow === 'visible' && style.overflowX === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) wrong.push(`"${el.textContent?.trim().slice(0, 40)}" is cut short`);
    }
    return wrong;
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every list fits the screen: no sideways scrolling, no status, title or button cut short', async ({ page }) => {
      await signInAsAdmin(page);
      const sent = await page.request.post('/api/v1/contact', {
        data: {
          name: 'Anjali Raghunathan-Venkataraman',
          email: 'anjali.raghunathan@example.in',
          phone: '+91 98100 12345',
          message: 'We need a website with an online catalogue and a quote form for our three branch offices, before the festival season.',
        },
      });
      expect(sent.status()).toBe(201);
      for (const list of LISTS) {
        await page.goto(list.path);
        const rows = viewport.width < 768 ? page.getByRole('list', { name: list.label }) : page.getByRole('table', { name: list.label });
        await expect(rows, list.label).toBeVisible();
        await expect(page.getByRole('progressbar').or(page.getByLabel('Loading'))).toHaveCount(0);
        expect(await whatDoesNotFit(page), list.label).toEqual([]);
      }
    });
  });
}

test('a row shows its actions under its title to the pointer over it and to the keyboard inside it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(adminRoutes.blogs);
  const table = page.getByRole('table', { name: 'Blogs' });
  const [first, second] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)];
  const title = (await first.getByRole('cell').nth(1).locator('p').first().textContent()) ?? '';
  const edit = first.getByRole('link', { name: `Edit ${title}` });
  /** How visible the button is, its containers' opacity included (the row's actions fade as one). */
  const shown = () =>
    edit.evaluate((el) => {
      let opacity = 1;
      for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      return opacity;
    });
  // No Actions column: the buttons sit in the title's cell.
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(first.getByRole('cell').nth(1).getByRole('link', { name: `Edit ${title}` })).toHaveCount(1);

  await second.hover();
  await expect.poll(shown).toBe(0);
  await first.hover();
  await expect.poll(shown).toBe(1);

  await second.hover();
  await first.getByRole('checkbox').focus();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('link', { name: /^View / }).first()).toBeFocused();
  await expect.poll(shown).toBe(1);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the review filters stand one under another, each count whole @mobile', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(adminRoutes.reviews);
    const rejected = page.getByRole('radio', { name: /^Rejected \(\d+\)$/ });
    await expect(rejected).toBeAttached();
    const label = page.locator('label').filter({ hasText: /^Rejected \(\d+\)$/ });
    const box = await label.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
  });
});
