import Parser from 'rss-parser';
import { png, signInAsAdmin, webm, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

test('the blog feed a reader subscribes to from a page lists a new post first and never a draft', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const tag = Date.now().toString(36);
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
    expect(feed.items[0]?.title).toBe(`Bookkeeping ${tag}`);
    expect(feed.items.map((i) => i.title)).not.toContain(`Unfinished ${tag}`);
  } finally {
    await visitor.close();
  }
});
