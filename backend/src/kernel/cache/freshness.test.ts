import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductDto } from '@itsite/shared/contract';
import { buildCategory, buildProduct } from '../../test/factories.js';
import { Client, DB_KINDS, desktopLogin, startTestServer, type TestServer, withServer } from '../../test/harness.js';
import { keyedAddress, normalizedUrl } from './keys.js';

/**
 * No visitor waits on a render: single flight, stale-while-revalidate, targeted invalidation with
 * pages made again ahead of visitors, cache keys without campaign tags, a byte bound; across two
 * instances through the bus (publicCache.test.ts). The website's server bundle is stood in for by one that reads the API
 * through the `fetch` it is given, as the real one does, counts its renders per address, and can
 * be held mid-render (to see what visitors get meanwhile).
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';

const BUNDLE = `
const state = (globalThis.__renderState ??= { renders: {}, gate: null });
export async function render(url, fetchApi) {
  const path = url.split('?')[0];
  state.renders[path] = (state.renders[path] ?? 0) + 1;
  if (state.gate) await state.gate;
  const { settings } = await (await fetchApi('/api/v1/settings')).json();
  let body = '';
  if (path === '/products' || path === '/') {
    const { products } = await (await fetchApi('/api/v1/products' + (url.includes('?') ? url.slice(url.indexOf('?')) : ''))).json();
    body = products.map((p) => '<li>' + p.name + '</li>').join('');
  } else if (path.startsWith('/product/')) {
    const res = await fetchApi('/api/v1/product/by-slug/' + path.slice('/product/'.length));
    body = res.ok ? '<h1>' + (await res.json()).product.name + '</h1>' : '<h1>Not found</h1>';
  } else if (path === '/reviews-page') {
    const reviews = await (await fetchApi('/api/reviews')).json();
    body = '<p>' + reviews.length + ' reviews</p>';
  }
  return { html: '<p class="company">' + settings.companyName + '</p>' + body + '<p class="at">' + url + '</p>', reads: {} };
}
`;

interface RenderState {
  renders: Record<string, number>;
  gate: Promise<void> | null;
}
const state = (): RenderState => ((globalThis as { __renderState?: RenderState }).__renderState ??= { renders: {}, gate: null });
const renders = (p: string) => state().renders[p] ?? 0;

describe('cache keys', () => {
  it('leave out what a page or an API read does not read, and put the rest in one order', () => {
    expect(normalizedUrl('/?utm_source=newsletter&utm_medium=email')).toBe('/');
    expect(normalizedUrl('/about?gclid=abc&fbclid=x&msclkid=y&ref=z&cb=123')).toBe('/about');
    expect(normalizedUrl('/products?utm_campaign=spring&page=2&keyword=laptop')).toBe('/products?keyword=laptop&page=2');
    expect(normalizedUrl('/products?page=2&keyword=laptop')).toBe('/products?keyword=laptop&page=2');
    expect(normalizedUrl('/api/v1/products?keyword=pc&gclid=1&price%5Bgte%5D=10')).toBe('/api/v1/products?keyword=pc&price%5Bgte%5D=10');
    expect(normalizedUrl('/api/reviews?page=2&limit=5&utm_source=x')).toBe('/api/reviews?limit=5&page=2');
    expect(normalizedUrl('/api/v1/settings?cb=1')).toBe('/api/v1/settings');
    // A trailing slash is the same page, reading the same parameters.
    expect(normalizedUrl('/products/?utm_source=x&page=2')).toBe('/products/?page=2');
  });

  it('tell an address with a parameter they leave out (a campaign link, often new each time) from one they keep whole', () => {
    expect(keyedAddress('/about?utm_source=x1')).toEqual({ url: '/about', leftOut: true });
    expect(keyedAddress('/products?page=2&gclid=y')).toEqual({ url: '/products?page=2', leftOut: true });
    expect(keyedAddress('/api/reviews?page=2&limit=5&utm_source=x')).toEqual({ url: '/api/reviews?limit=5&page=2', leftOut: true });
    // Put in another order, or with nothing after the `?`, nothing is left out.
    expect(keyedAddress('/api/reviews?page=2&limit=5')).toEqual({ url: '/api/reviews?limit=5&page=2', leftOut: false });
    expect(keyedAddress('/about?')).toEqual({ url: '/about', leftOut: false });
    expect(keyedAddress('/about')).toEqual({ url: '/about', leftOut: false });
  });
});

describe.each(DB_KINDS)('no visitor waits on a render [%s]', (kind) => {
  let server: TestServer;
  let websiteDir: string;
  let admin: Client;
  let product: ProductDto;
  let other: ProductDto;
  const anon = () => new Client(server.url);
  const rename = (p: ProductDto, name: string) => admin.put(`/api/v1/admin/product/${p._id}`, { json: { name, price: p.price, stock: p.stock, description: p.description } });

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-swr-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    await fs.writeFile(path.join(websiteDir, 'entry-server.js'), BUNDLE);
    server = await startTestServer(kind, { websiteDir, websiteServerEntry: path.join(websiteDir, 'entry-server.js') });
    admin = await desktopLogin(server.url);
    const category = await buildCategory(admin);
    product = await buildProduct(admin, category._id, { name: 'Cached Laptop' });
    other = await buildProduct(admin, category._id, { name: 'Other Router' });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.running.deps.publicCache.settled();
    state().gate = null;
  });

  it('makes a page once for 50 visitors who ask for it at the same moment', async () => {
    const before = renders('/product/' + other.slug);
    const answers = await Promise.all(Array.from({ length: 50 }, () => anon().get<string>(`/product/${other.slug}`)));
    expect(answers.every((a) => a.status === 200 && a.body.includes('<h1>Other Router</h1>'))).toBe(true);
    expect(renders('/product/' + other.slug) - before).toBe(1);
  });

  it('after an edit, serves the old page marked stale while one render makes the new one, then the new one', async () => {
    const page = `/product/${product.slug}`;
    expect((await anon().get<string>(page)).body).toContain('Cached Laptop');
    expect((await anon().get(page)).headers.get('x-cache')).toBe('HIT');
    // Renders wait at the gate: the page being made again cannot be finished yet.
    let open!: () => void;
    state().gate = new Promise<void>((resolve) => (open = resolve));
    const rendersBefore = renders(page);
    expect((await rename(product, 'Cached Laptop Pro')).status).toBe(200);
    const during = await Promise.all(Array.from({ length: 10 }, () => anon().get<string>(page)));
    for (const answer of during) {
      expect(answer.headers.get('x-cache')).toBe('STALE');
      expect(answer.body).toContain('<h1>Cached Laptop</h1>');
    }
    open();
    await server.running.deps.publicCache.settled();
    const after = await anon().get<string>(page);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(after.body).toContain('<h1>Cached Laptop Pro</h1>');
    // Ten stale answers and one fresh page: made once, in the background.
    expect(renders(page) - rendersBefore).toBe(1);
  });

  it('never serves a stale "not found": a page for what was just created is made for its first visitor', async () => {
    const name = `Fresh Arrival ${Date.now()}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect((await anon().get(`/product/${slug}`)).status).toBe(404);
    expect((await anon().get(`/product/${slug}`)).headers.get('x-cache')).toBe('HIT');
    // Renders wait at the gate: the page cannot be made again in the background yet.
    let open!: () => void;
    state().gate = new Promise<void>((resolve) => (open = resolve));
    const created = await buildProduct(admin, (await buildCategory(admin))._id, { name });
    expect(created.slug).toBe(slug);
    const visit = anon().get<string>(`/product/${slug}`);
    setTimeout(open, 100);
    const page = await visit;
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache')).toBe('MISS');
    expect(page.body).toContain(`<h1>${name}</h1>`);
  });

  it('makes again only what an edit touches, ahead of visitors: the product, the catalogue and home; not About or the reviews page', async () => {
    const pages = ['/', '/products', `/product/${product.slug}`, `/product/${other.slug}`, '/about', '/reviews-page'];
    for (const p of pages) await anon().get(p);
    for (const p of pages) expect((await anon().get(p)).headers.get('x-cache'), p).toBe('HIT');
    const before = Object.fromEntries(pages.map((p) => [p, renders(p.split('?')[0])]));
    expect((await rename(product, 'Cached Laptop Air')).status).toBe(200);
    await server.running.deps.publicCache.settled();
    const made = Object.fromEntries(pages.map((p) => [p, renders(p.split('?')[0]) - before[p]]));
    expect(made).toEqual({ '/': 1, '/products': 1, [`/product/${product.slug}`]: 1, [`/product/${other.slug}`]: 0, '/about': 0, '/reviews-page': 0 });
    // Made ahead: every visitor after the edit gets a fresh page from memory, the new name on it.
    for (const p of pages) expect((await anon().get(p)).headers.get('x-cache'), p).toBe('HIT');
    expect((await anon().get<string>('/products')).body).toContain('Cached Laptop Air');

    // A review approved touches the pages that show reviews, and nothing of the catalogue.
    const review = await anon().post<{ data: { _id: string } }>('/api/reviews', { json: { name: 'Cache Reviewer', feedback: 'Good work', rating: 5 } });
    const reviewsBefore = renders('/reviews-page');
    const productsBefore = renders('/products');
    expect((await admin.patch(`/api/reviews/${review.body.data._id}/status`, { json: { status: 'approved' } })).status).toBe(200);
    await server.running.deps.publicCache.settled();
    expect(renders('/reviews-page') - reviewsBefore).toBe(1);
    expect(renders('/products') - productsBefore).toBe(0);

    // One of a product approved: that product's page and the catalogue (each product's rating), not another product's nor the reviews page.
    const ofProduct = await anon().post<{ data: { _id: string } }>('/api/reviews', { json: { name: 'Product Reviewer', feedback: 'Works well', rating: 4, product: product.slug } });
    expect(ofProduct.status).toBe(201);
    const pagesBefore = Object.fromEntries(pages.map((p) => [p, renders(p)]));
    expect((await admin.patch(`/api/reviews/${ofProduct.body.data._id}/status`, { json: { status: 'approved' } })).status).toBe(200);
    await server.running.deps.publicCache.settled();
    const remade = Object.fromEntries(pages.map((p) => [p, renders(p) - pagesBefore[p]]));
    expect(remade).toEqual({ '/': 1, '/products': 1, [`/product/${product.slug}`]: 1, [`/product/${other.slug}`]: 0, '/about': 0, '/reviews-page': 0 });
  });

  it('keeps one page for every campaign link to it', async () => {
    await anon().get('/about');
    const size = server.running.deps.publicCache.size;
    const plain = await anon().get('/about');
    for (let i = 0; i < 20; i++) {
      const tagged = await anon().get(`/about?utm_source=news${i}&gclid=${i}&cb=${Math.random()}`);
      expect(tagged.headers.get('x-cache')).toBe('HIT');
      expect(tagged.headers.get('etag')).toBe(plain.headers.get('etag'));
    }
    expect(server.running.deps.publicCache.size).toBe(size);
    // A parameter the page reads is part of its key.
    const paged = await anon().get<string>('/products?page=2&utm_source=x');
    expect(paged.headers.get('x-cache')).toBe('MISS');
    expect(paged.body).toContain('/products?page=2');
    expect(paged.body).not.toContain('utm_source');
  });
});

describe('the cache bound is in bytes', () => {
  
  const t = withServer('sqlite', { config: () => ({ publicCacheBytes: 16 * 1024 }) });

  it('keeps no more bytes than PUBLIC_CACHE_MB allows, the least recently used going first', async () => {
    const admin = await desktopLogin(t.server.url);
    const category = await buildCategory(admin);
    const products: Array<Awaited<ReturnType<typeof buildProduct>>> = [];
    for (let i = 0; i < 12; i++) products.push(await buildProduct(admin, category._id, { name: `Bounded ${i}`, description: `<p>${'A long description. '.repeat(60)}</p>` }));
    const cache = t.server.running.deps.publicCache;
    await cache.settled();
    const read = async (i: number) => (await new Client(t.server.url).get(`/api/v1/product/${products[i]._id}`)).headers.get('x-cache');
    // Each product read in turn, and the first read again after each: always the most recently used.
    for (let i = 0; i < products.length; i++) {
      expect(await read(i)).toBe('MISS');
      expect(await read(0)).toBe('HIT');
    }
    expect(cache.bytes).toBeGreaterThan(8 * 1024);
    expect(cache.bytes).toBeLessThanOrEqual(16 * 1024);
    expect(cache.size).toBeLessThan(12);
    // The last read and the first (read all along) are still kept; the second, used least recently, is gone.
    expect(await read(11)).toBe('HIT');
    expect(await read(0)).toBe('HIT');
    expect(await read(1)).toBe('MISS');
  });
});
