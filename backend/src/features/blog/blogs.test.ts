import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { BlogDto, ErrorBody } from '@itsite/shared/contract';
import { blogForm, buildBlog } from '../../test/factories.js';
import { Client, DB_KINDS, expectKeptUntilItemDeleted, fileBlob, nonAdminClient, pngBytes, samePicture, uploadedFiles, webmBytes, withServer } from '../../test/harness.js';

const UNKNOWN_ID = '000000000000000000000000';
const fileName = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);
const sections = (n: number) => Array.from({ length: n }, (_, i) => ({ heading: `Section ${i + 1}`, description: `<p>Text ${i + 1}</p>` }));

type BlogReply = { success: boolean; message: string; data: BlogDto };

describe.each(DB_KINDS)('blogs [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  const list = async (query = '') => (await t.anon.get<{ data: BlogDto[] }>(`/api/v1/blogs${query}`)).body.data;
  const getBlog = (id: string) => t.anon.get<{ success: boolean; data: BlogDto }>(`/api/v1/blogs/${id}`);
  const bytesAt = async (publicPath: string) => Buffer.from(await (await fetch(t.server.url + publicPath)).arrayBuffer());

  describe('GET /api/v1/blogs', () => {
    it('lists blogs newest first, with their sections', async () => {
      const older = await buildBlog(t.admin);
      await sleep(5);
      const newer = await buildBlog(t.admin, 'digitalMarketing');
      const res = await t.anon.get<{ success: boolean; data: BlogDto[] }>('/api/v1/blogs');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data[0]).toEqual(newer);
      const ids = res.body.data.map((b) => b._id);
      expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
      expect(res.body.data.find((b) => b._id === older._id)).toEqual(older);
    });

    it('filters by category', async () => {
      const backOffice = await buildBlog(t.admin, 'backOffice');
      const marketing = await buildBlog(t.admin, 'digitalMarketing');
      const others = await buildBlog(t.admin, 'others');
      const all = await list();
      for (const [category, blog] of [
        ['backOffice', backOffice],
        ['digitalMarketing', marketing],
        ['others', others],
      ] as const) {
        const filtered = await list(`?category=${category}`);
        expect(filtered.map((b) => b._id)).toContain(blog._id);
        expect(filtered.every((b) => b.category === category)).toBe(true);
        expect(filtered).toEqual(all.filter((b) => b.category === category));
      }
    });

    it('refuses an unknown category with 400', async () => {
      const res = await t.anon.get<ErrorBody>('/api/v1/blogs?category=bogus');
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('GET /api/v1/blogs/:id', () => {
    it('answers the blog with its sections in order', async () => {
      const made = await buildBlog(t.admin, 'others', 3);
      const res = await getBlog(made._id);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toEqual(made);
      expect(res.body.data.content.map((s) => s.heading)).toEqual(['Section 1', 'Section 2', 'Section 3']);
      expect(res.body.data.content.map((s) => s.description)).toEqual(['<p>Text 1</p>', '<p>Text 2</p>', '<p>Text 3</p>']);
    });

    it('answers 404 for a blog that does not exist', async () => {
      const res = await t.anon.get<ErrorBody>(`/api/v1/blogs/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });
  });

  describe('POST /api/v1/blogs', () => {
    it('creates a blog (201) with a video icon and one image per section, all served from /uploads/', async () => {
      const fields = { title: 'Why outsource back office', heading: 'Save time', description: 'Long text', author: 'Asha', category: 'backOffice' };
      const res = await t.admin.post<BlogReply>('/api/v1/blogs', { form: await blogForm(fields, sections(2)) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Blog created successfully!', data: { ...fields, _id: expect.any(String) } });
      const blog = res.body.data;
      expect(blog.iconImage).toMatch(/^\/uploads\/[^/]+\.webm$/);
      expect(blog.content).toEqual([
        // A section's image is answered with the alt text sent with it.
        { heading: 'Section 1', description: '<p>Text 1</p>', image: expect.stringMatching(/^\/uploads\/[^/]+\.png$/), imageAlt: 'Section picture 1' },
        { heading: 'Section 2', description: '<p>Text 2</p>', image: expect.stringMatching(/^\/uploads\/[^/]+\.png$/), imageAlt: 'Section picture 2' },
      ]);
      expect(blog.content[0].image).not.toBe(blog.content[1].image);
      const icon = await t.anon.get(blog.iconImage);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('video/webm');
      expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
      for (const s of blog.content) expect((await t.anon.get(s.image)).status).toBe(200);
      expect((await getBlog(blog._id)).body.data).toEqual(blog);
    });

    const refusedCreate = async (client: Client, form: FormData, status: number) => {
      const before = await list();
      const filesBefore = await uploadedFiles(t.server);
      const res = await client.post<ErrorBody>('/api/v1/blogs', { form });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(await list()).toEqual(before);
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
      return res.body;
    };

    it('refuses an image as icon (415), leaving nothing on disk', async () => {
      const form = await blogForm({}, sections(1), { icon: false });
      form.append('iconImage', fileBlob(await pngBytes(), 'video/webm'), 'icon.webm');
      const body = await refusedCreate(t.admin, form, 415);
      expect(body.errors?.map((e) => e.path)).toContain('iconImage');
    });

    it('refuses a video as section image (415), leaving nothing on disk', async () => {
      const form = await blogForm({}, sections(2), { images: 1 });
      form.append('contentImages', fileBlob(webmBytes(), 'image/png'), 'fake.png');
      await refusedCreate(t.admin, form, 415);
    });

    it('refuses a blog without icon (400)', async () => {
      const body = await refusedCreate(t.admin, await blogForm({}, sections(1), { icon: false }), 400);
      expect(body.errors?.map((e) => e.path)).toContain('iconImage');
    });

    it('refuses content that is not a JSON list (400)', async () => {
      const form = await blogForm({}, sections(1));
      form.set('content', '[{"heading": "broken"');
      const body = await refusedCreate(t.admin, form, 400);
      expect(body.errors?.map((e) => e.path)).toContain('content');
    });

    it('refuses an empty content list (400) with the spec wording', async () => {
      const body = await refusedCreate(t.admin, await blogForm({}, []), 400);
      expect(body.message).toBe('At least one content block is required.');
    });

    it('refuses a section without heading (400)', async () => {
      const body = await refusedCreate(t.admin, await blogForm({}, [{ heading: ' ', description: 'Text' }]), 400);
      expect(body.errors?.map((e) => e.path)).toContain('content.0.heading');
    });

    it.each([
      [2, 1],
      [1, 2],
      [2, 0],
    ])('refuses %i sections with %i images (400)', async (count, images) => {
      const body = await refusedCreate(t.admin, await blogForm({}, sections(count), { images }), 400);
      expect(body.errors?.map((e) => e.path)).toContain('contentImages');
    });

    it.each(['bogus', 'BackOffice', ''])('refuses category %j (400)', async (category) => {
      const body = await refusedCreate(t.admin, await blogForm({ category }, sections(1)), 400);
      expect(body.errors?.map((e) => e.path)).toContain('category');
    });

    it('is refused to visitors (401) and to non-admins (403)', async () => {
      await refusedCreate(t.anon, await blogForm({}, sections(1)), 401);
      await refusedCreate(await nonAdminClient(t.server), await blogForm({}, sections(1)), 403);
    });
  });

  describe('PUT /api/v1/blogs/:id', () => {
    type UpdateItem = { heading: string; description: string; image?: string; hasNewImage?: boolean };

    /** An update form: the blog fields, the content JSON, optionally a new icon and new section images. */
    const updateForm = async (content: UpdateItem[], opts: { fields?: Record<string, string>; icon?: Buffer; images?: Buffer[] } = {}) => {
      const form = await blogForm(
        { title: 'Updated title', heading: 'Updated heading', description: 'Updated text', author: 'Ravi', category: 'others', ...opts.fields },
        content,
        { icon: false, images: 0 },
      );
      if (opts.icon) form.append('iconImage', fileBlob(opts.icon, 'video/webm'), 'icon.webm');
      (opts.images ?? []).forEach((bytes, i) => form.append('contentImages', fileBlob(bytes, 'image/png'), `n${i}.png`));
      return form;
    };
    const put = (client: Client, id: string, form: FormData) => client.put<BlogReply>(`/api/v1/blogs/${id}`, { form });

    it('updates the fields and keeps every image when no section brings a new one', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 2);
      const filesBefore = await uploadedFiles(t.server);
      const res = await put(t.admin, made._id, await updateForm([
        { heading: 'New 1', description: '<p>D1</p>' },
        { heading: 'New 2', description: '<p>D2</p>', hasNewImage: false },
      ]));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Blog updated successfully!' });
      const expected = {
        title: 'Updated title',
        heading: 'Updated heading',
        description: 'Updated text',
        author: 'Ravi',
        category: 'others',
        iconImage: made.iconImage,
        content: [
          { heading: 'New 1', description: '<p>D1</p>', image: made.content[0].image },
          { heading: 'New 2', description: '<p>D2</p>', image: made.content[1].image },
        ],
      };
      expect(res.body.data).toMatchObject(expected);
      expect((await getBlog(made._id)).body.data).toMatchObject(expected);
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
    });

    it('gives the uploaded files, in order, to the sections marked hasNewImage; the replaced files go once no revision names them', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 3);
      const [a, b, c] = made.content.map((s) => s.image);
      const red = await pngBytes('#ff0000');
      const green = await pngBytes('#00ff00');
      const res = await put(t.admin, made._id, await updateForm(
        [
          { heading: 'One', description: '<p>x</p>', hasNewImage: true },
          { heading: 'Two', description: '<p>x</p>' },
          { heading: 'Three', description: '<p>x</p>', hasNewImage: true },
        ],
        { images: [red, green] },
      ));
      expect(res.status).toBe(200);
      const images = (await getBlog(made._id)).body.data.content.map((s) => s.image);
      expect(images).toEqual(res.body.data.content.map((s) => s.image));
      expect(images[1]).toBe(b);
      expect([a, b, c]).not.toContain(images[0]);
      expect([a, b, c]).not.toContain(images[2]);
      expect(await samePicture(await bytesAt(images[0]), red)).toBe(true);
      expect(await samePicture(await bytesAt(images[2]), green)).toBe(true);
      const files = await uploadedFiles(t.server);
      expect(files).toEqual(expect.arrayContaining(images.map(fileName)));
      await expectKeptUntilItemDeleted(t.server, t.admin, `/api/v1/blogs/${made._id}`, [a, c]);
      expect((await t.anon.get(a)).status).toBe(404);
    });

    it('keeps the image a section names, wherever the section moves', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 2);
      const [a, b] = made.content.map((s) => s.image);
      const filesBefore = await uploadedFiles(t.server);
      const res = await put(t.admin, made._id, await updateForm([
        { heading: 'Was second', description: '<p>x</p>', image: b },
        { heading: 'Was first', description: '<p>x</p>', image: a },
      ]));
      expect(res.status).toBe(200);
      expect((await getBlog(made._id)).body.data.content).toEqual([
        { heading: 'Was second', description: '<p>x</p>', image: b, imageAlt: 'Section picture 2' },
        { heading: 'Was first', description: '<p>x</p>', image: a, imageAlt: 'Section picture 1' },
      ]);
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
    });

    it('adds a section with a new image and keeps the others by position', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      const res = await put(t.admin, made._id, await updateForm(
        [
          { heading: 'Kept', description: '<p>x</p>' },
          { heading: 'Added', description: '<p>x</p>', hasNewImage: true },
        ],
        { images: [await pngBytes('#0000ff')] },
      ));
      expect(res.status).toBe(200);
      const content = (await getBlog(made._id)).body.data.content;
      expect(content.map((s) => s.heading)).toEqual(['Kept', 'Added']);
      expect(content[0].image).toBe(made.content[0].image);
      expect(content[1].image).toMatch(/^\/uploads\/[^/]+\.png$/);
      expect(content[1].image).not.toBe(made.content[0].image);
    });

    it('drops the image of a removed section (on disk while a revision names it), unless a remaining section still uses it', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 3);
      const [a, b, c] = made.content.map((s) => s.image);
      const res = await put(t.admin, made._id, await updateForm([{ heading: 'Only one left', description: '<p>x</p>', image: c }]));
      expect(res.status).toBe(200);
      expect((await getBlog(made._id)).body.data.content).toEqual([{ heading: 'Only one left', description: '<p>x</p>', image: c, imageAlt: 'Section picture 3' }]);
      expect(await uploadedFiles(t.server)).toContain(fileName(c));
      await expectKeptUntilItemDeleted(t.server, t.admin, `/api/v1/blogs/${made._id}`, [a, b, c]);
    });

    it('replaces the icon; the old icon file goes once no revision names it', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      const res = await put(t.admin, made._id, await updateForm([{ heading: 'Same', description: '<p>x</p>' }], { icon: webmBytes() }));
      expect(res.status).toBe(200);
      const iconImage = (await getBlog(made._id)).body.data.iconImage;
      expect(iconImage).toMatch(/^\/uploads\/[^/]+\.webm$/);
      expect(iconImage).not.toBe(made.iconImage);
      expect((await t.anon.get(iconImage)).status).toBe(200);
      const files = await uploadedFiles(t.server);
      expect(files).toContain(fileName(iconImage));
      await expectKeptUntilItemDeleted(t.server, t.admin, `/api/v1/blogs/${made._id}`, [made.iconImage, iconImage]);
      expect((await t.anon.get(made.iconImage)).status).toBe(404);
    });

    const refusedUpdate = async (client: Client, id: string, form: FormData, status: number) => {
      const before = (await getBlog(id)).body.data;
      const filesBefore = await uploadedFiles(t.server);
      const res = await client.put<ErrorBody>(`/api/v1/blogs/${id}`, { form });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect((await getBlog(id)).body.data).toEqual(before);
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
      return res.body;
    };

    it("refuses a section naming an upload that is neither the blog's nor in the media library (400), changing nothing", async () => {
      const made = await buildBlog(t.admin, 'backOffice', 2);
      const form = await updateForm(
        [
          { heading: 'New', description: '<p>x</p>', hasNewImage: true },
          { heading: 'Unknown', description: '<p>x</p>', image: `/uploads/${'0'.repeat(32)}_16x16.png` },
        ],
        { icon: webmBytes(), images: [await pngBytes()] },
      );
      const body = await refusedUpdate(t.admin, made._id, form, 400);
      expect(body.errors?.map((e) => e.path)).toContain('content.1.image');
    });

    it('refuses a section naming a path outside the uploads (400), changing nothing', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      await refusedUpdate(t.admin, made._id, await updateForm([{ heading: 'x', description: '<p>x</p>', image: '/etc/passwd' }]), 400);
    });

    it.each([
      [1, 0],
      [0, 1],
      [1, 2],
    ])('refuses %i section(s) marked hasNewImage with %i file(s) (400), changing nothing', async (marked, files) => {
      const made = await buildBlog(t.admin, 'backOffice', 2);
      const content = [
        { heading: 'A', description: '<p>x</p>', hasNewImage: marked > 0 },
        { heading: 'B', description: '<p>x</p>' },
      ];
      const images = await Promise.all(Array.from({ length: files }, () => pngBytes()));
      const body = await refusedUpdate(t.admin, made._id, await updateForm(content, { images }), 400);
      expect(body.errors?.map((e) => e.path)).toContain('contentImages');
    });

    it('refuses a new section without an image (400), changing nothing', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      const form = await updateForm([
        { heading: 'A', description: '<p>x</p>' },
        { heading: 'B without image', description: '<p>x</p>' },
      ]);
      await refusedUpdate(t.admin, made._id, form, 400);
    });

    it('refuses an image as the new icon (415), changing nothing', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      await refusedUpdate(t.admin, made._id, await updateForm([{ heading: 'A', description: '<p>x</p>' }], { icon: await pngBytes() }), 415);
    });

    it('refuses an empty content list and an unknown category (400), changing nothing', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      const empty = await refusedUpdate(t.admin, made._id, await updateForm([]), 400);
      expect(empty.message).toBe('At least one content block is required.');
      const bogus = await refusedUpdate(t.admin, made._id, await updateForm([{ heading: 'A', description: '<p>x</p>' }], { fields: { category: 'bogus' } }), 400);
      expect(bogus.errors?.map((e) => e.path)).toContain('category');
    });

    it('answers 404 for a blog that does not exist', async () => {
      const res = await put(t.admin, UNKNOWN_ID, await updateForm([{ heading: 'A', description: '<p>x</p>', hasNewImage: true }], { images: [await pngBytes()] }));
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('is refused to visitors (401) and to non-admins (403)', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      await refusedUpdate(t.anon, made._id, await updateForm([{ heading: 'A', description: '<p>x</p>' }]), 401);
      await refusedUpdate(await nonAdminClient(t.server), made._id, await updateForm([{ heading: 'A', description: '<p>x</p>' }]), 403);
    });
  });

  describe('DELETE /api/v1/blogs/:id', () => {
    it('deletes the blog with its icon and section image files', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 2);
      const res = await t.admin.delete<{ success: boolean }>(`/api/v1/blogs/${made._id}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await getBlog(made._id)).status).toBe(404);
      expect((await list()).map((b) => b._id)).not.toContain(made._id);
      const files = await uploadedFiles(t.server);
      for (const p of [made.iconImage, ...made.content.map((s) => s.image)]) {
        expect(files).not.toContain(fileName(p));
        expect((await t.anon.get(p)).status).toBe(404);
      }
    });

    it('answers 404 for a blog that does not exist', async () => {
      const res = await t.admin.delete<ErrorBody>(`/api/v1/blogs/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('is refused to visitors (401) and to non-admins (403), keeping the blog and its files', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      expect((await t.anon.delete(`/api/v1/blogs/${made._id}`)).status).toBe(401);
      expect((await (await nonAdminClient(t.server)).delete(`/api/v1/blogs/${made._id}`)).status).toBe(403);
      expect((await getBlog(made._id)).body.data).toEqual(made);
      const files = await uploadedFiles(t.server);
      expect(files).toContain(fileName(made.iconImage));
      expect(files).toContain(fileName(made.content[0].image));
    });
  });
});
