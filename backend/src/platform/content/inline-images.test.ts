import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogDto, MediaItemDto, ProductDto } from '@itsite/shared/contract';
import { blogForm, buildCategory, productForm } from '../../test/factories.js';
import { DB_KINDS, fileBlob, pngBytes, uploadedFiles, withServer } from '../../test/harness.js';

type ErrorBody = { success: false; message: string; errors?: Array<{ path: string; message: string }> };
const fileName = (p: string) => p.slice(p.lastIndexOf('/') + 1);

/**
 * Writing freely (shared/docs/api.md#rich-text): rich text shows media library images inline, with
 * the library's alt text, and tables; a blog section's own image is optional. An inline image must
 * be a library image with its alt text, and the library will not delete one a text shows.
 */
describe.each(DB_KINDS)('images and tables in rich text [%s]', (kind) => {

  let categoryId: string;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    categoryId = (await buildCategory(t.admin))._id;
  });

  const libraryImage = async (alt: string): Promise<MediaItemDto> => {
    const form = new FormData();
    form.append('images', fileBlob(await pngBytes('#33aa55'), 'image/png'), 'diagram.png');
    form.append('alts', JSON.stringify([alt]));
    const res = await t.admin.post<{ data: MediaItemDto[] }>('/api/v1/admin/media', { form });
    expect(res.status).toBe(201);
    return res.body.data[0];
  };
  const createProduct = async (description: string) =>
    t.admin.post<{ product: ProductDto } & ErrorBody>('/api/v1/admin/product/new', {
      form: await productForm({ name: `Inline ${Math.random()}`, description, price: '100', stock: '1', category: categoryId }, 1),
    });
  const countProducts = async () => (await t.admin.get<{ total: number }>('/api/v1/admin/products?limit=1')).body.total;
  const mediaItem = async (path: string) => (await t.admin.get<{ data: MediaItemDto[] }>(`/api/v1/admin/media?q=${encodeURIComponent(fileName(path))}`)).body.data.find((i) => i.path === path)!;

  it("stores a library image inline with the library's alt text, whatever alt the client sent, and a visitor reads it", async () => {
    const item = await libraryImage('Network diagram of the branch office');
    const res = await createProduct(`<p>How it connects:</p><img src="${item.path}" alt="typed by hand" onerror="alert(1)"><p>Done.</p>`);
    expect(res.status).toBe(201);
    const expected = `<p>How it connects:</p><img src="${item.path}" alt="Network diagram of the branch office" /><p>Done.</p>`;
    expect(res.body.product.description).toBe(expected);
    expect((await t.anon.get<{ product: ProductDto }>(`/api/v1/product/${res.body.product._id}`)).body.product.description).toBe(expected);
  });

  it('refuses an inline image that is not a library image, or has no alt text, naming the field and storing nothing', async () => {
    const before = await countProducts();
    const outside = await createProduct('<p>x</p><img src="/uploads/notInTheLibrary_10x10.png" alt="x">');
    expect(outside.status).toBe(400);
    expect(outside.body.errors?.[0]).toEqual({ path: 'description', message: 'Choose an image from the media library' });

    const noAlt = await libraryImage('');
    const unlabelled = await createProduct(`<p>x</p><img src="${noAlt.path}" alt="">`);
    expect(unlabelled.status).toBe(400);
    expect(unlabelled.body.errors?.[0]?.message).toBe('This image has no alt text: write it in the media library first');
    expect(await countProducts()).toBe(before);
  });

  it('names the product among the uses of an image its text shows, and will not delete that image', async () => {
    const item = await libraryImage('Rack with patch panel');
    const product = (await createProduct(`<p>Inside:</p><img src="${item.path}" alt="">`)).body.product;
    const used = await mediaItem(item.path);
    expect(used.usedBy).toContainEqual({ type: 'product', id: product._id, title: product.name, field: 'text' });
    const refused = await t.admin.delete<ErrorBody>(`/api/v1/admin/media/${item._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(product.name);
    expect(await uploadedFiles(t.server)).toContain(fileName(item.path));

    // Once the text no longer shows it, it is no use of the product's any more.
    const form = await productForm({ name: product.name, description: '<p>No picture now.</p>', price: '100', stock: '1', category: categoryId }, 0);
    expect((await t.admin.put(`/api/v1/admin/product/${product._id}`, { form })).status).toBe(200);
    expect((await mediaItem(item.path)).usedBy).toEqual([]);
  });

  it('keeps a table with header cells and spans, and nothing else of its markup', async () => {
    const table =
      '<table style="min-width:50px"><colgroup><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Plan</p></th><th colspan="2"><p>Price</p></th></tr>' +
      '<tr><td><p>Basic</p></td><td class="x"><p>₹999</p></td><td><p>per month</p></td></tr></tbody></table>';
    const res = await createProduct(`<p>Prices:</p>${table}`);
    expect(res.status).toBe(201);
    expect(res.body.product.description).toBe(
      '<p>Prices:</p><table><tbody><tr><th><p>Plan</p></th><th colspan="2"><p>Price</p></th></tr><tr><td><p>Basic</p></td><td><p>₹999</p></td><td><p>per month</p></td></tr></tbody></table>',
    );
  });

  it("makes a blog whose second section has no image, and a section's image can be removed later", async () => {
    const content = [
      { heading: 'With a picture', description: '<p>One</p>' },
      { heading: 'Words alone', description: '<p>Two</p>', image: '' },
    ];
    const created = await t.admin.post<{ data: BlogDto } & ErrorBody>('/api/v1/blogs', { form: await blogForm({ category: 'others' }, content, { images: 1 }) });
    expect(created.status).toBe(201);
    const blog = created.body.data;
    expect(blog.content[0].image).toMatch(/^\/uploads\//);
    expect(blog.content[1].image).toBe('');
    const read = await t.anon.get<{ data: BlogDto }>(`/api/v1/blogs/${blog._id}`);
    expect(read.body.data.content.map((s) => s.image)).toEqual([blog.content[0].image, '']);

    const form = await blogForm({ title: blog.title, category: 'others' }, [
      { heading: 'With a picture', description: '<p>One</p>', image: '' },
      { heading: 'Words alone', description: '<p>Two</p>', image: '' },
    ], { icon: false, images: 0 });
    const updated = await t.admin.put<{ data: BlogDto } & ErrorBody>(`/api/v1/blogs/${blog._id}`, { form });
    expect(updated.status).toBe(200);
    expect(updated.body.data.content.map((s) => s.image)).toEqual(['', '']);
  });
});
