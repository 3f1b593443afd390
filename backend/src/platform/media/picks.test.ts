import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogDto, MediaItemDto, ProductDto, SecondSectionDto, SettingsDto } from '@itsite/shared/contract';
import { SecondSectionEntity } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { blogForm, buildBlog, buildCategory, buildProduct, productForm } from '../../test/factories.js';
import { Client, DB_KINDS, fileBlob, pngBytes, uploadedFiles, webmBytes, withServer } from '../../test/harness.js';

type ErrorBody = { success: false; message: string; errors?: Array<{ path: string; message: string }> };
const fileName = (p: string) => p.slice(p.lastIndexOf('/') + 1);

/**
 * Choosing from the media library in an image field (issue 14): a form names a library item's path
 * instead of uploading. The item must be an image with alt text; once chosen, the library keeps it
 * when the records using it let it go.
 */
describe.each(DB_KINDS)('images chosen from the media library [%s]', (kind) => {

  let categoryId: string;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    categoryId = (await buildCategory(t.admin))._id;
  });

  /** One image uploaded through the Media screen. */
  const libraryImage = async (alt: string, color = '#2478E7'): Promise<MediaItemDto> => {
    const form = new FormData();
    form.append('images', fileBlob(await pngBytes(color), 'image/png'), 'library.png');
    form.append('alts', JSON.stringify([alt]));
    const res = await t.admin.post<{ data: MediaItemDto[] }>('/api/v1/admin/media', { form });
    expect(res.status).toBe(201);
    return res.body.data[0];
  };
  const libraryVideo = async (): Promise<MediaItemDto> => {
    const form = new FormData();
    form.append('videos', fileBlob(webmBytes(), 'video/webm'), 'loop.webm');
    return (await t.admin.post<{ data: MediaItemDto[] }>('/api/v1/admin/media', { form })).body.data[0];
  };
  const usage = async (path: string) => (await t.admin.get<{ data: MediaItemDto[] }>(`/api/v1/admin/media?q=${encodeURIComponent(fileName(path))}`)).body.data.find((i) => i.path === path);
  const productFields = { description: '<p>Picked</p>', price: '100', ratings: '4', stock: '1' };
  const createProduct = async (fields: Record<string, string>, uploads = 0) =>
    t.admin.post<{ product: ProductDto } & ErrorBody>('/api/v1/admin/product/new', { form: await productForm({ name: `Picked ${Math.random()}`, ...productFields, category: categoryId, ...fields }, uploads) });
  const updateProduct = async (id: string, fields: Record<string, string>, uploads = 0) =>
    t.admin.put<{ product: ProductDto } & ErrorBody>(`/api/v1/admin/product/${id}`, { form: await productForm({ name: 'Picked again', ...productFields, category: categoryId, ...fields }, uploads) });

  it('makes a product from a library image and an upload, in that order, showing the image with its alt text', async () => {
    const item = await libraryImage('A laptop on a desk');
    const res = await createProduct({ keepImages: JSON.stringify([item.path]) }, 1);
    expect(res.status).toBe(201);
    expect(res.body.product.image).toHaveLength(2);
    expect(res.body.product.image[0]).toBe(item.path);
    expect(res.body.product.imageAlt).toEqual(['A laptop on a desk', 'Product picture 1']);
    const read = await new Client(t.server.url).get<{ product: ProductDto }>(`/api/v1/product/${res.body.product._id}`);
    expect(read.body.product.imageAlt?.[0]).toBe('A laptop on a desk');
    expect((await usage(item.path))?.usedBy).toEqual([{ type: 'product', id: res.body.product._id, title: res.body.product.name, field: 'image' }]);
  });

  it('keeps a chosen image in the library when its product lets it go or is deleted', async () => {
    const item = await libraryImage('A server room');
    const made = (await createProduct({ keepImages: JSON.stringify([item.path]) })).body.product;
    const dropped = await updateProduct(made._id, { keepImages: '[]' }, 1);
    expect(dropped.status).toBe(200);
    expect(dropped.body.product.image).not.toContain(item.path);
    expect(await uploadedFiles(t.server)).toContain(fileName(item.path));
    expect(await usage(item.path)).toMatchObject({ usedBy: [] });

    const again = (await createProduct({ keepImages: JSON.stringify([item.path]) })).body.product;
    expect((await t.admin.delete(`/api/v1/admin/product/${again._id}`)).status).toBe(200);
    expect(await uploadedFiles(t.server)).toContain(fileName(item.path));
    expect((await fetch(t.server.url + item.path)).status).toBe(200);
  });

  it("reuses another product's image: it stays while either uses it, and a form's own upload still goes with its last user", async () => {
    const first = await buildProduct(t.admin, categoryId);
    const shared = first.image[0];
    const second = await updateProduct((await buildProduct(t.admin, categoryId))._id, { keepImages: JSON.stringify([shared]) });
    expect(second.status).toBe(200);
    expect(second.body.product.image).toEqual([shared]);
    // The first product lets it go: the second still shows it.
    await updateProduct(first._id, { keepImages: '[]' }, 1);
    expect(await uploadedFiles(t.server)).toContain(fileName(shared));

    // An upload nobody chose from the library goes with the last record that used it (and its revisions).
    const owner = await buildProduct(t.admin, categoryId);
    await t.admin.delete(`/api/v1/admin/product/${owner._id}`);
    expect(await uploadedFiles(t.server)).not.toContain(fileName(owner.image[0]));
  });

  it('refuses a path that is no library image, a video, or an image without alt text (400 naming the field), storing nothing', async () => {
    const noAlt = await libraryImage('');
    const video = await libraryVideo();
    const product = await buildProduct(t.admin, categoryId);
    const filesBefore = await uploadedFiles(t.server);
    for (const path of ['/uploads/nothing-here.png', '/etc/passwd', video.path, noAlt.path]) {
      const made = await createProduct({ keepImages: JSON.stringify([path]) }, 1);
      expect(made.status).toBe(400);
      expect(made.body.errors?.map((e) => e.path)).toEqual(['keepImages']);
      const updated = await updateProduct(product._id, { keepImages: JSON.stringify([product.image[0], path]) });
      expect(updated.status).toBe(400);
    }
    expect((await createProduct({ keepImages: JSON.stringify([noAlt.path]) })).body.message).toMatch(/alt text/i);
    expect(await uploadedFiles(t.server)).toEqual(filesBefore);
    const read = await t.admin.get<{ product: ProductDto }>(`/api/v1/product/${product._id}`);
    expect(read.body.product.image).toEqual(product.image);
    // More images than a product holds, chosen or uploaded, is refused too.
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => libraryImage(`Picture ${i}`, `#0000${String(10 + i)}`)));
    expect((await createProduct({ keepImages: JSON.stringify(many.map((m) => m.path)) }, 1)).status).toBe(400);
  });

  it('makes and edits a blog whose section images come from the library', async () => {
    const first = await libraryImage('A whiteboard sketch');
    const second = await libraryImage('A team meeting');
    const form = await blogForm({}, [
      { heading: 'Chosen', description: '<p>From the library</p>', image: first.path },
      { heading: 'Uploaded', description: '<p>A new file</p>' },
    ], { images: 1 });
    const made = await t.admin.post<{ data: BlogDto } & ErrorBody>('/api/v1/blogs', { form });
    expect(made.status).toBe(201);
    expect(made.body.data.content[0]).toMatchObject({ image: first.path, imageAlt: 'A whiteboard sketch' });
    expect(made.body.data.content[1].imageAlt).toBe('Section picture 2');

    const edit = await blogForm({}, [{ heading: 'Chosen', description: '<p>Swapped</p>', image: second.path }, { heading: 'Uploaded', description: '<p>Kept</p>', image: made.body.data.content[1].image }], { icon: false, images: 0 });
    const updated = await t.admin.put<{ data: BlogDto } & ErrorBody>(`/api/v1/blogs/${made.body.data._id}`, { form: edit });
    expect(updated.status).toBe(200);
    expect(updated.body.data.content.map((s) => s.image)).toEqual([second.path, made.body.data.content[1].image]);
    // The image it let go was chosen from the library: it is still there.
    expect(await uploadedFiles(t.server)).toContain(fileName(first.path));

    const bad = await blogForm({}, [{ heading: 'Bad', description: '<p>x</p>', image: '/uploads/missing.png' }], { images: 0 });
    const refused = await t.admin.post<ErrorBody>('/api/v1/blogs', { form: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.path)).toEqual(['content.0.image']);
  });

  it('sets the home banner and a portrait from the library; an upload and a choice at once is a 400', async () => {
    const item = await libraryImage('Our office at dusk');
    // The banner is seeded, not made through the API.
    const [imgSrc] = await t.server.running.deps.media.write([{ buffer: await pngBytes(), ext: 'png' }]);
    const banner = { _id: newId(), title: 'Our expertise', para: 'Ten years of IT services.' };
    await t.server.running.db.getRepository(SecondSectionEntity).insert({ id: banner._id, title: banner.title, para: banner.para, imgSrc, createdAt: new Date(), updatedAt: new Date() });
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: banner.title, para: banner.para, libraryImage: item.path })) form.append(k, v);
    const res = await t.admin.put<{ data: SecondSectionDto }>(`/api/v1/second-sections/${banner._id}`, { form });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ imgSrc: item.path, imgAlt: 'Our office at dusk' });

    const portrait = new FormData();
    portrait.append('libraryImage', item.path);
    const set = await t.admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/founder', { form: portrait });
    expect(set.status).toBe(200);
    expect(set.body.settings.founderPortrait).toBe(item.path);
    expect((await usage(item.path))?.usedBy.map((u) => u.type).sort()).toEqual(['portrait', 'secondSection']);

    const both = new FormData();
    both.append('libraryImage', item.path);
    both.append('image', fileBlob(await pngBytes(), 'image/png'), 'p.png');
    const refused = await t.admin.put<ErrorBody>('/api/v1/admin/settings/portraits/coFounder', { form: both });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.path).toBe('libraryImage');
    const video = new FormData();
    video.append('libraryImage', (await libraryVideo()).path);
    expect((await t.admin.put<ErrorBody>('/api/v1/admin/settings/portraits/coFounder', { form: video })).status).toBe(400);
  });

  it('leaves the blog factory and a plain re-upload as they were: every section without a library image takes a file', async () => {
    const blog = await buildBlog(t.admin, 'backOffice', 2);
    expect(blog.content.every((s) => s.image.startsWith('/uploads/'))).toBe(true);
    const short = await t.admin.post<ErrorBody>('/api/v1/blogs', { form: await blogForm({}, [{ heading: 'One', description: '<p>x</p>' }], { images: 0 }) });
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]?.path).toBe('contentImages');
  });
});
