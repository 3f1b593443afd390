import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@itsite/shared/contract';
import { createLogger } from './logger.js';
import { buildCategory, buildProduct } from '../../test/factories.js';
import { Client, DB_KINDS, startTestServer, type TestServer, webLogin, withServer } from '../../test/harness.js';
import { hasPromtool, promtool, sample } from '../../test/prometheus.js';
import { recordBackup } from '../../data/backups.js';
import { undoLastMigration } from '../db/migrate.js';
import { Metrics, type MetricsSources } from './metrics.js';

/** A logger whose JSON lines are kept in memory. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger('info', stream), lines, raw };
}

/** Each line is written once its answer has gone out, which may trail the answer the client got by a moment. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

const SECRETS = {
  password: 'Secret-Password-9f1c',
  message: 'Secret brief 7d2e: our merger with Acme',
  cookie: 'sid=secret-cookie-4b8a',
  token: 'secret-bearer-token-0c3d',
};

describe('the request log', () => {
  let server: TestServer;
  const log = capturingLogger();

  beforeAll(async () => {
    server = await startTestServer('sqlite', { logLevel: 'info', trustProxy: true }, log.logger);
  });
  afterAll(() => server?.close());

  it('writes one line per request, with the id each answer carries, and nothing private', async () => {
    const admin = await webLogin(server.url);
    const category = await buildCategory(admin);
    const product = await buildProduct(admin, category._id);
    log.lines.length = 0;
    log.raw.length = 0;
    const anon = new Client(server.url);
    const ids: string[] = [];
    const track = async (res: Promise<{ headers: Headers; status: number }>) => {
      const answer = await res;
      ids.push(answer.headers.get('x-request-id') ?? '');
      return answer;
    };
    for (let i = 0; i < 25; i++) {
      await track(anon.get(`/api/v1/product/by-slug/${product.slug}`));
      await track(anon.post('/api/v1/contact', { json: { name: 'Log test', email: 'log@example.in', phone: '+91 98100 12345', message: SECRETS.message } }));
      await track(anon.post('/api/v1/login', { json: { email: 'someone@test.example', password: SECRETS.password }, headers: { cookie: SECRETS.cookie } }));
      await track(anon.get('/api/v1/products?page=1', { headers: { authorization: `Bearer ${SECRETS.token}` } }));
    }
    // Each line is written when its answer has been sent: the last may trail the answer a moment.
    await until(() => log.lines.filter((l) => l.msg === 'request').length >= 100);
    const lines = log.lines.filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    expect(lines.map((l) => l.reqId).sort()).toEqual([...ids].sort());
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(expect.arrayContaining(['time', 'reqId', 'method', 'route', 'status', 'ms', 'bytes']));
      expect(typeof line.ms).toBe('number');
      expect(line.bytes).toBeGreaterThan(0);
    }
    // A kept answer (the product, after its first) is noted with what it sent: its head and its body.
    // (Asked for as the client above asks: its content-length is what the connection carried.)
    const kept = await fetch(`${server.url}/api/v1/product/by-slug/${product.slug}`);
    expect(kept.headers.get('x-cache')).toBe('HIT');
    const productBytes = Number(kept.headers.get('content-length'));
    const productLines = lines.filter((l) => l.route === '/api/v1/product/by-slug/:slug');
    expect(productLines.map((l) => [l.status, Number(l.bytes) > productBytes])).toEqual(Array.from({ length: 25 }, () => [200, true]));
    // Route patterns, never the slug.
    expect(new Set(lines.map((l) => l.route))).toEqual(new Set(['/api/v1/product/by-slug/:slug', '/api/v1/contact', '/api/v1/login', '/api/v1/products']));
    expect(lines.filter((l) => l.route === '/api/v1/login').map((l) => l.status)).toContain(401);
    const everything = log.raw.join('\n');
    for (const secret of [SECRETS.password, SECRETS.message, SECRETS.cookie, 'secret-cookie-4b8a', SECRETS.token, product.slug]) expect(everything).not.toContain(secret);
  });

  it("names the signed-in account, keeps a trusted proxy's request id, and puts the id on every line written while serving", async () => {
    const admin = await webLogin(server.url);
    log.lines.length = 0;
    const res = await admin.get('/api/v1/contact', { headers: { 'x-request-id': 'proxy-given-id-1234' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-given-id-1234');
    await expect.poll(() => log.lines.find((l) => l.msg === 'request' && l.reqId === 'proxy-given-id-1234'), { timeout: 10_000 }).toMatchObject({ route: '/api/v1/contact', status: 200, userId: expect.any(String) });

    // A lead the spam screen catches is logged while it is served: that line carries the request's id.
    const spam = await new Client(server.url).post('/api/v1/contact', { json: { name: 'Bot', email: 'bot@example.in', phone: '+91 98100 12345', message: 'x', website: 'http://spam.example' } });
    const id = spam.headers.get('x-request-id');
    await expect.poll(() => log.lines.find((l) => l.msg === 'submission stored as spam')?.reqId, { timeout: 10_000 }).toBe(id);
  });
});

describe('the request id without a trusted proxy', () => {
  
  const t = withServer('sqlite');

  it('is always the server’s own', async () => {
    const res = await new Client(t.server.url).get('/healthz', { headers: { 'x-request-id': 'forged-by-a-client-1' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(DB_KINDS)('GET /metrics [%s]', (kind) => {
  let server: TestServer;
  let plain: TestServer;
  const TOKEN = 'metrics-token-5e1f9a';

  beforeAll(async () => {
    [server, plain] = await Promise.all([startTestServer(kind, { metricsToken: TOKEN }), startTestServer(kind)]);
  });
  afterAll(async () => {
    await server?.close();
    await plain?.close();
  });

  const scrape = async () => {
    const res = await new Client(server.url).get<string>('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"=,./:]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

  it('is a 404 without a configured token, and a 401 with a wrong or missing one', async () => {
    expect((await new Client(plain.url).get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await new Client(server.url).get('/metrics')).status).toBe(401);
    expect((await new Client(server.url).get('/metrics', { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
  });

  it('counts requests by route pattern and moves with traffic; reports the cache, the outbox, sockets, Redis and the process', async () => {
    const admin = await webLogin(server.url);
    const product: ProductDto = await buildProduct(admin, (await buildCategory(admin))._id);
    const series = 'http_requests_total{method="GET",route="/api/v1/product/by-slug/:slug",status="200"}';
    const before = value(await scrape(), series);
    for (let i = 0; i < 7; i++) expect((await fetch(`${server.url}/api/v1/product/by-slug/${product.slug}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const text = await scrape();
    expect(value(text, series) - before).toBe(7);
    // The route is the pattern: no slug or id is ever a label.
    expect(text).not.toContain(product.slug);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/product\/by-slug\/:slug"\} \d+$/m);
    expect(value(text, 'page_cache_hits_total{state="fresh"}')).toBeGreaterThanOrEqual(5);
    expect(value(text, 'page_cache_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^page_cache_refreshes_total \d+$/m);
    expect(text).toMatch(/^outbox_messages\{state="pending"\} \d+$/m);
    expect(text).toMatch(/^realtime_clients 0$/m);
    expect(text).toMatch(/^redis_state\{state="off"\} 1$/m);
    expect(text).toMatch(/^db_pool_connections\{state="open"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \S+$/m);
  });

  it('reports the build, leads by form and verdict, failed sign-ins, database queries, migrations and the last backup', async () => {
    const before = await scrape();
    const at = (text: string, series: string) => {
      const v = sample(text, series);
      if (v === undefined) throw new Error(`no ${series} in the scrape`);
      return v;
    };
    const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as { version: string };
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    expect(at(before, `itsite_build_info{version="${version}",commit="${commit}"}`)).toBe(1);
    expect(at(before, 'db_migrations_pending')).toBe(0);
    expect(at(before, 'backup_last_success_timestamp_seconds')).toBe(0);

    const visitor = new Client(server.url);
    const lead = { name: 'Metrics lead', email: 'metrics@example.in', phone: '+91 98100 12345', message: 'Counted' };
    expect((await visitor.post('/api/v1/contact', { json: { ...lead, formToken: server.running.deps.formTokens.issue(Date.now() - 10_000) } })).status).toBe(201);
    // The hidden field a person never fills: stored as spam, answered the same.
    expect((await visitor.post('/api/v1/contact', { json: { ...lead, website: 'http://spam.example' } })).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await visitor.post('/api/v1/login', { json: { email: 'nobody@test.example', password: 'not the password' } })).status).toBe(401);
    // A query the database refuses (a duplicate key), as a lost connection or a deadlock would fail.
    await server.running.db.query('INSERT INTO migrations (id, timestamp, name) SELECT id, timestamp, name FROM migrations WHERE id = (SELECT MIN(id) FROM migrations)').then(
      () => expect.fail('a duplicate key was taken'),
      () => undefined,
    );
    const backupAt = new Date('2026-11-30T02:00:00.000Z');
    await recordBackup(server.running.db, { at: backupAt.toISOString(), file: 'site-2026-11-30.tar.gz', bytes: 1234 });

    const after = await scrape();
    const moved = (series: string) => at(after, series) - at(before, series);
    expect(moved('leads_received_total{source="contact",status="new"}')).toBe(1);
    expect(moved('leads_received_total{source="contact",status="spam"}')).toBe(1);
    expect(moved('leads_received_total{source="quote",status="new"}')).toBe(0);
    expect(moved('sign_in_failures_total{reason="password"}')).toBe(2);
    expect(moved('sign_in_failures_total{reason="code"}')).toBe(0);
    expect(moved('db_query_errors_total')).toBe(1);
    // Each lead and each sign-in read or wrote the database.
    expect(moved('db_query_duration_seconds_count')).toBeGreaterThanOrEqual(4);
    expect(at(after, 'backup_last_success_timestamp_seconds')).toBe(backupAt.getTime() / 1000);
    // No Redis, no bucket, no SMTP: nothing failed there.
    expect(at(after, 'redis_errors_total{client="realtime"}')).toBe(0);
    expect(at(after, 'storage_errors_total')).toBe(0);
    expect(at(after, 'outbox_send_failures_total')).toBe(0);
  });

  it.runIf(hasPromtool)('passes promtool check metrics (Prometheus\' own rules for names, types and help)', async () => {
    const checked = await promtool(['check', 'metrics'], await scrape());
    expect(checked.output).toBe('');
    expect(checked.code).toBe(0);
  });

  it('counts the migrations the database lacks', async () => {
    const { db } = server.running;
    await undoLastMigration(db);
    try {
      expect(sample(await scrape(), 'db_migrations_pending')).toBe(1);
    } finally {
      await db.runMigrations({ transaction: 'each' });
    }
    expect(sample(await scrape(), 'db_migrations_pending')).toBe(0);
  });

  it('reports on /readyz what the database, Redis, the outbox and the media storage are doing', async () => {
    const res = await new Client(server.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok', redis: 'off', outbox: expect.stringMatching(/^(on|off)$/), media: { storage: 'local' } });
  });
});

describe('Redis errors in /metrics', () => {
  const t = withServer('sqlite', { config: { metricsToken: 'metrics-token-redis', redisUrl: 'redis://127.0.0.1:9', redisRetryMs: 50 } });

  it('counts the errors of the realtime fan-out and of the limits while Redis does not answer', async () => {
    const scrape = async () => (await new Client(t.server.url).get<string>('/metrics', { headers: { authorization: 'Bearer metrics-token-redis' } })).body;
    await expect.poll(async () => sample(await scrape(), 'redis_errors_total{client="realtime"}'), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(sample(await scrape(), 'redis_errors_total{client="limits"}')).toBeGreaterThan(0);
    expect(sample(await scrape(), 'redis_state{state="degraded"}')).toBe(1);
  });
});

describe('a scrape when the database does not answer', () => {
  it('still answers, the counts in it and the database gauges at their last values', async () => {
    const metrics = new Metrics();
    let fail = false;
    const read = <T>(value: T) => () => (fail ? Promise.reject(new Error('SQLITE_BUSY: database is locked')) : Promise.resolve(value));
    const sources = {
      db: { subscribers: [], driver: {}, isInitialized: true },
      publicCache: { bytes: 0, size: 0, hits: 0, staleHits: 0, misses: 0, refreshes: 0 },
      bus: { health: () => ({ redis: 'off', queued: 0 }), errors: () => 0 },
      realtimeClients: () => 0,
      outboxSendFailures: () => 0,
      limiterRedisErrors: () => 0,
      storageErrors: () => 0,
      mediaStorage: 'local',
      outboxStates: read([{ state: 'pending', n: 3 }]),
      pendingMigrations: read(2),
      lastBackupAt: read(new Date('2026-12-01T02:30:00Z')),
    } as unknown as MetricsSources;
    metrics.attach(sources);
    metrics.observe('GET', '/healthz', 200, 0.001);
    expect(sample(await metrics.scrape(), 'db_migrations_pending')).toBe(2);
    fail = true;
    metrics.observe('GET', '/healthz', 200, 0.001);
    const text = await metrics.scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(2);
    expect(sample(text, 'db_migrations_pending')).toBe(2);
    expect(sample(text, 'outbox_messages{state="pending"}')).toBe(3);
    expect(sample(text, 'backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-12-01T02:30:00Z') / 1000);
  });
});
