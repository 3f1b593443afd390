import Parser from 'rss-parser';
import { libraryImage, png, signInAsAdmin, webm, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

test('the blog feed a reader subscribes to from a page lists a new post first and never a draft', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const tag = Date.now().toString(36);
  // The newest post before this test's (other tests may publish theirs meanwhile: it is ahead of this one, not necessarily first).
  const before = (await new Parser().parseString(await (await page.request.get('/rss.xml')).text())).items[0]?.title;
  const create = async (title: string, status: 'published' | 'draft') => {
    const res = await page.request.post('/api/v1/blogs', {
      headers: await xsrf(page),
      multipart: {
        title,
        heading: 'Fewer clicks, same books',
        description: `Why ${title} matters.`,
        author: 'Asha Rao',
        // Insights: no service page lists it (their tests expect each listed post's icon poster, which an API post has none of).
        category: 'others',
        status,
        content: JSON.stringify([{ heading: 'Start here', description: '<p>One ledger, checked weekly.</p>', imageAlt: 'A ledger' }]),
        iconImage: { name: 'icon.webm', mimeType: 'video/webm', buffer: webm() },
        contentImages: { name: 'ledger.png', mimeType: 'image/png', buffer: png([30, 110, 200]) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await create(`Bookkeeping ${tag}`, 'published');
  await create(`Unfinished ${tag}`, 'draft');

  // A visitor's page names the feed in its head, as readers discover it.
  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    await site.goto('/about');
    const href = await site.locator('link[rel="alternate"][type="application/rss+xml"]').first().getAttribute('href');
    expect(href).toMatch(/\/rss\.xml$/);
    const res = await site.request.get(href!);
    expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(await res.text());
    const titles = feed.items.map((i) => i.title);
    expect(titles).toContain(`Bookkeeping ${tag}`);
    if (before) expect(titles.indexOf(`Bookkeeping ${tag}`)).toBeLessThan(titles.indexOf(before));
    expect(feed.items.map((i) => i.title)).not.toContain(`Unfinished ${tag}`);
  } finally {
    await visitor.close();
  }
});

test('a post shows a library image inside its text with the alt text the library gives it, and a section without a picture as words alone', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const tag = Date.now().toString(36);
  const alt = `Weekly ledger check ${tag}`;
  const path = await libraryImage(page, `ledger-${tag}.png`, alt, png([200, 120, 30], 800, 500));
  const title = `Closing the books ${tag}`;
  const res = await page.request.post('/api/v1/blogs', {
    headers: await xsrf(page),
    multipart: {
      title,
      heading: 'Month end without the scramble',
      description: 'How we close the books.',
      author: 'Asha Rao',
      category: 'others',
      content: JSON.stringify([
        { heading: 'Start here', description: '<p>One ledger, checked weekly.</p>', imageAlt: 'A ledger' },
        { heading: 'The weekly check', description: `<p>What we look at:</p><img src="${path}" alt="whatever the client says"><p>Then we sign off.</p>`, image: '' },
      ]),
      iconImage: { name: 'icon.webm', mimeType: 'video/webm', buffer: webm() },
      contentImages: { name: 'ledger.png', mimeType: 'image/png', buffer: png([30, 110, 200]) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const slug = ((await res.json()) as { data: { slug: string } }).data.slug;

  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    await site.goto(`/blog/${slug}`);
    const second = site.locator('section').filter({ has: site.getByRole('heading', { name: 'The weekly check' }) });
    await expect(second.getByRole('img', { name: alt })).toBeVisible();
    // Its words alone: the only picture in it is the one inside its text.
    await expect(second.getByRole('img')).toHaveCount(1);
    await expect(second).toHaveAttribute('data-side', 'text');
  } finally {
    await visitor.close();
  }
});
