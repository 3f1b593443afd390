import { adminRoutes } from '@itsite/shared/admin/routes';
import type { BlogDto, SettingsDto } from '@itsite/shared/contract';
import { png, signInAsAdmin, webm, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

/**
 * Slugs and meta fields (shared/docs/admin.md#seo): an editor gives a blog a new address and a
 * search title in its SEO part, sees the search result preview follow, and a visitor opening the
 * old address lands on the new one, titled as the editor wrote.
 */
test('an editor changes a blog\'s slug and meta title; the preview follows and the old address leads to the new one', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const form = new FormData();
  const fields = {
    title: `E2E Slug Story ${stamp}`,
    heading: 'A post that moves',
    description: 'A blog whose address changes.',
    author: 'E2E',
    category: 'others',
    content: JSON.stringify([{ heading: 'Only part', description: 'Text', imageAlt: 'A blue square' }]),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('iconImage', new Blob([new Uint8Array(webm())], { type: 'video/webm' }), 'icon.webm');
  form.append('contentImages', new Blob([new Uint8Array(png([30, 120, 200]))], { type: 'image/png' }), 's.png');
  const res = await page.request.post('/api/v1/blogs', { headers: await xsrf(page), multipart: form });
  expect(res.status()).toBe(201);
  const { data: blog } = (await res.json()) as { data: BlogDto };
  const oldSlug = blog.slug;
  expect(oldSlug).toBe(`e2e-slug-story-${stamp}`);

  await page.goto(adminRoutes.editBlog(blog._id));
  const seo = page.getByRole('group', { name: 'SEO' });
  const preview = page.getByRole('group', { name: 'Search result preview' });
  await expect(seo.getByLabel('Slug')).toHaveValue(oldSlug);
  await expect(preview).toContainText(`/blog/${oldSlug}`);
  await expect(preview).toContainText(blog.title);

  const newSlug = `moved-story-${stamp}`;
  const metaTitle = `Searchers See This ${stamp}`;
  await seo.getByLabel('Slug').fill(newSlug);
  await seo.getByLabel('Meta title').fill(metaTitle);
  // The search preview shows what a search engine would.
  await expect(preview).toContainText(`/blog/${newSlug}`);
  await expect(preview).toContainText(metaTitle);
  // The length hint is tied to its input.
  await expect(seo.getByLabel('Meta title')).toHaveAccessibleDescription(/\d+ \/ 60 characters/);
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();

  const company = ((await (await page.request.get('/api/v1/settings')).json()) as { settings: SettingsDto }).settings.companyName;
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    const landed = await visitorPage.goto(`/blog/${oldSlug}`);
    // Moved for good: 301 from the old address, the page at the new one.
    expect(landed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/blog/${oldSlug}$`));
    expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(visitorPage).toHaveURL(new RegExp(`/blog/${newSlug}$`));
    await expect(visitorPage).toHaveTitle(company ? `${metaTitle} | ${company}` : metaTitle);
    await expect(visitorPage.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
