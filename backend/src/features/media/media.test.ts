import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_USES_COUNT_CAP, MEDIA_USES_SHOWN, type BlogDto, type MediaInUseReply, type MediaItemDto, type MediaListReply, type ProductDto } from '@itsite/shared/contract';
import { MediaEntity, ProductEntity, ProductImageEntity } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { CLEANUP_GRACE_MS } from './library-commands.js';
import { blogForm, buildBlog, buildCategory, buildProduct, productFields, productForm, productRow } from '../../test/factories.js';
import { Client, DB_KINDS, fileBlob, pngBytes, staffClient, uploadedFiles, webmBytes, withServer } from '../../test/harness.js';

type Items = { success: boolean; message: string; data: MediaItemDto[] };
type Item = { success: boolean; message: string; data: MediaItemDto };
const fileName = (p: string) => p.slice(p.lastIndexOf('/') + 1);

describe.each(DB_KINDS)('media library [%s]', (kind) => {

  let categoryId: string;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    categoryId = (await buildCategory(t.admin))._id;
  });

  const upload = async (client: Client, files: Array<{ field: 'images' | 'videos'; blob: Blob; name: string }>, alts?: string[]) => {
    const form = new FormData();
    for (const f of files) form.append(f.field, f.blob, f.name);
    if (alts) form.append('alts', JSON.stringify(alts));
    return client.post<Items>('/api/v1/admin/media', { form });
  };
  const png = async (color?: string) => ({ field: 'images' as const, blob: fileBlob(await pngBytes(color), 'image/png'), name: 'team.png' });
  const list = (query = '') => t.admin.get<MediaListReply>(`/api/v1/admin/media${query}`);
  /** Makes an item old enough for the clean-up (which spares items younger than its grace). */
  const age = (id: string) =>
    t.server.running.db.getRepository(MediaEntity).update({ id }, { createdAt: new Date(Date.now() - CLEANUP_GRACE_MS - 60_000) });

  it('records each uploaded file as an item: kind, type, size, dimensions, alt text and uploader', async () => {
    const res = await upload(t.admin, [await png(), { field: 'videos', blob: fileBlob(webmBytes(), 'video/webm'), name: 'loop.webm' }], ['Our team at work']);
    expect(res.status).toBe(201);
    const [image, video] = res.body.data;
    expect(image).toMatchObject({ kind: 'image', mime: 'image/png', width: 16, height: 16, alt: 'Our team at work', usedBy: [], usedByCount: 0, keptByRevisions: 0 });
    expect(image.bytes).toBeGreaterThan(0);
    expect(image.uploadedBy?.name).toBeTruthy();
    // Staff's own files, not demo content.
    expect([image.demo, video.demo]).toEqual([false, false]);
    expect(video).toMatchObject({ kind: 'video', mime: 'video/webm', width: null, height: null, alt: '', bytes: webmBytes().length });
    expect(await uploadedFiles(t.server)).toContain(fileName(image.path));
    const served = await fetch(t.server.url + image.path);
    expect(served.status).toBe(200);
  });

  it('keeps the name each file had on the uploader\'s computer, shows it and finds the item by it', async () => {
    const bytes = await pngBytes('#123456');
    const res = await upload(t.admin, [
      { field: 'images', blob: fileBlob(bytes, 'image/png'), name: 'product2.jpg' },
      { field: 'images', blob: fileBlob(bytes, 'image/png'), name: 'Café menu ₹.png' },
      { field: 'images', blob: fileBlob(bytes, 'image/png'), name: 'C:\\Users\\me\\logo final.png' },
    ], ['Product two', 'The menu', 'The logo']);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The stored files keep random names; the items keep what the uploader called them.
    expect(res.body.data.map((i) => i.originalName)).toEqual(['product2.jpg', 'Café menu ₹.png', 'logo final.png']);
    expect(res.body.data[0].name).not.toContain('product2');
    const found = (await list('?q=product2')).body.data;
    expect(found.map((i) => i._id)).toEqual([res.body.data[0]._id]);
    expect((await list(`?q=${encodeURIComponent('Café')}`)).body.data.map((i) => i._id)).toEqual([res.body.data[1]._id]);
  });

  it("records a product form's uploads too, used by that product", async () => {
    const product = await buildProduct(t.admin, categoryId);
    const res = await list(`?q=${encodeURIComponent(fileName(product.image[0]))}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      path: product.image[0],
      kind: 'image',
      usedBy: [{ type: 'product', id: product._id, title: product.name, field: 'image' }],
    });
  });

  it('lists newest first, one page at a time, by kind and searched in alt text', async () => {
    await upload(t.admin, [await png('#111111')], ['Zebra crossing outside the office']);
    await upload(t.admin, [await png('#222222')], ['Server rack in the data centre']);
    const first = await list('?limit=1');
    expect(first.body).toMatchObject({ page: 1, limit: 1, data: [{ alt: 'Server rack in the data centre' }] });
    expect(first.body.pages).toBe(first.body.total);
    const second = await list('?limit=1&page=2');
    expect(second.body.data[0].alt).toBe('Zebra crossing outside the office');

    const found = await list('?q=zebra');
    expect(found.body.data.map((i) => i.alt)).toEqual(['Zebra crossing outside the office']);
    const videos = await list('?kind=video');
    expect(videos.body.data.every((i) => i.kind === 'video')).toBe(true);
    expect(videos.body.counts.video).toBe(videos.body.total);
    expect(videos.body.counts.all).toBe(videos.body.counts.image + videos.body.counts.video);
  });

  it('refuses a bad query, an empty upload and too many alt texts with a 4xx naming the problem', async () => {
    expect((await list('?kind=pdf')).status).toBe(400);
    expect((await list('?limit=1000')).status).toBe(400);
    const empty = await t.admin.post<{ message: string }>('/api/v1/admin/media', { form: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/at least one/i);
    const extra = await upload(t.admin, [await png()], ['one', 'two']);
    expect(extra.status).toBe(400);
    const notImage = await upload(t.admin, [{ field: 'images', blob: fileBlob(Buffer.from('not an image'), 'image/png'), name: 'x.png' }]);
    expect(notImage.status).toBe(415);
  });

  it('changes alt text, at most 250 characters', async () => {
    const [item] = (await upload(t.admin, [await png()])).body.data;
    const res = await t.admin.patch<Item>(`/api/v1/admin/media/${item._id}`, { json: { alt: '  A blue square  ' } });
    expect(res.status).toBe(200);
    expect(res.body.data.alt).toBe('A blue square');
    expect((await list(`?q=${fileName(item.path)}`)).body.data[0].alt).toBe('A blue square');
    const long = await t.admin.patch<{ errors: Array<{ path: string }> }>(`/api/v1/admin/media/${item._id}`, { json: { alt: 'x'.repeat(251) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe('alt');
    expect((await t.admin.patch(`/api/v1/admin/media/000000000000000000000000`, { json: { alt: 'x' } })).status).toBe(404);
  });

  it("answers an image's alt text with the product and blog that show it, to visitors", async () => {
    const product = await buildProduct(t.admin, categoryId);
    const item = (await list(`?q=${fileName(product.image[0])}`)).body.data[0];
    await t.admin.patch(`/api/v1/admin/media/${item._id}`, { json: { alt: 'A boxed licence card' } });
    const anon = new Client(t.server.url);
    const one = await anon.get<{ product: ProductDto }>(`/api/v1/product/${product._id}`);
    expect(one.body.product.image).toEqual(product.image);
    expect(one.body.product.imageAlt).toEqual(['A boxed licence card']);
    const page = await anon.get<{ products: ProductDto[] }>(`/api/v1/products?keyword=${encodeURIComponent(product.name)}`);
    expect(page.body.products.find((p) => p._id === product._id)?.imageAlt).toEqual(['A boxed licence card']);

    const blog = await buildBlog(t.admin, 'backOffice', 1);
    const section = (await list(`?q=${fileName(blog.content[0].image)}`)).body.data[0];
    expect(section.usedBy).toEqual([{ type: 'blog', id: blog._id, title: blog.title, field: 'section image' }]);
    await t.admin.patch(`/api/v1/admin/media/${section._id}`, { json: { alt: 'A whiteboard plan' } });
    const read = await anon.get<{ data: BlogDto }>(`/api/v1/blogs/${blog._id}`);
    expect(read.body.data.content[0]).toMatchObject({ image: blog.content[0].image, imageAlt: 'A whiteboard plan' });
  });

  it('refuses to empty the alt text of an image a record shows (400 naming the field), and allows it for an unused one', async () => {
    const product = await buildProduct(t.admin, categoryId);
    const item = (await list(`?q=${fileName(product.image[0])}`)).body.data[0];
    await t.admin.patch(`/api/v1/admin/media/${item._id}`, { json: { alt: 'A licence card' } });
    const refused = await t.admin.patch<{ message: string; errors: Array<{ path: string }> }>(`/api/v1/admin/media/${item._id}`, { json: { alt: '   ' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(product.name);
    expect(refused.body.errors[0].path).toBe('alt');
    expect((await list(`?q=${fileName(item.path)}`)).body.data[0].alt).toBe('A licence card');

    const [loose] = (await upload(t.admin, [await png()], ['Something'])).body.data;
    expect((await t.admin.patch(`/api/v1/admin/media/${loose._id}`, { json: { alt: '' } })).status).toBe(200);
  });

  it('refuses (400, naming the section) a blog whose new section image has no alt text, storing nothing; the alt sent is answered', async () => {
    const before = await uploadedFiles(t.server);
    const content = [
      { heading: 'One', description: '<p>a</p>', imageAlt: 'A plan on a whiteboard' },
      { heading: 'Two', description: '<p>b</p>', imageAlt: ' ' },
    ];
    const refused = await t.admin.post<{ message: string; errors: Array<{ path: string }> }>('/api/v1/blogs', { form: await blogForm({}, content) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/alt text is required.*section 2/i);
    expect(refused.body.errors.map((e) => e.path)).toEqual(['content.1.imageAlt']);
    expect(await uploadedFiles(t.server)).toEqual(before);

    content[1].imageAlt = 'A team meeting';
    const made = await t.admin.post<{ data: BlogDto }>('/api/v1/blogs', { form: await blogForm({}, content) });
    expect(made.status).toBe(201);
    expect(made.body.data.content.map((s) => s.imageAlt)).toEqual(['A plan on a whiteboard', 'A team meeting']);
  });

  it('refuses to delete an item in use (409 naming where), and deletes it with its file once unused', async () => {
    const product = await buildProduct(t.admin, categoryId);
    const item = (await list(`?q=${fileName(product.image[0])}`)).body.data[0];
    const refused = await t.admin.delete<MediaInUseReply>(`/api/v1/admin/media/${item._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(product.name);
    expect(refused.body.usedBy).toEqual([{ type: 'product', id: product._id, title: product.name, field: 'image' }]);
    expect(await uploadedFiles(t.server)).toContain(fileName(item.path));

    const [loose] = (await upload(t.admin, [await png()])).body.data;
    const deleted = await t.admin.delete(`/api/v1/admin/media/${loose._id}`);
    expect(deleted.status).toBe(200);
    expect(await uploadedFiles(t.server)).not.toContain(fileName(loose.path));
    expect((await list(`?q=${fileName(loose.path)}`)).body.total).toBe(0);
  });

  it('names the first few records using a widely shared file and counts them all, in the list and the refusal', async () => {
    const [shared] = (await upload(t.admin, [await png('#333333')], ['A shared placeholder'])).body.data;
    // Sixteen products showing the same image (as thousands can at scale), written straight to the tables.
    const repo = t.server.running.db.getRepository(ProductEntity);
    const at = Date.now();
    const rows = Array.from({ length: MEDIA_USES_SHOWN + 6 }, (_, i) => productRow(new Date(at), categoryId, { id: newId(at + i), name: `Shared image product ${i}` }));
    await repo.insert(rows);
    await t.server.running.db.getRepository(ProductImageEntity).insert(rows.map((r) => ({ productId: r.id, position: 0, path: shared.path })));

    const item = (await list(`?q=${fileName(shared.path)}`)).body.data[0];
    expect(item.usedByCount).toBe(MEDIA_USES_SHOWN + 6);
    expect(item.usedBy).toHaveLength(MEDIA_USES_SHOWN);
    expect(item.usedBy.every((u) => u.type === 'product' && u.title.startsWith('Shared image product'))).toBe(true);
    const refused = await t.admin.delete<MediaInUseReply>(`/api/v1/admin/media/${item._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ usedByCount: MEDIA_USES_SHOWN + 6 });
    expect(refused.body.usedBy).toHaveLength(MEDIA_USES_SHOWN);
    expect(refused.body.message).toMatch(/and 6 more\. Replace it there first\.$/);

    // Past MEDIA_USES_COUNT_CAP uses the count stops: each product shows it 64 times over.
    const more = rows.flatMap((r) => Array.from({ length: 63 }, (_, i) => ({ productId: r.id, position: i + 1, path: shared.path })));
    for (let i = 0; i < more.length; i += 200) await t.server.running.db.getRepository(ProductImageEntity).insert(more.slice(i, i + 200));
    const capped = (await list(`?q=${fileName(shared.path)}`)).body.data[0];
    expect(capped.usedByCount).toBe(MEDIA_USES_COUNT_CAP);
    expect(capped.usedBy).toHaveLength(MEDIA_USES_SHOWN);
    const refusedAgain = await t.admin.delete<MediaInUseReply>(`/api/v1/admin/media/${item._id}`);
    expect(refusedAgain.body.message).toMatch(/and 990\+ more\. Replace it there first\.$/);
  });

  it('counts an image only a kept revision names as kept by revisions: not deleted, not cleaned up', async () => {
    const product = await buildProduct(t.admin, categoryId);
    const old = product.image[0];
    const form = await productForm(productFields({ name: product.name }), 1);
    const updated = await t.admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${product._id}`, { form });
    expect(updated.status).toBe(200);
    const item = (await list(`?q=${fileName(old)}`)).body.data[0];
    expect(item.usedBy).toEqual([]);
    expect(item.keptByRevisions).toBeGreaterThan(0);
    const refused = await t.admin.delete<MediaInUseReply>(`/api/v1/admin/media/${item._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/revision/);
    await age(item._id);
    await t.admin.post('/api/v1/admin/media/cleanup');
    expect(await uploadedFiles(t.server)).toContain(fileName(old));
  });

  it('cleans up only the items used nowhere, and says how many', async () => {
    const product = await buildProduct(t.admin, categoryId);
    const used = (await list(`?q=${fileName(product.image[0])}`)).body.data[0];
    const [unused] = (await upload(t.admin, [await png('#abcdef')])).body.data;
    const [fresh] = (await upload(t.admin, [await png('#fedcba')])).body.data;
    await age(used._id);
    await age(unused._id);
    const res = await t.admin.post<{ data: { removed: number }; message: string }>('/api/v1/admin/media/cleanup');
    expect(res.status).toBe(200);
    expect(res.body.data.removed).toBeGreaterThanOrEqual(1);
    const files = await uploadedFiles(t.server);
    expect(files).not.toContain(fileName(unused.path));
    expect(files).toContain(fileName(used.path));
    // A file uploaded a moment ago may belong to a form being saved: it is spared.
    expect(files).toContain(fileName(fresh.path));
    expect((await list(`?q=${fileName(unused.path)}`)).body.total).toBe(0);
    const again = await t.admin.post<{ data: { removed: number } }>('/api/v1/admin/media/cleanup');
    expect(again.body.data.removed).toBe(0);
  });

  it('refuses every call of a role that may not edit content (403), and lets an editor in', async () => {
    const sales = await staffClient(t.server, 'sales');
    expect((await sales.get('/api/v1/admin/media')).status).toBe(403);
    expect((await upload(sales, [await png()])).status).toBe(403);
    expect((await sales.post('/api/v1/admin/media/cleanup')).status).toBe(403);
    expect((await sales.delete('/api/v1/admin/media/000000000000000000000000')).status).toBe(403);
    expect((await new Client(t.server.url).get('/api/v1/admin/media')).status).toBe(401);
    const editor = await staffClient(t.server, 'editor');
    const res = await upload(editor, [await png()], ['Editor upload']);
    expect(res.status).toBe(201);
    expect(res.body.data[0].uploadedBy?.name).toBe('editor user');
  });
});
