import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSafeStorage } from './test/fakeSafeStorage.js';
import { json, startLocalServer, type LocalServer } from './test/httpServer.js';

vi.mock('electron', () => ({ safeStorage: fakeSafeStorage() }));

import { DesktopSession } from './session.js';
import { TokenStore } from './tokenStore.js';

const USER = { _id: 'u1', name: 'Office Admin', email: 'admin@example.com', phone: null, role: 'admin' };
const TOKEN = 'desk-token-0123456789abcdef';
const TWO_STEP = { ...USER, _id: 'u2', email: 'two-step@example.com', twoFactorEnabled: true };
const TICKET = 'ticket-0123456789abcdef0123456789';
const DEVICE = 'u1.device-0123456789ab.signature';

describe('DesktopSession', () => {
  let server: LocalServer;
  let dir: string;
  let crypto: ReturnType<typeof fakeSafeStorage>;
  let tokens: TokenStore;
  let session: DesktopSession;
  const changes: boolean[] = [];

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const auth = req.headers.authorization;
      if (req.url === '/api/v1/login' && req.method === 'POST') {
        const body = JSON.parse(req.body.toString()) as { email: string; password: string; client?: string; device?: string };
        if (body.password !== 'correct horse') return json(res, 401, { success: false, message: 'Invalid email or password' });
        // An account with two-step sign-in: no token yet, a ticket for the code step.
        if (body.email === TWO_STEP.email) return json(res, 200, { success: true, twoFactorRequired: true, ticket: TICKET, expiresAt: '2026-11-25T10:05:00.000Z' });
        if (!body.email) return json(res, 400, { success: false, message: 'Invalid input', errors: [{ path: 'email', message: 'Email or phone is required' }] });
        return json(res, 200, body.client === 'desktop' ? { success: true, user: USER, token: TOKEN, device: DEVICE } : { success: true, user: USER });
      }
      if (req.url === '/api/v1/login/code' && req.method === 'POST') {
        const body = JSON.parse(req.body.toString()) as { ticket: string; code?: string; recoveryCode?: string; client?: string };
        if (body.ticket !== TICKET) return json(res, 401, { success: false, message: 'Your sign-in has expired. Enter your password again.' });
        if (body.code !== '123456' && body.recoveryCode !== 'abcde-fghij') {
          return json(res, 401, { success: false, message: 'That code is not right', errors: [{ path: 'code', message: 'Not the code your app shows now' }] });
        }
        return json(res, 200, body.client === 'desktop' ? { success: true, user: TWO_STEP, token: TOKEN } : { success: true, user: TWO_STEP });
      }
      if (auth !== `Bearer ${TOKEN}`) return json(res, 401, { success: false, message: 'Please log in' });
      if (req.url === '/api/v1/me') return json(res, 200, { success: true, user: USER });
      if (req.url === '/api/v1/logout') return json(res, 200, { success: true, message: 'Logged out' });
      if (req.url === '/api/v1/contact') return json(res, 200, { success: true, data: [] });
      json(res, 404, { success: false, message: 'Not found' });
    });
  });
  afterAll(() => server.close());

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'console-session-'));
    crypto = fakeSafeStorage();
    tokens = new TokenStore(path.join(dir, 'session.bin'), crypto);
    changes.length = 0;
    session = new DesktopSession({ fetch, tokens, serverOrigin: () => server.origin, onChange: (s) => changes.push(s) });
    return () => rmSync(dir, { recursive: true, force: true });
  });

  it('signs in as a desktop client, keeps the token encrypted and returns only the user', async () => {
    const result = await session.login('admin@example.com', 'correct horse');
    expect(result).toEqual({ ok: true, value: { user: USER } });
    expect(JSON.parse(server.requests.at(-1)?.body.toString() ?? '{}')).toEqual({ email: 'admin@example.com', password: 'correct horse', client: 'desktop' });
    expect(readFileSync(path.join(dir, 'session.bin')).toString()).not.toContain(TOKEN);
    expect(changes).toEqual([true]);
  });

  it("keeps the device token apart from the session, sends it with the next sign-in and keeps it after signing out", async () => {
    const devices = new TokenStore(path.join(dir, 'device.bin'), crypto);
    const console1 = new DesktopSession({ fetch, tokens, devices, serverOrigin: () => server.origin });
    await console1.login('admin@example.com', 'correct horse');
    expect(readFileSync(path.join(dir, 'device.bin')).toString()).not.toContain(DEVICE);
    await console1.logout();
    expect(console1.token()).toBeNull();
    await console1.login('admin@example.com', 'correct horse');
    expect(JSON.parse(server.requests.at(-1)?.body.toString() ?? '{}')).toEqual({ email: 'admin@example.com', password: 'correct horse', client: 'desktop', device: DEVICE });
  });

  it('with two-step sign-in, the password answers a challenge and keeps nothing; the code then signs in and keeps the token', async () => {
    const first = await session.login(TWO_STEP.email, 'correct horse');
    expect(first).toEqual({ ok: true, value: { challenge: { ticket: TICKET, expiresAt: '2026-11-25T10:05:00.000Z' } } });
    expect(session.token()).toBeNull();
    expect(changes).toEqual([]);

    // A wrong code: the server's sentence and field error come back; still nothing kept.
    expect(await session.loginWithCode(TICKET, { code: '000000' })).toEqual({
      ok: false,
      error: { status: 401, message: 'That code is not right', errors: [{ path: 'code', message: 'Not the code your app shows now' }] },
    });
    expect(session.token()).toBeNull();

    expect(await session.loginWithCode(TICKET, { code: '123456' })).toEqual({ ok: true, value: TWO_STEP });
    expect(JSON.parse(server.requests.at(-1)?.body.toString() ?? '{}')).toEqual({ ticket: TICKET, code: '123456', client: 'desktop' });
    expect(session.token()).toBe(TOKEN);
    expect(readFileSync(path.join(dir, 'session.bin')).toString()).not.toContain(TOKEN);
    expect(changes).toEqual([true]);
  });

  it('takes a recovery code in place of the app code', async () => {
    await session.login(TWO_STEP.email, 'correct horse');
    expect(await session.loginWithCode(TICKET, { recoveryCode: 'abcde-fghij' })).toEqual({ ok: true, value: TWO_STEP });
    expect(JSON.parse(server.requests.at(-1)?.body.toString() ?? '{}')).toEqual({ ticket: TICKET, recoveryCode: 'abcde-fghij', client: 'desktop' });
  });

  it('sends the token with later requests, also after a restart', async () => {
    await session.login('admin@example.com', 'correct horse');
    const restarted = new DesktopSession({ fetch, tokens: new TokenStore(path.join(dir, 'session.bin'), crypto), serverOrigin: () => server.origin });
    expect(await restarted.me()).toEqual({ ok: true, value: USER });
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("passes the server's message and field errors back for the login screen", async () => {
    expect(await session.login('admin@example.com', 'wrong')).toEqual({ ok: false, error: { status: 401, message: 'Invalid email or password' } });
    expect(await session.login('', 'correct horse')).toEqual({
      ok: false,
      error: { status: 400, message: 'Invalid input', errors: [{ path: 'email', message: 'Email or phone is required' }] },
    });
    expect(tokens.load()).toBeNull();
  });

  it('does not even send the password when the token could not be kept safely', async () => {
    crypto.state.available = false;
    const before = server.requests.length;
    const result = await session.login('admin@example.com', 'correct horse');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/no secure storage/);
    expect(server.requests.length).toBe(before);
  });

  it('forgets a token the server no longer accepts', async () => {
    tokens.save('revoked-token');
    expect(await session.me()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(tokens.load()).toBeNull();
  });

  it('signs out on the server and locally, and locally even when the server is down', async () => {
    await session.login('admin@example.com', 'correct horse');
    expect(await session.logout()).toEqual({ ok: true, value: null });
    expect(server.requests.at(-1)?.url).toBe('/api/v1/logout');
    expect(tokens.load()).toBeNull();

    await session.login('admin@example.com', 'correct horse');
    const offline = new DesktopSession({ fetch, tokens, serverOrigin: () => 'http://127.0.0.1:1' });
    expect(await offline.logout()).toEqual({ ok: true, value: null });
    expect(tokens.load()).toBeNull();
  });

  it('reports an unreachable server as status 0 (a network error for the page)', async () => {
    tokens.save(TOKEN);
    const offline = new DesktopSession({ fetch, tokens, serverOrigin: () => 'http://127.0.0.1:1' });
    expect(await offline.me()).toEqual({ ok: false, error: { status: 0, message: 'The server could not be reached' } });
  });
});
