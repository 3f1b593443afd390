import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVISIONS_KEPT,
  productType,
  type AuditEntryDto,
  type BlogDto,
  type BlogRevisionRecord,
  type CategoryDto,
  type ErrorBody,
  type Paged,
  type ProductDto,
  type ProductRevisionRecord,
  type RevisionDto,
  type RevisionListResponse,
} from '@itsite/shared/contract';
import { blogForm, buildBlog, buildCategory, buildProduct, productForm, savedFields } from '../../test/factories.js';
import { Client, createStaffUser, DB_KINDS, nonAdminClient, pngBytes, uploadedFiles, webLogin, withServer } from '../../test/harness.js';
import { RevisionEntity } from '../../data/entities/index.js';

const UNKNOWN_ID = '000000000000000000000000';
const fileName = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);
/**
 * What a revision keeps of an answer: everything but its id and dates, and the alt texts answered
 * with the images (they belong to the media library's items, not to the record).
 */
const recordOf = ({ _id: _, createdAt: _c, updatedAt: _u, imageAlt: _a, ...record }: { _id: string; createdAt: string; updatedAt: string; imageAlt?: unknown; content?: unknown }) =>
  Array.isArray(record.content) ? { ...record, content: record.content.map(({ imageAlt: _s, ...section }: { imageAlt?: string }) => section) } : record;

