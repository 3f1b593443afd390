import { adminRoutes } from '@itsite/shared/admin/routes';
import { zonedInputValue, type BlogDto, type MediaItemDto } from '@itsite/shared/contract';
import { seriousViolations } from './axe.js';
import { choose, fillMoment, png, signInAsAdmin, webm, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

// The editor's computer is not in the site's time zone (Asia/Kolkata in the demo settings).
test.use({ timezoneId: 'Europe/London' });

test('an editor writes a post as a draft with rich text and an image picked from the library, previews it, schedules it, and it goes public by itself', async ({ page, browser }) => {
  test.slow();
  await signInAsAdmin(page);
  const title = `Quarter-end close ${Date.now().toString(36)}`;
  // An image already in the media library, without alt text yet (the Media screen's own test uploads through the screen).
  const ledger = `ledger-${Date.now().toString(36)}.png`;
  const uploaded = await page.request.post('/api/v1/admin/media', { headers: await xsrf(page), multipart: { images: { name: ledger, mimeType: 'image/png', buffer: png([36, 120, 231]) } } });
  expect(uploaded.status()).toBe(201);
  const [item] = ((await uploaded.json()) as { data: MediaItemDto[] }).data;

  // ---- write, as a draft
  await page.goto(adminRoutes.createBlog);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Ravi Menon');
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Closing the books without late nights');
  await page.getByRole('textbox', { name: 'Category' }).click();
  // "Insights" (others): no service page lists it (their tests expect a poster on every blog they list).
  await page.getByRole('option', { name: 'Insights' }).click();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('How our accountants close a quarter in five working days.');
  await choose(page, page.getByRole('button', { name: 'Icon video', exact: true }), { name: 'icon.webm', mimeType: 'video/webm', buffer: webm() });
  await expect(page.getByLabel('Icon video preview')).toBeVisible();
  const section = page.getByRole('region', { name: 'Section 1' });
  await section.getByRole('textbox', { name: 'Section heading' }).fill('Five days, three checks');
  const text = section.getByRole('textbox', { name: 'Section description' });
  await text.click();
  await section.getByRole('button', { name: 'Heading 3' }).click();
  await page.keyboard.type('Day one');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Reconcile every bank account, ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('before');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' anything else.');
  // ---- pick the image from the library; it has no alt text, so the picker asks for it
  await section.getByRole('button', { name: 'Choose section 1 image from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose section 1 image from library' });
  await picker.getByRole('textbox', { name: /Search the library/ }).fill(ledger);
  await expect(picker.getByRole('group', { name: 'Images: choose one' })).toHaveAttribute('aria-busy', 'false');
  // Listed by the name the file had when it was uploaded.
  expect(item.originalName).toBe(ledger);
  await picker.getByRole('radio', { name: `${ledger}, no alt text` }).click();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker.getByText('Alt text is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('textbox', { name: `Alt text for ${ledger}` }).fill('A ledger with the bank column ticked');
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toBeHidden();
  await expect(section.getByText('From the library: A ledger with the bank column ticked')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Section 1 image preview' })).toHaveAttribute('src', new RegExp(`${item.path}$`));
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The editor stays (now the new draft's), saying what happened.
  await expect(page.getByText(/^Draft saved \d{2}:\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit-blog\/\w+$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await page.goto(adminRoutes.blogs);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  const all = (await (await page.request.get('/api/v1/admin/blogs?limit=50')).json()) as { data: BlogDto[] };
  const blog = all.data.find((b) => b.title === title) as BlogDto;
  expect(blog).toMatchObject({ status: 'draft', content: [{ description: '<h3>Day one</h3><p>Reconcile every bank account, <strong>before</strong> anything else.</p>', image: item.path }] });

  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    expect((await site.goto(`/blog/${blog.slug}`))?.status()).toBe(404);

    // ---- preview, as it will look
    await page.goto(adminRoutes.editBlog(blog._id));
    await expect(page.getByText('Status: Draft')).toBeVisible();
    await page.getByRole('link', { name: 'View on site' }).click();
    // The bar says what this is: not what visitors see yet.
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Preview: Draft — not public yet');
    await expect(page.getByRole('heading', { level: 3, name: 'Day one' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'before' })).toBeVisible();
    await page.goBack();

    // ---- schedule a few seconds ahead, on the site's clocks
    const { settings } = (await (await page.request.get('/api/v1/settings')).json()) as { settings: { timeZone: string } };
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByRole('radio', { name: 'At a set time' }).check();
    const at = new Date(Math.ceil((Date.now() + 6000) / 1000) * 1000);
    await fillMoment(page, 'Publish at', zonedInputValue(at.toISOString(), settings.timeZone));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('alert').getByText(/^Scheduled for \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \S+$/)).toBeVisible();

    // ---- nobody does anything more: it goes public at its time
    await expect.poll(async () => (await site.request.get(`/api/v1/blogs/by-slug/${blog.slug}`)).status(), { timeout: 30_000, intervals: [1000] }).toBe(200);
    await site.goto(`/blog/${blog.slug}`);
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(site.getByRole('heading', { level: 3, name: 'Day one' })).toBeVisible();
    await expect(site.getByRole('img', { name: 'A ledger with the bank column ticked' })).toBeVisible();
    await expect(site.getByRole('article').locator('time').first()).toHaveAttribute('datetime', at.toISOString());
  } finally {
    await visitor.close();
  }
});
