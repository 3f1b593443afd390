import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, SecondSectionDto } from '@itsite/shared/contract';
import { SecondSectionEntity } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { Client, DB_KINDS, fileBlob, nonAdminClient, pngBytes, samePicture, uploadedFiles, webmBytes, withServer } from '../../test/harness.js';

const UNKNOWN_ID = '000000000000000000000000';
const fileName = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);

type SectionReply = { success: boolean; message: string; data: SecondSectionDto };

describe.each(DB_KINDS)('second sections [%s]', (kind) => {

  let id: string;

  const t = withServer(kind, { login: 'web' });

  /** The API has no create route (the record is seeded), so each test gets a fresh row written here. */
  beforeEach(async () => {
    const [imgSrc] = await t.server.running.deps.media.write([{ buffer: await pngBytes(), ext: 'png' }]);
    const now = new Date();
    id = newId();
    await t.server.running.db.getRepository(SecondSectionEntity).insert({
      id,
      title: 'Our expertise',
      para: 'Ten years of IT services.',
      imgSrc,
      createdAt: now,
      updatedAt: now,
    });
  });

  const getOne = (sectionId: string) => t.anon.get<SectionReply>(`/api/v1/second-sections/${sectionId}`);
  const current = async () => (await getOne(id)).body.data;
  const form = (fields: Record<string, string>, image?: Blob) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (image) f.append('imgSrc', image, 'banner.png');
    // A new image says what it shows, unless the test says otherwise.
    if (image && !('imgAlt' in fields)) f.append('imgAlt', 'Engineers at a whiteboard');
    return f;
  };

  describe('GET /api/v1/second-sections', () => {
    it('lists the sections to anyone', async () => {
      const res = await t.anon.get<{ success: boolean; data: SecondSectionDto[] }>('/api/v1/second-sections');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toContainEqual({
        _id: id,
        title: 'Our expertise',
        para: 'Ten years of IT services.',
        imgSrc: expect.stringMatching(/^\/uploads\/[^/]+\.png$/),
        imgAlt: '',
        updatedAt: expect.any(String),
      });
    });
  });

  describe('GET /api/v1/second-sections/:id', () => {
    it('answers one section with an image that is served', async () => {
      const res = await getOne(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { _id: id, title: 'Our expertise', para: 'Ten years of IT services.', imgSrc: expect.any(String), imgAlt: '', updatedAt: expect.any(String) },
      });
      const image = await t.anon.get(res.body.data.imgSrc);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it('answers 404 for a section that does not exist', async () => {
      const res = await t.anon.get<ErrorBody>(`/api/v1/second-sections/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });
  });

  describe('PUT /api/v1/second-sections/:id', () => {
    it('updates title and paragraph and keeps the image when none is sent', async () => {
      const before = await current();
      const filesBefore = await uploadedFiles(t.server);
      const res = await t.admin.put<SectionReply>(`/api/v1/second-sections/${id}`, { form: form({ title: 'New title', para: 'New paragraph' }) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Updated successfully!', data: { _id: id, title: 'New title', para: 'New paragraph', imgSrc: before.imgSrc } });
      expect(await current()).toMatchObject({ title: 'New title', para: 'New paragraph', imgSrc: before.imgSrc });
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
    });

    it('replaces the image with a new one and deletes the old file', async () => {
      const before = await current();
      const red = await pngBytes('#ff0000');
      const res = await t.admin.put<SectionReply>(`/api/v1/second-sections/${id}`, {
        form: form({ title: 'With image', para: 'P' }, fileBlob(red, 'image/png')),
      });
      expect(res.status).toBe(200);
      const { imgSrc, imgAlt } = await current();
      expect(res.body.data.imgSrc).toBe(imgSrc);
      expect(imgAlt).toBe('Engineers at a whiteboard');
      expect(imgSrc).toMatch(/^\/uploads\/[^/]+\.png$/);
      expect(imgSrc).not.toBe(before.imgSrc);
      const served = Buffer.from(await (await fetch(t.server.url + imgSrc)).arrayBuffer());
      expect(await samePicture(served, red)).toBe(true);
      const files = await uploadedFiles(t.server);
      expect(files).toContain(fileName(imgSrc));
      expect(files).not.toContain(fileName(before.imgSrc));
      expect((await t.anon.get(before.imgSrc)).status).toBe(404);
    });

    const refusedUpdate = async (client: Client, f: FormData, status: number) => {
      const before = await current();
      const filesBefore = await uploadedFiles(t.server);
      const res = await client.put<ErrorBody>(`/api/v1/second-sections/${id}`, { form: f });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(await current()).toEqual(before);
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
      return res.body;
    };

    it('refuses a new image without alt text (400 naming imgAlt), changing nothing', async () => {
      const body = await refusedUpdate(t.admin, form({ title: 'T', para: 'P', imgAlt: '  ' }, fileBlob(await pngBytes(), 'image/png')), 400);
      expect(body.errors?.map((e) => e.path)).toEqual(['imgAlt']);
    });

    it('refuses a video as image (415), changing nothing', async () => {
      const body = await refusedUpdate(t.admin, form({ title: 'T', para: 'P' }, fileBlob(webmBytes(), 'image/png')), 415);
      expect(body.errors?.map((e) => e.path)).toContain('imgSrc');
    });

    it.each([
      [{ title: '', para: 'P' }, 'title'],
      [{ title: '   ', para: 'P' }, 'title'],
      [{ title: 'T', para: '' }, 'para'],
      [{ para: 'P' }, 'title'],
    ])('refuses bad input %# with 400 naming the field, changing nothing', async (fields, field) => {
      const body = await refusedUpdate(t.admin, form(fields, fileBlob(await pngBytes(), 'image/png')), 400);
      expect(body.errors?.map((e) => e.path)).toContain(field);
    });

    it('answers 404 for a section that does not exist', async () => {
      const filesBefore = await uploadedFiles(t.server);
      const res = await t.admin.put<ErrorBody>(`/api/v1/second-sections/${UNKNOWN_ID}`, {
        form: form({ title: 'T', para: 'P' }, fileBlob(await pngBytes(), 'image/png')),
      });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
      expect(await uploadedFiles(t.server)).toEqual(filesBefore);
    });

    it('is refused to visitors (401) and to non-admins (403), changing nothing', async () => {
      await refusedUpdate(t.anon, form({ title: 'Anon', para: 'P' }, fileBlob(await pngBytes(), 'image/png')), 401);
      await refusedUpdate(await nonAdminClient(t.server), form({ title: 'User', para: 'P' }, fileBlob(await pngBytes(), 'image/png')), 403);
    });

    it('refuses a cookie session without the X-XSRF-TOKEN header (403), changing nothing', async () => {
      await refusedUpdate(new Client(t.server.url, { cookie: t.admin.auth.cookie }), form({ title: 'Forged', para: 'P' }), 403);
    });
  });
});
