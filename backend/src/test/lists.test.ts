import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  BLOG_CATEGORIES,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MENU_SIZE,
  BLOG_PAGE_SIZE,
  PRODUCTS_PER_PAGE,
  REVIEW_MAX_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  type AdminReviewDto,
  type AdminReviewPage,
  type BlogDto,
  type BlogMenuResponse,
  type ErrorBody,
  type Paged,
  type ProductDto,
  type ProductListResponse,
} from '@itsite/shared/contract';
import { LeadEntity, ProductEntity } from '../data/entities/index.js';
import { repairSearchIndex } from '../kernel/db/search.js';
import { growTo } from '../seed/scale.js';
import { buildCategory, buildProduct } from './factories.js';
import { DB_KINDS, withServer } from './harness.js';

/**
 * Every list answers one bounded page, with its totals, read the same way however deep the page;
 * the back-office lists search, filter and sort on the server. The rows are made by the scale seed
 * (`npm run seed:scale`) with small sizes: each list holds more rows than its largest page.
 */
const SIZES = { products: 130, blogs: 110, reviews: 160, leads: 30 };

describe.each(DB_KINDS)('paged lists [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    await buildCategory(t.admin);
    await growTo(t.server.running.db, SIZES, { batch: 40 });
  });

  const rowsOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : (body as { data: unknown[] }).data);

  describe('page sizes', () => {
    const lists = () =>
      [
        { path: '/api/v1/blogs', size: BLOG_PAGE_SIZE, max: BLOG_MAX_PAGE_SIZE, client: t.anon },
        { path: '/api/v1/admin/blogs', size: ADMIN_PAGE_SIZE, max: ADMIN_MAX_PAGE_SIZE, client: t.admin },
        { path: '/api/v1/admin/products', size: ADMIN_PAGE_SIZE, max: ADMIN_MAX_PAGE_SIZE, client: t.admin },
        { path: '/api/reviews/admin', size: ADMIN_PAGE_SIZE, max: ADMIN_MAX_PAGE_SIZE, client: t.admin },
        { path: '/api/reviews', size: REVIEW_PAGE_SIZE, max: REVIEW_MAX_PAGE_SIZE, client: t.anon },
      ] as const;

    it('no list answers more rows than its largest page, whatever the query', async () => {
      for (const { path, size, max, client } of lists()) {
        expect(rowsOf((await client.get(path)).body), path).toHaveLength(size);
        expect(rowsOf((await client.get(`${path}?limit=${max}`)).body), path).toHaveLength(max);
        for (const query of [`limit=${max + 1}`, 'limit=100000', 'limit=0', 'limit=-5', 'limit=2.5', 'limit=abc', 'page=0', 'page=100001', 'page=1e400', 'page=x', 'limit=5&limit=6']) {
          const res = await client.get<ErrorBody>(`${path}?${query}`);
          expect(res.status, `${path}?${query}`).toBe(400);
          expect(res.body.success).toBe(false);
        }
      }
      // The catalogue's page size is fixed; a limit it does not know is not obeyed.
      const catalogue = await t.anon.get<ProductListResponse>('/api/v1/products?limit=1000');
      expect(catalogue.body.products).toHaveLength(PRODUCTS_PER_PAGE);
    });

    it('answers the totals with each page, and an empty page past the last', async () => {
      for (const { path, client } of lists().filter((l) => l.path !== '/api/reviews')) {
        const first = (await client.get<Paged<unknown>>(`${path}?limit=7`)).body;
        expect(first).toMatchObject({ success: true, page: 1, limit: 7, pages: Math.ceil(first.total / 7) });
        expect(first.total).toBeGreaterThan(7);
        const last = (await client.get<Paged<unknown>>(`${path}?limit=7&page=${first.pages}`)).body;
        expect(last.data).toHaveLength(first.total - 7 * (first.pages - 1));
        const past = (await client.get<Paged<unknown>>(`${path}?limit=7&page=${first.pages + 1}`)).body;
        expect(past).toMatchObject({ data: [], total: first.total, page: first.pages + 1 });
      }
    });
  });

  describe('GET /api/v1/blogs and /api/v1/blogs/menu', () => {
    it('pages the public blog list and keeps its keys, newest first', async () => {
      const all: BlogDto[] = [];
      for (let page = 1; ; page++) {
        const body = (await t.anon.get<Paged<BlogDto>>(`/api/v1/blogs?page=${page}&limit=${BLOG_MAX_PAGE_SIZE}`)).body;
        all.push(...body.data);
        if (page >= body.pages) break;
      }
      expect(all).toHaveLength(SIZES.blogs);
      expect(new Set(all.map((b) => b._id)).size).toBe(SIZES.blogs);
      const dates = all.map((b) => b.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('names the newest blogs of each category, ids, slugs and titles only', async () => {
      const res = await t.anon.get<BlogMenuResponse>('/api/v1/blogs/menu');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual([...BLOG_CATEGORIES].sort());
      for (const category of BLOG_CATEGORIES) {
        const items = res.body.data[category];
        expect(items).toHaveLength(BLOG_MENU_SIZE);
        for (const item of items) expect(Object.keys(item).sort()).toEqual(['_id', 'category', 'slug', 'title']);
        const newest = (await t.anon.get<Paged<BlogDto>>(`/api/v1/blogs?category=${category}&limit=${BLOG_MENU_SIZE}`)).body.data;
        expect(items).toEqual(newest.map((b) => ({ _id: b._id, slug: b.slug, title: b.title, category: b.category })));
      }
    });
  });

  describe('GET /api/v1/products deep pages', () => {
    const catalogue = async (n: number, query = '') => (await t.anon.get<ProductListResponse>(`/api/v1/products?page=${n}${query}`)).body;

    it('reads each page from where it starts (kept per content), walked or jumped to, and a change moves every page', async () => {
      const first = await catalogue(1);
      const pages = Math.ceil(first.filteredProductsCount / PRODUCTS_PER_PAGE);
      // Jumped to first (its start found once), then walked page by page (each start kept by the one before).
      const jumped = (await catalogue(pages - 1)).products.map((p) => p._id);
      const walked: string[][] = [first.products.map((p) => p._id)];
      for (let n = 2; n <= pages; n++) walked.push((await catalogue(n)).products.map((p) => p._id));
      const all = walked.flat();
      expect(all).toHaveLength(first.filteredProductsCount);
      expect(new Set(all).size).toBe(all.length);
      expect(walked[pages - 2]).toEqual(jumped);
      expect((await catalogue(pages + 1)).products).toEqual([]);
      // Read again, the kept starts give the same pages.
      expect((await catalogue(pages - 1)).products.map((p) => p._id)).toEqual(jumped);

      // A new product goes first: every page starts one product earlier in the old order.
      const added = await buildProduct(t.admin, (await buildCategory(t.admin))._id);
      expect((await catalogue(1)).products[0]._id).toBe(added._id);
      expect((await catalogue(2)).products.map((p) => p._id)).toEqual([all[PRODUCTS_PER_PAGE - 1], ...all.slice(PRODUCTS_PER_PAGE, 2 * PRODUCTS_PER_PAGE - 1)]);
      expect((await catalogue(pages - 1)).products.map((p) => p._id)).toEqual([all[(pages - 2) * PRODUCTS_PER_PAGE - 1], ...jumped.slice(0, -1)]);
      // A filtered list keeps starts of its own.
      const cheap = [...(await catalogue(2, '&price[lte]=100000')).products, ...(await catalogue(3, '&price[lte]=100000')).products];
      expect(new Set(cheap.map((p) => p._id)).size).toBe(2 * PRODUCTS_PER_PAGE);
    });
  });

  describe('GET /api/v1/admin/products', () => {
    const page = async (query: string) => (await t.admin.get<Paged<ProductDto>>(`/api/v1/admin/products?${query}`)).body;

    it('lists every product once across its pages, newest first, as the catalogue does', async () => {
      const all: ProductDto[] = [];
      for (let n = 1; ; n++) {
        const body = await page(`page=${n}&limit=30`);
        all.push(...body.data);
        if (n >= body.pages) break;
      }
      const total = await t.server.running.db.getRepository(ProductEntity).count();
      expect(new Set(all.map((p) => p._id)).size).toBe(total);
      // Any page of the catalogue, the deep ones too, is that order's slice.
      for (const n of [1, 2, Math.ceil(total / PRODUCTS_PER_PAGE)]) {
        const catalogue = (await t.anon.get<ProductListResponse>(`/api/v1/products?page=${n}`)).body.products.map((p) => p._id);
        expect(catalogue, `page ${n}`).toEqual(all.slice((n - 1) * PRODUCTS_PER_PAGE, n * PRODUCTS_PER_PAGE).map((p) => p._id));
      }
    });

    it('sorts by name, price and stock', async () => {
      const names = (await page('sort=name&limit=100')).data.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)));
      const up = (await page('sort=priceAsc&limit=100')).data.map((p) => p.price);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await page('sort=priceDesc&limit=100')).data.map((p) => p.price);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      const stock = (await page('sort=stock&limit=100')).data.map((p) => p.stock);
      expect(stock).toEqual([...stock].sort((a, b) => a - b));
      expect((await t.admin.get<ErrorBody>('/api/v1/admin/products?sort=bogus')).status).toBe(400);
    });

    it('searches by the start of words, and only admins may list', async () => {
      const found = await page(`keyword=${encodeURIComponent('managed back')}&limit=100`);
      expect(found.total).toBeGreaterThan(0);
      for (const p of found.data) expect(p.name).toMatch(/\bmanaged\b.*\bback/i);
      expect(found.total).toBe(
        (await t.server.running.db.getRepository(ProductEntity).find({ select: { name: true } })).filter((p) => /\bmanaged\b.*\bback/i.test(p.name)).length,
      );
      expect((await t.anon.get('/api/v1/admin/products')).status).toBe(401);
    });

    it('keeps the search in step as products are renamed and deleted', async () => {
      const category = await buildCategory(t.admin);
      const made = await buildProduct(t.admin, category._id, { name: 'Quartzite countertop sealing' });
      const ids = async (keyword: string) => (await page(`keyword=${keyword}`)).data.map((p) => p._id);
      expect(await ids('quartz')).toEqual([made._id]);
      expect((await t.admin.put(`/api/v1/admin/product/${made._id}`, { json: { name: 'Granite countertop sealing', price: 2999, stock: 4, description: 'New text' } })).status).toBe(200);
      expect(await ids('quartz')).toEqual([]);
      expect(await ids('granit')).toEqual([made._id]);
      expect((await t.admin.delete(`/api/v1/admin/product/${made._id}`)).status).toBe(200);
      expect(await ids('granit')).toEqual([]);
    });
  });

  describe('GET /api/v1/admin/blogs', () => {
    it('searches title, heading and author, and filters by category', async () => {
      const page = async (query: string) => (await t.admin.get<Paged<BlogDto>>(`/api/v1/admin/blogs?${query}`)).body;
      const byAuthor = await page('keyword=ash&limit=100');
      expect(byAuthor.total).toBeGreaterThan(0);
      expect(byAuthor.data.every((b) => b.author === 'Asha Rao')).toBe(true);
      const byTitle = await page(`keyword=${encodeURIComponent('web dev')}&category=digitalMarketing&limit=100`);
      expect(byTitle.total).toBeGreaterThan(0);
      expect(byTitle.data.every((b) => b.category === 'digitalMarketing' && /web development/i.test(`${b.title} ${b.heading}`))).toBe(true);
      expect((await t.admin.get<ErrorBody>('/api/v1/admin/blogs?category=bogus')).status).toBe(400);
      expect((await t.anon.get('/api/v1/admin/blogs')).status).toBe(401);
    });
  });

  describe('GET /api/reviews/admin', () => {
    const all = async (query: string, limit: number) => {
      const rows: AdminReviewDto[] = [];
      let body: AdminReviewPage;
      for (let n = 1; ; n++) {
        body = (await t.admin.get<AdminReviewPage>(`/api/reviews/admin?${query}&page=${n}&limit=${limit}`)).body;
        rows.push(...body.data);
        if (n >= body.pages) break;
      }
      return { rows, body };
    };

    it('lists pending reviews first, each part newest first, across pages, with the count of each status', async () => {
      const { rows, body } = await all('', 7);
      expect(body.counts).toEqual({ pending: 54, approved: 53, rejected: 53 });
      expect(body.total).toBe(SIZES.reviews);
      expect(rows).toHaveLength(SIZES.reviews);
      const pending = rows.slice(0, 54);
      const rest = rows.slice(54);
      expect(pending.every((r) => r.status === 'pending')).toBe(true);
      expect(rest.every((r) => r.status !== 'pending')).toBe(true);
      for (const part of [pending, rest]) expect(part.map((r) => r.createdAt)).toEqual(part.map((r) => r.createdAt).sort().reverse());
    });

    it('filters by status and sorts by date', async () => {
      const approved = await all('status=approved', 20);
      expect(approved.rows).toHaveLength(53);
      expect(approved.rows.every((r) => r.status === 'approved')).toBe(true);
      const oldest = (await t.admin.get<AdminReviewPage>('/api/reviews/admin?sort=oldest&limit=100')).body.data.map((r) => r.createdAt);
      expect(oldest).toEqual([...oldest].sort());
      const newest = (await t.admin.get<AdminReviewPage>('/api/reviews/admin?sort=newest&limit=100')).body.data.map((r) => r.createdAt);
      expect(newest).toEqual([...newest].sort().reverse());
      expect((await t.admin.get<ErrorBody>('/api/reviews/admin?status=bogus')).status).toBe(400);
      expect((await t.admin.get<ErrorBody>('/api/reviews/admin?sort=bogus')).status).toBe(400);
    });
  });

  describe('seed:scale', () => {
    it('grows each table to its size and no further', async () => {
      expect(await t.server.running.db.getRepository(LeadEntity).count()).toBe(SIZES.leads);
      const more = { ...SIZES, leads: SIZES.leads + 5 };
      expect(await growTo(t.server.running.db, more, { batch: 3 })).toEqual({ products: 0, blogs: 0, reviews: 0, leads: 5 });
      expect(await t.server.running.db.getRepository(LeadEntity).count()).toBe(SIZES.leads + 5);
    });

    it('gives each made-up blog three sections, as the public list answers them', async () => {
      const { data } = (await t.anon.get<Paged<BlogDto>>('/api/v1/blogs?limit=5')).body;
      for (const blog of data) expect(blog.content.map((s) => s.heading)).toEqual(['Where we start', 'How the work runs', 'What you get']);
    });
  });

  it.runIf(kind === 'sqlite')('puts back search triggers a migration dropped, and re-indexes', async () => {
    const db = t.server.running.db;
    await db.query('DROP TRIGGER products_fts_ai');
    await db.query(`INSERT INTO products_fts(products_fts) VALUES ('delete-all')`);
    await repairSearchIndex(db);
    const category = await buildCategory(t.admin);
    const made = await buildProduct(t.admin, category._id, { name: 'Basalt paving stones' });
    const ids = async (keyword: string) => (await t.admin.get<Paged<ProductDto>>(`/api/v1/admin/products?keyword=${keyword}`)).body.data.map((p) => p._id);
    expect(await ids('basalt')).toEqual([made._id]);
    expect((await ids('managed')).length).toBeGreaterThan(0);
  });
});
