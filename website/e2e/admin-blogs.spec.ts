import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './test.js';
import type { BlogDto } from '@itsite/shared/contract';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { choose, png, signInAsAdmin, webm, xsrf } from './fixtures.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedBlogs(page: Page): Promise<BlogDto[]> {
  const res = await page.request.get('/api/v1/blogs');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: BlogDto[] }).data;
}

const section = (page: Page, n: number) => page.getByRole('region', { name: `Section ${n}` });

async function fillSection(page: Page, n: number, heading: string, description: string, image: Buffer) {
  const s = section(page, n);
  await s.getByRole('textbox', { name: 'Section heading' }).fill(heading);
  await s.getByRole('textbox', { name: 'Section description' }).fill(description);
  await choose(page, s.getByRole('button', { name: 'Section image' }), { name: `section-${n}.png`, mimeType: 'image/png', buffer: image });
  await expect(s.getByRole('img', { name: `Section ${n} image preview` })).toBeVisible();
  await s.getByRole('textbox', { name: `Section ${n} image alt text` }).fill(`Illustration for ${heading}`);
}

/** Every image on the page has loaded real pixels (the uploads are served back). */
async function expectImagesLoaded(scope: Locator) {
  const images = scope.getByRole('img');
  await expect(images.first()).toBeVisible();
  for (const img of await images.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

test('an admin creates a blog with a video icon and two sections, views, edits and deletes it', async ({ page }) => {
  // A long walk through several screens and uploads.
  test.slow();
  await signInAsAdmin(page);
  const title = unique('Outsourcing payroll');

  // ---- create
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: 'Create Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/create-blog$/);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Payroll without the headaches');
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Back Office' }).click();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('How a back-office team runs payroll for a growing company.');
  await choose(page, page.getByRole('button', { name: 'Icon video', exact: true }), { name: 'icon.webm', mimeType: 'video/webm', buffer: webm() });
  await expect(page.getByLabel('Icon video preview')).toBeVisible();
  await fillSection(page, 1, 'Collect the data', 'Timesheets and leave, checked every month.', png([36, 120, 231]));
  await page.getByRole('button', { name: 'Add section' }).click();
  await fillSection(page, 2, 'Pay on time', 'Salaries, taxes and payslips on schedule.', png([230, 120, 20]));
  await page.getByRole('button', { name: 'Create Blog' }).click();

  // The new blog's editor opens, saying what the save did; its row is in the list.
  await expect(page.getByText(/^Published \d{2}:\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit-blog\/\w+$/);
  await page.goto(adminRoutes.blogs);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Asha Rao');
  await expect(row).toContainText('Back Office');

  const created = (await storedBlogs(page)).find((b) => b.title === title);
  expect(created).toMatchObject({
    heading: 'Payroll without the headaches',
    author: 'Asha Rao',
    category: 'backOffice',
    iconImage: expect.stringMatching(/^\/uploads\/.+\.webm$/),
    content: [
      { heading: 'Collect the data', description: '<p>Timesheets and leave, checked every month.</p>', image: expect.stringMatching(/\.png$/) },
      { heading: 'Pay on time', description: '<p>Salaries, taxes and payslips on schedule.</p>', image: expect.stringMatching(/\.png$/) },
    ],
  });
  const blog = created as BlogDto;

  // ---- view
  await row.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/${blog._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payroll without the headaches' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Collect the data' })).toContainText('Timesheets and leave');
  await expect(page.getByRole('region', { name: 'Pay on time' })).toContainText('Salaries, taxes');
  await expect(page.getByLabel('Icon video')).toHaveAttribute('src', new RegExp(`${blog.iconImage}$`));
  await expectImagesLoaded(page.getByRole('main'));

  // ---- edit: rename section 1, replace the image of section 2 only
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-blog/${blog._id}$`));
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(section(page, 1).getByRole('img', { name: 'Section 1 image preview' })).toHaveAttribute('src', new RegExp(`${blog.content[0].image}$`));
  await section(page, 1).getByRole('textbox', { name: 'Section heading' }).fill('Collect the data, once');
  await choose(page, section(page, 2).getByRole('button', { name: 'Section image' }), { name: 'replacement.png', mimeType: 'image/png', buffer: png([20, 160, 90]) });
  await expect(section(page, 2).getByText('New image')).toBeVisible();
  // A new image needs its alt text before the form sends.
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(section(page, 2).getByText('Alt text is required')).toBeVisible();
  await section(page, 2).getByRole('textbox', { name: 'Section 2 image alt text' }).fill('A green replacement picture');
  await page.getByRole('button', { name: 'Update Blog' }).click();

  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-blog/${blog._id}$`));
  const updated = (await (await page.request.get(`/api/v1/blogs/${blog._id}`)).json()) as { data: BlogDto };
  expect(updated.data.iconImage).toBe(blog.iconImage);
  expect(updated.data.content.map((s) => s.heading)).toEqual(['Collect the data, once', 'Pay on time']);
  expect(updated.data.content[0].image).toBe(blog.content[0].image);
  expect(updated.data.content[1].image).toMatch(/^\/uploads\/.+\.png$/);
  expect(updated.data.content[1].image).not.toBe(blog.content[1].image);
  // The blog page reads each section image's alt text.
  expect(updated.data.content.map((s) => s.imageAlt)).toEqual(['Illustration for ' + blog.content[0].heading, 'A green replacement picture']);
  // The replaced file stays while a revision could put it back; it goes with the blog (below).
  expect((await page.request.get(blog.content[1].image)).status()).toBe(200);

  // ---- delete from the list, after a confirmation
  await page.goto(adminRoutes.blogs);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this blog?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/blogs/${blog._id}`)).status()).toBe(404);
  expect((await page.request.get(blog.content[1].image)).status()).toBe(404);
});

test('a blog made with a real video gets a poster: a still the browser took from that video', async ({ page }) => {
  await signInAsAdmin(page);
  const title = unique('Poster from the video');
  await page.goto('/admin/create-blog');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('A still for the first paint');
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Insights' }).click();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('The poster shows until the video plays.');
  // One of the demo icons: 320 x 320, 3 s of VP9.
  const video = readFileSync(new URL('../../backend/assets/demo/icon-2.webm', import.meta.url));
  await choose(page, page.getByRole('button', { name: 'Icon video', exact: true }), { name: 'pulse.webm', mimeType: 'video/webm', buffer: video });
  await fillSection(page, 1, 'Only section', 'Its text.', png([36, 120, 231]));
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText(/^Published \d{2}:\d{2}$/)).toBeVisible();

  const blog = (await storedBlogs(page)).find((b) => b.title === title);
  expect(blog?.iconPoster).toMatch(/^\/uploads\/.+\.png$/);
  const poster = await page.request.get(blog?.iconPoster ?? '');
  expect(poster.headers()['content-type']).toBe('image/png');
  // A PNG's size is in its header: the video's own 320 x 320.
  const bytes = await poster.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([320, 320]);
  await page.request.delete(`/api/v1/blogs/${blog?._id}`, { headers: await xsrf(page) });
});

test('a blog without icon, sections or fields is refused in the form before anything is sent', async ({ page }) => {
  await signInAsAdmin(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/blogs') posts++;
  });
  await page.goto('/admin/create-blog');
  await page.getByRole('button', { name: 'Remove section 1' }).click();
  await expect(page.getByText('At least one content block is required.')).toBeVisible();
  await expect(section(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Choose a video file')).toBeVisible();
  await expect(section(page, 1).getByText('Heading is required')).toBeVisible();
  // A section's image is optional: nothing asks for one.
  await expect(section(page, 1).getByText('Image is required')).toHaveCount(0);
  expect(posts).toBe(0);
});

test('sections reorder with the keyboard (the moving button keeps the focus) and by dragging; the saved blog keeps the order', async ({ page }) => {
  await signInAsAdmin(page);
  const headings = ['First part', 'Second part', 'Third part'].map((h) => `${h} ${Date.now().toString(36)}`);
  // Three section images under one field name: Playwright's multipart object takes one value per
  // name, so the request is a FormData.
  const form = new FormData();
  const fields = {
    title: unique('E2E Reorder'),
    heading: 'Three parts',
    description: 'A blog whose sections move.',
    author: 'E2E',
    category: 'others',
    content: JSON.stringify(headings.map((heading) => ({ heading, description: `About ${heading}`, imageAlt: `Picture for ${heading}` }))),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const blobOf = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
  form.append('iconImage', blobOf(webm(), 'video/webm'), 'icon.webm');
  for (const [i, rgb] of ([[200, 40, 40], [40, 200, 40], [40, 40, 200]] as Array<[number, number, number]>).entries()) {
    form.append('contentImages', blobOf(png(rgb), 'image/png'), `s${i}.png`);
  }
  const res = await page.request.post('/api/v1/blogs', { headers: await xsrf(page), multipart: form });
  expect(res.status()).toBe(201);
  const { data: blog } = (await res.json()) as { data: BlogDto };
  const order = async () => Promise.all([1, 2, 3].map((n) => section(page, n).getByLabel('Section heading').inputValue()));

  await page.goto(`/admin/edit-blog/${blog._id}`);
  await expect(section(page, 1).getByLabel('Section heading')).toHaveValue(headings[0]);
  // Keyboard: focus "Move section 1 down" and press Enter twice; the focus follows the section.
  await section(page, 1).getByRole('button', { name: 'Move section 1 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Section moved to position 2 of 3' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Move section 2 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual([headings[1], headings[2], headings[0]]);
  await expect(page.getByRole('button', { name: 'Move section 3 up' })).toBeFocused();

  // Pointer: drag the second section's handle onto the first, then the first's onto the second.
  // (A window tall enough for all three: Playwright's drag is lost if the page scrolls under it,
  // where a person's browser scrolls along.)
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.getByTestId('drag-section-2').dragTo(section(page, 1));
  await expect.poll(order).toEqual([headings[2], headings[1], headings[0]]);
  await page.getByTestId('drag-section-1').dragTo(section(page, 2));
  await expect.poll(order).toEqual([headings[1], headings[2], headings[0]]);

  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
  const stored = (await (await page.request.get(`/api/v1/blogs/${blog._id}`)).json()) as { data: BlogDto };
  expect(stored.data.content.map((s) => s.heading)).toEqual([headings[1], headings[2], headings[0]]);
  // Each section kept its own image through the moves.
  expect(stored.data.content.map((s) => s.image)).toEqual([blog.content[1]?.image, blog.content[2]?.image, blog.content[0]?.image]);
});
