import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_MAX, slugify, type BlogDto, type ProductDto, type SettingsDto } from '@itsite/shared/contract';
import { buildBlog, buildCategory, buildProduct, productForm } from '../../test/factories.js';
import { Client, DB_KINDS, desktopLogin, startTestServer, type TestServer } from '../../test/harness.js';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Template title</title>
<meta name="description" content="Template description" /></head><body><div id="root"></div></body></html>`;

const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('slugify', () => {
  it('folds accents, lowercases, joins words with single hyphens and stays within the bound', () => {
    expect(slugify('  Café Crème: Über-Größe & More!  ')).toBe('cafe-creme-uber-grosse-and-more');
    expect(slugify('日本語')).toBe('');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(/^word(-word)*$/);
  });
});

describe.each(DB_KINDS)('slugs, old addresses and meta fields [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let categoryId: string;
  let websiteDir: string;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    server = await startTestServer(kind, { websiteDir });
    anon = new Client(server.url);
    admin = await desktopLogin(server.url);
    categoryId = (await buildCategory(admin))._id;
    const settings = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    await admin.put('/api/v1/admin/settings', { json: { ...settings, updatedAt: undefined, companyName: 'Nexora' } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  /** A blog update that changes only the given fields (its sections keep their images). */
  const blogUpdate = (blog: BlogDto, fields: Record<string, string>) => {
    const form = new FormData();
    const all = { title: blog.title, heading: blog.heading, description: blog.description, author: blog.author, category: blog.category, ...fields };
    for (const [k, v] of Object.entries(all)) form.append(k, v);
    form.append('content', JSON.stringify(blog.content.map((c) => ({ heading: c.heading, description: c.description, image: c.image }))));
    return admin.put<{ data: BlogDto; message: string; errors?: Array<{ path: string; message: string }> }>(`/api/v1/blogs/${blog._id}`, { form });
  };
  const productUpdate = (product: ProductDto, fields: Record<string, string>) => {
    const form = new FormData();
    const all = { name: product.name, description: product.description, price: String(product.price), stock: String(product.stock), ...fields };
    for (const [k, v] of Object.entries(all)) form.append(k, v);
    return admin.put<{ product: ProductDto; message: string; errors?: Array<{ path: string; message: string }> }>(`/api/v1/admin/product/${product._id}`, { form });
  };

  it('gives a new product and blog a slug from its title, a number added when it is taken', async () => {
    const name = `Café Router Pro ${kind}`;
    const first = await buildProduct(admin, categoryId, { name });
    const second = await buildProduct(admin, categoryId, { name });
    expect(first.slug).toBe(slugify(name));
    expect(second.slug).toBe(`${slugify(name)}-2`);
    expect((await anon.get<{ product: ProductDto }>(`/api/v1/product/${second._id}`)).body.product.slug).toBe(second.slug);

    const a = await buildBlog(admin);
    const b = await buildBlog(admin);
    expect(a.slug).toBe(slugify(a.title));
    const renamed = await blogUpdate(b, { title: a.title });
    // A title alone does not move a saved blog: its slug stays until the editor changes it.
    expect(renamed.body.data.slug).toBe(b.slug);
    const regenerated = await blogUpdate(b, { title: a.title, slug: '' });
    expect(regenerated.body.data.slug).toBe(`${a.slug}-2`);
  });

  it('refuses a slug another record of the kind has (409 on slug) and bad slugs or too long meta (400), changing nothing', async () => {
    const taken = await buildProduct(admin, categoryId);
    const product = await buildProduct(admin, categoryId, { slug: 'my-chosen-address', metaTitle: 'Chosen' });
    expect(product.slug).toBe('my-chosen-address');

    const clash = await productUpdate(product, { slug: taken.slug, metaTitle: 'Changed' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([expect.objectContaining({ path: 'slug' })]);

    const newClash = await admin.post<{ errors?: Array<{ path: string }> }>('/api/v1/admin/product/new', {
      form: await productForm({ name: 'Clash', description: 'd', price: '1', category: categoryId, stock: '1', slug: taken.slug }, 1),
    });
    expect(newClash.status).toBe(409);
    expect(newClash.body.errors?.[0]?.path).toBe('slug');

    for (const [fields, field] of [
      [{ slug: 'Not A Slug!' }, 'slug'],
      [{ slug: 'double--hyphen' }, 'slug'],
      [{ slug: 'a'.repeat(SLUG_MAX + 1) }, 'slug'],
      [{ metaTitle: 'x'.repeat(121) }, 'metaTitle'],
      [{ metaDescription: 'x'.repeat(321) }, 'metaDescription'],
      [{ shareImage: '/uploads/not-its-own.png' }, 'shareImage'],
    ] as const) {
      const res = await productUpdate(product, { ...fields, name: 'Should not stick' });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.headers.get('content-type')).toContain('json');
      expect(res.body.errors?.map((e) => e.path)).toContain(field);
    }
    const after = (await admin.get<{ product: ProductDto }>(`/api/v1/product/${product._id}`)).body.product;
    expect(after).toMatchObject({ slug: 'my-chosen-address', name: product.name, metaTitle: 'Chosen' });
    expect((await anon.get(`/product/my-chosen-address`)).status).toBe(200);
  });

  it('answers the id address with 301 to the slug address, keeping the query', async () => {
    const blog = await buildBlog(admin);
    const res = await anon.get(`/blog/${blog._id}?utm_source=mail`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/blog/${blog.slug}?utm_source=mail`);
    const product = await buildProduct(admin, categoryId);
    const moved = await anon.get(`/product/${product._id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/product/${product.slug}`);
    // The spec's read by id still answers, and so does the read by address.
    expect((await anon.get(`/api/v1/blogs/${blog._id}`)).status).toBe(200);
    expect((await anon.get<{ data: BlogDto }>(`/api/v1/blogs/by-slug/${blog.slug}`)).body.data._id).toBe(blog._id);
  });

  it('keeps an old slug leading (301) to the new one, and a slug freed and taken by another resolves to the new owner', async () => {
    const first = await buildBlog(admin);
    const oldSlug = first.slug;
    const changed = await blogUpdate(first, { slug: `${oldSlug}-renamed` });
    expect(changed.status).toBe(200);
    expect(changed.body.data.slug).toBe(`${oldSlug}-renamed`);
    const moved = await anon.get(`/blog/${oldSlug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blog/${oldSlug}-renamed`);
    // The API read by the old address answers the blog with its address now (the website moves there).
    expect((await anon.get<{ data: BlogDto }>(`/api/v1/blogs/by-slug/${oldSlug}`)).body.data.slug).toBe(`${oldSlug}-renamed`);

    // A new blog may not get the old slug from its title (the old address keeps leading to the first)...
    const sameTitle = await blogUpdate(await buildBlog(admin), { title: first.title, slug: '' });
    expect(sameTitle.body.data.slug).not.toBe(oldSlug);
    // ...but an editor may give it to another one on purpose: the address is then the new owner's.
    const second = await buildBlog(admin);
    const taken = await blogUpdate(second, { slug: oldSlug, metaTitle: 'The new owner' });
    expect(taken.status).toBe(200);
    const page = await anon.get<string>(`/blog/${oldSlug}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toBe('The new owner | Nexora');
    // The second blog's own old address leads to it.
    expect((await anon.get(`/blog/${second.slug}`)).headers.get('location')).toBe(`/blog/${oldSlug}`);

    // The first blog may take its old slug back only once it is free again: now it clashes.
    expect((await blogUpdate(first, { slug: oldSlug })).status).toBe(409);
  });

  it('keeps drafts away from visitors at their slug, their old slugs and their id (404), and shows them to editors', async () => {
    const draft = await buildProduct(admin, categoryId, { status: 'draft' });
    expect((await anon.get(`/product/${draft.slug}`)).status).toBe(404);
    expect((await anon.get(`/product/${draft._id}`)).status).toBe(404);
    expect((await anon.get(`/api/v1/product/by-slug/${draft.slug}`)).status).toBe(404);
    const renamed = await productUpdate(draft, { slug: `${draft.slug}-new` });
    expect(renamed.status).toBe(200);
    expect((await anon.get(`/product/${draft.slug}`)).status).toBe(404);
    expect((await admin.get<{ product: ProductDto }>(`/api/v1/product/by-slug/${draft.slug}-new`)).body.product._id).toBe(draft._id);
  });

  it('writes the meta title, meta description and chosen share image into the page head', async () => {
    const product = await buildProduct(admin, categoryId, { name: 'Plain Name', description: 'The plain description.' }, 2);
    let page = await anon.get<string>(`/product/${product.slug}`);
    expect(titleOf(page.body)).toBe('Plain Name | Nexora');
    expect(meta(page.body, 'name', 'description')).toBe('The plain description.');
    expect(meta(page.body, 'property', 'og:image')).toBe(server.url + product.image[0]);

    const res = await productUpdate(product, { metaTitle: 'Search Title', metaDescription: 'What searchers read.', shareImage: product.image[1] });
    expect(res.status).toBe(200);
    page = await anon.get<string>(`/product/${product.slug}`);
    expect(titleOf(page.body)).toBe('Search Title | Nexora');
    expect(meta(page.body, 'name', 'description')).toBe('What searchers read.');
    expect(meta(page.body, 'property', 'og:title')).toBe('Search Title | Nexora');
    expect(meta(page.body, 'property', 'og:description')).toBe('What searchers read.');
    expect(meta(page.body, 'property', 'og:image')).toBe(server.url + product.image[1]);
    expect(page.body).toContain(`<link rel="canonical" href="${server.url}/product/${product.slug}" />`);

    // Removing the chosen image leaves the share card on the first one.
    const kept = await productUpdate(product, { keepImages: JSON.stringify([product.image[0]]) });
    expect(kept.body.product.shareImage).toBe('');

    const blog = await buildBlog(admin);
    await blogUpdate(blog, { metaTitle: 'Blog Search Title', metaDescription: 'Blog snippet.', shareImage: blog.content[1].image });
    const article = await anon.get<string>(`/blog/${blog.slug}`);
    expect(titleOf(article.body)).toBe('Blog Search Title | Nexora');
    expect(meta(article.body, 'property', 'og:description')).toBe('Blog snippet.');
    expect(meta(article.body, 'property', 'og:image')).toBe(server.url + blog.content[1].image);
  });

  it('lists records by their slug in the sitemap and the header menu', async () => {
    const blog = await buildBlog(admin, 'digitalMarketing');
    const sitemap = (await anon.get<string>('/sitemap.xml')).body;
    expect(sitemap).toContain(`${server.url}/blog/${blog.slug}<`);
    expect(sitemap).not.toContain(`/blog/${blog._id}<`);
    const menu = (await anon.get<{ data: Record<string, Array<{ _id: string; slug: string }>> }>('/api/v1/blogs/menu')).body.data;
    expect(menu.digitalMarketing?.find((b) => b._id === blog._id)?.slug).toBe(blog.slug);
  });

  it('forgets a deleted record\'s old addresses', async () => {
    const blog = await buildBlog(admin);
    await blogUpdate(blog, { slug: `${blog.slug}-x` });
    expect((await admin.delete(`/api/v1/blogs/${blog._id}`)).status).toBe(200);
    expect((await anon.get(`/blog/${blog.slug}`)).status).toBe(404);
    expect((await anon.get(`/blog/${blog.slug}-x`)).status).toBe(404);
  });
});
