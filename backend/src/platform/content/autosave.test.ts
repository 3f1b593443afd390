import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogDto, BlogRevisionRecord, CategoryDto, ProductDto, ProductRevisionRecord, RevisionDto, RevisionListResponse, RevisionSummaryDto } from '@itsite/shared/contract';
import { buildBlog, buildCategory, buildProduct, savedFields } from '../../test/factories.js';
import { Client, createStaffUser, DB_KINDS, fileBlob, pngBytes, webLogin, withServer } from '../../test/harness.js';

/**
 * Autosave (shared/docs/admin.md#revisions): an open editor keeps its unsaved form every 30 s as
 * a revision, and nothing else changes: not the item, not its publishing, not what visitors see.
 */
describe.each(DB_KINDS)('autosave [%s]', (kind) => {

  let editor: Client;
  let sales: Client;
  let category: CategoryDto;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    const account = await createStaffUser(t.server, 'editor', 'Edna Editor');
    editor = await webLogin(t.server.url, account.email, account.password);
    const seller = await createStaffUser(t.server, 'sales', 'Sam Seller');
    sales = await webLogin(t.server.url, seller.email, seller.password);
    category = await buildCategory(t.admin);
  });

  const productPath = (id: string) => `/api/v1/admin/product/${id}`;
  const revisions = async (path: string) => {
    const res = await t.admin.get<RevisionListResponse>(`${path}/revisions`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const autosave = async (path: string, body: Record<string, unknown>, client = t.admin) => client.put<{ success: boolean; data: RevisionSummaryDto }>(`${path}/autosave`, { json: body });

  it('keeps the form as a revision and changes nothing on the product or its public page', async () => {
    const product = await buildProduct(t.admin, category._id);
    const before = await revisions(productPath(product._id));

    const res = await autosave(productPath(product._id), savedFields(product, { name: 'Typed, not saved', price: '1499' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ number: before[0].number + 1, action: 'autosave', authorName: expect.any(String), changed: ['name', 'price'] });

    // The product, for staff and for visitors, is what it was.
    const stored = (await t.admin.get<{ product: ProductDto }>(`/api/v1/product/${product._id}`)).body.product;
    expect(stored).toMatchObject({ name: product.name, price: product.price, updatedAt: product.updatedAt });
    expect((await t.anon.get<{ product: ProductDto }>(`/api/v1/product/${product._id}`)).body.product.name).toBe(product.name);
    // The revision holds the form as an update would have stored it (the price a number).
    const kept = await t.admin.get<{ data: RevisionDto<ProductRevisionRecord> }>(`${productPath(product._id)}/revisions/${res.body.data._id}`);
    expect(kept.body.data.record).toMatchObject({ name: 'Typed, not saved', price: 1499, image: product.image, status: 'published' });
  });

  it("overwrites the author's own autosave at the top rather than piling one up every 30 s; a save or another author starts a new one", async () => {
    const product = await buildProduct(t.admin, category._id);
    const first = (await autosave(productPath(product._id), savedFields(product, { name: 'Draft one' }))).body.data;
    const second = (await autosave(productPath(product._id), savedFields(product, { name: 'Draft two' }))).body.data;
    expect(second._id).toBe(first._id);
    expect(second.number).toBe(first.number);
    expect(Date.parse(second.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    const list = await revisions(productPath(product._id));
    expect(list.filter((r) => r.action === 'autosave')).toHaveLength(1);
    const kept = await t.admin.get<{ data: RevisionDto<ProductRevisionRecord> }>(`${productPath(product._id)}/revisions/${second._id}`);
    expect(kept.body.data.record.name).toBe('Draft two');

    // Another author's autosave is theirs: a revision of its own.
    const theirs = (await autosave(productPath(product._id), savedFields(product, { name: 'Edna typed this' }), editor)).body.data;
    expect(theirs.number).toBe(first.number + 1);
    expect(theirs.authorName).toBe('Edna Editor');
    // After a real save, the next autosave is a new revision above it.
    const saved = await t.admin.put<{ product: ProductDto }>(productPath(product._id), { json: savedFields(product, { name: 'Saved for real' }) });
    expect(saved.status).toBe(200);
    const after = (await autosave(productPath(product._id), savedFields(product, { name: 'Typing again' }))).body.data;
    expect(after.number).toBe(theirs.number + 2);
    expect((await revisions(productPath(product._id))).map((r) => r.action).slice(0, 4)).toEqual(['autosave', 'update', 'autosave', 'autosave']);
  });

  it('never publishes: a draft autosaved with status "published" stays a draft, and restoring the autosave keeps it one', async () => {
    const draft = await buildProduct(t.admin, category._id, { status: 'draft' });
    const res = await autosave(productPath(draft._id), savedFields(draft, { name: 'Almost ready', status: 'published' }));
    expect(res.status).toBe(200);
    expect((await t.admin.get<{ product: ProductDto }>(`/api/v1/product/${draft._id}`)).body.product.status).toBe('draft');
    expect((await t.anon.get(`/api/v1/product/${draft._id}`)).status).toBe(404);

    const restored = await t.admin.post<{ product: ProductDto }>(`${productPath(draft._id)}/revisions/${res.body.data._id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.product).toMatchObject({ name: 'Almost ready', status: 'draft' });
  });

  it('refuses what an update would refuse (400 naming the field) and keeps nothing; sales may not autosave; an unknown item is 404', async () => {
    const product = await buildProduct(t.admin, category._id);
    const before = await revisions(productPath(product._id));
    const bad = await autosave(productPath(product._id), savedFields(product, { price: 'lots' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('price');
    expect((await autosave(productPath(product._id), savedFields(product, { name: 'By sales' }), sales)).status).toBe(403);
    expect((await t.anon.put(`${productPath(product._id)}/autosave`, { json: savedFields(product) })).status).toBe(401);
    expect(await revisions(productPath(product._id))).toEqual(before);
    expect((await autosave(productPath('000000000000000000000000'), savedFields(product))).status).toBe(404);
  });

  it("keeps a blog's sections as typed, each with its image (a section waiting for a new file keeps the one it has)", async () => {
    const blog = await buildBlog(t.admin, 'backOffice', 2);
    const path = `/api/v1/admin/blogs/${blog._id}`;
    const content = [
      { heading: 'First, rewritten', description: '<p>New words <script>alert(1)</script></p>', image: blog.content[0].image },
      { heading: 'Second, new image coming', description: '<p>Text 2</p>', hasNewImage: true, imageAlt: 'A new picture' },
      { heading: 'A third, added with its picture', description: '<p>Text 3</p>', hasNewImage: true, imageAlt: 'Another picture' },
    ];
    const res = await autosave(path, { title: 'A better title', heading: blog.heading, author: blog.author, category: blog.category, description: blog.description, content: JSON.stringify(content) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kept = (await t.admin.get<{ data: RevisionDto<BlogRevisionRecord> }>(`${path}/revisions/${res.body.data._id}`)).body.data.record;
    expect(kept.title).toBe('A better title');
    // Cleaned as a save would be.
    expect(kept.content.map((s) => [s.heading, s.description, s.image])).toEqual([
      ['First, rewritten', '<p>New words </p>', blog.content[0].image],
      ['Second, new image coming', '<p>Text 2</p>', blog.content[1].image],
      // Its file waits for the real save.
      ['A third, added with its picture', '<p>Text 3</p>', ''],
    ]);
    expect((await t.anon.get<{ data: BlogDto }>(`/api/v1/blogs/${blog._id}`)).body.data.title).toBe(blog.title);
    // It restores like any revision: every section's words come back, the one whose picture never
    // reached the server without one (the page shows its text alone).
    const restore = await t.admin.post<{ data: BlogDto }>(`${path}/revisions/${res.body.data._id}/restore`);
    expect(restore.status).toBe(200);
    expect(restore.body.data.content.map((s) => [s.heading, s.image])).toEqual([
      ['First, rewritten', blog.content[0].image],
      ['Second, new image coming', blog.content[1].image],
      ['A third, added with its picture', ''],
    ]);
  });

  it('autosaves a document type (a case study) the same way', async () => {
    const form = new FormData();
    form.append('images', fileBlob(await pngBytes('#3a7'), 'image/png'), 'cover.png');
    form.append('alts', JSON.stringify(['The shop floor']));
    const cover = (await t.admin.post<{ data: Array<{ path: string }> }>('/api/v1/admin/media', { form })).body.data[0].path;
    const made = await t.admin.post<{ data: { _id: string; title: string; updatedAt: string } }>('/api/v1/admin/case-studies', {
      json: { title: 'A study', client: 'A client', industry: 'retail', services: ['web-development'], summary: 'What we did for them, in a sentence or two.', challenge: '<p>Hard.</p>', solution: '<p>Done.</p>', results: [{ value: '2x', label: 'orders' }], technologies: [], cover },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const study = made.body.data;
    const path = `/api/v1/admin/case-studies/${study._id}`;
    const res = await autosave(path, { title: 'A study, retitled while typing' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ action: 'autosave', changed: ['title'] });
    expect((await t.admin.get<{ data: { title: string; updatedAt: string } }>(path)).body.data).toMatchObject({ title: study.title, updatedAt: study.updatedAt });
  });
});
