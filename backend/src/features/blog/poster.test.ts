import { describe, expect, it } from 'vitest';
import type { BlogDto } from '@itsite/shared/contract';
import { blogForm } from '../../test/factories.js';
import { DB_KINDS, expectKeptUntilItemDeleted, fileBlob, pngBytes, samePicture, uploadedFiles, webmBytes, withServer } from '../../test/harness.js';

type BlogReply = { data: BlogDto };
const fileName = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);
const section = [{ heading: 'Section 1', description: 'Text 1' }];

/** A blog's icon video comes with a poster (a still the admin took from it), kept in step with the video. */
describe.each(DB_KINDS)('blog icon posters [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  const withPoster = async (form: FormData, color = '#ff8a3d') => {
    form.append('iconPoster', fileBlob(await pngBytes(color), 'image/png'), 'poster.png');
    return form;
  };
  const create = async (poster: boolean) => {
    const form = await blogForm({}, section);
    const res = await t.admin.post<BlogReply>('/api/v1/blogs', { form: poster ? await withPoster(form) : form });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const update = async (blog: BlogDto, opts: { icon?: boolean; poster?: string }) => {
    const form = await blogForm({ title: blog.title }, [{ ...section[0], image: blog.content[0]?.image }], { icon: opts.icon ?? false, images: 0 });
    const res = await t.admin.put<BlogReply>(`/api/v1/blogs/${blog._id}`, { form: opts.poster ? await withPoster(form, opts.poster) : form });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('stores the poster as a re-encoded image served beside the video, and answers it with the blog', async () => {
    const blog = await create(true);
    expect(blog.iconPoster).toMatch(/^\/uploads\/[^/]+\.png$/);
    const served = await t.anon.get(blog.iconPoster);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await (await fetch(t.server.url + blog.iconPoster)).arrayBuffer());
    expect(await samePicture(bytes, await pngBytes('#ff8a3d'))).toBe(true);
    expect((await t.anon.get<BlogReply>(`/api/v1/blogs/${blog._id}`)).body.data.iconPoster).toBe(blog.iconPoster);
  });

  it('leaves a blog sent without a poster with none', async () => {
    expect((await create(false)).iconPoster).toBe('');
  });

  it('drops the old poster with its video when a new video comes without one; the file goes once no revision names it', async () => {
    const blog = await create(true);
    const updated = await update(blog, { icon: true });
    expect(updated.iconImage).not.toBe(blog.iconImage);
    expect(updated.iconPoster).toBe('');
    await expectKeptUntilItemDeleted(t.server, t.admin, `/api/v1/blogs/${blog._id}`, [blog.iconPoster]);
  });

  it('replaces only the poster when one comes alone, and keeps it when nothing media-related changes', async () => {
    const blog = await create(true);
    const replaced = await update(blog, { poster: '#14b8a6' });
    expect(replaced.iconImage).toBe(blog.iconImage);
    expect(replaced.iconPoster).toMatch(/^\/uploads\/[^/]+\.png$/);
    expect(replaced.iconPoster).not.toBe(blog.iconPoster);
    const kept = await update(replaced, {});
    expect(kept.iconPoster).toBe(replaced.iconPoster);
    await expectKeptUntilItemDeleted(t.server, t.admin, `/api/v1/blogs/${blog._id}`, [blog.iconPoster, replaced.iconPoster]);
  });

  it('refuses a poster that is not an image (415) and stores nothing', async () => {
    const before = await uploadedFiles(t.server);
    const form = await blogForm({}, section);
    form.append('iconPoster', fileBlob(webmBytes(), 'image/png'), 'poster.png');
    const res = await t.admin.post<{ errors: Array<{ path: string }> }>('/api/v1/blogs', { form });
    expect(res.status).toBe(415);
    expect(res.body.errors.map((e) => e.path)).toEqual(['iconPoster']);
    expect(await uploadedFiles(t.server)).toEqual(before);
  });

  it('removes the poster with the blog', async () => {
    const blog = await create(true);
    expect((await t.admin.delete(`/api/v1/blogs/${blog._id}`)).status).toBe(200);
    expect(await uploadedFiles(t.server)).not.toContain(fileName(blog.iconPoster));
  });
});
