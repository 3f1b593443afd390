import net from 'node:net';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TwoFactorSetupDto } from '@itsite/shared/contract';
import { UserEntity } from '../data/entities/index.js';
import { buildCategory, buildProduct } from './factories.js';
import { ADMIN, Client, createStaffUser, DB_KINDS, desktopLogin, webLogin, withServer } from './harness.js';

/**
 * The third security round's findings (issue "Security, third round"), one regression test each,
 * on both databases where a database matters.
 */
const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 3000).unref();
    socket.on('close', () => resolve(out));
  });
}

describe.each(DB_KINDS)('security, third round [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  async function enrol(client: Client, password = ADMIN.password): Promise<string> {
    const setup = await client.post<{ data: TwoFactorSetupDto }>('/api/v1/me/two-factor/setup');
    const { secret } = setup.body.data;
    expect((await client.post('/api/v1/me/two-factor', { json: { code: codeFor(secret), password } })).status).toBe(200);
    return secret;
  }

  it('1. closes the live socket of an account the two-step rule has just locked out, at once', async () => {
    const sales = await createStaffUser(t.server, 'sales');
    const salesClient = await desktopLogin(t.server.url, sales.email, sales.password);
    const ws = new WebSocket(`${t.server.url.replace('http:', 'ws:')}/api/v1/realtime`, { headers: { authorization: `Bearer ${salesClient.auth.bearer}` } });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const frames: string[] = [];
    ws.on('message', (d) => frames.push((d as Buffer).toString()));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    // The admin sets up their own second step, then requires it of everyone.
    await enrol(t.admin);
    const started = Date.now();
    expect((await t.admin.put('/api/v1/admin/security', { json: { requireTwoFactor: true } })).status).toBe(200);
    expect(await closed).toBeGreaterThanOrEqual(4000);
    expect(Date.now() - started).toBeLessThan(2000);
    await new Client(t.server.url).post('/api/v1/contact', { json: { name: 'After the rule', email: 'x@example.in', phone: '+91 98100 12345', message: 'Hello' } });
    expect(frames).toEqual([]);
    // And it cannot come back without the second step.
    const again = new WebSocket(`${t.server.url.replace('http:', 'ws:')}/api/v1/realtime`, { headers: { authorization: `Bearer ${salesClient.auth.bearer}` } });
    const refused = await new Promise<number>((resolve) => again.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(refused).toBe(403);
    expect((await t.admin.put('/api/v1/admin/security', { json: { requireTwoFactor: false } })).status).toBe(200);
  });

  it('2. refuses a chat widget address whose host is a wildcard or an IP address, and never puts one in the CSP', async () => {
    for (const url of ['https://*/widget.js', 'https://*.evil.example/x.js', 'https://203.0.113.5/w.js', 'https://[2001:db8::1]/w.js']) {
      const res = await t.admin.put<{ errors?: Array<{ path: string }> }>('/api/v1/admin/settings', { json: { ...(await currentSettings()), chatWidgetScriptUrl: url } });
      expect(res.status, url).toBe(400);
      expect(res.body.errors?.map((e) => e.path)).toContain('chatWidgetScriptUrl');
    }
    const csp = (await fetch(`${t.server.url}/about`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('*');
    const ok = await t.admin.put('/api/v1/admin/settings', { json: { ...(await currentSettings()), chatWidgetScriptUrl: 'https://widget.example.com/chat.js' } });
    expect(ok.status).toBe(200);
  });

  const currentSettings = async () => {
    const { settings } = (await (await fetch(`${t.server.url}/api/v1/settings`)).json()) as { settings: Record<string, unknown> };
    const { founderPortrait: _f, coFounderPortrait: _c, ...rest } = settings;
    return rest;
  };

  it('3. turns two-step sign-in on, and changes the sign-in e-mail, only with the password; turning it on ends the other sessions', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const client = await webLogin(t.server.url, staff.email, staff.password);
    const other = await desktopLogin(t.server.url, staff.email, staff.password);
    const setup = await client.post<{ data: TwoFactorSetupDto }>('/api/v1/me/two-factor/setup');
    const { secret } = setup.body.data;
    // A session alone (a stolen cookie) cannot turn it on with the attacker's app.
    expect((await client.post('/api/v1/me/two-factor', { json: { code: codeFor(secret) } })).status).toBe(400);
    const wrong = await client.post<{ errors: Array<{ path: string }> }>('/api/v1/me/two-factor', { json: { code: codeFor(secret), password: 'not the password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e) => e.path)).toEqual(['password']);
    expect((await client.get<{ user: { twoFactorEnabled: boolean } }>('/api/v1/me')).body.user.twoFactorEnabled).toBe(false);
    expect((await client.post('/api/v1/me/two-factor', { json: { code: codeFor(secret), password: staff.password } })).status).toBe(200);
    expect((await other.get('/api/v1/me')).status).toBe(401);
    expect((await client.get('/api/v1/me')).status).toBe(200);

    // The sign-in e-mail: the name alone changes freely, the e-mail needs the password.
    const email = `moved-${kind}-${Date.now()}@test.example`;
    const refused = await client.patch<{ errors: Array<{ path: string }> }>('/api/v1/me', { json: { name: 'Sam', email } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.path)).toEqual(['currentPassword']);
    expect((await client.patch('/api/v1/me', { json: { name: 'Sam', email, currentPassword: 'not the password' } })).status).toBe(400);
    expect((await client.patch('/api/v1/me', { json: { name: 'Sam Sales', email: staff.email } })).status).toBe(200);
    expect((await client.patch('/api/v1/me', { json: { name: 'Sam', email, currentPassword: staff.password } })).status).toBe(200);
  });

  it('4. keeps drafts from an editor the two-step rule has locked out, in the API and in previews', async () => {
    const editor = await createStaffUser(t.server, 'editor');
    const editorClient = await webLogin(t.server.url, editor.email, editor.password);
    const category = await buildCategory(t.admin);
    const draft = await buildProduct(t.admin, category._id, { status: 'draft' });
    expect((await editorClient.get(`/api/v1/product/by-slug/${draft.slug}`)).status).toBe(200);
    await enrol(t.admin).catch(() => undefined);
    expect((await t.admin.put('/api/v1/admin/security', { json: { requireTwoFactor: true } })).status).toBe(200);
    try {
      expect((await editorClient.get(`/api/v1/product/by-slug/${draft.slug}`)).status).toBe(404);
      const preview = await editorClient.get<string>(`/product/${draft.slug}?preview=1`);
      expect(preview.status).toBe(404);
    } finally {
      await t.admin.put('/api/v1/admin/security', { json: { requireTwoFactor: false } });
    }
  });

  it('5. answers a wrong password for an invited account (no password yet) as slowly as any other', async () => {
    const invited = await t.admin.post<{ data: { email: string } }>('/api/v1/admin/staff', { json: { name: 'Invited Person', email: `invited-${kind}@test.example`, role: 'editor' } });
    expect(invited.status).toBe(201);
    const time = async (email: string) => {
      const started = performance.now();
      expect((await new Client(t.server.url).post('/api/v1/login', { json: { email, password: 'a wrong password' }, headers: { 'x-forwarded-for': '198.51.100.77' } })).status).toBe(401);
      return performance.now() - started;
    };
    // The median of a few tries each, to see past a busy machine.
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const invitedTimes: number[] = [];
    const otherTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      invitedTimes.push(await time(invited.body.data.email));
      otherTimes.push(await time('nobody-here@test.example'));
    }
    // Both run the password hash: neither answers in a fraction of the other's time.
    expect(median(invitedTimes)).toBeGreaterThan(median(otherTimes) / 3);
  });

  it('6. answers deeply nested JSON on the public writes with a 400, never a 500', async () => {
    // Written out by hand: 5,000 levels are more than JSON.stringify itself can walk.
    const deep = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    for (const path of ['/api/v1/contact', '/api/reviews']) {
      const raw = `{"name":"Deep","email":"deep@example.in","phone":"+91 98100 12345","message":"x","feedback":"x","rating":5,"extra":${deep}}`;
      const withKey: Record<string, string> = { 'content-type': 'application/json', 'Idempotency-Key': `deep-${kind}-${path}` };
      for (const headers of [{ 'content-type': 'application/json' }, withKey]) {
        const res = await new Client(t.server.url).post(path, { raw, headers });
        expect(res.status, path).toBe(400);
      }
    }
  });

  it('7. never echoes the Host header port: a forged one becomes the listening port', async () => {
    const port = Number(new URL(t.server.url).port);
    const answer = await rawRequest(port, `GET /robots.txt HTTP/1.1\r\nHost: localhost:1"><b>x\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).not.toContain('"><b>');
    expect(answer).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  });

  it('9. lets one form token carry one message and one review: a second with it is stored as spam', async () => {
    const token = t.server.running.deps.formTokens.issue(Date.now() - 10_000);
    const lead = (name: string) => new Client(t.server.url).post('/api/v1/contact', { json: { name, email: 'one@example.in', phone: '+91 98100 12345', message: `From ${name}`, formToken: token, website: '' } });
    expect((await lead(`First ${kind}`)).status).toBe(201);
    // The same token with other words, as a bot with the token of one page would send: the same answer, stored as spam.
    expect((await lead(`Second ${kind}`)).status).toBe(201);
    const inbox = async (status?: string) => (await t.admin.get<{ data: Array<{ name: string }> }>(`/api/v1/contact?limit=100${status ? `&status=${status}` : ''}`)).body.data.map((l) => l.name);
    expect(await inbox()).toContain(`First ${kind}`);
    expect(await inbox()).not.toContain(`Second ${kind}`);
    expect(await inbox('spam')).toContain(`Second ${kind}`);

    const reviewToken = t.server.running.deps.formTokens.issue(Date.now() - 10_000);
    const review = (name: string) => new Client(t.server.url).post('/api/reviews', { json: { name, feedback: 'Fine work', rating: 4, formToken: reviewToken, website: '' } });
    expect((await review(`Reviewer A ${kind}`)).status).toBe(201);
    expect((await review(`Reviewer B ${kind}`)).status).toBe(201);
    const { data } = (await t.admin.get<{ data: Array<{ name: string; status: string }> }>('/api/reviews/admin?limit=100')).body;
    expect(data.find((r) => r.name === `Reviewer A ${kind}`)?.status).toBe('pending');
    expect(data.find((r) => r.name === `Reviewer B ${kind}`)?.status).toBe('rejected');
  });

  it('10. refuses control characters (a line break) in a single-line field', async () => {
    const before = (await t.admin.get<{ total: number }>('/api/v1/contact')).body.total;
    const res = await new Client(t.server.url).post<{ errors: Array<{ path: string }> }>('/api/v1/contact', {
      json: { name: 'Asha\r\nBcc: victim@example.com', email: 'asha@example.in', phone: '+91 98100 12345', message: 'Two\nlines are fine here' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toEqual(['name']);
    expect((await new Client(t.server.url).post('/api/reviews', { json: { name: 'Ravi\nKumar', feedback: 'Good', rating: 4 } })).status).toBe(400);
    expect((await t.admin.get<{ total: number }>('/api/v1/contact')).body.total).toBe(before);
  });

  it('11. a code step refused because a newer password step replaced the ticket does not reset the five-code lockout', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const client = await webLogin(t.server.url, staff.email, staff.password);
    const secret = await enrol(client, staff.password);
    const anon = new Client(t.server.url);
    const passwordStep = async () => (await anon.post<{ ticket: string }>('/api/v1/login', { json: staff, headers: { 'x-forwarded-for': '198.51.100.90' } })).body.ticket;
    const wrong = codeFor(secret, 5) === '000000' ? '111111' : '000000';
    const first = await passwordStep();
    for (let i = 0; i < 4; i++) expect((await anon.post('/api/v1/login/code', { json: { ticket: first, code: wrong } })).status).toBe(401);
    // A second password step replaces the ticket; the old ticket is now expired.
    const second = await passwordStep();
    const expired = await anon.post('/api/v1/login/code', { json: { ticket: first, code: wrong } });
    expect(expired.status).toBe(401);
    // The count went on from four: the fifth wrong code is the last one checked.
    expect((await anon.post('/api/v1/login/code', { json: { ticket: second, code: wrong } })).status).toBe(401);
    expect((await anon.post('/api/v1/login/code', { json: { ticket: second, code: codeFor(secret, 1) } })).status).toBe(429);
    await t.server.running.db.getRepository(UserEntity).update({ email: staff.email }, { active: true });
  });
});
