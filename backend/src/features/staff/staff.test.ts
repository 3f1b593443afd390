import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_LINK_TTL_MS, XSRF_COOKIE, type PasswordLinkDto, type StaffDto, type StaffOptionDto, type UserDto } from '@itsite/shared/contract';
import { UserEntity } from '../../data/entities/index.js';
import { ADMIN, Client, cookiesFrom, createStaffUser, DB_KINDS, staffClient, webLogin, withServer } from '../../test/harness.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const tokenOf = (link: PasswordLinkDto) => decodeURIComponent(link.path.split('#token=')[1] ?? '');
let counter = 0;
const unique = (role = 'sales') => ({ name: `New ${role} ${++counter}`, email: `new-${role}-${counter}-${Date.now()}@test.example`, role });

describe.each(DB_KINDS)('staff accounts [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  const create = async (input: Record<string, unknown>) => {
    const res = await t.admin.post<{ data: StaffDto; link: PasswordLinkDto }>('/api/v1/admin/staff', { json: input });
    expect(res.status).toBe(201);
    return res.body;
  };
  const setPassword = (token: string, password: string) => t.anon.post<{ user: UserDto; message?: string }>('/api/v1/password-link', { json: { token, password } });
  const users = () => t.server.running.db.getRepository(UserEntity);

  describe('create, link, set password, sign in', () => {
    it('creates an account with a one-time link valid 24 h; the link sets the password, signs the web in, and the account signs in', async () => {
      const input = unique('sales');
      const before = Date.now();
      const { data, link } = await create({ ...input, phone: '+91 98765 11111' });
      expect(data).toMatchObject({ name: input.name, email: input.email, role: 'sales', active: true, hasPassword: false, phone: '+919876511111' });
      expect(link.path).toMatch(/^\/admin\/set-password#token=[\w-]{40,}$/);
      const expires = new Date(link.expiresAt).getTime();
      expect(expires - before).toBeGreaterThanOrEqual(PASSWORD_LINK_TTL_MS - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(PASSWORD_LINK_TTL_MS);
      // Only the token's hash is kept.
      const row = await users().findOneByOrFail({ id: data._id });
      expect(row.passwordTokenHash).toBe(sha256(tokenOf(link)));
      expect(JSON.stringify(row)).not.toContain(tokenOf(link));
      // No password yet: nothing signs in.
      expect((await t.anon.post('/api/v1/login', { json: { email: input.email, password: 'anything at all' } })).status).toBe(401);

      const res = await setPassword(tokenOf(link), 'a fresh sales password');
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ _id: data._id, role: 'sales' });
      const jar = cookiesFrom(res.headers);
      expect(jar.sid).toBeTruthy();
      const session = new Client(t.server.url, { cookie: `sid=${jar.sid}; ${XSRF_COOKIE}=${jar[XSRF_COOKIE]}`, xsrf: jar[XSRF_COOKIE] });
      expect((await session.get<{ user: UserDto }>('/api/v1/me')).body.user.email).toBe(input.email);

      const signedIn = await webLogin(t.server.url, input.email, 'a fresh sales password');
      expect((await signedIn.get('/api/v1/contact')).status).toBe(200);
      expect((await signedIn.get('/api/v1/admin/products')).status).toBe(403);
      const listed = (await t.admin.get<{ data: StaffDto[] }>('/api/v1/admin/staff')).body.data.find((s) => s._id === data._id);
      expect(listed).toMatchObject({ hasPassword: true, passwordLinkExpiresAt: null });
    });

    it('uses a link once', async () => {
      const { link } = await create(unique('editor'));
      expect((await setPassword(tokenOf(link), 'first chosen password')).status).toBe(200);
      const again = await setPassword(tokenOf(link), 'second chosen password');
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({ success: false, message: expect.stringContaining('expired or has already been used') });
    });

    it('refuses a link past its 24 hours, and an unknown token, changing nothing', async () => {
      const { data, link } = await create(unique('editor'));
      await users().update({ id: data._id }, { passwordTokenExpiresAt: new Date(Date.now() - 1000) });
      expect((await setPassword(tokenOf(link), 'too late a password')).status).toBe(410);
      expect((await setPassword('not-a-token-at-all', 'any good password')).status).toBe(410);
      expect((await users().findOneByOrFail({ id: data._id })).passwordHash).toBe('');
    });

    it('refuses a short or guessable password, and the link still works after', async () => {
      const input = unique('sales');
      const { link } = await create(input);
      const short = await setPassword(tokenOf(link), 'short');
      expect(short.status).toBe(400);
      const common = await setPassword(tokenOf(link), 'qwertyuiop');
      expect(common.status).toBe(400);
      expect(common.body).toMatchObject({ errors: [{ path: 'password', message: expect.stringContaining('too easy to guess') }] });
      expect((await setPassword(tokenOf(link), 'QwertyUiop ')).status).toBe(400);
      // Long enough, and still what everyone types: the estimator says why.
      const guessable = await setPassword(tokenOf(link), 'password1234');
      expect(guessable.status).toBe(400);
      expect(guessable.body).toMatchObject({ errors: [{ path: 'password', message: 'This password is too easy to guess. This is similar to a commonly used password.' }] });
      // The account's own name counts as words a guesser knows.
      const named = await setPassword(tokenOf(link), `${input.name}1`);
      expect(named.status).toBe(400);
      expect(named.body).toMatchObject({ errors: [{ path: 'password', message: expect.stringContaining('personal') }] });
      expect((await setPassword(tokenOf(link), 'a much better passphrase')).status).toBe(200);
    });

    it('refuses an e-mail already in use (409) and bad input (400)', async () => {
      const res = await t.admin.post('/api/v1/admin/staff', { json: { name: 'Dup', email: ADMIN.email.toUpperCase(), role: 'sales' } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errors: [{ path: 'email' }] });
      expect((await t.admin.post('/api/v1/admin/staff', { json: { name: 'X', email: 'x@test.example', role: 'owner' } })).status).toBe(400);
      expect((await t.admin.post('/api/v1/admin/staff', { json: { name: '', email: 'nope', role: 'sales' } })).status).toBe(400);
    });
  });

  describe('reset a password', () => {
    it('gives a new link; the old password, the old link and the sessions stop working', async () => {
      const { data, link } = await create(unique('sales'));
      await setPassword(tokenOf(link), 'the original password');
      const session = await webLogin(t.server.url, data.email, 'the original password');
      const reset = await t.admin.post<{ link: PasswordLinkDto; data: StaffDto }>(`/api/v1/admin/staff/${data._id}/password-link`);
      expect(reset.status).toBe(200);
      expect(reset.body.data.passwordLinkExpiresAt).toBe(reset.body.link.expiresAt);
      expect((await session.get('/api/v1/me')).status).toBe(401);
      expect((await t.anon.post('/api/v1/login', { json: { email: data.email, password: 'the original password' } })).status).toBe(401);
      expect((await setPassword(tokenOf(reset.body.link), 'the replacement password')).status).toBe(200);
      await webLogin(t.server.url, data.email, 'the replacement password');
    });

    it("is not for one's own account (422) nor an unknown one (404)", async () => {
      const me = (await t.admin.get<{ user: UserDto }>('/api/v1/me')).body.user;
      expect((await t.admin.post(`/api/v1/admin/staff/${me._id}/password-link`)).status).toBe(422);
      expect((await t.admin.post('/api/v1/admin/staff/000000000000000000000000/password-link')).status).toBe(404);
    });
  });

  describe('roles and deactivation', () => {
    it('changes a role, which applies to the next request', async () => {
      const staff = await createStaffUser(t.server, 'editor');
      const client = await webLogin(t.server.url, staff.email, staff.password);
      expect((await client.get('/api/v1/contact')).status).toBe(403);
      const res = await t.admin.patch<{ data: StaffDto }>(`/api/v1/admin/staff/${staff.id}`, { json: { role: 'sales' } });
      expect(res.status).toBe(200);
      expect(res.body.data.role).toBe('sales');
      expect((await client.get('/api/v1/contact')).status).toBe(200);
      expect((await client.get('/api/v1/admin/products')).status).toBe(403);
    });

    it('deactivates: sessions end (next request 401), sign-in is refused, and the account can be reactivated', async () => {
      const staff = await createStaffUser(t.server, 'sales');
      const client = await webLogin(t.server.url, staff.email, staff.password);
      expect((await t.admin.patch(`/api/v1/admin/staff/${staff.id}`, { json: { active: false } })).status).toBe(200);
      expect((await client.get('/api/v1/me')).status).toBe(401);
      const login = await t.anon.post('/api/v1/login', { json: { email: staff.email, password: staff.password } });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ message: expect.stringContaining('deactivated') });
      expect((await t.admin.patch(`/api/v1/admin/staff/${staff.id}`, { json: { active: true } })).status).toBe(200);
      await webLogin(t.server.url, staff.email, staff.password);
    });

    it('never demotes or deactivates the last active admin; with two admins either may go', async () => {
      const me = (await t.admin.get<{ user: UserDto }>('/api/v1/me')).body.user;
      const demoteSelf = await t.admin.patch(`/api/v1/admin/staff/${me._id}`, { json: { role: 'editor' } });
      expect(demoteSelf.status).toBe(409);
      expect(demoteSelf.body).toMatchObject({ success: false, message: expect.stringContaining('last active admin') });
      const deactivateSelf = await t.admin.patch(`/api/v1/admin/staff/${me._id}`, { json: { active: false } });
      expect(deactivateSelf.status).toBe(422);
      expect((await t.admin.get<{ user: UserDto }>('/api/v1/me')).body.user.role).toBe('admin');

      const second = await createStaffUser(t.server, 'admin');
      const other = await webLogin(t.server.url, second.email, second.password);
      // Both demoting each other at once: one wins, the other is refused (409, or 403 when it was
      // already demoted by the time its request was checked), and one admin remains.
      const results = await Promise.all([
        t.admin.patch(`/api/v1/admin/staff/${second.id}`, { json: { role: 'sales' } }),
        other.patch(`/api/v1/admin/staff/${me._id}`, { json: { role: 'sales' } }),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.find((s) => s !== 200)).toBeOneOf([403, 409]);
      const admins = await users().countBy({ role: 'admin', active: true });
      expect(admins).toBe(1);
      // Put things back: the bootstrap admin stays admin for the other tests.
      await users().update({ id: me._id }, { role: 'admin' });
      await users().update({ id: second.id }, { role: 'admin' });
      expect((await t.admin.patch(`/api/v1/admin/staff/${second.id}`, { json: { active: false } })).status).toBe(200);
      expect((await t.admin.patch(`/api/v1/admin/staff/${second.id}`, { json: { role: 'editor', active: true } })).status).toBe(200);
    });

    it('refuses an empty change and an unknown field (400), and an unknown account (404)', async () => {
      const staff = await createStaffUser(t.server, 'sales');
      expect((await t.admin.patch(`/api/v1/admin/staff/${staff.id}`, { json: {} })).status).toBe(400);
      expect((await t.admin.patch(`/api/v1/admin/staff/${staff.id}`, { json: { role: 'sales', passwordHash: 'x' } })).status).toBe(400);
      expect((await t.admin.patch('/api/v1/admin/staff/000000000000000000000000', { json: { role: 'sales' } })).status).toBe(404);
    });
  });

  describe('lead owners', () => {
    it('lists the active admin and sales accounts, not editors nor deactivated ones; an editor cannot be made owner', async () => {
      const sales = await createStaffUser(t.server, 'sales', 'Zed Sales');
      const editor = await createStaffUser(t.server, 'editor', 'Zed Editor');
      const gone = await createStaffUser(t.server, 'sales', 'Zed Gone');
      await users().update({ id: gone.id }, { active: false });
      const seller = await staffClient(t.server, 'sales');
      const res = await seller.get<{ data: StaffOptionDto[] }>('/api/v1/staff/lead-owners');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((o) => o._id);
      expect(ids).toContain(sales.id);
      expect(ids).not.toContain(editor.id);
      expect(ids).not.toContain(gone.id);
      expect(res.body.data.find((o) => o._id === sales.id)).toEqual({ _id: sales.id, name: 'Zed Sales', email: sales.email });
      const lead = await t.anon.post<{ data: { _id: string } }>('/api/v1/contact', { json: { name: 'Lead', email: 'lead@example.in', phone: '+91 90000 00002', message: 'Hello there' } });
      expect((await seller.patch(`/api/v1/contact/${lead.body.data._id}`, { json: { ownerId: editor.id } })).status).toBe(400);
      expect((await seller.patch(`/api/v1/contact/${lead.body.data._id}`, { json: { ownerId: sales.id } })).status).toBe(200);
    });
  });

  describe('my account', () => {
    it('changes my name, e-mail and phone; an e-mail in use is refused (409)', async () => {
      const staff = await createStaffUser(t.server, 'editor');
      const client = await webLogin(t.server.url, staff.email, staff.password);
      const email = `renamed-${Date.now()}@test.example`;
      const res = await client.patch<{ user: UserDto }>('/api/v1/me', { json: { name: 'Renamed Editor', email, phone: '+91 90000 12345', currentPassword: staff.password } });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ name: 'Renamed Editor', email, phone: '+919000012345', role: 'editor' });
      expect((await client.patch('/api/v1/me', { json: { name: 'X', email: ADMIN.email, currentPassword: staff.password } })).status).toBe(409);
      expect((await client.patch('/api/v1/me', { json: { name: 'X', email, role: 'admin' } })).status).toBe(200);
      expect((await client.get<{ user: UserDto }>('/api/v1/me')).body.user.role).toBe('editor');
      await webLogin(t.server.url, email, staff.password);
    });

    it('changes my password only with the current one, refusing short and common ones; my other sessions end', async () => {
      const staff = await createStaffUser(t.server, 'sales');
      const client = await webLogin(t.server.url, staff.email, staff.password);
      const elsewhere = await webLogin(t.server.url, staff.email, staff.password);
      const change = (currentPassword: string, newPassword: string) => client.put('/api/v1/me/password', { json: { currentPassword, newPassword } });

      const wrong = await change('not my password', 'a brand new password');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ errors: [{ path: 'currentPassword' }] });
      expect((await change(staff.password, 'short')).status).toBe(400);
      const common = await change(staff.password, '1234567890');
      expect(common.status).toBe(400);
      expect(common.body).toMatchObject({ errors: [{ path: 'newPassword', message: expect.stringContaining('too easy to guess') }] });
      expect((await elsewhere.get('/api/v1/me')).status).toBe(200);

      expect((await change(staff.password, 'a brand new password')).status).toBe(200);
      expect((await client.get('/api/v1/me')).status).toBe(200);
      expect((await elsewhere.get('/api/v1/me')).status).toBe(401);
      expect((await t.anon.post('/api/v1/login', { json: { email: staff.email, password: staff.password } })).status).toBe(401);
      await webLogin(t.server.url, staff.email, 'a brand new password');
    });
  });
});
