import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ProductDto, RealtimeFrame } from '@itsite/shared/contract';
import { migrations } from '../data/migrations/index.js';
import { createMysqlDatabase, fileBlob, pngBytes, startTestServer, type TestServer, ADMIN } from '../test/harness.js';
import { startTestBucket, type TestBucket } from '../test/s3.js';
import { hasNginx, startNginx, type RunningNginx } from '../../../scripts/deploy/nginx.js';

/**
 * The tested recipe of scripts/deploy/nginx.conf: that very file, its ports filled in, in front of
 * two instances on one MariaDB, one Redis and one S3-protocol store (s3rver), started together on
 * an empty database. Needs nginx (CI installs the Debian package), MariaDB and Redis.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over TLS to nginx (its certificate is self-signed), or plain HTTP to an instance. */
const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: true });
const VISITOR = '127.0.0.2';
function request(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    // The visitor's side comes from 127.0.0.2: nginx (and only nginx) talks to the instances from 127.0.0.1.
    const options = { method, headers, ...(secure ? { agent, localAddress: VISITOR } : {}) };
    const respond = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    };
    const req = secure ? https.request(target, options, respond) : http.request(target, options, respond);
    req.on('error', reject);
    req.end(body);
  });
}
const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

describe.runIf(process.env.TEST_MYSQL_URL && process.env.TEST_REDIS_URL && (await hasNginx()))('two instances through nginx (scripts/deploy/nginx.conf)', () => {
  let bucket: TestBucket;
  let database: { url: string; drop(): Promise<void> };
  let a: TestServer;
  let b: TestServer;
  let nginx: RunningNginx;
  let websiteDir: string;
  let site: string;
  let plainSite: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    database = await createMysqlDatabase();
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-nginx-web-'));
    await fs.mkdir(path.join(websiteDir, 'assets'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(websiteDir, 'assets', 'app-3f2a1b.js'), 'console.log("app");\n');
    const shared = {
      databaseUrl: database.url,
      redisUrl: process.env.TEST_REDIS_URL,
      redisKeyPrefix: `itsite-nginx-${Date.now().toString(36)}:`,
      trustProxy: true,
      // Only nginx is a trusted proxy here: the visitors of this test come from another loopback address.
      trustedProxies: ['127.0.0.1'],
      mediaStorage: 's3' as const,
      s3: bucket.config,
      seedDemo: true,
      loginMaxFailures: 5,
      websiteDir,
    };
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startTestServer('mysql', shared), startTestServer('mysql', shared)]);

    nginx = await startNginx([new URL(a.url).host, new URL(b.url).host]);
    site = nginx.https;
    plainSite = nginx.http;
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    await bucket?.close();
    agent.destroy();
    if (websiteDir) await fs.rm(websiteDir, { recursive: true, force: true });
  });

  it('both instances came up on the database they migrated together, each migration applied once', async () => {
    for (const s of [a, b]) expect((await request(`${s.url}/readyz`)).status).toBe(200);
    const conn = await mysql.createConnection(database.url);
    try {
      const [rows] = await conn.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name');
      const counts = rows as Array<{ name: string; n: number }>;
      expect(counts).toHaveLength(migrations.length);
      expect(counts.every((r) => Number(r.n) === 1)).toBe(true);
      const [products] = await conn.query('SELECT COUNT(*) AS n FROM products');
      // The demo catalogue once, not twice.
      expect(Number((products as Array<{ n: number }>)[0].n)).toBeGreaterThan(0);
      const [names] = await conn.query('SELECT name, COUNT(*) AS n FROM products GROUP BY name HAVING COUNT(*) > 1');
      expect(names).toEqual([]);
    } finally {
      await conn.end();
    }
  });

  it('sends http to https, and says HSTS on https', async () => {
    const plain = await request(`${plainSite}/about?x=1`, {});
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${nginx.httpsOrigin}/about?x=1`);
    const secure = await request(`${site}/api/v1/settings`);
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves every demo image and video from both instances (they live in the bucket)', async () => {
    const { products } = json(await request(`${site}/api/v1/products?limit=100`)) as { products: ProductDto[] };
    const media = products.flatMap((p) => p.image);
    expect(media.length).toBeGreaterThan(5);
    for (const file of media) {
      for (const s of [a.url, b.url, site]) expect((await request(s + file)).status, `${s}${file}`).toBe(200);
    }
  });

  it('serves an image uploaded through one instance from the other, and every image of the product page', async () => {
    const login = await request(`${a.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, client: 'desktop' }) });
    const token = (json(login) as { token: string }).token;
    const form = new FormData();
    form.append('images', fileBlob(await pngBytes('#a33'), 'image/png'), 'upload.png');
    form.append('alts', JSON.stringify(['A red square']));
    // Through instance A itself: the file goes to the bucket, not to A's disk.
    const res = await fetch(`${a.url}/api/v1/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(201);
    const [item] = ((await res.json()) as { data: Array<{ path: string }> }).data;
    expect((await request(b.url + item.path)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await request(site + item.path)).status).toBe(200);

    const { products } = json(await request(`${site}/api/v1/products?limit=1`)) as { products: ProductDto[] };
    const { product } = json(await request(`${site}/api/v1/product/by-slug/${products[0].slug}`)) as { product: ProductDto };
    for (const image of product.image) for (const s of [a.url, b.url]) expect((await request(s + image)).status).toBe(200);
  });

  it('gives 5 wrong passwords then 429 through the proxy, alternating instances, whatever X-Forwarded-For the client forges', async () => {
    const guess = (forged?: string) =>
      request(`${site}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(forged ? { 'x-forwarded-for': forged } : {}) },
        body: JSON.stringify({ email: ADMIN.email, password: 'not the password' }),
      });
    const plain: number[] = [];
    for (let i = 0; i < 8; i++) plain.push((await guess()).status);
    expect(plain).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // A new address for each guess, as the client says: still the one address nginx saw (already refused).
    const forged: number[] = [];
    for (let i = 0; i < 6; i++) forged.push((await guess(`198.51.100.${i + 1}`)).status);
    expect(forged).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('upgrades the realtime socket through nginx, and a lead sent through the other instance reaches it', async () => {
    const login = await request(`${b.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' }, body: JSON.stringify({ ...ADMIN, client: 'desktop' }) });
    expect(login.status).toBe(200);
    const token = (json(login) as { token: string }).token;
    const ws = new WebSocket(`${site.replace('https:', 'wss:')}/api/v1/realtime`, { headers: { authorization: `Bearer ${token}` }, rejectUnauthorized: false, localAddress: VISITOR });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const frames: RealtimeFrame[] = [];
    ws.on('message', (d) => frames.push(JSON.parse((d as Buffer).toString()) as RealtimeFrame));
    for (const s of [a.url, b.url]) {
      const sent = await request(`${s}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Through ${s}`, email: 'lead@example.in', phone: '+91 98100 12345', message: 'Hello' }),
      });
      expect(sent.status).toBe(201);
    }
    await expect.poll(() => frames.map((f) => (f.data as { name: string }).name).sort(), { timeout: 5000 }).toEqual([`Through ${a.url}`, `Through ${b.url}`].sort());
    ws.close();
  });

  it('keeps hashed build files in its own cache', async () => {
    const first = await request(`${site}/assets/app-3f2a1b.js`);
    expect(first.status).toBe(200);
    const second = await request(`${site}/assets/app-3f2a1b.js`);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.toString()).toBe('console.log("app");\n');
    expect(second.headers['cache-control']).toMatch(/immutable/);
  });

  it('logs each request as one JSON line with the id the app answered, and never replays an id from its cache', async () => {
    const first = await request(`${site}/assets/app-3f2a1b.js`);
    const kept = await request(`${site}/assets/app-3f2a1b.js`);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const read = await request(`${site}/api/v1/products?limit=1`);
    const id = read.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const lines = await nginx.accessLog();
    expect(lines.find((line) => line.request_id === id)).toMatchObject({ method: 'GET', uri: '/api/v1/products?limit=1', status: 200 });
    expect(lines.find((line) => line.request_id === kept.headers['x-request-id'])).toMatchObject({ uri: '/assets/app-3f2a1b.js', cache: 'HIT' });
  });
});
