import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeFrame } from '@itsite/shared/contract';
import { buildCategory } from '../../test/factories.js';
import { Client, desktopLogin, startSecondInstance, startTestServer, type TestServer } from '../../test/harness.js';

/** A Redis of the test's own, on a free port, that the test stops and starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return child;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

const wsUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/api/v1/realtime`;
async function socket(server: TestServer, bearer: string): Promise<{ ws: WebSocket; frames: RealtimeFrame[] }> {
  const ws = new WebSocket(wsUrl(server), { headers: { authorization: `Bearer ${bearer}` } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const frames: RealtimeFrame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse((d as Buffer).toString()) as RealtimeFrame));
  return { ws, frames };
}
const lead = (i: number) => ({ name: `Outage Lead ${i}`, email: `outage${i}@example.in`, phone: '+91 90000 00010', message: `Sent while Redis is away (${i})` });

describe('Redis is a helper, not a dependency', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    // A waits long between reconnections: no request may wait for one.
    a = await startTestServer('sqlite', { redisUrl, redisRetryMs: 3000 });
    b = await startSecondInstance(a, { redisUrl, redisRetryMs: 200 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis) await stopRedis(redis);
  });

  it('keeps answering and delivering on the instance that stored the lead while Redis is down, and catches the other up when it returns', async () => {
    const onA = await socket(a, (await desktopLogin(a.url)).auth.bearer as string);
    const onB = await socket(b, (await desktopLogin(b.url)).auth.bearer as string);
    await expect.poll(async () => (await new Client(a.url).get<{ redis: string }>('/readyz')).body.redis).toBe('ok');

    if (redis) await stopRedis(redis);
    redis = undefined;
    const visitor = new Client(a.url);
    const slowest: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      const res = await visitor.post('/api/v1/contact', { json: lead(i) });
      slowest.push(Date.now() - started);
      expect(res.status).toBe(201);
    }
    expect(Math.max(...slowest)).toBeLessThan(2000);
    // Readiness is the database's; Redis shows as degraded, with the events waiting for it.
    const ready = await new Client(a.url).get<{ status: string; redis: string; queued: number }>('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', redis: 'degraded' });
    expect(ready.body.queued).toBe(20);
    // The instance that stored the leads told its own socket at once, each lead once.
    await expect.poll(() => onA.frames.length).toBe(20);
    expect(new Set(onA.frames.map((f) => f.data._id)).size).toBe(20);
    expect(onB.frames).toHaveLength(0);
    // Content changed on A is not heard on B meanwhile: B keeps its answers only briefly.
    const anonB = new Client(b.url);
    await anonB.get('/api/v1/admin/categories');
    const category = await buildCategory(await desktopLogin(a.url));
    await expect
      .poll(async () => (await anonB.get<{ categories: Array<{ _id: string }> }>('/api/v1/admin/categories')).body.categories.map((c) => c._id), { timeout: 8000, interval: 500 })
      .toContain(category._id);

    const bClosed = new Promise<number>((resolve) => onB.ws.once('close', (code) => resolve(code)));
    redis = await startRedis(port);
    // Back: the other instance's sockets are asked to reconnect (their clients then re-fetch what
    // they missed), the queued events are sent on, and new ones reach a socket there again.
    expect(await bClosed).toBe(1012);
    await expect.poll(async () => (await new Client(a.url).get<{ redis: string; queued: number }>('/readyz')).body, { timeout: 15_000 }).toMatchObject({
      redis: 'ok',
      queued: 0,
    });
    const againOnB = await socket(b, (await desktopLogin(b.url)).auth.bearer as string);
    await expect.poll(async () => (await new Client(b.url).get<{ redis: string }>('/readyz')).body.redis, { timeout: 10_000 }).toBe('ok');
    await visitor.post('/api/v1/contact', { json: lead(20) });
    await expect.poll(() => againOnB.frames.map((f) => f.data.name), { timeout: 5000 }).toContain('Outage Lead 20');
    againOnB.ws.close();
    const stored = await (await desktopLogin(a.url)).get<{ data: Array<{ name: string }> }>('/api/v1/contact');
    expect(stored.body.data.filter((m) => m.name.startsWith('Outage Lead'))).toHaveLength(21);
  });

  it('starts without Redis, serves and stores leads, and picks Redis up when it appears', async () => {
    const laterPort = await freePort();
    const c = await startTestServer('sqlite', { redisUrl: `redis://127.0.0.1:${laterPort}`, redisRetryMs: 200 });
    let later: ChildProcess | undefined;
    try {
      const anon = new Client(c.url);
      expect((await anon.get('/api/v1/products')).status).toBe(200);
      const started = Date.now();
      expect((await anon.post('/api/v1/contact', { json: lead(99) })).status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await anon.get<{ redis: string }>('/readyz')).body).toMatchObject({ status: 'ok', redis: 'degraded' });
      later = await startRedis(laterPort);
      await expect.poll(async () => (await anon.get<{ redis: string; queued: number }>('/readyz')).body, { timeout: 10_000 }).toMatchObject({ redis: 'ok', queued: 0 });
    } finally {
      await c.close();
      if (later) await stopRedis(later);
    }
  });
});

describe('stopping while Redis is away', () => {
  it('closes at once instead of waiting for Redis to come back', async () => {
    const server = await startTestServer('sqlite', { redisUrl: `redis://127.0.0.1:${await freePort()}`, redisRetryMs: 200 });
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
