import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewPage, ErrorBody, ProductDto, ReviewDto } from '@itsite/shared/contract';
import { buildCategory, buildProduct, productFields, productForm } from '../../test/factories.js';
import { Client, DB_KINDS, startTestServer, webLogin, type TestServer } from '../../test/harness.js';

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';

type ProductAnswer = { product: ProductDto; reviews: ReviewDto[] };

/**
 * Reviews of products: sent by visitors from a product's page (or the API), moderated as the site's
 * reviews are; an approved one shows on its product's page and rates the product (average and
 * count), never on the site's review list.
 */
describe.each(DB_KINDS)('product reviews [%s]', (kind) => {
  let server: TestServer;
  let websiteDir: string;
  let anon: Client;
  let admin: Client;
  let categoryId: string;
  let product: ProductDto;
  let other: ProductDto;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    server = await startTestServer(kind, { websiteDir });
    anon = new Client(server.url);
    admin = await webLogin(server.url);
    categoryId = (await buildCategory(admin))._id;
    product = await buildProduct(admin, categoryId, { name: 'Reviewed Mini PC' });
    other = await buildProduct(admin, categoryId, { name: 'Unreviewed Router' });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  const send = (json: Record<string, unknown>) => anon.post<{ data: ReviewDto } & ErrorBody>('/api/reviews', { json: { feedback: `Feedback of ${String(json.name)}`, rating: 4, ...json } });
  const submit = async (name: string, rating: number, about: string = product.slug) => {
    const res = await send({ name, rating, product: about });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const setStatus = async (id: string, status: 'approved' | 'rejected') => expect((await admin.patch(`/api/reviews/${id}/status`, { json: { status } })).status).toBe(200);
  const page = async (p: ProductDto = product) => (await anon.get<ProductAnswer>(`/api/v1/product/by-slug/${p.slug}`)).body;
  const siteReviews = async () => (await anon.get<ReviewDto[]>('/api/reviews?limit=50')).body.map((r) => r.name);
  const adminList = async (query = '') => (await admin.get<AdminReviewPage>(`/api/reviews/admin?limit=100${query}`)).body;
  const stored = async () => (await adminList()).data.length;

  it('arrives pending, named with its product in the back office, and is public nowhere until approved', async () => {
    // The page was read (and kept by the public cache) before the review arrived.
    expect(await page()).toMatchObject({ product: { reviewSummary: null }, reviews: [] });
    const review = await submit('Pending Buyer', 5);
    const row = (await adminList()).data.find((r) => r._id === review._id);
    expect(row).toMatchObject({ status: 'pending', product: { _id: product._id, name: 'Reviewed Mini PC', slug: product.slug } });
    expect(await page()).toMatchObject({ product: { reviewSummary: null }, reviews: [] });
    expect(await siteReviews()).not.toContain('Pending Buyer');
    // The dashboard's pending tile counts it as any review.
    expect((await admin.get<{ reviews: { pending: number } }>('/api/v1/admin/dashboard')).body.reviews.pending).toBeGreaterThanOrEqual(1);
  });

  it("once approved shows on its product's page, newest first, and rates the product by the average and count; the site's review list never has it", async () => {
    const first = await submit('Approved Buyer', 4);
    const second = await submit('Second Buyer', 5);
    await setStatus(first._id, 'approved');
    expect(await page()).toMatchObject({ product: { reviewSummary: { average: 4, count: 1 } }, reviews: [{ name: 'Approved Buyer', rating: 4 }] });
    await setStatus(second._id, 'approved');
    const shown = await page();
    expect(shown.product.reviewSummary).toEqual({ average: 4.5, count: 2 });
    expect(shown.reviews.map((r) => r.name)).toEqual(['Second Buyer', 'Approved Buyer']);
    expect(shown.reviews[0]).not.toHaveProperty('status');
    // The same figure by id and in the catalogue; a product without reviews has none.
    expect((await anon.get<ProductAnswer>(`/api/v1/product/${product._id}`)).body.product.reviewSummary).toEqual({ average: 4.5, count: 2 });
    const listed = (await anon.get<{ products: ProductDto[] }>('/api/v1/products')).body.products;
    expect(listed.find((p) => p._id === product._id)?.reviewSummary).toEqual({ average: 4.5, count: 2 });
    expect(listed.find((p) => p._id === other._id)?.reviewSummary).toBeNull();
    expect(await page(other)).toMatchObject({ product: { reviewSummary: null }, reviews: [] });
    // The site's reviews (the /reviews page, the home page's testimonials) are the company's only.
    const site = await anon.post<{ data: ReviewDto }>('/api/reviews', { json: { name: 'Site Reviewer', feedback: 'Great company', rating: 5 } });
    await setStatus(site.body.data._id, 'approved');
    const names = await siteReviews();
    expect(names).toContain('Site Reviewer');
    expect(names).not.toContain('Approved Buyer');
    expect(names).not.toContain('Second Buyer');
  });

  it('gives the product page aggregateRating and its reviews in JSON-LD only once it has approved reviews', async () => {
    const rated = await buildProduct(admin, categoryId, { name: 'Rated Monitor' });
    const ldProduct = async (p: ProductDto) => {
      const html = (await anon.get<string>(`/product/${p.slug}`)).body;
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '[]';
      return (JSON.parse(block) as Array<Record<string, unknown>>).find((t) => t['@type'] === 'Product');
    };
    expect(await ldProduct(rated)).not.toHaveProperty('aggregateRating');
    expect(await ldProduct(rated)).not.toHaveProperty('review');
    const a = await submit('Monitor Buyer', 3, rated.slug);
    await submit('Pending Monitor Buyer', 5, rated.slug);
    await setStatus(a._id, 'approved');
    expect(await ldProduct(rated)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3, reviewCount: 1, bestRating: 5 },
      review: [{ '@type': 'Review', author: { name: 'Monitor Buyer' }, reviewRating: { ratingValue: 3 } }],
    });
  });

  it('keeps a rejected review and one the spam screen caught off the page and out of the rating', async () => {
    const p = await buildProduct(admin, categoryId, { name: 'Spam Target' });
    const kept = await submit('Kept Buyer', 5, p.slug);
    const rejected = await submit('Rejected Buyer', 1, p.slug);
    await setStatus(kept._id, 'approved');
    await setStatus(rejected._id, 'approved');
    expect((await page(p)).product.reviewSummary).toEqual({ average: 3, count: 2 });
    // Rejected in bulk: the product's page (kept by the public cache) is made again without it.
    expect((await admin.post('/api/reviews/bulk', { json: { action: 'reject', ids: [rejected._id] } })).status).toBe(200);
    expect(await page(p)).toMatchObject({ product: { reviewSummary: { average: 5, count: 1 } }, reviews: [{ name: 'Kept Buyer' }] });

    // The honeypot filled: answered as any review, stored rejected with its product.
    const bot = await send({ name: 'Bot Buyer', rating: 1, product: p.slug, website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    const row = (await adminList()).data.find((r) => r._id === bot.body.data._id);
    expect(row).toMatchObject({ status: 'rejected', product: { _id: p._id } });
    expect((await page(p)).reviews.map((r) => r.name)).toEqual(['Kept Buyer']);
  });

  it('refuses a review of a missing or draft product with 400 naming the product, and stores nothing', async () => {
    const draft = await buildProduct(admin, categoryId, { status: 'draft' });
    for (const about of ['no-such-product', draft.slug, draft._id]) {
      const before = await stored();
      const res = await send({ name: 'Nobody', product: about });
      expect(res.status, about).toBe(400);
      expect(res.body.errors?.map((e) => e.path)).toEqual(['product']);
      expect(await stored()).toBe(before);
    }
  });

  it.each([0, 6, 'x'])('refuses rating %j of a product review with 400, and stores nothing', async (rating) => {
    const before = await stored();
    const res = await send({ name: 'Bad Rater', rating, product: product.slug });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['rating']);
    expect(await stored()).toBe(before);
  });

  it("lists the site's reviews, every product's or one product's in the back office, with counts to match", async () => {
    const p = await buildProduct(admin, categoryId, { name: 'Filter Target' });
    const mine = await submit('Filtered Buyer', 4, p.slug);
    const site = (await anon.post<{ data: ReviewDto }>('/api/reviews', { json: { name: 'Filtered Site Reviewer', feedback: 'Nice', rating: 4 } })).body.data;
    const ids = async (query: string) => (await adminList(query)).data.map((r) => r._id);

    expect(await ids('&about=site')).toContain(site._id);
    expect(await ids('&about=site')).not.toContain(mine._id);
    expect(await ids('&about=products')).toContain(mine._id);
    expect(await ids('&about=products')).not.toContain(site._id);
    const one = await adminList(`&about=${p._id}`);
    expect(one.data.map((r) => r._id)).toEqual([mine._id]);
    expect(one.counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
    expect(one.total).toBe(1);
    expect((await admin.get(`/api/reviews/admin?about=${encodeURIComponent("'; drop")}`)).status).toBe(400);
  });

  it("keeps taking the staff's ratings on create and update, as before", async () => {
    const form = await productForm(productFields({ category: categoryId, ratings: '3.5' }), 1);
    const made = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form });
    expect(made.status).toBe(201);
    expect(made.body.product.ratings).toBe(3.5);
    const { _id, name, description, price, stock } = made.body.product;
    const updated = await admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${_id}`, { json: { name, description, price, stock, ratings: 4 } });
    expect(updated.status).toBe(200);
    expect(updated.body.product.ratings).toBe(4);
    expect((await admin.put<ErrorBody>(`/api/v1/admin/product/${_id}`, { json: { name, description, price, stock, ratings: 7 } })).status).toBe(400);
    // Left out, a new product's is 0; either way the site rates it by its reviews (none yet: none).
    const { ratings: _left, ...fields } = productFields({ category: categoryId });
    const bare = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form: await productForm(fields, 1) });
    expect(bare.status, JSON.stringify(bare.body)).toBe(201);
    expect(bare.body.product.ratings).toBe(0);
    expect((await page(made.body.product)).product.reviewSummary).toBeNull();
  });

  it("deletes a product's reviews with it", async () => {
    const p = await buildProduct(admin, categoryId, { name: 'Short-lived' });
    const r = await submit('Late Buyer', 4, p.slug);
    expect((await admin.delete(`/api/v1/admin/product/${p._id}`)).status).toBe(200);
    expect((await adminList()).data.map((x) => x._id)).not.toContain(r._id);
  });
});
