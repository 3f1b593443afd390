import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, Paged, ProductDto, StaffDto } from '@itsite/shared/contract';
import { AuditEntryEntity } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { Client, createStaffUser, DB_KINDS, staffClient, webLogin, withServer } from '../../test/harness.js';
import { buildCategory, buildProduct } from '../../test/factories.js';
import { auditEntryFor, pruneAudit } from '../../platform/audit/trail.js';

type ErrorBody = { success: false; message: string };

describe('auditEntryFor (what a call records)', () => {
  const base = { params: {}, fileFields: [], answer: {}, actor: { id: 'a'.repeat(24), name: 'Ann' }, ip: '10.0.0.1' };

  it('names the fields sent, never one named like a credential, and keeps values only when asked', () => {
    const body = { name: 'X', newPassword: 'hunter2 hunter2', apiToken: 't', clientSecret: 's', code: '123456' };
    expect(auditEntryFor({ record: 'product' }, { ...base, method: 'PUT', params: { id: 'p1' }, body })).toEqual({
      action: 'update',
      actor: base.actor,
      ip: '10.0.0.1',
      recordType: 'product',
      recordId: 'p1',
      changes: { fields: ['name'] },
    });
    const withValues = auditEntryFor({ record: 'settings', values: true }, { ...base, method: 'PUT', body: { a: 1, nested: { password: 'p', b: 2 } } });
    expect(withValues?.changes).toEqual({ fields: ['a', 'nested'], values: { a: 1, nested: { b: 2 } } });
  });

  it('takes the id of the record answered when the path has none, and the actor for their own account', () => {
    expect(auditEntryFor({ record: 'product' }, { ...base, method: 'POST', body: {}, answer: { success: true, product: { _id: 'new1' } } })?.recordId).toBe('new1');
    expect(auditEntryFor({ record: 'account', self: true }, { ...base, method: 'PATCH', body: {} })?.recordId).toBe(base.actor.id);
  });

  it("records a bulk action under the body's action with its ids, and not an action it does not list", () => {
    const spec = { record: 'lead', bulk: ['status', 'delete'] } as const;
    expect(auditEntryFor(spec, { ...base, method: 'POST', body: { action: 'status', ids: ['x', 'y', 'x'], status: 'won' } })).toMatchObject({
      action: 'status',
      recordId: null,
      changes: { ids: ['x', 'y'], fields: ['status'], values: { status: 'won' } },
    });
    expect(auditEntryFor(spec, { ...base, method: 'POST', body: { action: 'read', ids: ['x'] } })).toBeNull();
  });
});

