import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { XSRF_COOKIE, type SessionDto } from '@itsite/shared/contract';
import { SessionEntity } from '../../data/entities/index.js';
import { ADMIN, Client, cookiesFrom, createStaffUser, DB_KINDS, type TestServer, withServer } from '../../test/harness.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const DESKTOP_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Electron/45.4.0 Safari/537.36';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

interface SignedIn {
  client: Client;
  /** The session's secret: the cookie's or the bearer token's value. */
  token: string;
}

/** Signs in as a browser or the desktop console would, with its User-Agent. */
async function signIn(url: string, userAgent: string, kind: 'web' | 'desktop', email = ADMIN.email, password = ADMIN.password): Promise<SignedIn> {
  const res = await new Client(url).post<{ token?: string }>('/api/v1/login', {
    json: { email, password, ...(kind === 'desktop' ? { client: 'desktop' } : {}) },
    headers: { 'user-agent': userAgent },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  if (kind === 'desktop') return { client: new Client(url, { bearer: res.body.token }), token: res.body.token as string };
  const jar = cookiesFrom(res.headers);
  return { client: new Client(url, { cookie: `sid=${jar.sid}; ${XSRF_COOKIE}=${jar[XSRF_COOKIE]}`, xsrf: jar[XSRF_COOKIE] }), token: jar.sid };
}

function socketOf(server: TestServer, bearer: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/v1/realtime`, { headers: { authorization: `Bearer ${bearer}` } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function closedWithin(ws: WebSocket, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ws.readyState === ws.CLOSED) return resolve();
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe.each(DB_KINDS)('my sessions [%s]', (kind) => {
  const t = withServer(kind);

  const sessionsOf = async (client: Client) => {
    const res = await client.get<{ data: SessionDto[] }>('/api/v1/me/sessions');
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('lists where I am signed in: device in words, address, times, this session marked; never a token or stored id', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const laptop = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web', staff.email, staff.password);
    const phone = await signIn(t.server.url, SAFARI_ON_IPHONE, 'web', staff.email, staff.password);
    const desktop = await signIn(t.server.url, DESKTOP_ON_MAC, 'desktop', staff.email, staff.password);

    const res = await laptop.client.get<{ data: SessionDto[] }>('/api/v1/me/sessions');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const list = res.body.data;
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Windows', 'Desktop console on macOS', 'Safari on iPhone']);
    expect(list.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Windows']);
    expect(list.find((s) => s.device === 'Desktop console on macOS')?.client).toBe('desktop');
    for (const s of list) {
      expect(s.ip).toMatch(/127\.0\.0\.1/);
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
      expect(s._id).toMatch(/^[0-9a-f]{24}$/);
    }
    const text = JSON.stringify(res.body);
    for (const signedIn of [laptop, phone, desktop]) {
      expect(text).not.toContain(signedIn.token);
      expect(text).not.toContain(sha256(signedIn.token));
      expect(text).not.toContain(sha256(signedIn.token).slice(0, 24));
    }
    // The same list from another of my sessions marks that one as current instead.
    expect((await sessionsOf(phone.client)).filter((s) => s.current).map((s) => s.device)).toEqual(['Safari on iPhone']);
    // Another account sees only its own.
    const other = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web');
    const ids = new Set(list.map((s) => s._id));
    expect((await sessionsOf(other.client)).some((s) => ids.has(s._id))).toBe(false);
  });

  it('ends one of my sessions: its next request is refused and its socket closes at once', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const laptop = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web', staff.email, staff.password);
    const desktop = await signIn(t.server.url, DESKTOP_ON_MAC, 'desktop', staff.email, staff.password);
    const ws = await socketOf(t.server, desktop.token);
    const target = (await sessionsOf(laptop.client)).find((s) => s.client === 'desktop') as SessionDto;

    const res = await laptop.client.delete(`/api/v1/me/sessions/${target._id}`);
    expect(res.status).toBe(200);
    await closedWithin(ws, 2000);
    expect((await desktop.client.get('/api/v1/me')).status).toBe(401);
    expect((await laptop.client.get('/api/v1/me')).status).toBe(200);
    expect((await sessionsOf(laptop.client)).map((s) => s.device)).toEqual(['Chrome on Windows']);
    // Gone now: ending it again is a 404, as is a reference no session has.
    expect((await laptop.client.delete(`/api/v1/me/sessions/${target._id}`)).status).toBe(404);
    expect((await laptop.client.delete('/api/v1/me/sessions/not-a-session')).status).toBe(404);
  });

  it("cannot end another account's session (404, and it goes on working)", async () => {
    const a = await createStaffUser(t.server, 'sales');
    const b = await createStaffUser(t.server, 'editor');
    const mine = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web', a.email, a.password);
    const theirs = await signIn(t.server.url, SAFARI_ON_IPHONE, 'web', b.email, b.password);
    const [their] = await sessionsOf(theirs.client);
    const res = await mine.client.delete(`/api/v1/me/sessions/${their._id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
    expect((await theirs.client.get('/api/v1/me')).status).toBe(200);
  });

  it('a cookie session needs its XSRF token to end a session', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const laptop = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web', staff.email, staff.password);
    const phone = await signIn(t.server.url, SAFARI_ON_IPHONE, 'web', staff.email, staff.password);
    const target = (await sessionsOf(laptop.client)).find((s) => !s.current) as SessionDto;
    const forged = new Client(t.server.url, { cookie: laptop.client.auth.cookie });
    expect((await forged.delete(`/api/v1/me/sessions/${target._id}`)).status).toBe(403);
    expect((await forged.post('/api/v1/me/sessions/end-others')).status).toBe(403);
    expect((await phone.client.get('/api/v1/me')).status).toBe(200);
  });

  it('signs out everywhere else: every other session ends, this one stays', async () => {
    const staff = await createStaffUser(t.server, 'admin');
    const laptop = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web', staff.email, staff.password);
    const phone = await signIn(t.server.url, SAFARI_ON_IPHONE, 'web', staff.email, staff.password);
    const desktop = await signIn(t.server.url, DESKTOP_ON_MAC, 'desktop', staff.email, staff.password);
    const ws = await socketOf(t.server, desktop.token);

    const res = await laptop.client.post<{ ended: number; message: string }>('/api/v1/me/sessions/end-others');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ended: 2, message: 'Signed out of 2 other session(s)' });
    await closedWithin(ws, 2000);
    expect((await phone.client.get('/api/v1/me')).status).toBe(401);
    expect((await desktop.client.get('/api/v1/me')).status).toBe(401);
    expect((await laptop.client.get('/api/v1/me')).status).toBe(200);
    expect((await sessionsOf(laptop.client)).map((s) => s.current)).toEqual([true]);
    expect((await laptop.client.post('/api/v1/me/sessions/end-others')).body).toMatchObject({ ended: 0 });
  });

  it('keeps "last active" to the minute, and lists the most recently used first', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const older = await signIn(t.server.url, SAFARI_ON_IPHONE, 'web', staff.email, staff.password);
    const newer = await signIn(t.server.url, CHROME_ON_WINDOWS, 'web', staff.email, staff.password);
    expect((await sessionsOf(newer.client)).map((s) => s.device)).toEqual(['Chrome on Windows', 'Safari on iPhone']);

    // The older session was last used five minutes ago; using it now moves it up.
    const repo = t.server.running.db.getRepository(SessionEntity);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await repo.update({ id: sha256(older.token) }, { lastSeenAt: fiveMinutesAgo });
    const before = (await sessionsOf(newer.client)).find((s) => s.device === 'Safari on iPhone') as SessionDto;
    expect(Date.parse(before.lastSeenAt)).toBe(fiveMinutesAgo.getTime());
    expect((await older.client.get('/api/v1/me')).status).toBe(200);
    const list = await sessionsOf(newer.client);
    expect(list[0].device).toBe('Safari on iPhone');
    expect(Date.parse(list[0].lastSeenAt)).toBeGreaterThan(fiveMinutesAgo.getTime() + 4 * 60_000);
  });
});
