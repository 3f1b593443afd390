import { adminRoutes } from '@itsite/shared/admin/routes';
import { ADMIN_PAGE_SIZE, BLOG_CATEGORIES, BLOG_MENU_SIZE, LEAD_PAGE_SIZE, type BlogMenuItem } from '@itsite/shared/contract';
import { signInAsAdmin } from '../fixtures.js';
import { expect, test, type Page } from '../test.js';

/**
 * Against a grown database (serve.ts with E2E_GROW: a few hundred rows per table, more than every
 * list's page): the header menu stays small, and every back-office list pages, and searches, on the
 * server.
 */

test('the header menu lists the latest few blogs of each category, however many there are', async ({ page }) => {
  const menuReply = await page.request.get('/api/v1/blogs/menu');
  const body = await menuReply.body();
  const menu = ((await menuReply.json()) as { data: Record<string, BlogMenuItem[]> }).data;
  // A small index: titles and addresses, never whole blogs.
  expect(body.length).toBeLessThan(4096);
  for (const category of BLOG_CATEGORIES) {
    const latest = ((await (await page.request.get(`/api/v1/blogs?category=${category}&limit=${BLOG_MENU_SIZE}`)).json()) as { data: Array<{ _id: string }>; total: number });
    expect(latest.total).toBeGreaterThan(BLOG_MENU_SIZE);
    expect(menu[category]?.map((b) => b._id)).toEqual(latest.data.map((b) => b._id));
  }
  await page.goto('/');
  const first = menu.backOffice?.[0];
  if (!first) throw new Error('no back-office blog');
  const toggle = page.getByRole('button', { name: 'Back Office Services menu' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const links = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link');
  await expect(links).toHaveCount(BLOG_MENU_SIZE);
  await expect(links.first()).toHaveText(first.title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('the catalogue pages through a grown catalogue, eight products a page', async ({ page }) => {
  const names = async (n: number) => {
    await page.goto(n === 1 ? '/products' : `/products?page=${n}`);
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(8);
    return cards.getByRole('heading', { level: 2 }).allTextContents();
  };
  const first = await names(1);
  const deep = await names(9);
  expect(deep.filter((n) => first.includes(n))).toEqual([]);
});

interface ListCase {
  label: string;
  route: string;
  pageSize: number;
  /** An API read of one record deep in the list, and the words that find it. */
  deep: (page: Page) => Promise<string>;
}

const deepOne = (url: string, field: string) => async (page: Page) => {
  const reply = (await (await page.request.get(url)).json()) as { data: Array<Record<string, string>> };
  const value = reply.data[0]?.[field];
  if (!value) throw new Error(`nothing at ${url}`);
  return value;
};

const LISTS: ListCase[] = [
  { label: 'Products', route: adminRoutes.products, pageSize: ADMIN_PAGE_SIZE, deep: deepOne('/api/v1/admin/products?page=4&limit=1', 'name') },
  { label: 'Blogs', route: adminRoutes.blogs, pageSize: ADMIN_PAGE_SIZE, deep: deepOne('/api/v1/admin/blogs?page=40&limit=1', 'title') },
  { label: 'Reviews', route: adminRoutes.reviews, pageSize: ADMIN_PAGE_SIZE, deep: deepOne('/api/reviews/admin?page=40&limit=1', 'name') },
  { label: 'Contact messages', route: adminRoutes.contact, pageSize: LEAD_PAGE_SIZE, deep: deepOne('/api/v1/contact?page=60&limit=1', 'email') },
];

for (const list of LISTS) {
  test(`the ${list.label.toLowerCase()} list pages and searches on the server`, async ({ page }) => {
    await signInAsAdmin(page);
    const wanted = await list.deep(page);
    await page.goto(list.route);
    const table = page.getByRole('table', { name: list.label });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBe(list.pageSize);
    const records = async () => Number((await page.getByText(/^[\d,]+\+? records?$/).textContent())?.replace(/\D/g, ''));
    const total = await records();
    expect(total).toBeGreaterThan(count);

    // Page 2 is other rows, read from the server.
    const firstRow = await rows.first().textContent();
    const pager = page.getByLabel(`${list.label} pages`);
    const pageRequest = page.waitForRequest((r) => /[?&]page=2\b/.test(r.url()));
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pageRequest;
    await expect(rows.first()).not.toHaveText(firstRow ?? '');

    // A record from deep in the list is one search away.
    await page.getByRole('textbox', { name: `Search ${list.label.toLowerCase()}` }).fill(wanted);
    await expect.poll(records).toBeLessThan(total);
    await expect(rows.filter({ hasText: wanted }).first()).toBeVisible();
  });
}
