import { expect, test, type Locator, type Page } from './test.js';
import { shareDescription, textOfHtml, type BlogDto, type ProductDto } from '@itsite/shared/contract';

/** The blogs as the server has them (newest first); the pages are checked against them. */
async function blogs(page: Page, category?: BlogDto['category']): Promise<BlogDto[]> {
  const res = await page.request.get('/api/v1/blogs');
  expect(res.ok()).toBe(true);
  const all = ((await res.json()) as { data: BlogDto[] }).data;
  const list = category ? all.filter((b) => b.category === category) : all;
  expect(list.length, `the demo content has ${category ?? ''} blogs`).toBeGreaterThan(0);
  return list;
}

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.x;
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

const SERVICE_PAGES = [
  { path: '/backOfficeServices', category: 'backOffice', heading: 'Back Office Services' },
  { path: '/digitalMarketingServices', category: 'digitalMarketing', heading: 'Digital Marketing Services' },
] as const;

for (const service of SERVICE_PAGES) {
  test(`${service.path} lists its blogs with looping muted videos, alternating sides, and Read More links`, async ({ page }) => {
    const list = await blogs(page, service.category);
    await page.goto(service.path);
    await expect(page.getByRole('heading', { level: 1, name: service.heading })).toBeVisible();

    const rows = page.getByRole('main').getByRole('listitem').filter({ has: page.locator('video') });
    await expect(rows).toHaveCount(list.length);
    for (const [i, blog] of list.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole('heading', { name: blog.title })).toBeVisible();
      const video = row.locator('video');
      await expect(video).toHaveAttribute('src', blog.iconImage);
      // Its poster (a still of the video) holds the place from the first paint until it plays.
      expect(blog.iconPoster).toMatch(/^\/uploads\/.+\.png$/);
      await expect(video).toHaveAttribute('poster', blog.iconPoster);
      expect((await page.request.get(blog.iconPoster)).headers()['content-type']).toBe('image/png');
      expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay, inline: v.playsInline, controls: v.controls }))).toEqual({
        muted: true,
        loop: true,
        autoplay: true,
        inline: true,
        controls: false,
      });
      await expect(row.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/blog/${blog.slug}`);
      // Alternating layout, the video on the left in even rows and on the right in odd ones.
      const videoX = await left(video);
      const textX = await left(row.getByRole('heading', { name: blog.title }));
      if (i % 2 === 0) expect(videoX).toBeLessThan(textX);
      else expect(videoX).toBeGreaterThan(textX);
    }
    // Only this category's blogs are listed.
    const others = (await blogs(page)).filter((b) => b.category !== service.category);
    for (const other of others) await expect(page.getByRole('heading', { name: other.title, exact: true })).toHaveCount(0);
  });
}

test('under reduced motion the service videos do not play by themselves and offer controls', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await blogs(page, 'backOffice');
  await page.goto('/backOfficeServices');
  const video = page.locator('main video').first();
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, paused: v.paused, muted: v.muted }))).toEqual({ autoplay: false, paused: true, muted: true });
});

test('Read More opens the blog: title as page title, description, Get Quote, sections alternating sides', async ({ page }) => {
  // Oldest first: a demo blog, which no parallel test edits or deletes (admin tests add their own).
  const list = (await blogs(page, 'backOffice')).reverse();
  const blog = list.find((b) => b.content.length >= 2) ?? list[0];
  expect(blog.content.length, 'a demo blog with two or more sections').toBeGreaterThanOrEqual(2);

  await page.goto('/backOfficeServices');
  await page.getByRole('link', { name: `Read More about ${blog.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${blog.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  // Title as the server writes it, "<blog title> | <company>", also after client-side navigation.
  await expect(page).toHaveTitle(new RegExp(`^${blog.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\| .+)?$`));
  const description = blog.description.replace(/\s+/g, ' ').trim().slice(0, 150);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  const firstParagraph = blog.description.split(/\n\s*\n/)[0].trim();
  await expect(page.getByRole('article').getByText(firstParagraph.slice(0, 60))).toBeVisible();

  await expect(page.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contactUs');

  for (const [i, section] of blog.content.entries()) {
    const heading = page.getByRole('heading', { level: 2, name: section.heading });
    const region = page.locator('section').filter({ has: heading });
    const image = region.locator('img');
    await expect(image).toHaveAttribute('src', section.image);
    const imageX = await left(image);
    const textX = await left(heading);
    if (i % 2 === 0) expect(imageX, `section ${i} has its image on the left`).toBeLessThan(textX);
    else expect(imageX, `section ${i} has its image on the right`).toBeGreaterThan(textX);
  }
});

test('a blog opened from another page shows "Loading blog..." until it arrives', async ({ page }) => {
  const blog = (await blogs(page, 'backOffice')).at(-1)!;
  await page.goto('/backOfficeServices', { waitUntil: 'networkidle' });
  // Hold the real response back until the loading state has been seen (pointing at the link
  // already asks for it, so a fixed delay could run out before the click on a busy machine).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/blogs/by-slug/${blog.slug}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: blog.title }).first().click();
  await expect(page.getByText('Loading blog...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  await expect(page.getByText('Loading blog...')).toHaveCount(0);
});

test('a missing blog shows "Blog not found." and is answered with 404', async ({ page }) => {
  const response = await page.goto('/blog/000000000000000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Blog not found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('blog sections stack with the image first on a phone @mobile', async ({ page }) => {
  const list = (await blogs(page)).reverse(); // demo blogs first (see above)
  const blog = list.find((b) => b.content.length >= 2) ?? list[0];
  await page.goto(`/blog/${blog.slug}`);
  for (const section of blog.content.slice(0, 2)) {
    const heading = page.getByRole('heading', { level: 2, name: section.heading });
    const image = page.locator('section').filter({ has: heading }).locator('img');
    expect(await top(image)).toBeLessThan(await top(heading));
  }
});

test('in-app navigation from a blog to a product replaces the share tags with the product’s', async ({ page }) => {
  const blog = (await blogs(page)).at(-1); // a demo blog (see above)
  if (!blog) throw new Error('the demo seed has no blog');
  const list = (await (await page.request.get('/api/v1/products')).json()) as { products: ProductDto[] };
  const product = list.products.at(-1); // the oldest on the page: a demo product no test deletes
  if (!product) throw new Error('the demo seed has no product');
  const head = () =>
    page.evaluate(() => ({
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
    }));

  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  const before = await head();
  expect(before.ogTitle).toContain(blog.title);

  // In-app: the router follows a history change without reloading the page.
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));

  await expect.poll(async () => (await head()).ogTitle).toContain(product.name);
  const after = await head();
  expect(after.canonical).toMatch(new RegExp(`/product/${product.slug}$`));
  expect(after.description).toBe(shareDescription(textOfHtml(product.description)));
  expect(after.descriptions).toBe(1);
  const image = product.image[0];
  if (image) expect(new URL(after.ogImage ?? '').pathname).toBe(new URL(image, 'http://x').pathname);
  expect(after.ogImage).not.toBe(before.ogImage);
  expect(after.canonical).not.toBe(before.canonical);
});

test("a post's label and offer follow its category, named as the back office names it", async ({ page }) => {
  const offers = {
    backOffice: { label: 'Back Office', heading: 'Reliable back office support, so your team can focus on growth' },
    digitalMarketing: { label: 'Digital Marketing', heading: 'Marketing that brings enquiries, not just likes' },
    others: { label: 'Insights', heading: 'Have a project in mind? Talk to the team that builds it' },
  } as const;
  for (const [category, offer] of Object.entries(offers) as Array<[BlogDto['category'], (typeof offers)[keyof typeof offers]]>) {
    // The oldest listed: demo content, not a post another test is writing or deleting meanwhile.
    const post = (await blogs(page, category)).at(-1);
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    await expect(page.locator('article header .eyebrow')).toHaveText(offer.label);
    const banner = page.getByRole('complementary', { name: 'Get a quote' });
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(offer.heading);
    for (const other of Object.values(offers).filter((o) => o !== offer)) await expect(banner).not.toContainText(other.heading);
  }
});
