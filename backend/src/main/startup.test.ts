import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../kernel/config.js';
import { createLogger } from '../kernel/observability/logger.js';
import { startServer, type RunningServer } from './server.js';
import { createMysqlDatabase, freePort } from '../test/harness.js';

/**
 * A database that is not there yet, or goes away: the process stays up, says so on /readyz, gives
 * visitors a page (never JSON) and the API its JSON errors, and comes up when the database does.
 * MariaDB is reached through a TCP relay the test opens and closes at will.
 */
function relayTo(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve)),
    /** Stops accepting and cuts every open connection: the database is gone. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}


describe.runIf(process.env.TEST_MYSQL_URL)('a database that is not there yet [mysql]', () => {
  let database: { url: string; drop(): Promise<void> };
  let relay: ReturnType<typeof relayTo>;
  let running: RunningServer | undefined;
  let starting: Promise<RunningServer>;
  let dataDir: string;
  let base: string;
  let relayPort: number;

  beforeAll(async () => {
    database = await createMysqlDatabase();
    const real = new URL(database.url);
    relay = relayTo(Number(real.port || 3306));
    relayPort = await freePort();
    real.port = String(relayPort);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-startup-'));
    // A website to serve (its template alone: the page itself needs the database's settings).
    const websiteDir = path.join(dataDir, 'website');
    await fs.mkdir(websiteDir);
    await fs.writeFile(path.join(websiteDir, 'index.html'), '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>');
    const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEBSITE_DIR: websiteDir, WEBSITE_SERVER_ENTRY: path.join(websiteDir, 'none.js'), DATABASE_URL: real.toString(), SEED_DEMO: '0', LOG_LEVEL: 'silent', SHUTDOWN_LINGER_MS: '0' });
    // Started while nothing answers where the database should be.
    starting = startServer(config, createLogger('silent'));
    starting.then((r) => (running = r)).catch(() => undefined);
  });
  afterAll(async () => {
    await running?.close();
    await relay?.cut().catch(() => undefined);
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stays up for 10 s without its database (healthy, not ready, pages and API 503), then becomes ready when it appears', { timeout: 60_000 }, async () => {
    const waitFor = async (check: () => Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (await check().catch(() => false)) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    expect(await waitFor(async () => (await fetch(`${base}/healthz`)).ok, 5000)).toBe(true);
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      await new Promise((r) => setTimeout(r, 1000));
    }
    const page = await fetch(`${base}/about`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toBe('10');
    expect(await page.text()).toContain('We will be back in a moment');
    const api = await fetch(`${base}/api/v1/products`);
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ success: false });
    expect(running).toBeUndefined();

    await relay.listen(relayPort);
    await starting;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/products`)).status).toBe(200);
  });

  it('answers a page it cannot make without the database with the page, and the API with JSON, until it is back', { timeout: 60_000 }, async () => {
    await relay.cut();
    const page = await fetch(`${base}/about?uncached=${Date.now()}`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toBe('10');
    expect(await page.text()).toContain('We will be back in a moment');
    const api = await fetch(`${base}/api/v1/blogs?uncached=${Date.now()}`);
    expect(api.status).toBe(503);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await fetch(`${base}/readyz`)).status).toBe(503);

    relay = relayTo(Number(new URL(database.url).port || 3306));
    await relay.listen(relayPort);
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 20_000, interval: 250 }).toBe(200);
  });
});
