import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Client, startSecondInstance, startTestServer, type TestServer, withServer } from '../../test/harness.js';

/**
 * Limits shared by every instance: two instances over one database and one Redis, as behind a
 * round-robin proxy (TRUST_PROXY=1, the proxy's X-Forwarded-For).
 */
const login = (server: TestServer, forwardedFor: string, password = 'wrong-password') =>
  new Client(server.url).post('/api/v1/login', { json: { email: ADMIN.email, password }, headers: { 'x-forwarded-for': forwardedFor } });

const lead = { name: 'Shared limit', email: 'limit@example.in', phone: '+91 98100 12345', message: 'Hello' };

describe.runIf(process.env.TEST_REDIS_URL)('limits across instances through Redis', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    // Keys of this run only: counts of other runs and suites on the same Redis never mix in.
    const shared = { redisUrl: process.env.TEST_REDIS_URL, redisKeyPrefix: `itsite-test-${randomBytes(6).toString('hex')}:`, trustProxy: true, loginMaxFailures: 5, publicWriteLimit: 3 };
    a = await startTestServer('sqlite', shared);
    b = await startSecondInstance(a, shared);
    // Each instance counts in Redis once its connection is up; until then a guess is counted in the
    // instance alone (the memory fallback). On a loaded machine the second one may still be connecting.
    for (const server of [a, b]) {
      for (let waited = 0; server.running.deps.limiters.state() !== 'redis' && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(server.running.deps.limiters.state()).toBe('redis');
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('allows 5 wrong passwords in all, not 5 per instance, when guesses alternate between them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(i % 2 ? b : a, '203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('counts the address the proxy saw, whatever the client wrote in X-Forwarded-For itself', async () => {
    const statuses: number[] = [];
    // nginx's $proxy_add_x_forwarded_for keeps the client's header and appends the address it saw.
    for (let i = 0; i < 8; i++) statuses.push((await login(i % 2 ? b : a, `198.51.100.${i + 1}, 203.0.113.8`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("counts the visitors' messages of every instance in one limit", async () => {
    const post = (server: TestServer) => new Client(server.url).post('/api/v1/contact', { json: lead, headers: { 'x-forwarded-for': '203.0.113.9' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(i % 2 ? b : a)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('limits while Redis is away', () => {
  
  const t = withServer('sqlite', { config: { redisUrl: 'redis://127.0.0.1:1', redisRetryMs: 60_000, trustProxy: true, loginMaxFailures: 2 } });

  it('still refuses the guess past the limit, and never makes a sign-in wait on Redis', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(t.server, '203.0.113.10')).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect(t.server.running.deps.limiters.state()).toBe('fallback');
    // Three password checks and no wait for a connection (scrypt costs tens of milliseconds each).
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
