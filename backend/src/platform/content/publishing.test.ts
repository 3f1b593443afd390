import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogDto, BlogMenuItem, ProductDto } from '@itsite/shared/contract';
import { AuditEntryEntity, BlogEntity, ProductEntity } from '../../data/entities/index.js';
import { blogForm, buildCategory, buildProduct, productForm } from '../../test/factories.js';
import { Client, DB_KINDS, staffClient, startSecondInstance, withServer } from '../../test/harness.js';
import { publishDue, publishDueAndAnnounce } from './publishing.js';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(DB_KINDS)('drafts and scheduled publishing [%s]', (kind) => {

  let categoryId: string;

  const t = withServer(kind, { config: { publishCheckMs: 1000 }, login: 'web' });
  beforeAll(async () => {
    // The publishing job looks every second here (15 s by default).
    
    categoryId = (await buildCategory(t.admin))._id;
  });

  const publicProductIds = async () => (await t.anon.get<{ products: ProductDto[] }>('/api/v1/products')).body.products.map((p) => p._id);
  const publicBlogIds = async () => (await t.anon.get<{ data: BlogDto[] }>('/api/v1/blogs?limit=50')).body.data.map((b) => b._id);
  const menuIds = async () => Object.values((await t.anon.get<{ data: Record<string, BlogMenuItem[]> }>('/api/v1/blogs/menu')).body.data).flat().map((b) => b._id);
  const sitemap = async () => (await t.anon.get<string>('/sitemap.xml')).body;

  async function createBlog(client: Client, fields: Record<string, string>): Promise<{ status: number; body: { data: BlogDto; errors?: Array<{ path: string }> } }> {
    const { category, ...rest } = fields;
    const form = await blogForm(category ? { category } : {}, [{ heading: 'One', description: 'Text' }]);
    for (const [k, v] of Object.entries(rest)) form.append(k, v);
    return client.post('/api/v1/blogs', { form });
  }

  it('a draft product is the back office\'s only: not in the catalogue, its count, the sitemap nor at its address (404)', async () => {
    const before = (await t.anon.get<{ productsCount: number }>('/api/v1/products')).body.productsCount;
    const draft = await buildProduct(t.admin, categoryId, { status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    expect(await publicProductIds()).not.toContain(draft._id);
    expect((await t.anon.get<{ productsCount: number }>('/api/v1/products')).body.productsCount).toBe(before);
    expect((await t.anon.get(`/api/v1/product/${draft._id}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/product/${draft.slug}<`);
    // Staff who work on content see it (the edit screen, the preview); sales do not.
    expect((await t.admin.get<{ product: ProductDto }>(`/api/v1/product/${draft._id}`)).body.product.status).toBe('draft');
    const editor = await staffClient(t.server, 'editor');
    expect((await editor.get(`/api/v1/product/${draft._id}`)).status).toBe(200);
    expect((await (await staffClient(t.server, 'sales')).get(`/api/v1/product/${draft._id}`)).status).toBe(404);
    const adminList = await t.admin.get<{ data: ProductDto[] }>('/api/v1/admin/products?limit=100');
    expect(adminList.body.data.find((p) => p._id === draft._id)?.status).toBe('draft');

    // Published: public at once, from then on with its publishing time; an edit keeps that time.
    // (An update sends the whole product, as the edit screen does.)
    const whole = (fields: Record<string, string>) => productForm({ name: draft.name, description: 'A product', price: '1999', stock: '10', category: categoryId, ...fields }, 0);
    const form = await whole({ status: 'published' });
    const published = await t.admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${draft._id}`, { form });
    expect(published.status).toBe(200);
    expect(published.body.product.status).toBe('published');
    const at = published.body.product.publishAt;
    expect(Date.parse(at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicProductIds()).toContain(draft._id);
    expect(await sitemap()).toContain(`/product/${draft.slug}<`);
    const edited = await t.admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${draft._id}`, { form: await whole({ name: 'Renamed product' }) });
    expect(edited.body.product).toMatchObject({ status: 'published', publishAt: at });
    // Back to draft: gone from the site again.
    await t.admin.put(`/api/v1/admin/product/${draft._id}`, { form: await whole({ status: 'draft' }) });
    expect((await t.anon.get(`/api/v1/product/${draft._id}`)).status).toBe(404);
  });

  it('a product or blog made without a status is published, as before drafts', async () => {
    const product = await buildProduct(t.admin, categoryId);
    expect(product.status).toBe('published');
    const blog = await createBlog(t.admin, {});
    expect(blog.status).toBe(201);
    expect(blog.body.data.status).toBe('published');
    expect(await publicBlogIds()).toContain(blog.body.data._id);
  });

  it('a draft blog is in neither the blog lists, the header menu, the sitemap nor at its address', async () => {
    const res = await createBlog(t.admin, { status: 'draft' });
    expect(res.status).toBe(201);
    const draft = res.body.data;
    expect(await publicBlogIds()).not.toContain(draft._id);
    expect(await menuIds()).not.toContain(draft._id);
    expect(await sitemap()).not.toContain(`/blog/${draft.slug}<`);
    expect((await t.anon.get(`/api/v1/blogs/${draft._id}`)).status).toBe(404);
    expect((await t.admin.get(`/api/v1/blogs/${draft._id}`)).status).toBe(200);
    const adminList = await t.admin.get<{ data: BlogDto[] }>('/api/v1/admin/blogs?limit=100');
    expect(adminList.body.data.map((b) => b._id)).toContain(draft._id);
  });

  it('refuses a schedule without a time, with a time gone by, or a status it does not know (400), storing nothing', async () => {
    const count = () => t.server.running.db.getRepository(BlogEntity).count();
    const before = await count();
    for (const fields of [{ status: 'scheduled' }, { status: 'scheduled', publishAt: inMinutes(-5) }, { status: 'live' }, { status: 'scheduled', publishAt: 'tomorrow' }] as Array<Record<string, string>>) {
      const res = await createBlog(t.admin, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.errors?.[0]?.path, JSON.stringify(fields)).toBe(fields.status === 'live' ? 'status' : 'publishAt');
    }
    expect(await count()).toBe(before);
  });

  it('a scheduled blog becomes public at its time, by itself, without anyone present', async () => {
    const at = new Date(Date.now() + 2000).toISOString();
    const res = await createBlog(t.admin, { status: 'scheduled', publishAt: at });
    expect(res.status).toBe(201);
    const blog = res.body.data;
    expect(blog).toMatchObject({ status: 'scheduled', publishAt: at });
    // Not yet: and what visitors read now is kept by the public cache.
    expect(await publicBlogIds()).not.toContain(blog._id);
    expect((await t.anon.get(`/api/v1/blogs/${blog._id}`)).status).toBe(404);
    // The job publishes it, and the cached list shows it at the next read after that.
    await expect.poll(publicBlogIds, { timeout: 8000, interval: 250 }).toContain(blog._id);
    expect((await t.anon.get<{ data: BlogDto }>(`/api/v1/blogs/${blog._id}`)).body.data.status).toBe('published');
    expect(await menuIds()).toContain(blog._id);
  });

  it('public lists and the menu put what went public last first, whenever it was written; the back office lists by writing', async () => {
    const category = 'digitalMarketing';
    const scheduled = (await createBlog(t.admin, { category, status: 'scheduled', publishAt: inMinutes(30) })).body.data;
    const published = (await createBlog(t.admin, { category })).body.data;
    const scheduledProduct = await buildProduct(t.admin, categoryId, { status: 'scheduled', publishAt: inMinutes(30) });
    const publishedProduct = await buildProduct(t.admin, categoryId);
    // As the server's own check does: what went public, and the lists that show it, are made fresh.
    await publishDueAndAnnounce(t.server.running.deps, new Date(Date.now() + 31 * 60_000));
    await t.server.running.deps.publicCache.settled();

    const order = (ids: string[], ...wanted: string[]) => ids.filter((id) => wanted.includes(id));
    expect(order(await publicBlogIds(), scheduled._id, published._id)).toEqual([scheduled._id, published._id]);
    expect(order(await menuIds(), scheduled._id, published._id)).toEqual([scheduled._id, published._id]);
    const categoryList = (await t.anon.get<{ data: BlogDto[] }>(`/api/v1/blogs?category=${category}&limit=50`)).body.data.map((b) => b._id);
    expect(order(categoryList, scheduled._id, published._id)).toEqual([scheduled._id, published._id]);
    expect(order(await publicProductIds(), scheduledProduct._id, publishedProduct._id)).toEqual([scheduledProduct._id, publishedProduct._id]);
    // The back office's "Newest first" is by writing.
    const adminBlogs = (await t.admin.get<{ data: BlogDto[] }>('/api/v1/admin/blogs?limit=50')).body.data.map((b) => b._id);
    expect(order(adminBlogs, scheduled._id, published._id)).toEqual([published._id, scheduled._id]);
  });

  it('with two instances running the job at once, each due item is published exactly once', async () => {
    const second = await startSecondInstance(t.server);
    try {
      const product = await buildProduct(t.admin, categoryId, { status: 'scheduled', publishAt: inMinutes(30) });
      const blog = (await createBlog(t.admin, { status: 'scheduled', publishAt: inMinutes(30) })).body.data;
      // Their time comes (moved, rather than waited for).
      const due = new Date(Date.now() + 31 * 60_000);
      const { logger } = t.server.running.deps;
      const results = await Promise.all([publishDue(t.server.running.db, due, logger), publishDue(second.running.db, due, logger), publishDue(t.server.running.db, due, logger)]);
      expect(results.reduce((a, b) => a + b.length, 0)).toBe(2);
      // The audit log says so once per item, by the system (no one clicked).
      const entries = await t.server.running.db.getRepository(AuditEntryEntity).findBy({ action: 'publish' });
      const mine = entries.filter((e) => e.recordId === product._id || e.recordId === blog._id);
      expect(mine.map((e) => [e.recordType, e.actorName, e.actorId]).sort()).toEqual([
        ['blog', 'System', null],
        ['product', 'System', null],
      ]);
      const stored = [
        await t.server.running.db.getRepository(ProductEntity).findOneByOrFail({ id: product._id }),
        await t.server.running.db.getRepository(BlogEntity).findOneByOrFail({ id: blog._id }),
      ];
      expect(stored.map((r) => r.status)).toEqual(['published', 'published']);
      expect((await new Client(second.url).get(`/api/v1/product/${product._id}`)).status).toBe(200);
      expect(await publishDue(second.running.db, due)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