describe.each(DB_KINDS)('audit log [%s]', (kind) => {

  let adminId: string;
  const anon = () => new Client(t.server.url);

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    adminId = ((await t.admin.get<{ user: { _id: string } }>('/api/v1/me')).body.user._id);
  });

  const list = (query = '', client = t.admin) => client.get<Paged<AuditEntryDto>>(`/api/v1/admin/audit${query}`);
  const entries = async (query: string) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const allStoredText = async () => JSON.stringify(await t.server.running.db.getRepository(AuditEntryEntity).find());

  it('records a sign-in, a failed one (with the account, or the login tried when none), and a sign-out, with the address', async () => {
    const user = await createStaffUser(t.server, 'editor', 'Edna Editor');
    expect((await anon().post('/api/v1/login', { json: { email: user.email, password: 'wrong password 1' } })).status).toBe(401);
    expect((await anon().post('/api/v1/login', { json: { email: 'nobody@test.example', password: 'wrong password 2' } })).status).toBe(401);
    const session = await webLogin(t.server.url, user.email, user.password);
    expect((await session.post('/api/v1/logout')).status).toBe(200);

    const mine = await entries(`?user=${user.id}`);
    expect(mine.map((e) => e.action)).toEqual(['signOut', 'signIn', 'signInFailed']);
    for (const e of mine) expect(e).toMatchObject({ actorId: user.id, actorName: 'Edna Editor', recordType: 'account', recordId: user.id, ip: expect.stringMatching(/127\.0\.0\.1/) });
    const [unknown] = await entries('?action=signInFailed&limit=1');
    expect(unknown).toMatchObject({ actorId: null, changes: { reason: 'unknownAccount', login: 'nobody@test.example' } });
    // A known account's failure says why, and names the account by its name.
    expect(mine[2]).toMatchObject({ changes: { reason: 'wrongPassword' }, recordName: 'Edna Editor' });
    const text = await allStoredText();
    expect(text).not.toContain('wrong password');
    expect(text).not.toContain(user.password);
  });

  it('records creating, updating and deleting a product with the names of the fields sent', async () => {
    const category = await buildCategory(t.admin);
    const product = await buildProduct(t.admin, category._id);
    expect((await t.admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${product._id}`, { json: { name: 'Renamed', description: 'd', price: 10, stock: 1 } })).status).toBe(200);
    expect((await t.admin.delete(`/api/v1/admin/product/${product._id}`)).status).toBe(200);

    const trail = await entries(`?recordType=product&recordId=${product._id}`);
    expect(trail.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, created] = trail;
    // Named as the record is now: gone once deleted.
    expect(trail.map((e) => e.recordName)).toEqual([null, null, null]);
    const kept = await buildProduct(t.admin, category._id);
    const [keptEntry] = await entries(`?recordType=product&recordId=${kept._id}`);
    expect(keptEntry.recordName).toBe(kept.name);
    expect(created.changes?.fields).toEqual(expect.arrayContaining(['name', 'price', 'category', 'images']));
    expect(updated.changes).toEqual({ fields: ['name', 'description', 'price', 'stock'] });
    expect(deleted.changes).toBeNull();
    for (const e of trail) expect(e).toMatchObject({ actorId: adminId, actorName: expect.any(String), ip: expect.any(String) });
  });

  it('records a bulk delete once, with the ids it named', async () => {
    const category = await buildCategory(t.admin);
    const [a, b] = [await buildProduct(t.admin, category._id), await buildProduct(t.admin, category._id)];
    expect((await t.admin.post('/api/v1/admin/products/bulk', { json: { action: 'delete', ids: [a._id, b._id] } })).status).toBe(200);
    const [entry] = await entries('?recordType=product&action=delete&limit=1');
    expect(entry).toMatchObject({ recordId: null, changes: { ids: [a._id, b._id] } });
  });

  it('records a settings change with its values', async () => {
    const settings = {
      companyName: 'Audited Ltd',
      tagline: '',
      address: 'Somewhere 1',
      phones: ['+91 98765 43210'],
      email: 'info@audited.example',
      whatsappNumber: '919876543210',
      social: { linkedin: '', facebook: '', instagram: '', x: '' },
      mapEmbedUrl: '',
      chatWidgetScriptUrl: '',
      publicReviewUrl: '',
    };
    expect((await t.admin.put('/api/v1/admin/settings', { json: settings })).status).toBe(200);
    const [entry] = await entries('?recordType=settings&limit=1');
    expect(entry).toMatchObject({ action: 'update', actorId: adminId, changes: { fields: Object.keys(settings), values: settings } });
  });

  it('records a role change with the old and new role, and a new account without any password or link', async () => {
    const created = await t.admin.post<{ data: StaffDto; link: { path: string } }>('/api/v1/admin/staff', {
      json: { name: 'Sam Sales', email: `sam-${Date.now()}@test.example`, role: 'sales' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect((await t.admin.patch(`/api/v1/admin/staff/${id}`, { json: { role: 'editor' } })).status).toBe(200);
    expect((await t.admin.post(`/api/v1/admin/staff/${id}/password-link`)).status).toBe(200);

    const [link, roleChange, creation] = await entries(`?recordType=staff&recordId=${id}`);
    expect(roleChange).toMatchObject({ action: 'update', changes: { fields: ['role'], values: { role: 'editor' }, before: { role: 'sales' } } });
    expect(creation).toMatchObject({ action: 'create', changes: { values: { name: 'Sam Sales', role: 'sales' } } });
    expect(link).toMatchObject({ action: 'passwordLink', changes: null });
    expect(await allStoredText()).not.toContain(created.body.link.path.split('#token=')[1]);
  });

  it('records a password change without either password', async () => {
    const user = await createStaffUser(t.server, 'sales');
    const session = await webLogin(t.server.url, user.email, user.password);
    const res = await session.put('/api/v1/me/password', { json: { currentPassword: user.password, newPassword: 'a brand new passphrase 42' } });
    expect(res.status).toBe(200);
    const [entry] = await entries(`?user=${user.id}&action=passwordChange`);
    expect(entry).toMatchObject({ recordType: 'account', recordId: user.id, changes: null });
    const text = await allStoredText();
    expect(text).not.toContain('a brand new passphrase 42');
    expect(text).not.toContain(user.password);
  });

  it('records nothing for a refused call', async () => {
    const before = (await list('?recordType=category')).body.total;
    expect((await t.admin.post('/api/v1/admin/categories', { json: { name: '' } })).status).toBe(400);
    expect((await list('?recordType=category')).body.total).toBe(before);
  });

  describe('the list', () => {
    const seed = async (rows: Array<{ at: Date; action: string; actorId?: string }>) =>
      t.server.running.db.getRepository(AuditEntryEntity).insert(
        rows.map((r) => ({ id: newId(r.at.getTime()), at: r.at, actorId: r.actorId ?? null, actorName: null, action: r.action, recordType: 'seeded', recordId: null, ip: null, changes: null })),
      );

    it('filters by dates (a bare "to" day whole) and pages newest first, at most 100 a page', async () => {
      await seed([
        { at: new Date('2020-01-01T10:00:00Z'), action: 'create' },
        { at: new Date('2020-01-02T23:59:00Z'), action: 'update' },
        { at: new Date('2020-01-03T00:00:01Z'), action: 'delete' },
      ]);
      expect((await entries('?recordType=seeded&from=2020-01-02&to=2020-01-02')).map((e) => e.action)).toEqual(['update']);
      const first = await list('?recordType=seeded&limit=2');
      expect(first.body).toMatchObject({ success: true, total: 3, page: 1, limit: 2, pages: 2 });
      expect(first.body.data.map((e) => e.action)).toEqual(['delete', 'update']);
      expect((await entries('?recordType=seeded&limit=2&page=2')).map((e) => e.action)).toEqual(['create']);
      expect((await list()).body.limit).toBe(50);
    });

    it.each([
      ['limit=101', 'Limit must be at most 100'],
      ['page=0', 'Page must be 1 or more'],
      ['from=yesterday', 'From must be a date'],
      ['to=2020-13-45', 'To must be a date'],
      [`action=${'x'.repeat(41)}`, 'Action must be at most 40 characters'],
    ])('answers 400 to %s', async (query, message) => {
      const res = await t.admin.get<ErrorBody>(`/api/v1/admin/audit?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringContaining(message) });
    });

    it('is for admins only, and has no way to change or delete an entry', async () => {
      for (const role of ['editor', 'sales'] as const) {
        const res = await list('', await staffClient(t.server, role));
        expect(res.status).toBe(403);
      }
      expect((await list('', anon())).status).toBe(401);
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
        expect((await t.admin.request(method, '/api/v1/admin/audit', { json: {} })).status).toBe(405);
      }
    });
  });

  it('prunes only the entries older than the retention', async () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const repo = t.server.running.db.getRepository(AuditEntryEntity);
    const row = (id: string, at: Date) => ({ id, at, actorId: null, actorName: null, action: 'update', recordType: 'pruned', recordId: null, ip: null, changes: null });
    await repo.insert([row(newId(1), new Date(now.getTime() - 31 * day)), row(newId(2), new Date(now.getTime() - 29 * day)), row(newId(3), now)]);
    expect(t.server.config.auditRetentionDays).toBe(365);
    // Older entries of the other tests (2020) go too: they are past 30 days as well.
    await pruneAudit(t.server.running.db, 30, now);
    const left = await repo.find({ where: { recordType: 'pruned' }, order: { at: 'ASC' } });
    expect(left.map((r) => r.at.getTime())).toEqual([now.getTime() - 29 * day, now.getTime()]);
    expect(await repo.countBy({ recordType: 'seeded' })).toBe(0);
    expect(await repo.countBy({ actorId: adminId })).toBe(0);
  });
});
