import { describe, expect, it } from 'vitest';
import { BULK_MAX, type AdminReviewPage, type BlogDto, type BulkResult, type ErrorBody, type ProductDto, type ReviewDto } from '@itsite/shared/contract';
import { buildBlog, buildCategory, buildProduct } from './factories.js';
import { DB_KINDS, nonAdminClient, uploadedFiles, withServer } from './harness.js';

/** A bulk route's answer: the outcome (200) or the error (4xx). */
type Answer = Omit<BulkResult, 'success'> & Omit<ErrorBody, 'success'> & { success: boolean };

const UNKNOWN_ID = '0000000000000000000000ff';
const fileName = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);

/** Bodies a bulk route refuses with 400 whatever the records: no ids, too many, ids that are not ids. */
const BAD_IDS: Array<[string, unknown]> = [
  ['an empty list', []],
  [`more than ${BULK_MAX} ids`, Array.from({ length: BULK_MAX + 1 }, (_, i) => i.toString(16).padStart(24, '0'))],
  ['a word', ['not-an-id']],
  ['24 characters that are not hexadecimal', ['zzzzzzzzzzzzzzzzzzzzzzzz']],
  ['a number', [12345]],
  ['no list', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
];

describe.each(DB_KINDS)('bulk actions [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  describe('POST /api/reviews/bulk', () => {
    let seq = 0;
    const submit = async () => {
      const name = `Bulk reviewer ${kind} ${++seq}`;
      const res = await t.anon.post<{ data: ReviewDto }>('/api/reviews', { json: { name, rating: 4, feedback: `Good work, says ${name}.` } });
      expect(res.status).toBe(201);
      return res.body.data;
    };
    const stored = async (id: string) => (await t.admin.get<AdminReviewPage>('/api/reviews/admin?limit=100')).body.data.find((r) => r._id === id);
    const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await stored(id))?.status));
    /** The public list as a visitor reads it (answered from the public cache when kept). */
    const publicNames = async () => (await t.anon.get<ReviewDto[]>('/api/reviews?page=1&limit=50')).body.map((r) => r.name);
    const bulk = (json: unknown, client = t.admin) => client.post<Answer>('/api/reviews/bulk', { json });

    it('approves several pending reviews in one request: the public list shows them at once', async () => {
      const [a, b, other] = [await submit(), await submit(), await submit()];
      // A visitor's read is kept by the public cache; the approval must make it stale.
      expect(await publicNames()).not.toContain(a.name);
      const res = await bulk({ action: 'approve', ids: [a._id, b._id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, affected: 2, missing: [] });
      expect(await publicNames()).toEqual(expect.arrayContaining([a.name, b.name]));
      expect(await publicNames()).not.toContain(other.name);
      expect(await statuses([a._id, b._id, other._id])).toEqual(['approved', 'approved', 'pending']);
    });

    it('rejects several reviews, approved ones included: they leave the public list', async () => {
      const [a, b] = [await submit(), await submit()];
      expect((await bulk({ action: 'approve', ids: [a._id] })).status).toBe(200);
      expect(await publicNames()).toContain(a.name);
      const res = await bulk({ action: 'reject', ids: [a._id, b._id] });
      expect(res.body).toEqual({ success: true, affected: 2, missing: [] });
      expect(await statuses([a._id, b._id])).toEqual(['rejected', 'rejected']);
      expect(await publicNames()).not.toContain(a.name);
    });

    it('deletes several reviews, and names the ids of no review instead of failing', async () => {
      const [a, b, kept] = [await submit(), await submit(), await submit()];
      await bulk({ action: 'approve', ids: [a._id] });
      expect(await publicNames()).toContain(a.name);
      const res = await bulk({ action: 'delete', ids: [a._id, UNKNOWN_ID, b._id, a._id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, affected: 2, missing: [UNKNOWN_ID] });
      expect(await stored(a._id)).toBeUndefined();
      expect(await stored(b._id)).toBeUndefined();
      expect((await stored(kept._id))?.status).toBe('pending');
      expect(await publicNames()).not.toContain(a.name);
    });

    it('answers an action on ids that are all gone with affected 0, not an error', async () => {
      const res = await bulk({ action: 'approve', ids: [UNKNOWN_ID] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, affected: 0, missing: [UNKNOWN_ID] });
    });

    it.each(BAD_IDS)('refuses %s with 400 naming ids, and changes nothing', async (_what, ids) => {
      const review = await submit();
      const res = await bulk({ action: 'approve', ids: Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' ? [review._id, ...(ids as unknown[])] : ids });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.some((e) => e.path === 'ids' || e.path.startsWith('ids.'))).toBe(true);
      expect((await stored(review._id))?.status).toBe('pending');
    });

    it('refuses an unknown action with 400 and changes nothing', async () => {
      const review = await submit();
      const res = await bulk({ action: 'publish', ids: [review._id] });
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e) => e.path)).toEqual(['action']);
      expect((await stored(review._id))?.status).toBe('pending');
    });

    it('refuses a visitor (401) and a sales account (403); nothing changes', async () => {
      const review = await submit();
      const visitor = await bulk({ action: 'approve', ids: [review._id] }, t.anon);
      expect(visitor.status).toBe(401);
      const sales = await bulk({ action: 'delete', ids: [review._id] }, await nonAdminClient(t.server));
      expect(sales.status).toBe(403);
      expect((await stored(review._id))?.status).toBe('pending');
    });
  });

  describe('POST /api/v1/admin/products/bulk', () => {
    const bulk = (json: unknown, client = t.admin) => client.post<Answer>('/api/v1/admin/products/bulk', { json });
    const publicProduct = (id: string) => t.anon.get<{ product: ProductDto }>(`/api/v1/product/${id}`);

    it('deletes several products with their images: the public API no longer has them', async () => {
      const category = await buildCategory(t.admin);
      const [a, b, kept] = [await buildProduct(t.admin, category._id), await buildProduct(t.admin, category._id, {}, 2), await buildProduct(t.admin, category._id)];
      // Visitors' reads, kept by the public cache until content changes.
      expect((await publicProduct(a._id)).status).toBe(200);
      const catalogue = async () => (await t.anon.get<{ products: ProductDto[] }>(`/api/v1/products?category=${category._id}`)).body.products.map((p) => p._id);
      expect(await catalogue()).toEqual(expect.arrayContaining([a._id, b._id, kept._id]));

      const res = await bulk({ action: 'delete', ids: [a._id, b._id, UNKNOWN_ID] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, affected: 2, missing: [UNKNOWN_ID] });
      expect((await publicProduct(a._id)).status).toBe(404);
      expect((await publicProduct(b._id)).status).toBe(404);
      expect((await publicProduct(kept._id)).status).toBe(200);
      expect(await catalogue()).toEqual([kept._id]);
      const files = await uploadedFiles(t.server);
      for (const image of [...a.image, ...b.image]) expect(files).not.toContain(fileName(image));
      for (const image of kept.image) expect(files).toContain(fileName(image));
    });

    it.each(BAD_IDS)('refuses %s with 400, and deletes nothing', async (_what, ids) => {
      const product = await buildProduct(t.admin, (await buildCategory(t.admin))._id);
      const res = await bulk({ action: 'delete', ids: Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' ? [product._id, ...(ids as unknown[])] : ids });
      expect(res.status).toBe(400);
      expect(res.body.errors?.some((e) => e.path === 'ids' || e.path.startsWith('ids.'))).toBe(true);
      expect((await publicProduct(product._id)).status).toBe(200);
    });

    it('refuses an action other than delete, a visitor (401) and a sales account (403); nothing is deleted', async () => {
      const product = await buildProduct(t.admin, (await buildCategory(t.admin))._id);
      expect((await bulk({ action: 'archive', ids: [product._id] })).status).toBe(400);
      expect((await bulk({ action: 'delete', ids: [product._id] }, t.anon)).status).toBe(401);
      expect((await bulk({ action: 'delete', ids: [product._id] }, await nonAdminClient(t.server))).status).toBe(403);
      expect((await publicProduct(product._id)).status).toBe(200);
    });
  });

  describe('POST /api/v1/admin/blogs/bulk', () => {
    const bulk = (json: unknown, client = t.admin) => client.post<Answer>('/api/v1/admin/blogs/bulk', { json });
    const publicBlog = (id: string) => t.anon.get<{ data: BlogDto }>(`/api/v1/blogs/${id}`);
    const publicIds = async () => (await t.anon.get<{ data: BlogDto[] }>('/api/v1/blogs?limit=50')).body.data.map((b) => b._id);

    it('deletes several blogs with their sections and media: the public API no longer has them', async () => {
      const [a, b, kept] = [await buildBlog(t.admin), await buildBlog(t.admin, 'others', 1), await buildBlog(t.admin)];
      expect((await publicBlog(a._id)).status).toBe(200);
      expect(await publicIds()).toEqual(expect.arrayContaining([a._id, b._id, kept._id]));

      const res = await bulk({ action: 'delete', ids: [a._id, b._id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, affected: 2, missing: [] });
      expect((await publicBlog(a._id)).status).toBe(404);
      expect((await publicBlog(b._id)).status).toBe(404);
      expect((await publicBlog(kept._id)).status).toBe(200);
      const ids = await publicIds();
      expect(ids).toContain(kept._id);
      expect(ids).not.toContain(a._id);
      expect(ids).not.toContain(b._id);
      const files = await uploadedFiles(t.server);
      const media = (blog: BlogDto) => [blog.iconImage, blog.iconPoster, ...blog.content.map((s) => s.image)].filter(Boolean).map(fileName);
      for (const file of [...media(a), ...media(b)]) expect(files).not.toContain(file);
      for (const file of media(kept)) expect(files).toContain(file);
    });

    it.each(BAD_IDS)('refuses %s with 400, and deletes nothing', async (_what, ids) => {
      const blog = await buildBlog(t.admin, 'backOffice', 1);
      const res = await bulk({ action: 'delete', ids: Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' ? [blog._id, ...(ids as unknown[])] : ids });
      expect(res.status).toBe(400);
      expect(res.body.errors?.some((e) => e.path === 'ids' || e.path.startsWith('ids.'))).toBe(true);
      expect((await publicBlog(blog._id)).status).toBe(200);
    });

    it('refuses a visitor (401) and a sales account (403); nothing is deleted', async () => {
      const blog = await buildBlog(t.admin, 'backOffice', 1);
      expect((await bulk({ action: 'delete', ids: [blog._id] }, t.anon)).status).toBe(401);
      expect((await bulk({ action: 'delete', ids: [blog._id] }, await nonAdminClient(t.server))).status).toBe(403);
      expect((await publicBlog(blog._id)).status).toBe(200);
    });
  });

  describe('GET /api/v1/admin/blogs?sort=', () => {
    it('sorts by title or oldest first, and refuses an unknown sort with 400', async () => {
      const made = [await buildBlog(t.admin, 'others', 1), await buildBlog(t.admin, 'others', 1), await buildBlog(t.admin, 'others', 1)];
      const ids = new Set(made.map((b) => b._id));
      const listed = async (sort: string) =>
        (await t.admin.get<{ data: BlogDto[] }>(`/api/v1/admin/blogs?category=others&limit=100&sort=${sort}`)).body.data.filter((b) => ids.has(b._id));
      expect((await listed('title')).map((b) => b.title)).toEqual(made.map((b) => b.title).sort((x, y) => x.localeCompare(y)));
      expect((await listed('oldest')).map((b) => b._id)).toEqual(made.map((b) => b._id));
      expect((await listed('newest')).map((b) => b._id)).toEqual(made.map((b) => b._id).reverse());
      expect((await t.admin.get('/api/v1/admin/blogs?sort=author')).status).toBe(400);
    });
  });
});
