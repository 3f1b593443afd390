import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto, ProductDto, SettingsDto } from '@itsite/shared/contract';
import { buildCategory, buildProduct } from '../../test/factories.js';
import { Client, DB_KINDS, desktopLogin, staffClient, startSecondInstance, startTestServer, webLogin, type TestServer } from '../../test/harness.js';
import { PUBLIC_CACHE_CONTROL, PublicCache, isPublicRead } from './publicCache.js';

/**
 * A conditional GET as a browser revalidating its copy sends it. (fetch() would add
 * `Cache-Control: no-cache`, which asks for a full answer on purpose.)
 */
function revalidate(server: TestServer, p: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url + p, { headers: { 'if-none-match': etag } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** One exchange with exactly these headers, the body as bytes (not decoded). */
function exchange(server: TestServer, p: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + p, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';

describe('which reads are the same for every visitor', () => {
  it('takes public API reads and website pages; not admin reads, files, the admin or health checks', () => {
    expect(isPublicRead('/api/v1/products')).toBe(true);
    expect(isPublicRead('/api/v1/product/abc')).toBe(true);
    expect(isPublicRead('/api/reviews')).toBe(true);
    expect(isPublicRead('/about')).toBe(true);
    expect(isPublicRead('/api/v1/contact')).toBe(false);
    expect(isPublicRead('/api/reviews/admin')).toBe(false);
    expect(isPublicRead('/api/v1/me')).toBe(false);
    expect(isPublicRead('/uploads/a.png')).toBe(false);
    expect(isPublicRead('/assets/app.js')).toBe(false);
    expect(isPublicRead('/admin/products')).toBe(false);
    expect(isPublicRead('/healthz')).toBe(false);
  });
});

describe.each(DB_KINDS)('public reads answered from memory [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let websiteDir: string;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-cache-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    server = await startTestServer(kind, { websiteDir });
    anon = new Client(server.url);
    admin = await desktopLogin(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  const cache = () => server.running.deps.publicCache;

  it('answers a repeated read from memory, with a strong ETag, and 304 to a matching If-None-Match', async () => {
    const first = await anon.get('/api/v1/admin/categories');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const hits = cache().hits;
    const again = await anon.get('/api/v1/admin/categories');
    expect(again.body).toEqual(first.body);
    expect(cache().hits).toBe(hits + 1);
    const notModified = await revalidate(server, '/api/v1/admin/categories', etag as string);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('answers the same address from memory however it is asked: by another host, or with a long query it does not read', async () => {
    const plain = await anon.get('/api/reviews?page=1&limit=5');
    expect(plain.status).toBe(200);
    const hits = cache().hits;
    // Past the length whose key is remembered: worked out again each time, to the same key.
    const long = `/api/reviews?limit=5&page=1&utm_source=${'x'.repeat(1_500)}`;
    for (let i = 0; i < 2; i++) expect((await anon.get(long)).body).toEqual(plain.body);
    expect((await anon.get('/api/reviews?page=1&limit=5')).body).toEqual(plain.body);
    expect(cache().hits).toBe(hits + 3);
    // Another host is another key, even for an address whose key is remembered for the first.
    const otherHost = () => exchange(server, '/api/reviews?page=1&limit=5', { host: 'other.example' });
    expect((await otherHost()).headers['x-cache']).toBe('MISS');
    expect((await otherHost()).headers['x-cache']).toBe('HIT');
    expect((await anon.get('/api/reviews?page=1&limit=5')).body).toEqual(plain.body);
    expect(cache().hits).toBe(hits + 5);
  });

  it('shows an admin write once the touched answers are made again, with a new ETag', async () => {
    const before = await anon.get<{ categories: CategoryDto[] }>('/api/v1/admin/categories');
    const created = await buildCategory(admin);
    await cache().settled();
    const after = await anon.get<{ categories: CategoryDto[] }>('/api/v1/admin/categories');
    expect(after.body.categories.map((c) => c._id)).toContain(created._id);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const stale = await revalidate(server, '/api/v1/admin/categories', before.headers.get('etag') as string);
    expect(stale.status).toBe(200);
    expect(stale.body).toContain(created._id);
  });

  it("shows an editor's write on the very next read too (not only an admin's); sales' lead work keeps the cache", async () => {
    const editor = await staffClient(server, 'editor');
    const before = await anon.get<{ categories: CategoryDto[] }>('/api/v1/admin/categories');
    const created = await buildCategory(editor);
    await cache().settled();
    const after = await anon.get<{ categories: CategoryDto[] }>('/api/v1/admin/categories');
    expect(after.body.categories.map((c) => c._id)).toContain(created._id);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    const sales = await staffClient(server, 'sales');
    const lead = await anon.post<{ data: { _id: string } }>('/api/v1/contact', { json: { name: 'A Lead', email: 'lead@example.in', phone: '+91 90000 00008', message: 'Hello' } });
    await anon.get('/api/v1/products');
    const size = cache().size;
    expect((await sales.patch(`/api/v1/contact/${lead.body.data._id}`, { json: { status: 'contacted' } })).status).toBe(200);
    expect(cache().size).toBe(size);
  });

  it('caches rendered pages too, and a settings change reaches the next page', async () => {
    const settings = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    const page = await anon.get<string>('/about');
    expect(page.headers.get('etag')).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const { updatedAt: _u, ...input } = settings;
    await admin.put('/api/v1/admin/settings', { json: { ...input, companyName: 'Cachebusters Ltd' } });
    await cache().settled();
    const next = await anon.get<string>('/about');
    expect(next.body).toContain('Cachebusters Ltd');
    // A hit replays the page's own headers.
    const hit = await anon.get<string>('/about');
    expect(hit.headers.get('content-type')).toContain('text/html');
    expect(hit.headers.get('content-security-policy')).toBe(next.headers.get('content-security-policy'));
  });

  it('answers a kept page with its own headers, gzipped for a client that accepts it, and HEAD without a body', async () => {
    const made = await exchange(server, '/about?hit=1', { 'accept-encoding': 'gzip' });
    const hits = cache().hits;
    const plain = await exchange(server, '/about?hit=1', {});
    const zipped = await exchange(server, '/about?hit=1', { 'accept-encoding': 'gzip, deflate' });
    const head = await exchange(server, '/about?hit=1', {}, 'HEAD');
    expect(cache().hits).toBe(hits + 3);
    for (const hit of [plain, zipped, head]) {
      expect(hit.status).toBe(200);
      expect(hit.headers['etag']).toBe(made.headers['etag']);
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(hit.headers['content-security-policy']).toBe(made.headers['content-security-policy']);
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(hit.headers['x-frame-options']).toBe('DENY');
      expect(hit.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['vary']).toBe('Accept-Encoding');
      // Each exchange its own id, as for an answer made by the app.
      expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set([made, plain, zipped, head].map((r) => r.headers['x-request-id'])).size).toBe(4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(plain.body.toString()).toContain('<div id="root">');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(plain.body.length);
    // Revalidated: 304 with the answer's ETag and id, no body and no type.
    const notModified = await exchange(server, '/about?hit=1', { 'if-none-match': String(made.headers['etag']) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['etag']).toBe(made.headers['etag']);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notModified.body.length).toBe(0);
  });

  it('keeps an API answer with the API\'s own headers and answers it from memory with the same bytes', async () => {
    const made = await exchange(server, '/api/v1/products?hit=2', {});
    const hit = await exchange(server, '/api/v1/products?hit=2', {});
    expect(hit.body.equals(made.body)).toBe(true);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(hit.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('keeps what a visitor sends (a lead) from clearing the cache', async () => {
    await anon.get('/api/v1/products');
    const size = cache().size;
    expect(size).toBeGreaterThan(0);
    const lead = await anon.post('/api/v1/contact', { json: { name: 'A Lead', email: 'lead@example.in', phone: '+91 90000 00009', message: 'Hello' } });
    expect(lead.status).toBe(201);
    expect(cache().size).toBe(size);
  });

  it('never serves a signed-in admin from the cache, nor keeps what they read', async () => {
    await anon.get('/api/v1/products');
    const web = await webLogin(server.url);
    const res = await web.get('/api/v1/products');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    // Personal data is never a public read.
    const leads = await web.get('/api/v1/contact');
    expect(leads.headers.get('cache-control')).toBe('no-store');
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('public cache across instances through Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer('sqlite', { redisUrl: process.env.TEST_REDIS_URL });
    // B shares A's database, as two instances behind one load balancer do.
    b = await startSecondInstance(a, { redisUrl: process.env.TEST_REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shows on instance B, at its next read, a write made on instance A', async () => {
    const anonB = new Client(b.url);
    await anonB.get('/api/v1/admin/categories');
    await anonB.get('/api/v1/admin/categories');
    expect(b.running.deps.publicCache.size).toBeGreaterThan(0);
    const created = await buildCategory(await desktopLogin(a.url));
    await expect
      .poll(async () => (await anonB.get<{ categories: CategoryDto[] }>('/api/v1/admin/categories')).body.categories.map((c) => c._id), { timeout: 2000 })
      .toContain(created._id);
  });

  it('makes again on instance B what a write on A touched, and only that', async () => {
    const adminA = await desktopLogin(a.url);
    const category = await buildCategory(adminA);
    const product = await buildProduct(adminA, category._id, { name: 'Across Instances' });
    const anonB = new Client(b.url);
    const productRead = `/api/v1/product/${product._id}`;
    for (const p of [productRead, '/api/reviews', productRead, '/api/reviews']) await anonB.get(p);
    expect((await anonB.get('/api/reviews')).headers.get('x-cache')).toBe('HIT');
    const refreshes = b.running.deps.publicCache.refreshes;
    expect((await adminA.put(`/api/v1/admin/product/${product._id}`, { json: { name: 'Across Instances 2', price: product.price, stock: product.stock, description: product.description } })).status).toBe(200);
    await expect.poll(async () => (await anonB.get<{ product: ProductDto }>(productRead)).body.product.name, { timeout: 3000 }).toBe('Across Instances 2');
    await b.running.deps.publicCache.settled();
    expect(b.running.deps.publicCache.refreshes - refreshes).toBe(1);
    expect((await anonB.get('/api/reviews')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('figures kept until the content changes (memo)', () => {
  it('computes a figure once per content version, again after a change, and does not keep a failure', async () => {
    const cache = new PublicCache({ maxBytes: 0 });
    let counted = 0;
    const count = () => Promise.resolve(++counted);
    expect(await cache.memo('products:count', count)).toBe(1);
    expect(await cache.memo('products:count', count)).toBe(1);
    expect(await cache.memo('products:other', count)).toBe(2);
    cache.invalidate();
    expect(await cache.memo('products:count', count)).toBe(3);

    await expect(cache.memo('broken', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.memo('broken', count)).toBe(4);
  });

  it('keeps where pages start apart from figures: a crawler walking thousands of pages pushes no count out', async () => {
    const cache = new PublicCache({ maxBytes: 0 });
    let counted = 0;
    const count = () => Promise.resolve(++counted);
    expect(await cache.memo('products:count', count)).toBe(1);
    for (let page = 2; page <= 5_000; page++) await cache.keep(`products:{}|start|${page}`, async () => [page], 'pageStart');
    expect(await cache.memo('products:count', count)).toBe(1);
    // And the starts are kept too: the first ones walked are still there.
    let read = 0;
    expect(await cache.keep('products:{}|start|2', async () => [++read], 'pageStart')).toEqual([2]);
    expect(read).toBe(0);
  });

  it('keeps a figure no longer than an answer (briefly while other instances may go unheard)', async () => {
    let degraded = false;
    const cache = new PublicCache({ ttlMs: 60_000, degradedTtlMs: 0, degraded: () => degraded });
    let counted = 0;
    const count = () => Promise.resolve(++counted);
    expect(await cache.memo('k', count)).toBe(1);
    expect(await cache.memo('k', count)).toBe(1);
    degraded = true;
    expect(await cache.memo('k', count)).toBe(2);
  });
});
