import { beforeAll, describe, expect, it } from 'vitest';
import { SessionEntity, UserEntity } from '../../data/entities/index.js';
import { ADMIN, Client, cookiesFrom, DB_KINDS, desktopLogin, webLogin, withServer } from '../../test/harness.js';

describe.each(DB_KINDS)('auth [%s]', (kind) => {
  const t = withServer(kind, { config: { loginMaxFailures: 3 } });
  beforeAll(async () => {
    
    // The admin may also sign in with a phone number.
    await t.server.running.db.getRepository(UserEntity).update({ email: ADMIN.email }, { phone: '+919876543210' });
  });

  describe('POST /api/v1/login', () => {
    it('signs a web admin in with an httpOnly session cookie and a readable XSRF cookie', async () => {
      const res = await t.anon.post<{ success: boolean; user: Record<string, unknown>; token?: string }>('/api/v1/login', { json: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
      expect(res.body.user).not.toHaveProperty('passwordHash');
      expect(res.body.token).toBeUndefined();
      const setCookie = res.headers.getSetCookie();
      const sid = setCookie.find((c) => c.startsWith('sid='));
      const xsrf = setCookie.find((c) => c.startsWith('XSRF-TOKEN='));
      expect(sid).toMatch(/httponly/i);
      expect(sid).toMatch(/samesite=lax/i);
      expect(xsrf).not.toMatch(/httponly/i);
    });

    it('accepts a phone number in the email field, whatever its spacing', async () => {
      const res = await t.anon.post('/api/v1/login', { json: { email: '+91 98765 43210', password: ADMIN.password } });
      expect(res.status).toBe(200);
    });

    it('gives the desktop client a bearer token and no cookie', async () => {
      const res = await t.anon.post<{ token: string }>('/api/v1/login', { json: { ...ADMIN, client: 'desktop' } });
      expect(res.status).toBe(200);
      expect(res.body.token).toMatch(/^[\w-]{40,}$/);
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it('refuses a wrong password or unknown account with the same 401', async () => {
      const wrong = await t.anon.post('/api/v1/login', { json: { email: ADMIN.email, password: 'nope' } });
      const unknown = await t.anon.post('/api/v1/login', { json: { email: 'ghost@test.example', password: 'nope' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe(unknown.body.message);
    });

    it('refuses empty credentials with 400', async () => {
      const res = await t.anon.post<{ errors: Array<{ path: string }> }>('/api/v1/login', { json: { email: '', password: '' } });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e) => e.path).sort()).toEqual(['email', 'password']);
    });

    it('answers 429 after repeated failures, even with the right password, with Retry-After', async () => {
      const victim = { email: 'victim@test.example', password: 'wrong' };
      for (let i = 0; i < 3; i++) expect((await t.anon.post('/api/v1/login', { json: victim })).status).toBe(401);
      const blocked = await t.anon.post('/api/v1/login', { json: victim });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other accounts are not locked out by someone guessing at this one.
      expect((await t.anon.post('/api/v1/login', { json: ADMIN })).status).toBe(200);
    });
  });

  describe('GET /api/v1/me', () => {
    it('returns the signed-in user for a cookie session and for a bearer token', async () => {
      const web = await webLogin(t.server.url);
      const desktop = await desktopLogin(t.server.url);
      for (const client of [web, desktop]) {
        const res = await client.get<{ user: { email: string } }>('/api/v1/me');
        expect(res.status).toBe(200);
        expect(res.body.user.email).toBe(ADMIN.email);
      }
    });

    it('answers 401 to a visitor, a forged cookie and a malformed bearer header', async () => {
      expect((await t.anon.get('/api/v1/me')).status).toBe(401);
      expect((await new Client(t.server.url, { cookie: 'sid=forged' }).get('/api/v1/me')).status).toBe(401);
      expect((await t.anon.get('/api/v1/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    });

    it('answers 401 once the session has expired', async () => {
      const client = await desktopLogin(t.server.url);
      await t.server.running.db.getRepository(SessionEntity).createQueryBuilder().update().set({ expiresAt: new Date(Date.now() - 1000) }).execute();
      expect((await client.get('/api/v1/me')).status).toBe(401);
    });
  });

  describe('POST /api/v1/logout', () => {
    it('ends a cookie session on the server and clears the cookies', async () => {
      const client = await webLogin(t.server.url);
      const res = await client.post('/api/v1/logout');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true });
      expect(cookiesFrom(res.headers).sid).toBe('');
      // The old cookie no longer works, even if a client kept it.
      expect((await client.get('/api/v1/me')).status).toBe(401);
    });

    it('ends a desktop token session', async () => {
      const client = await desktopLogin(t.server.url);
      expect((await client.post('/api/v1/logout')).status).toBe(200);
      expect((await client.get('/api/v1/me')).status).toBe(401);
    });

    it('succeeds for a visitor who is not signed in', async () => {
      expect((await t.anon.post('/api/v1/logout')).status).toBe(200);
    });

    it('refuses a cookie logout without the XSRF header (a cross-site form), and the session stays', async () => {
      const client = await webLogin(t.server.url);
      const crossSite = new Client(t.server.url, { cookie: client.auth.cookie });
      expect((await crossSite.post('/api/v1/logout')).status).toBe(403);
      expect((await client.get('/api/v1/me')).status).toBe(200);
    });

    it('answers GET with 405, so an image or link elsewhere cannot sign staff out', async () => {
      const client = await webLogin(t.server.url);
      const res = await client.get('/api/v1/logout');
      expect(res.status).toBe(405);
      expect(res.body).toMatchObject({ success: false });
      expect((await client.get('/api/v1/me')).status).toBe(200);
    });
  });

  describe('XSRF protection of cookie sessions', () => {
    it('refuses a cookie-authenticated write without the header, or with a header that does not match', async () => {
      const client = await webLogin(t.server.url);
      const noHeader = new Client(t.server.url, { cookie: client.auth.cookie });
      const forged = new Client(t.server.url, { cookie: client.auth.cookie, xsrf: 'forged-token' });
      for (const c of [noHeader, forged]) {
        const res = await c.post('/api/v1/admin/categories', { json: { name: 'XSRF', description: 'should not exist' } });
        expect(res.status).toBe(403);
      }
      const categories = await t.anon.get<{ categories: Array<{ name: string }> }>('/api/v1/admin/categories');
      expect(categories.body.categories.map((c) => c.name)).not.toContain('XSRF');
    });

    it('lets the same write through with the header', async () => {
      const client = await webLogin(t.server.url);
      const res = await client.post('/api/v1/admin/categories', { json: { name: 'With XSRF', description: 'ok' } });
      expect(res.status).toBe(201);
    });
  });
});

describe('auth throttle per address [sqlite]', () => {
  
  const t = withServer('sqlite', { config: { loginMaxFailures: 2, trustProxy: true } });
  beforeAll(async () => {
    
    await t.server.running.db.getRepository(UserEntity).update({ email: ADMIN.email }, { phone: '+919876543210' });
  });

  const guess = (ip: string, email: string, password = 'wrong-password') =>
    new Client(t.server.url, {}).post('/api/v1/login', { json: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('checks at most the limit of guesses when many arrive at once', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => guess('192.0.2.40', ADMIN.email)));
    const checked = statuses.filter((r) => r.status === 401).length;
    const refused = statuses.filter((r) => r.status === 429).length;
    expect(checked).toBe(2);
    expect(refused).toBe(38);
    // The right password is refused too until the window passes.
    expect((await guess('192.0.2.40', ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it('counts every spelling of one phone number as one account', async () => {
    const spellings = ['+91 98765 43210', '+91-98765-43210', '+91a9876543210'];
    const statuses = [];
    for (const login of spellings) statuses.push((await guess('192.0.2.41', login)).status);
    expect(statuses).toEqual([401, 401, 429]);
    // An e-mail that resolves to the same account shares the count.
    expect((await guess('192.0.2.41', ADMIN.email.toUpperCase())).status).toBe(429);
  });

  it('gives a right password its slot back: the count starts over', async () => {
    expect((await guess('192.0.2.42', ADMIN.email)).status).toBe(401);
    expect((await guess('192.0.2.42', ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await guess('192.0.2.42', ADMIN.email)).status).toBe(401);
    expect((await guess('192.0.2.42', ADMIN.email)).status).toBe(401);
    expect((await guess('192.0.2.42', ADMIN.email)).status).toBe(429);
  });

  it('refuses an address that keeps failing across many accounts, and only that address', async () => {
    const from = (ip: string) => new Client(t.server.url, {}).post('/api/v1/login', {
      json: { email: `guess-${Math.random()}@test.example`, password: 'x' },
      headers: { 'x-forwarded-for': ip },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await from('203.0.113.7')).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await from('198.51.100.1')).status).toBe(401);
  });
});