describe.each(DB_KINDS)('revisions [%s]', (kind) => {

  let editor: Client;
  let category: CategoryDto;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    const account = await createStaffUser(t.server, 'editor', 'Edna Editor');
    editor = await webLogin(t.server.url, account.email, account.password);
    category = await buildCategory(t.admin);
  });

  const productPath = (id: string) => `/api/v1/admin/product/${id}`;
  /** Saves the product's required fields as they are, with `changes`. */
  const updateProduct = async (p: ProductDto, changes: Record<string, unknown>, client = t.admin) => {
    const res = await client.put<{ product: ProductDto }>(productPath(p._id), { json: savedFields(p, changes) });
    expect(res.status).toBe(200);
    return res.body.product;
  };
  const revisions = async (path: string, client = t.admin) => {
    const res = await client.get<RevisionListResponse>(`${path}/revisions`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const revision = async <R extends ProductRevisionRecord | BlogRevisionRecord>(path: string, id: string) => {
    const res = await t.admin.get<{ success: boolean; data: RevisionDto<R> }>(`${path}/revisions/${id}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const restore = <T>(path: string, id: string, client = t.admin) => client.post<T>(`${path}/revisions/${id}/restore`);
  const fieldsOf = (p: ProductDto) => ({ name: p.name, description: p.description, price: String(p.price), stock: String(p.stock) });
  const publicProduct = (id: string) => t.anon.get<{ product: ProductDto }>(`/api/v1/product/${id}`);

  describe('products', () => {
    it('keeps a revision of each save with its author, newest first, naming the fields that changed', async () => {
      const made = await buildProduct(t.admin, category._id, { name: 'First name', price: '100' });
      const renamed = await updateProduct(made, { name: 'Second name' }, editor);
      const drafted = await updateProduct(renamed, { price: 250, stock: 3, status: 'draft' });

      const list = await revisions(productPath(made._id));
      expect(list.map((r) => [r.number, r.action, r.authorName])).toEqual([
        [3, 'update', 'Administrator'],
        [2, 'update', 'Edna Editor'],
        [1, 'create', 'Administrator'],
      ]);
      expect(list[2].changed).toEqual(expect.arrayContaining(['name', 'description', 'price', 'image', 'status']));
      expect(list[1].changed).toEqual(['name']);
      expect([...list[0].changed].sort()).toEqual(['price', 'publishAt', 'status', 'stock']);
      expect(list.every((r) => r.restoredFrom === null && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
      expect(list.every((r) => !('record' in r))).toBe(true);

      // Each revision holds the whole record as that save answered it.
      expect((await revision(productPath(made._id), list[2]._id)).record).toEqual(recordOf(made));
      expect((await revision(productPath(made._id), list[1]._id)).record).toEqual(recordOf(renamed));
      expect((await revision(productPath(made._id), list[0]._id)).record).toEqual(recordOf(drafted));
    });

    it('restores a revision as a new save: the product, the public page and a new revision show it', async () => {
      const made = await buildProduct(t.admin, category._id, { name: 'Original name', description: '<p>Original text</p>', price: '100' });
      await updateProduct(made, { name: 'Changed name', description: '<p>Changed text</p>', price: 999 });
      // A visitor's read is kept by the public cache until content changes.
      expect((await publicProduct(made._id)).body.product.name).toBe('Changed name');
      const [, first] = await revisions(productPath(made._id));

      const res = await restore<{ success: boolean; product: ProductDto }>(productPath(made._id), first._id, editor);
      expect(res.status).toBe(200);
      expect(res.body.product).toMatchObject({ _id: made._id, name: 'Original name', description: '<p>Original text</p>', price: 100, image: made.image });
      expect((await publicProduct(made._id)).body.product).toMatchObject({ name: 'Original name', description: '<p>Original text</p>', price: 100 });

      const list = await revisions(productPath(made._id));
      expect(list[0]).toMatchObject({ number: 3, action: 'restore', restoredFrom: 1, authorName: 'Edna Editor' });
      expect([...list[0].changed].sort()).toEqual(['description', 'name', 'price']);
      expect((await revision(productPath(made._id), list[0]._id)).record).toEqual(recordOf(res.body.product));

      const audit = await t.admin.get<Paged<AuditEntryDto>>(`/api/v1/admin/audit?recordId=${made._id}&action=restore`);
      expect(audit.body.data).toMatchObject([{ action: 'restore', recordType: 'product', recordId: made._id, actorName: 'Edna Editor' }]);
    });

    it('keeps the newest 50 revisions of a product', async () => {
      const made = await buildProduct(t.admin, category._id);
      for (let i = 1; i <= REVISIONS_KEPT + 4; i++) await updateProduct(made, { stock: i });
      const list = await revisions(productPath(made._id));
      expect(list).toHaveLength(REVISIONS_KEPT);
      expect(list[0].number).toBe(REVISIONS_KEPT + 5);
      expect(list.at(-1)?.number).toBe(6);
      expect(await t.server.running.db.getRepository(RevisionEntity).countBy({ itemType: 'product', itemId: made._id })).toBe(REVISIONS_KEPT);
      // Another product's revisions are not counted against it.
      const other = await buildProduct(t.admin, category._id);
      expect(await revisions(productPath(other._id))).toHaveLength(1);
    });

    it('answers 404 for an unknown revision, a revision of another product or of a blog, and an unknown product', async () => {
      const mine = await buildProduct(t.admin, category._id);
      const other = await buildProduct(t.admin, category._id);
      const blog = await buildBlog(t.admin);
      const [otherRevision] = await revisions(productPath(other._id));
      const [blogRevision] = await revisions(`/api/v1/admin/blogs/${blog._id}`);
      for (const id of [otherRevision._id, blogRevision._id, UNKNOWN_ID, 'not-an-id']) {
        for (const res of [await t.admin.get<ErrorBody>(`${productPath(mine._id)}/revisions/${id}`), await restore<ErrorBody>(productPath(mine._id), id)]) {
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ success: false, message: 'Revision not found' });
        }
      }
      expect((await t.admin.get<ErrorBody>(`${productPath(UNKNOWN_ID)}/revisions`)).body).toEqual({ success: false, message: 'Product not found' });
      // Nothing was restored: the other product still has its one revision, and mine too.
      expect(await revisions(productPath(mine._id))).toHaveLength(1);
      expect(await revisions(productPath(other._id))).toHaveLength(1);
    });

    it('refuses staff without the content area (403) and visitors (401)', async () => {
      const made = await buildProduct(t.admin, category._id);
      const [first] = await revisions(productPath(made._id));
      const sales = await nonAdminClient(t.server);
      for (const [client, status] of [
        [sales, 403],
        [t.anon, 401],
      ] as const) {
        expect((await client.get<ErrorBody>(`${productPath(made._id)}/revisions`)).status).toBe(status);
        expect((await client.get<ErrorBody>(`${productPath(made._id)}/revisions/${first._id}`)).status).toBe(status);
        const res = await restore<ErrorBody>(productPath(made._id), first._id, client);
        expect(res.status).toBe(status);
        expect(res.body.success).toBe(false);
      }
      expect(await revisions(productPath(made._id))).toHaveLength(1);
    });

    it('restores the first revision of a draft scheduled since: the content comes back, the schedule stays', async () => {
      const made = await buildProduct(t.admin, category._id, { name: 'First draft', status: 'draft' });
      const publishAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const scheduled = await updateProduct(made, { status: 'scheduled', publishAt });
      await updateProduct(scheduled, { name: 'Renamed' });
      const first = (await revisions(productPath(made._id))).at(-1)!;
      expect(first.number).toBe(1);

      const res = await restore<{ product: ProductDto }>(productPath(made._id), first._id);
      expect(res.status).toBe(200);
      expect(res.body.product).toMatchObject({ name: 'First draft', status: 'scheduled', publishAt: scheduled.publishAt });
      // And the other way: a published product's draft revision brings back its words, and it stays public.
      const live = await updateProduct(res.body.product, { name: 'Live now', status: 'published' });
      const again = await restore<{ product: ProductDto }>(productPath(made._id), first._id);
      expect(again.body.product).toMatchObject({ name: 'First draft', status: 'published', publishAt: live.publishAt });
      expect((await publicProduct(made._id)).body.product.name).toBe('First draft');
    });

    it('restores a revision kept before a field existed: the field takes its default, or stays as it is when it has none', async () => {
      const made = await buildProduct(t.admin, category._id, { name: 'Old record', metaTitle: 'Old title' });
      const [first] = await revisions(productPath(made._id));
      await updateProduct(made, { name: 'New name', kind: 'physical', metaTitle: 'New title' });
      // As if `kind`, `metaTitle` and `name` had been added to products after this revision was kept.
      const repo = t.server.running.db.getRepository(RevisionEntity);
      const row = await repo.findOneByOrFail({ id: first._id });
      const { kind: _k, metaTitle: _m, name: _n, ...older } = JSON.parse(row.record) as Record<string, unknown>;
      await repo.update({ id: row.id }, { record: JSON.stringify(older) });

      const res = await restore<{ product: ProductDto }>(productPath(made._id), first._id);
      expect(res.status).toBe(200);
      expect(res.body.product).toMatchObject({ kind: productType.fields.kind.schema.parse(undefined), metaTitle: '', name: 'New name', description: made.description });
    });

    it('refuses (422) a revision that today’s rules do not accept, changing nothing', async () => {
      const made = await buildProduct(t.admin, category._id);
      const [first] = await revisions(productPath(made._id));
      const repo = t.server.running.db.getRepository(RevisionEntity);
      const row = await repo.findOneByOrFail({ id: first._id });
      await repo.update({ id: row.id }, { record: JSON.stringify({ ...JSON.parse(row.record), name: '   ' }) });
      const res = await restore<ErrorBody>(productPath(made._id), first._id);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: 'This revision cannot be restored: Name is required', errors: [{ path: 'name' }] });
      // The product as it was (the public answer adds its rating from reviews: none).
      expect((await publicProduct(made._id)).body.product).toEqual({ ...made, reviewSummary: null });
      expect(await revisions(productPath(made._id))).toHaveLength(1);
    });

    it('keeps a replaced image while a revision names it, restores it, and removes it once no revision does', async () => {
      const made = await buildProduct(t.admin, category._id);
      const [oldImage] = made.image;
      const replaced = await t.admin.put<{ product: ProductDto }>(productPath(made._id), { form: await productForm(fieldsOf(made), 1) });
      expect(replaced.status).toBe(200);
      const [newImage] = replaced.body.product.image;
      expect(newImage).not.toBe(oldImage);
      // Only revision 1 names the old image now: it stays on disk and is served.
      expect(await uploadedFiles(t.server)).toContain(fileName(oldImage));

      const [, first] = await revisions(productPath(made._id));
      const res = await restore<{ product: ProductDto }>(productPath(made._id), first._id);
      expect(res.body.product.image).toEqual([oldImage]);
      expect((await t.anon.get(oldImage)).status).toBe(200);
      expect((await publicProduct(made._id)).body.product.image).toEqual([oldImage]);

      // Replace it again, then save until every revision naming the new image is pruned.
      expect((await t.admin.put(productPath(made._id), { form: await productForm(fieldsOf(made), 1) })).status).toBe(200);
      expect(await uploadedFiles(t.server)).toContain(fileName(newImage));
      for (let i = 0; i < REVISIONS_KEPT; i++) await updateProduct(made, { stock: i });
      const files = await uploadedFiles(t.server);
      expect(files).not.toContain(fileName(newImage));
      expect(files).not.toContain(fileName(oldImage));
      expect((await t.anon.get(newImage)).status).toBe(404);
    });

    it('deletes a product’s revisions with it, and the files only they named', async () => {
      const made = await buildProduct(t.admin, category._id);
      const replaced = (await t.admin.put<{ product: ProductDto }>(productPath(made._id), { form: await productForm(fieldsOf(made), 1) })).body.product;
      // A file another product still uses stays.
      const other = await buildProduct(t.admin, category._id);
      expect((await t.admin.delete(productPath(made._id))).status).toBe(200);
      const files = await uploadedFiles(t.server);
      for (const p of [...made.image, ...replaced.image]) expect(files).not.toContain(fileName(p));
      expect(files).toContain(fileName(other.image[0]));
      expect(await t.server.running.db.getRepository(RevisionEntity).countBy({ itemId: made._id })).toBe(0);
    });
  });

  describe('blogs', () => {
    const blogPath = (id: string) => `/api/v1/admin/blogs/${id}`;

    it('keeps sections, icon and images in each revision and restores them, with a revision of the restore', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 2);
      const form = await blogForm(
        { title: 'New title', heading: made.heading, description: made.description, author: made.author, category: made.category },
        [
          { heading: 'Only section', description: '<p>Rewritten</p>', hasNewImage: true },
        ],
        { icon: false, images: 0 },
      );
      form.append('contentImages', new Blob([new Uint8Array(await pngBytes('#00aa00'))], { type: 'image/png' }), 'n.png');
      const updated = await editor.put<{ data: BlogDto }>(`/api/v1/blogs/${made._id}`, { form });
      expect(updated.status).toBe(200);
      // The two images of the first version are kept for its revision.
      const files = await uploadedFiles(t.server);
      for (const s of made.content) expect(files).toContain(fileName(s.image));

      const list = await revisions(blogPath(made._id));
      expect(list.map((r) => [r.number, r.action, r.authorName])).toEqual([
        [2, 'update', 'Edna Editor'],
        [1, 'create', 'Administrator'],
      ]);
      expect([...list[0].changed].sort()).toEqual(['content', 'title']);
      expect((await revision<BlogRevisionRecord>(blogPath(made._id), list[1]._id)).record).toEqual(recordOf(made));

      const res = await restore<{ success: boolean; message: string; data: BlogDto }>(blogPath(made._id), list[1]._id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Revision restored' });
      expect(recordOf(res.body.data)).toEqual(recordOf(made));
      const pub = await t.anon.get<{ data: BlogDto }>(`/api/v1/blogs/${made._id}`);
      expect(pub.body.data).toMatchObject({ title: made.title, content: made.content, iconImage: made.iconImage });
      for (const s of made.content) expect((await t.anon.get(s.image)).status).toBe(200);
      expect((await revisions(blogPath(made._id)))[0]).toMatchObject({ number: 3, action: 'restore', restoredFrom: 1 });

      // A product's path does not reach a blog's revision.
      expect((await t.admin.get<ErrorBody>(`${productPath(made._id)}/revisions`)).status).toBe(404);
    });

    it('deletes a blog’s revisions and their media with it (bulk delete too)', async () => {
      const made = await buildBlog(t.admin, 'backOffice', 1);
      const res = await t.admin.post('/api/v1/admin/blogs/bulk', { json: { action: 'delete', ids: [made._id] } });
      expect(res.status).toBe(200);
      const files = await uploadedFiles(t.server);
      for (const p of [made.iconImage, ...made.content.map((s) => s.image)]) expect(files).not.toContain(fileName(p));
      expect(await t.server.running.db.getRepository(RevisionEntity).countBy({ itemId: made._id })).toBe(0);
    });
  });
});
