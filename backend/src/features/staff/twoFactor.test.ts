import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { XSRF_COOKIE, type TwoFactorChallengeDto, type TwoFactorSetupDto, type UserDto } from '@itsite/shared/contract';
import { UserEntity } from '../../data/entities/index.js';
import { Client, cookiesFrom, createStaffUser, DB_KINDS, webLogin, withServer } from '../../test/harness.js';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

interface Enrolled {
  id: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

describe.each(DB_KINDS)('two-step sign-in [%s]', (kind) => {
  const t = withServer(kind);

  /** A new account that has set up two-step sign-in through the API, as My account does. */
  async function enrolled(role: 'admin' | 'sales' | 'editor' = 'sales'): Promise<Enrolled> {
    const staff = await createStaffUser(t.server, role);
    const client = await webLogin(t.server.url, staff.email, staff.password);
    const setup = await client.post<{ data: TwoFactorSetupDto }>('/api/v1/me/two-factor/setup');
    expect(setup.status).toBe(200);
    const { secret } = setup.body.data;
    const confirmed = await client.post<{ recoveryCodes: string[] }>('/api/v1/me/two-factor', { json: { code: codeFor(secret), password: staff.password } });
    expect(confirmed.status).toBe(200);
    return { ...staff, secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  const passwordStep = async (account: { email: string; password: string }, client?: 'desktop') => {
    const res = await t.anon.post<TwoFactorChallengeDto>('/api/v1/login', { json: { email: account.email, password: account.password, ...(client && { client }) } });
    expect(res.status).toBe(200);
    return res;
  };

  it('sets up with a QR code drawn by the server and a confirming code, then answers ten recovery codes once', async () => {
    const staff = await createStaffUser(t.server, 'editor', 'Esha Editor');
    const client = await webLogin(t.server.url, staff.email, staff.password);
    expect((await client.get<{ user: UserDto }>('/api/v1/me')).body.user.twoFactorEnabled).toBe(false);

    const setup = await client.post<{ data: TwoFactorSetupDto }>('/api/v1/me/two-factor/setup');
    expect(setup.headers.get('cache-control')).toContain('no-store');
    const { secret, uri, qrSvg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/.+${encodeURIComponent(staff.email).replace(/[.]/g, '\\.')}\\?.*secret=${secret}`));
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);

    // A wrong code is refused on its field, and nothing is turned on.
    const wrong = await client.post('/api/v1/me/two-factor', { json: { code: String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0'), password: staff.password } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ path: 'code' }] });
    expect((await client.post('/api/v1/me/two-factor', { json: { code: 'abc', password: staff.password } })).status).toBe(400);
    expect((await client.get<{ user: UserDto }>('/api/v1/me')).body.user.twoFactorEnabled).toBe(false);

    const confirmed = await client.post<{ recoveryCodes: string[] }>('/api/v1/me/two-factor', { json: { code: codeFor(secret), password: staff.password } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.get<{ user: UserDto }>('/api/v1/me')).body.user.twoFactorEnabled).toBe(true);
    // Stored as hashes, never as themselves; the secret is no longer pending.
    const row = await t.server.running.db.getRepository(UserEntity).findOneByOrFail({ id: staff.id });
    for (const code of confirmed.body.recoveryCodes) expect(row.recoveryCodeHashes).not.toContain(code);
    expect(row.totpPendingSecret).toBeNull();
    // Set up already: a second set-up is refused until it is turned off.
    expect((await client.post('/api/v1/me/two-factor/setup')).status).toBe(409);
  });

  it('asks for the code after the password: no session until a right code, which then works only once', async () => {
    const account = await enrolled();
    const first = await passwordStep(account);
    expect(first.body).toMatchObject({ success: true, twoFactorRequired: true, ticket: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(cookiesFrom(first.headers).sid).toBeUndefined();
    expect(JSON.stringify(first.body)).not.toContain(account.email);

    // A wrong code: 401 on the field, the ticket stays for another try.
    const wrong = await t.anon.post('/api/v1/login/code', { json: { ticket: first.body.ticket, code: '000000' === codeFor(account.secret, 1) ? '111111' : '000000' } });
    expect(wrong.status).toBe(401);
    // The code the app shows next (the set-up used the current one): signed in, with the cookies.
    const code = codeFor(account.secret, 1);
    const ok = await t.anon.post<{ user: UserDto }>('/api/v1/login/code', { json: { ticket: first.body.ticket, code } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: account.email, twoFactorEnabled: true });
    const jar = cookiesFrom(ok.headers);
    const signedIn = new Client(t.server.url, { cookie: `sid=${jar.sid}; ${XSRF_COOKIE}=${jar[XSRF_COOKIE]}`, xsrf: jar[XSRF_COOKIE] });
    expect((await signedIn.get('/api/v1/me')).status).toBe(200);
    // The ticket is spent, and the same code does not open a second sign-in.
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: first.body.ticket, code } })).status).toBe(401);
    const second = await passwordStep(account);
    const replay = await t.anon.post<{ message: string }>('/api/v1/login/code', { json: { ticket: second.body.ticket, code } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/used already/);
  });

  it('records the set-up, a wrong code and the sign-in in the audit log, never a code or the secret', async () => {
    const account = await enrolled();
    const step = await passwordStep(account);
    const wrongCode = codeFor(account.secret, 1) === '000000' ? '999999' : '000000';
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, code: wrongCode } })).status).toBe(401);
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, code: codeFor(account.secret, 1) } })).status).toBe(200);
    const admin = await webLogin(t.server.url);
    const log = await admin.get<{ data: Array<{ action: string; actorId: string | null; ip: string | null; changes: { reason?: string } | null }> }>(`/api/v1/admin/audit?user=${account.id}`);
    expect(log.status).toBe(200);
    const actions = log.body.data.map((e) => e.action);
    // Newest first: the sign-in with the code, the wrong code, and before them the set-up.
    expect(actions.slice(0, 2)).toEqual(['signIn', 'signInFailed']);
    // The failure is told apart from a wrong password.
    expect(log.body.data[1].changes).toEqual({ reason: 'wrongCode' });
    expect(actions).toContain('twoFactorOn');
    expect(actions).toContain('twoFactorSetup');
    const text = JSON.stringify(log.body);
    expect(text).not.toContain(account.secret);
    expect(text).not.toContain(wrongCode);
    for (const code of account.recoveryCodes) expect(text).not.toContain(code);
  });

  it('signs the desktop console in with its token after the code', async () => {
    const account = await enrolled();
    const step = await passwordStep(account, 'desktop');
    expect(step.body.twoFactorRequired).toBe(true);
    const ok = await t.anon.post<{ token: string }>('/api/v1/login/code', { json: { ticket: step.body.ticket, code: codeFor(account.secret, 1), client: 'desktop' } });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[\w-]{40,}$/);
    expect(cookiesFrom(ok.headers).sid).toBeUndefined();
    expect((await new Client(t.server.url, { bearer: ok.body.token }).get('/api/v1/me')).status).toBe(200);
  });

  it('takes each recovery code once, in any case and without its dash', async () => {
    const account = await enrolled();
    const [code] = account.recoveryCodes;
    const step = await passwordStep(account);
    const ok = await t.anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, recoveryCode: code.toUpperCase().replace('-', ' ') } });
    expect(ok.status).toBe(200);
    const again = await passwordStep(account);
    const reused = await t.anon.post('/api/v1/login/code', { json: { ticket: again.body.ticket, recoveryCode: code } });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ errors: [{ path: 'recoveryCode' }] });
    // Neither or both: 400.
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: again.body.ticket } })).status).toBe(400);
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: again.body.ticket, code: '123456', recoveryCode: account.recoveryCodes[1] } })).status).toBe(400);
  });

  it('locks the code step of the account after five wrong codes, even for the right one; the password step has its own count', async () => {
    const account = await enrolled();
    const step = await passwordStep(account);
    const wrongCode = codeFor(account.secret, 1) === '000000' ? '999999' : '000000';
    for (let i = 0; i < t.server.config.loginMaxFailures; i++) {
      expect((await t.anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, code: wrongCode } })).status).toBe(401);
    }
    const locked = await t.anon.post<{ message: string }>('/api/v1/login/code', { json: { ticket: step.body.ticket, code: codeFor(account.secret, 1) } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The password step still answers (its guesses are counted apart).
    expect((await passwordStep(account)).body.twoFactorRequired).toBe(true);
  });

  it('refuses an unknown, spent or expired ticket', async () => {
    const account = await enrolled();
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: 'no-such-ticket', code: '123456' } })).status).toBe(401);
    const step = await passwordStep(account);
    await t.server.running.db.getRepository(UserEntity).update({ id: account.id }, { signInTicketExpiresAt: new Date(Date.now() - 1000) });
    const expired = await t.anon.post<{ message: string }>('/api/v1/login/code', { json: { ticket: step.body.ticket, code: codeFor(account.secret, 1) } });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });

  it('turns off with the password (a wrong one is refused), then signs in with the password alone; new recovery codes replace the old', async () => {
    const account = await enrolled('editor');
    const client = await signInWithCode(account);
    expect((await client.post('/api/v1/me/two-factor/recovery-codes', { json: { password: 'not my password' } })).status).toBe(400);
    const fresh = await client.post<{ recoveryCodes: string[] }>('/api/v1/me/two-factor/recovery-codes', { json: { password: account.password } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    const step = await passwordStep(account);
    expect((await t.anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, recoveryCode: account.recoveryCodes[0] } })).status).toBe(401);

    const wrong = await client.post('/api/v1/me/two-factor/off', { json: { password: 'not my password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ path: 'password' }] });
    expect((await client.post('/api/v1/me/two-factor/off', { json: { password: account.password } })).status).toBe(200);
    const plain = await t.anon.post<{ user?: UserDto; twoFactorRequired?: boolean }>('/api/v1/login', { json: { email: account.email, password: account.password } });
    expect(plain.body.twoFactorRequired).toBeUndefined();
    expect(plain.body.user?.twoFactorEnabled).toBe(false);
  });

  it('admins may require it of everyone: until an account sets it up, it may use only its own account', async () => {
    const admin = await webLogin(t.server.url);
    // An admin without it cannot require it.
    const refused = await admin.put('/api/v1/admin/security', { json: { requireTwoFactor: true } });
    expect(refused.status).toBe(409);
    expect((await admin.put('/api/v1/admin/security', { json: { requireTwoFactor: 'yes' } })).status).toBe(400);

    const boss = await enrolled('admin');
    const bossClient = await signInWithCode(boss);
    expect((await bossClient.put('/api/v1/admin/security', { json: { requireTwoFactor: true } })).status).toBe(200);
    try {
      expect((await bossClient.get<{ data: { requireTwoFactor: boolean } }>('/api/v1/admin/security')).body.data.requireTwoFactor).toBe(true);
      const sales = await createStaffUser(t.server, 'sales');
      const client = await webLogin(t.server.url, sales.email, sales.password);
      expect((await client.get<{ user: UserDto }>('/api/v1/me')).body.user.mustSetUpTwoFactor).toBe(true);
      const blocked = await client.get<{ message: string }>('/api/v1/contact');
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toMatch(/two-step sign-in/);
      expect((await client.get('/api/v1/admin/dashboard')).status).toBe(403);
      // Nor does it get live lead events: its socket is refused.
      expect(await socketStatus(client)).toBe(403);
      // Its own account stays open, so it can set it up; then the inbox opens.
      const setup = await client.post<{ data: TwoFactorSetupDto }>('/api/v1/me/two-factor/setup');
      expect((await client.post('/api/v1/me/two-factor', { json: { code: codeFor(setup.body.data.secret), password: sales.password } })).status).toBe(200);
      expect((await client.get<{ user: UserDto }>('/api/v1/me')).body.user.mustSetUpTwoFactor).toBe(false);
      expect((await client.get('/api/v1/contact')).status).toBe(200);
      expect(await socketStatus(client)).toBe(101);
      // Required: it cannot be turned off.
      expect((await client.post('/api/v1/me/two-factor/off', { json: { password: sales.password } })).status).toBe(409);
    } finally {
      expect((await bossClient.put('/api/v1/admin/security', { json: { requireTwoFactor: false } })).status).toBe(200);
    }
    expect((await admin.get('/api/v1/admin/products')).status).toBe(200);
  });

  it('a set-password link does not stand in for the code: the account then signs in with both', async () => {
    const account = await enrolled('sales');
    const admin = await webLogin(t.server.url);
    const reset = await admin.post<{ link: { path: string } }>(`/api/v1/admin/staff/${account.id}/password-link`);
    const token = decodeURIComponent(reset.body.link.path.split('#token=')[1] ?? '');
    const set = await t.anon.post<{ signInRequired?: boolean }>('/api/v1/password-link', { json: { token, password: 'a brand new password' } });
    expect(set.status).toBe(200);
    expect(set.body.signInRequired).toBe(true);
    expect(cookiesFrom(set.headers).sid).toBeUndefined();
    expect((await passwordStep({ email: account.email, password: 'a brand new password' })).body.twoFactorRequired).toBe(true);
  });

  /** What the realtime endpoint answers this web session's upgrade: 101 (open), or the status it was refused with. */
  function socketStatus(client: Client): Promise<number> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${t.server.url.replace(/^http/, 'ws')}/api/v1/realtime`, { headers: { cookie: client.auth.cookie as string, origin: t.server.url } });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', reject);
    });
  }

  async function signInWithCode(account: Enrolled): Promise<Client> {
    const step = await passwordStep(account);
    const ok = await t.anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, code: codeFor(account.secret, 1) } });
    expect(ok.status).toBe(200);
    const jar = cookiesFrom(ok.headers);
    return new Client(t.server.url, { cookie: `sid=${jar.sid}; ${XSRF_COOKIE}=${jar[XSRF_COOKIE]}`, xsrf: jar[XSRF_COOKIE] });
  }
});
