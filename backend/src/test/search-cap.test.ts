import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type AdminReviewPage, type BlogDto, type Paged, type ProductDto, type ProductListResponse } from '@itsite/shared/contract';
import { ProductEntity } from '../data/entities/index.js';
import { publicOnly } from '../platform/content/publishing.js';
import { matchKeyword, walkOrProbe, type MatchMode } from '../kernel/db/search.js';
import { growTo } from '../seed/scale.js';
import { buildCategory, buildProduct, productRow } from './factories.js';
import { DB_KINDS, withServer } from './harness.js';

/**
 * A keyword matching SEARCH_COUNT_CAP rows or more (shared/docs/api.md#search): its total is the cap
 * (screens show "1,000+"), and its matches come in the list's own order, newest first, instead of
 * being scored and sorted; pages through them stay whole. Fewer matches are ranked (the lists'
 * own tests).
 */
const MATCHES = SEARCH_COUNT_CAP + 40;

describe.each(DB_KINDS)('searches past the count cap [%s]', (kind) => {

  /** The product that says "cloud" most, and the oldest: ranked by relevance it would come first. */
  let bestMatch: string;
  let categoryId: string;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    categoryId = (await buildCategory(t.admin))._id;
    const start = Date.now() - MATCHES * 1000;
    // Older than all of them, and before them in the table: a word whose matches are all far back.
    const archive = Array.from({ length: 120 }, (_, i) => {
      const at = new Date(start - (i + 1) * 60_000);
      return productRow(at, categoryId, { name: `Archive box ${i}`, description: '<p>Boxes.</p>', price: 5, kind: 'physical' });
    });
    const rows = Array.from({ length: MATCHES }, (_, i) => {
      const at = new Date(start + i * 1000);
      return productRow(at, categoryId, { name: i === 0 ? 'Cloud cloud cloud vault' : `Cloud storage plan ${i}`, description: '<p>Storage.</p>', price: 100 + i });
    });
    bestMatch = rows[0].id;
    const repo = t.server.running.db.getRepository(ProductEntity);
    await repo.insert(archive);
    for (let i = 0; i < rows.length; i += 200) await repo.insert(rows.slice(i, i + 200));
    // Every made-up blog is a "guide", and every review says "delivered".
    await growTo(t.server.running.db, { products: 0, blogs: MATCHES, reviews: SEARCH_COUNT_CAP * 3 + 30, leads: 0 }, { batch: 200 });
  }, 180_000);

  it('the catalogue: the cap as the filtered count, newest first, the best match not put first', async () => {
    const first = (await t.anon.get<ProductListResponse>('/api/v1/products?keyword=cloud')).body;
    expect(first.filteredProductsCount).toBe(SEARCH_COUNT_CAP);
    expect(first.products.map((p) => p.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Cloud storage plan ${MATCHES - n}`));
    expect(first.products.some((p) => p._id === bestMatch)).toBe(false);
    // Fewer matches than the cap: counted exactly.
    const narrow = (await t.anon.get<ProductListResponse>('/api/v1/products?keyword=cloud%20vault')).body;
    expect(narrow.filteredProductsCount).toBe(1);
    expect(narrow.products[0]._id).toBe(bestMatch);
  });

  it('the back-office product list: the cap as its total, pages that repeat and skip nothing', async () => {
    const seen = new Set<string>();
    let last: Paged<ProductDto> | undefined;
    for (let page = 1; page <= SEARCH_COUNT_CAP / 100; page++) {
      last = (await t.admin.get<Paged<ProductDto>>(`/api/v1/admin/products?keyword=cloud&limit=100&page=${page}`)).body;
      expect(last).toMatchObject({ total: SEARCH_COUNT_CAP, pages: SEARCH_COUNT_CAP / 100 });
      for (const p of last.data) seen.add(p._id);
    }
    expect(seen.size).toBe(SEARCH_COUNT_CAP);
    const dates = [...seen];
    expect(dates).toEqual([...dates].sort().reverse());
    // An explicit sort orders the matches as it says.
    const cheapest = (await t.admin.get<Paged<ProductDto>>('/api/v1/admin/products?keyword=cloud&sort=priceAsc&limit=3')).body;
    expect(cheapest.data.map((p) => p.price)).toEqual([100, 101, 102]);
  });

  it('the catalogue: a word in most of the newest products lists the same pages when its rows are looked up one by one', async () => {
    const db = t.server.running.db;
    // Newer than every product so far: one in three says "cloud" and is public, one is a draft that says it, one does not say it.
    const made: Array<{ name: string; listed: boolean }> = [];
    for (let i = 0; i < 12; i++) {
      const [name, status] = [`Cloud backup ${i}`, `Cloud draft ${i}`, `Backup vault ${i}`].map((n, k) => [n, k === 1 ? 'draft' : 'published'] as const)[i % 3];
      await buildProduct(t.admin, categoryId, { name, status });
      made.push({ name, listed: status === 'published' && name.startsWith('Cloud') });
    }
    const plans = Array.from({ length: 30 }, (_, n) => `Cloud storage plan ${MATCHES - 1 - n}`);
    const expected = [...made.filter((p) => p.listed).map((p) => p.name).reverse(), ...plans];
    // The back office lists drafts too, newest first.
    const expectedAdmin = [...made.filter((p) => p.name.startsWith('Cloud')).map((p) => p.name).reverse(), ...plans];
    for (let page = 1; page <= 3; page++) {
      const body = (await t.anon.get<ProductListResponse>(`/api/v1/products?keyword=cloud&page=${page}`)).body;
      expect(body.filteredProductsCount).toBe(SEARCH_COUNT_CAP);
      expect(body.products.map((p) => p.name)).toEqual(expected.slice((page - 1) * 8, page * 8));
      const adminPage = (await t.admin.get<Paged<ProductDto>>(`/api/v1/admin/products?keyword=cloud&limit=8&page=${page}`)).body;
      expect(adminPage.total).toBe(SEARCH_COUNT_CAP);
      expect(adminPage.data.map((p) => p.name)).toEqual(expectedAdmin.slice((page - 1) * 8, page * 8));
    }

    // SQLite looks rows up one by one for a word in most of the newest products and a short read; MariaDB always walks.
    const sqlite = kind === 'sqlite';
    expect(await walkOrProbe(db, 'products', 'cloud', 8)).toBe(sqlite ? 'probe' : 'walk');
    expect(await walkOrProbe(db, 'products', 'cloud', 1000)).toBe('walk');
    expect(await walkOrProbe(db, 'products', 'archive', 8)).toBe('walk');
    if (!sqlite) return; // MariaDB has one way to walk
    // Looked up or walked, the same rows in the same order, whatever the words and however deep.
    const listed = (keyword: string, mode: MatchMode, offset: number) => {
      const qb = db.getRepository(ProductEntity).createQueryBuilder('p').where(publicOnly('p')).orderBy('p.publishAt', 'DESC').addOrderBy('p.id', 'DESC');
      matchKeyword(qb, 'products', keyword, mode);
      return qb.offset(offset).limit(8).getMany().then((rows) => rows.map((p) => p.name));
    };
    for (const keyword of ['cloud', 'backup', 'cloud backup', 'plan 10', 'b']) {
      for (const offset of [0, 8, 500]) expect(await listed(keyword, 'probe', offset), `${keyword} from ${offset}`).toEqual(await listed(keyword, 'walk', offset));
    }
    expect(await listed('cloud', 'probe', 0)).toEqual(expected.slice(0, 8));
  });

  it('the back-office blog list: the cap as its total, newest first', async () => {
    const page = (await t.admin.get<Paged<BlogDto>>('/api/v1/admin/blogs?keyword=guide&limit=50')).body;
    expect(page.total).toBe(SEARCH_COUNT_CAP);
    const dates = page.data.map((b) => b.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the review list: each status counted up to the cap', async () => {
    const page = (await t.admin.get<AdminReviewPage>('/api/reviews/admin?keyword=delivered')).body;
    expect(page.counts).toEqual({ pending: SEARCH_COUNT_CAP, approved: SEARCH_COUNT_CAP, rejected: SEARCH_COUNT_CAP });
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, pages: SEARCH_COUNT_CAP / 20 });
    expect(page.data).toHaveLength(20);
    expect(page.data.every((r) => r.status === 'pending')).toBe(true);
  });
});
