import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewDto, ContactMessageDto, LeadDto, LeadListResponse, LeadNoteDto, RealtimeFrame } from '@itsite/shared/contract';
import { hashPassword } from '../../platform/auth/password.js';
import { purgeDeletedLeads } from './leads.commands.js';
import { LeadEntity, LeadNoteEntity, ReviewEntity, UserEntity, type Lead } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { leadBatches } from './leads.queries.js';
import { Client, DB_KINDS, desktopLogin, startTestServer, webLogin, type TestServer } from '../../test/harness.js';

const DAY = 24 * 60 * 60 * 1000;
const tag = () => `t${randomBytes(4).toString('hex')}`;
const valid = { name: 'Priya Sharma', email: 'priya@example.in', phone: '+91 98765 43210', message: 'We need a Shopify store.' };

type LeadWithTimeline = { success: true; data: LeadDto; timeline: LeadNoteDto[] };

/** Leads written straight to the database (dates of our choosing, thousands at once). */
async function insertLeads(server: TestServer, count: number, make: (i: number) => Partial<Lead>): Promise<Lead[]> {
  const base = Date.now() - count * 1000;
  const rows: Lead[] = Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(base + i * 1000);
    return {
      id: newId(createdAt.getTime()),
      ...valid,
      source: 'contact',
      status: 'new',
      ownerId: null,
      followUpAt: null,
      deletedAt: null,
      createdAt,
      ...make(i),
    };
  });
  const repo = server.running.db.getRepository(LeadEntity);
  for (let i = 0; i < rows.length; i += 200) await repo.insert(rows.slice(i, i + 200));
  return rows;
}

/** A second staff account (read marks are per person). */
async function secondAdmin(server: TestServer): Promise<{ client: Client; id: string; name: string }> {
  const email = `staff-${tag()}@test.example`;
  const password = 'another admin password';
  const id = newId();
  const now = new Date();
  await server.running.db.getRepository(UserEntity).insert({ id, name: 'Second Admin', email, phone: null, passwordHash: await hashPassword(password), role: 'admin', createdAt: now, updatedAt: now });
  return { client: await webLogin(server.url, email, password), id, name: 'Second Admin' };
}

/** Realtime frames published on this instance while `work` runs. */
async function framesDuring(server: TestServer, work: () => Promise<unknown>): Promise<RealtimeFrame[]> {
  const frames: RealtimeFrame[] = [];
  const stop = server.running.deps.bus.subscribe((f) => frames.push(f));
  try {
    await work();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    stop();
  }
  return frames;
}

describe.each(DB_KINDS)('lead inbox [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let adminId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anon = new Client(server.url);
    admin = await webLogin(server.url);
    adminId = (await admin.get<{ user: { _id: string } }>('/api/v1/me')).body.user._id;
  });
  afterAll(() => server?.close());

  const list = async (query: string, client = admin) => {
    const res = await client.get<LeadListResponse>(`/api/v1/contact?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const post = (body: Record<string, unknown>) => anon.post<{ success: boolean; message: string; data: ContactMessageDto }>('/api/v1/contact', { json: body });
  const statusOf = async (id: string) => (await server.running.db.getRepository(LeadEntity).findOneByOrFail({ id })).status;

  describe('GET /api/v1/contact: paged on the server', () => {
    it('answers the first page as before (success, data newest first) with the paging fields beside it', async () => {
      const t = tag();
      await insertLeads(server, 30, (i) => ({ name: `${t} lead ${i}` }));
      const first = await list(`q=${t}`);
      expect(first).toMatchObject({ success: true, page: 1, limit: 25, total: 30, pages: 2, unread: 30 });
      expect(first.data).toHaveLength(25);
      expect(first.data[0].name).toBe(`${t} lead 29`);
      expect(first.data[0]).toMatchObject({ status: 'new', source: 'contact', ownerId: null, followUpAt: null, read: false });
      const second = await list(`q=${t}&page=2`);
      expect(second.data.map((l) => l.name)).toEqual([4, 3, 2, 1, 0].map((i) => `${t} lead ${i}`));
      const oldest = await list(`q=${t}&sort=asc&limit=3`);
      expect(oldest.data.map((l) => l.name)).toEqual([0, 1, 2].map((i) => `${t} lead ${i}`));
      expect(oldest.pages).toBe(10);
    });

    it.each([
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['status=archived', 'status'],
      ['source=newsletter', 'source'],
      ['source=BuyNow', 'source'],
      ['sort=sideways', 'sort'],
      ['from=yesterday', 'from'],
      ['to=2024-13-45', 'to'],
    ])('refuses %s with 400 naming the parameter', async (query, field) => {
      const res = await admin.get<{ success: boolean; errors: Array<{ path: string }> }>(`/api/v1/contact?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.map((e) => e.path)).toContain(field);
    });

    it('filters by status, owner, date range and words (punctuation is no operator)', async () => {
      const t = tag();
      const rows = await insertLeads(server, 6, (i) => ({
        name: `${t} ${['Asha', 'Ravi', 'Meera', 'Kiran', 'Dev', 'Noor'][i]}`,
        message: i === 2 ? 'Discount of 100% please' : 'Hello',
        status: i === 1 ? 'won' : 'new',
        ownerId: i === 3 ? adminId : null,
        createdAt: new Date(Date.UTC(2024, 0, 10 + i, 12)),
      }));
      expect((await list(`q=${t}&status=won`)).data.map((l) => l._id)).toEqual([rows[1].id]);
      expect((await list(`q=${t}&owner=${adminId}`)).data.map((l) => l._id)).toEqual([rows[3].id]);
      expect((await list(`q=${t}&owner=none`)).total).toBe(5);
      expect((await list(`q=${t}&from=2024-01-12&to=2024-01-13`)).data.map((l) => l._id)).toEqual([rows[3].id, rows[2].id]);
      expect((await list(`q=${t}&to=2024-01-10T23:00:00Z`)).data.map((l) => l._id)).toEqual([rows[0].id]);
      expect((await list(`q=${encodeURIComponent('100%')}`)).data.map((l) => l._id)).toEqual([rows[2].id]);
      expect((await list(`q=${t}%20Meera`)).total).toBe(1);
      // A search of no words (only punctuation) filters nothing, as in every list.
      expect((await list(`q=${encodeURIComponent('%')}&from=2024-01-12&to=2024-01-13`)).data.map((l) => l._id)).toEqual([rows[3].id, rows[2].id]);
    });

    it('searches words through the full-text index: name, e-mail, phone and message, by prefix', async () => {
      const t = tag();
      const rows = await insertLeads(server, 3, (i) => ({
        name: `${t} ${['Asha Rao', 'Ravi Kumar', 'Meera Iyer'][i]}`,
        email: [`asha.${t}@example.in`, `ravi@${t}.example`, 'meera@example.in'][i],
        phone: ['+91 98100 12345', '+91 99000 54321', '+91 97000 11111'][i],
        message: i === 2 ? `Please quote for ${t} payroll, payroll and more payroll` : 'Hello',
      }));
      const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).data.map((l) => l._id);
      expect(await ids(`${t} ravi`)).toEqual([rows[1].id]);
      expect(await ids(`${t} kum`)).toEqual([rows[1].id]);
      expect(await ids(`asha.${t}`)).toEqual([rows[0].id]);
      expect(await ids(`${t} 98100`)).toEqual([rows[0].id]);
      expect(await ids(`${t} payroll`)).toEqual([rows[2].id]);
      expect(await ids(`${t} nobody`)).toEqual([]);
    });

    it("keeps each staff member's read marks apart, and counts what the caller has not read", async () => {
      const t = tag();
      const rows = await insertLeads(server, 3, (i) => ({ name: `${t} ${i}` }));
      const other = await secondAdmin(server);
      expect((await admin.put<{ data: LeadDto }>(`/api/v1/contact/${rows[0].id}/read`)).body.data.read).toBe(true);
      const mine = await list(`q=${t}`);
      expect(mine.unread).toBe(2);
      expect(mine.data.find((l) => l._id === rows[0].id)?.read).toBe(true);
      const theirs = await list(`q=${t}`, other.client);
      expect(theirs.unread).toBe(3);
      expect(theirs.data.every((l) => !l.read)).toBe(true);
      expect((await admin.delete<{ data: LeadDto }>(`/api/v1/contact/${rows[0].id}/read`)).body.data.read).toBe(false);
      expect((await list(`q=${t}`)).unread).toBe(3);
      expect((await admin.put('/api/v1/contact/000000000000000000000000/read')).status).toBe(404);
    });
  });

  describe('one lead: timeline, changes and notes', () => {
    it('records status, owner and follow-up changes with who and when, and notes, oldest first', async () => {
      const t = tag();
      const [lead] = await insertLeads(server, 1, () => ({ name: t }));
      const other = await secondAdmin(server);
      const before = Date.now();
      const changed = await admin.patch<LeadWithTimeline>(`/api/v1/contact/${lead.id}`, {
        json: { status: 'contacted', ownerId: other.id, followUpAt: '2030-05-01T09:30:00.000Z' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ _id: lead.id, status: 'contacted', ownerId: other.id, followUpAt: '2030-05-01T09:30:00.000Z' });
      const note = await other.client.post<{ timeline: LeadNoteDto[] }>(`/api/v1/contact/${lead.id}/notes`, { json: { text: 'Called, sending a quote.' } });
      expect(note.status).toBe(201);
      const got = await admin.get<LeadWithTimeline>(`/api/v1/contact/${lead.id}`);
      expect(got.status).toBe(200);
      // A follow-up change holds the moment itself: screens say it on the site's clock.
      expect(got.body.timeline.map((n) => [n.kind, n.text, n.userName])).toEqual([
        ['status', 'Status: new → contacted', 'Administrator'],
        ['owner', 'Owner: nobody → Second Admin', 'Administrator'],
        ['followUp', '2030-05-01T09:30:00.000Z', 'Administrator'],
        ['note', 'Called, sending a quote.', 'Second Admin'],
      ]);
      expect(got.body.timeline[0].userId).toBe(adminId);
      expect(Date.parse(got.body.timeline[0].createdAt)).toBeGreaterThanOrEqual(before - 1000);
      // A field sent again unchanged writes nothing to the timeline (the same moment in another offset included).
      await admin.patch(`/api/v1/contact/${lead.id}`, { json: { status: 'contacted', followUpAt: '2030-05-01T15:00:00+05:30' } });
      expect((await admin.get<LeadWithTimeline>(`/api/v1/contact/${lead.id}`)).body.timeline).toHaveLength(4);
      // A new date, then none: each is an entry of its own, by whoever made it.
      await other.client.patch(`/api/v1/contact/${lead.id}`, { json: { followUpAt: '2030-05-08T04:00:00+00:00' } });
      const cleared = await admin.patch<LeadWithTimeline>(`/api/v1/contact/${lead.id}`, { json: { followUpAt: null } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.followUpAt).toBeNull();
      expect(cleared.body.timeline.slice(4).map((n) => [n.kind, n.text, n.userName])).toEqual([
        ['followUp', '2030-05-08T04:00:00.000Z', 'Second Admin'],
        ['followUp', '', 'Administrator'],
      ]);
      await admin.patch(`/api/v1/contact/${lead.id}`, { json: { followUpAt: null } });
      expect((await admin.get<LeadWithTimeline>(`/api/v1/contact/${lead.id}`)).body.timeline).toHaveLength(6);
    });

    it.each([
      [{}, ''],
      [{ status: 'archived' }, 'status'],
      [{ ownerId: '000000000000000000000000' }, 'ownerId'],
      [{ followUpAt: 'next tuesday' }, 'followUpAt'],
    ])('refuses a bad change %# with 400, changing nothing', async (body, field) => {
      const [lead] = await insertLeads(server, 1, () => ({}));
      const res = await admin.patch<{ success: boolean; errors?: Array<{ path: string }> }>(`/api/v1/contact/${lead.id}`, { json: body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      if (field) expect(res.body.errors?.map((e) => e.path)).toContain(field);
      expect(await statusOf(lead.id)).toBe('new');
      expect(await server.running.db.getRepository(LeadNoteEntity).countBy({ leadId: lead.id })).toBe(0);
    });

    it('answers 404 for a lead that does not exist, and refuses an empty note', async () => {
      expect((await admin.get('/api/v1/contact/000000000000000000000000')).status).toBe(404);
      expect((await admin.patch('/api/v1/contact/000000000000000000000000', { json: { status: 'won' } })).status).toBe(404);
      expect((await admin.post('/api/v1/contact/000000000000000000000000/notes', { json: { text: 'x' } })).status).toBe(404);
      const [lead] = await insertLeads(server, 1, () => ({}));
      const res = await admin.post<{ errors: Array<{ path: string }> }>(`/api/v1/contact/${lead.id}/notes`, { json: { text: '  ' } });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e) => e.path)).toEqual(['text']);
    });
  });

  describe('POST /api/v1/contact/bulk', () => {
    it('marks read, sets status, assigns and deletes several leads, skipping ids that do not exist', async () => {
      const t = tag();
      const rows = await insertLeads(server, 4, (i) => ({ name: `${t} ${i}` }));
      const ids = rows.map((r) => r.id);
      const missing = '000000000000000000000000';
      const bulk = (json: unknown) => admin.post<{ affected: number }>('/api/v1/contact/bulk', { json });
      expect((await bulk({ action: 'read', ids: [...ids.slice(0, 2), missing] })).body.affected).toBe(2);
      expect((await list(`q=${t}`)).unread).toBe(2);
      expect((await bulk({ action: 'status', ids: ids.slice(0, 3), status: 'qualified' })).body.affected).toBe(3);
      expect((await list(`q=${t}&status=qualified`)).total).toBe(3);
      expect((await bulk({ action: 'assign', ids, ownerId: adminId })).body.affected).toBe(4);
      expect((await list(`q=${t}&owner=${adminId}`)).total).toBe(4);
      const timeline = (await admin.get<LeadWithTimeline>(`/api/v1/contact/${ids[0]}`)).body.timeline;
      expect(timeline.map((n) => n.kind)).toEqual(['status', 'owner']);
      expect((await bulk({ action: 'delete', ids: ids.slice(0, 2) })).body.affected).toBe(2);
      expect((await list(`q=${t}`)).total).toBe(2);
    });

    it.each([
      [{ action: 'explode', ids: ['a'] }, 'action'],
      [{ action: 'read', ids: [] }, 'ids'],
      [{ action: 'read', ids: Array.from({ length: 501 }, () => '000000000000000000000000') }, 'ids'],
      [{ action: 'status', ids: ['000000000000000000000000'] }, 'status'],
      [{ action: 'assign', ids: ['000000000000000000000000'], ownerId: '000000000000000000000000' }, 'ownerId'],
    ])('refuses a bad bulk action %# with 400', async (body, field) => {
      const res = await admin.post<{ success: boolean; errors?: Array<{ path: string }> }>('/api/v1/contact/bulk', { json: body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors?.map((e) => e.path.split('.')[0])).toContain(field);
    });
  });

  describe('DELETE /api/v1/contact/:id: soft delete, purged after 30 days', () => {
    it('hides a deleted lead at once and purges it (with its timeline) 30 days later', async () => {
      const t = tag();
      const [lead, kept] = await insertLeads(server, 2, (i) => ({ name: `${t} ${i}` }));
      await admin.post(`/api/v1/contact/${lead.id}/notes`, { json: { text: 'note' } });
      expect((await admin.delete(`/api/v1/contact/${lead.id}`)).status).toBe(200);
      expect((await list(`q=${t}`)).data.map((l) => l._id)).toEqual([kept.id]);
      expect((await admin.get(`/api/v1/contact/${lead.id}`)).status).toBe(404);
      expect((await admin.delete(`/api/v1/contact/${lead.id}`)).status).toBe(404);
      const repo = server.running.db.getRepository(LeadEntity);
      expect(await purgeDeletedLeads(server.running.db)).toBe(0);
      expect(await repo.existsBy({ id: lead.id })).toBe(true);
      await repo.update({ id: lead.id }, { deletedAt: new Date(Date.now() - 31 * DAY) });
      expect(await purgeDeletedLeads(server.running.db)).toBe(1);
      expect(await repo.existsBy({ id: lead.id })).toBe(false);
      expect(await repo.existsBy({ id: kept.id })).toBe(true);
      expect(await server.running.db.getRepository(LeadNoteEntity).countBy({ leadId: lead.id })).toBe(0);
    });
  });

  describe('spam stays out', () => {
    it('stores a filled honeypot as spam, answers exactly as for a real lead, and tells nobody', async () => {
      const t = tag();
      let res!: Awaited<ReturnType<typeof post>>;
      const frames = await framesDuring(server, async () => {
        res = await post({ ...valid, name: t, website: 'http://bot.example' });
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: 'Message sent successfully!', data: { ...valid, name: t, _id: expect.any(String), createdAt: expect.any(String) } });
      expect(frames).toEqual([]);
      expect(await statusOf(res.body.data._id)).toBe('spam');
      expect((await list(`q=${t}`)).total).toBe(0);
      expect((await list(`q=${t}&status=spam`)).data.map((l) => l._id)).toEqual([res.body.data._id]);
    });

    it('judges the form token: too fast or forged is spam; a human pace, or no token at all, is not', async () => {
      const token = await anon.get<{ token: string; tokenField: string; honeypotField: string }>('/api/v1/form-token');
      expect(token.status).toBe(200);
      expect(token.headers.get('cache-control')).toContain('no-store');
      expect(token.body).toMatchObject({ tokenField: 'formToken', honeypotField: 'website' });
      const again = await anon.get<{ token: string }>('/api/v1/form-token');
      expect(again.body.token).not.toBe(token.body.token);
      const tokens = server.running.deps.formTokens;
      const sent = async (formToken?: string) => statusOf((await post({ ...valid, formToken })).body.data._id);
      expect(await sent(token.body.token)).toBe('spam');
      expect(await sent(tokens.issue(Date.now() - 5000))).toBe('new');
      expect(await sent(`${tokens.issue(Date.now() - 5000).split('.')[0]}.forged`)).toBe('spam');
      expect(await sent(undefined)).toBe('new');
      // A token from a form left open for days counts as none.
      expect(await sent(tokens.issue(Date.now() - 3 * DAY))).toBe('new');
    });

    it('routes links, script-like text and the spam phrases from the lead settings to spam', async () => {
      const sent = async (message: string) => statusOf((await post({ ...valid, message })).body.data._id);
      expect(await sent('See https://a.example https://b.example https://c.example')).toBe('new');
      expect(await sent('See https://a.example https://b.example https://c.example www.d.example')).toBe('spam');
      expect(await sent('Hi <script>alert(1)</script>')).toBe('spam');
      expect(await sent('Click javascript:void(0)')).toBe('spam');
      expect(await sent('Cheap SEO backlinks for you')).toBe('new');
      const saved = await admin.put('/api/v1/admin/settings/leads', { json: { spamPhrases: ['seo backlinks'], leadAlertEmails: ['sales@example.in'] } });
      expect(saved.status).toBe(200);
      expect(await sent('Cheap SEO Backlinks for you')).toBe('spam');
      expect((await admin.get<{ settings: { spamPhrases: string[] } }>('/api/v1/admin/settings/leads')).body.settings.spamPhrases).toEqual(['seo backlinks']);
      // Never part of the public settings.
      expect(JSON.stringify((await anon.get('/api/v1/settings')).body)).not.toContain('seo backlinks');
      const bad = await admin.put<{ errors: Array<{ path: string }> }>('/api/v1/admin/settings/leads', { json: { spamPhrases: [], leadAlertEmails: ['nope'] } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e) => e.path)).toContain('leadAlertEmails.0');
      await admin.put('/api/v1/admin/settings/leads', { json: { spamPhrases: [], leadAlertEmails: [] } });
    });

    it('"not spam" makes the lead new and only then tells staff', async () => {
      const t = tag();
      const { body } = await post({ ...valid, name: t, website: 'filled' });
      let res!: Awaited<ReturnType<typeof admin.post<{ data: LeadDto }>>>;
      const frames = await framesDuring(server, async () => {
        res = await admin.post<{ data: LeadDto }>(`/api/v1/contact/${body.data._id}/not-spam`);
      });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('new');
      expect(frames).toEqual([{ event: 'newContactMessage', data: body.data }]);
      expect((await list(`q=${t}`)).total).toBe(1);
      // Already not spam: nothing more to tell.
      expect(await framesDuring(server, () => admin.post(`/api/v1/contact/${body.data._id}/not-spam`))).toEqual([]);
    });

    it('a real lead marked spam and put back (Undo) is not announced a second time', async () => {
      const t = tag();
      let sent!: Awaited<ReturnType<typeof post>>;
      expect((await framesDuring(server, async () => (sent = await post({ ...valid, name: t })))).map((f) => f.event)).toEqual(['newContactMessage']);
      const id = sent.body.data._id;
      expect((await admin.patch(`/api/v1/contact/${id}`, { json: { status: 'spam' } })).status).toBe(200);
      expect((await list(`q=${t}`)).total).toBe(0);
      let undone!: Awaited<ReturnType<typeof admin.patch<LeadWithTimeline>>>;
      expect(await framesDuring(server, async () => (undone = await admin.patch<LeadWithTimeline>(`/api/v1/contact/${id}`, { json: { status: 'new' } })))).toEqual([]);
      expect(undone.body.data.status).toBe('new');
      expect(undone.body.timeline.map((n) => n.text)).toEqual(['Status: new → spam', 'Status: spam → new']);
      expect((await list(`q=${t}`)).data.map((l) => l._id)).toEqual([id]);
      // "Not spam" on it, after a second mistake, tells nobody either.
      await admin.patch(`/api/v1/contact/${id}`, { json: { status: 'spam' } });
      expect(await framesDuring(server, () => admin.post(`/api/v1/contact/${id}/not-spam`))).toEqual([]);
      expect(await statusOf(id)).toBe('new');
    });

    it('empties spam older than 30 days, keeping newer spam and every real lead', async () => {
      const t = tag();
      const rows = await insertLeads(server, 3, (i) => ({ name: `${t} ${i}`, status: i === 2 ? 'new' : 'spam', createdAt: new Date(Date.now() - (i === 1 ? 1 : 40) * DAY) }));
      const res = await admin.post<{ deleted: number }>('/api/v1/contact/spam/empty');
      expect(res.status).toBe(200);
      expect(res.body.deleted).toBeGreaterThanOrEqual(1);
      const repo = server.running.db.getRepository(LeadEntity);
      expect(await Promise.all(rows.map((r) => repo.existsBy({ id: r.id })))).toEqual([false, true, true]);
    });

    it('stores a spam review as rejected, answering as usual, so it never shows publicly', async () => {
      const name = `Bot ${tag()}`;
      const res = await anon.post<{ message: string }>('/api/reviews', { json: { name, feedback: 'Great! https://a.x https://b.x https://c.x https://d.x', rating: 5 } });
      expect(res.status).toBe(201);
      expect(res.body.message).toMatch(/once approved/);
      const honeypot = await anon.post('/api/reviews', { json: { name, feedback: 'Fine work', rating: 4, website: 'x' } });
      expect(honeypot.status).toBe(201);
      const fine = await anon.post('/api/reviews', { json: { name, feedback: 'Fine work', rating: 4 } });
      expect(fine.status).toBe(201);
      const reviews = await desktopLogin(server.url).then((c) => c.get<AdminReviewDto[] | { data: AdminReviewDto[] }>('/api/reviews/admin?limit=100'));
      const all = Array.isArray(reviews.body) ? reviews.body : reviews.body.data;
      expect(all.filter((r) => r.name === name).map((r) => r.status).sort()).toEqual(['pending', 'rejected', 'rejected']);
    });
  });

  describe('GET /api/v1/contact/export/csv', () => {
    it("streams the filter's leads as CSV with a BOM, quoting and formula cells neutralised, read in batches", async () => {
      const t = tag();
      const tricky = ['=HYPERLINK("http://evil")', '+91 1', '-2+3', '@SUM(A1)', 'Line one\nline "two", three', 'Ünïcödé ₹ 日本'];
      const rows = await insertLeads(server, 3000, (i) => ({ name: `${t} ${i}`, message: i < tricky.length ? tricky[i] : `Message ${i}`, ownerId: i === 10 ? adminId : null }));
      await insertLeads(server, 5, () => ({ name: `${t} spam`, status: 'spam' }));
      const heapBefore = process.memoryUsage().heapUsed;
      const res = await fetch(`${server.url}/api/v1/contact/export/csv?q=${t}&sort=asc`, { headers: { cookie: admin.auth.cookie ?? '' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      expect(text.startsWith('id,createdAt,status,source,name,email,phone,message,owner,followUpAt,landingPath,referrerHost,utmSource,utmMedium,utmCampaign\r\n')).toBe(true);
      const lines = text.split('\r\n').filter(Boolean);
      // Header, 3000 leads (spam left out), one of which has a line break inside its quoted message.
      expect(lines).toHaveLength(1 + 3000);
      expect(lines[1]).toBe(`${rows[0].id},${rows[0].createdAt.toISOString()},new,contact,${t} 0,${valid.email},'${valid.phone},"'=HYPERLINK(""http://evil"")",,,,,,,`);
      expect(lines[2].endsWith(`,'+91 1,,,,,,,`)).toBe(true);
      expect(lines[3].endsWith(`,'-2+3,,,,,,,`)).toBe(true);
      expect(lines[4].endsWith(`,'@SUM(A1),,,,,,,`)).toBe(true);
      expect(lines[5].endsWith(`,"Line one\nline ""two"", three",,,,,,,`)).toBe(true);
      expect(lines[6].endsWith(',Ünïcödé ₹ 日本,,,,,,,')).toBe(true);
      expect(lines[11]).toContain(',Administrator,');
      expect(lines[3000].startsWith(rows[2999].id)).toBe(true);
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
      // The database is read a bounded batch at a time.
      const sizes: number[] = [];
      for await (const batch of leadBatches(server.running.db, { q: t, sort: 'desc', to: undefined }, 500)) sizes.push(batch.length);
      expect(sizes).toEqual([500, 500, 500, 500, 500, 500]);
    });

    it('the same leads as an Excel workbook: readable headings, times on the site\'s clock, phone numbers as text, owners and notes', async () => {
      const t = tag();
      // 03:30 UTC is 09:00 in India (the demo's site zone): the sheet shows the clock an Indian office read.
      const received = new Date('2026-11-28T03:30:00.000Z');
      const [lead] = await insertLeads(server, 1, () => ({ name: `${t} Asha`, phone: '+91 98765 43210', message: '=HYPERLINK("http://evil")', ownerId: adminId, source: 'quote', status: 'contacted', createdAt: received, followUpAt: new Date('2026-12-01T05:00:00.000Z'), landingPath: '/blog/local-seo', referrerHost: null, utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' }));
      await server.running.db.getRepository(LeadNoteEntity).insert([
        { id: newId(), leadId: lead.id, userId: adminId, kind: 'note', text: 'Called: wants a quote for 20 seats', createdAt: new Date('2026-11-28T06:15:00.000Z') },
        { id: newId(), leadId: lead.id, userId: adminId, kind: 'followUp', text: '2026-12-01T05:00:00.000Z', createdAt: new Date('2026-11-28T06:16:00.000Z') },
        { id: newId(), leadId: lead.id, userId: adminId, kind: 'followUp', text: '', createdAt: new Date('2026-11-28T06:17:00.000Z') },
      ]);
      const res = await fetch(`${server.url}/api/v1/contact/export/xlsx?q=${t}`, { headers: { cookie: admin.auth.cookie ?? '' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      const sheet = workbook.getWorksheet('Leads')!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Received (IST)', 'Status', 'Kind', 'Name', 'E-mail', 'Phone', 'Message', 'Owner', 'Follow up (IST)', 'Notes', 'Lead id', 'Landing page', 'Referrer', 'UTM source', 'UTM medium', 'UTM campaign']);
      expect(sheet.rowCount).toBe(2);
      const row = sheet.getRow(2);
      const cell = (n: number) => row.getCell(n);
      // A date cell holding the wall-clock time in the site's zone.
      expect(cell(1).type).toBe(ExcelJS.ValueType.Date);
      expect((cell(1).value as Date).toISOString()).toBe('2026-11-28T09:00:00.000Z');
      expect(cell(1).numFmt).toBe('dd mmm yyyy hh:mm');
      expect([cell(2).value, cell(3).value, cell(4).value]).toEqual(['Contacted', 'Quote', `${t} Asha`]);
      // The phone number is text, as typed: no apostrophe, no number format eating its plus and spaces.
      expect(cell(6).type).toBe(ExcelJS.ValueType.String);
      expect(cell(6).value).toBe('+91 98765 43210');
      // A visitor's "formula" is a string cell, never a formula.
      expect(cell(7).type).toBe(ExcelJS.ValueType.String);
      expect(cell(7).value).toBe('=HYPERLINK("http://evil")');
      expect(cell(8).value).toBe('Administrator');
      expect((cell(9).value as Date).toISOString()).toBe('2026-12-01T10:30:00.000Z');
      // A follow-up change is said on the site's clock too.
      expect(cell(10).value).toBe(
        ['2026-11-28 11:45 Administrator: Called: wants a quote for 20 seats', '2026-11-28 11:46 Administrator: Follow-up: 2026-12-01 10:30', '2026-11-28 11:47 Administrator: Follow-up cleared'].join('\n'),
      );
      // Where the visit started: an empty cell for what is not known.
      expect(cell(11).value).toBe(lead.id);
      expect([12, 13, 14, 15, 16].map((n) => cell(n).value ?? null)).toEqual(['/blog/local-seo', null, 'google', 'cpc', 'spring']);
    });

    it('exports only the kind of lead asked for, as the list shows it', async () => {
      const t = tag();
      const rows = await insertLeads(server, 4, (i) => ({ name: `${t} ${i}`, source: (['contact', 'quote', 'buyNow', 'quote'] as const)[i] }));
      expect((await list(`q=${t}&source=quote&sort=asc`)).data.map((l) => l._id)).toEqual([rows[1].id, rows[3].id]);
      expect((await list(`q=${t}&source=buyNow`)).data.map((l) => [l._id, l.source])).toEqual([[rows[2].id, 'buyNow']]);
      expect((await list(`q=${t}`)).total).toBe(4);
      const res = await fetch(`${server.url}/api/v1/contact/export/csv?q=${t}&source=quote&sort=asc`, { headers: { cookie: admin.auth.cookie ?? '' } });
      expect(res.status).toBe(200);
      const lines = (await res.text()).slice(1).split('\r\n').filter(Boolean);
      expect(lines.slice(1).map((l) => l.split(',').slice(0, 4))).toEqual([rows[1], rows[3]].map((r) => [r.id, r.createdAt.toISOString(), 'new', 'quote']));
      const xlsx = await fetch(`${server.url}/api/v1/contact/export/xlsx?q=${t}&source=buyNow`, { headers: { cookie: admin.auth.cookie ?? '' } });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.getWorksheet('Leads')!;
      expect(sheet.rowCount).toBe(2);
      expect([sheet.getRow(2).getCell(3).value, sheet.getRow(2).getCell(11).value]).toEqual(['Buy now', rows[2].id]);
    });

    it('refuses a bad filter with 400 and visitors with 401', async () => {
      for (const format of ['csv', 'xlsx']) {
        const res = await admin.get<{ success: boolean; errors: Array<{ path: string; message: string }> }>(`/api/v1/contact/export/${format}?source=newsletter`);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ path: 'source', message: 'Source must be one of contact, quote, buyNow' }]);
      }
      expect((await admin.get('/api/v1/contact/export/xlsx?status=nope')).status).toBe(400);
      expect((await anon.get('/api/v1/contact/export/xlsx')).status).toBe(401);
      expect((await admin.get('/api/v1/contact/export/csv?status=nope')).status).toBe(400);
      expect((await anon.get('/api/v1/contact/export/csv')).status).toBe(401);
    });
  });
});

describe.each(DB_KINDS)('Idempotency-Key on visitors\' writes [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  beforeAll(async () => {
    server = await startTestServer(kind);
    anon = new Client(server.url);
  });
  afterAll(() => server?.close());

  const leadsNamed = (name: string) => server.running.db.getRepository(LeadEntity).countBy({ name });

  it('stores one message for 10 concurrent identical requests and answers each with the first answer', async () => {
    const name = `Retry ${tag()}`;
    const key = `key-${tag()}`;
    let replies!: Array<Awaited<ReturnType<typeof anon.post<{ data: ContactMessageDto }>>>>;
    const frames = await framesDuring(server, async () => {
      replies = await Promise.all(
        Array.from({ length: 10 }, () => anon.post<{ data: ContactMessageDto }>('/api/v1/contact', { json: { ...valid, name }, headers: { 'Idempotency-Key': key } })),
      );
    });
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((r) => r.body.data._id)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await leadsNamed(name)).toBe(1);
    expect(frames.filter((f) => f.event === 'newContactMessage')).toHaveLength(1);
    // A later retry gets the same answer; another key is another message.
    const later = await anon.post<{ data: ContactMessageDto }>('/api/v1/contact', { json: { ...valid, name }, headers: { 'Idempotency-Key': key } });
    expect(later.body).toEqual(replies[0].body);
    await anon.post('/api/v1/contact', { json: { ...valid, name }, headers: { 'Idempotency-Key': `${key}-2` } });
    expect(await leadsNamed(name)).toBe(2);
  });

  it('refuses the same key with another body (422), frees the key of a refused request, and checks the header', async () => {
    const key = `key-${tag()}`;
    expect((await anon.post('/api/v1/contact', { json: { ...valid, name: 'One' }, headers: { 'Idempotency-Key': key } })).status).toBe(201);
    const other = await anon.post<{ success: boolean }>('/api/v1/contact', { json: { ...valid, name: 'Two' }, headers: { 'Idempotency-Key': key } });
    expect(other.status).toBe(422);
    expect(other.body.success).toBe(false);
    const fixKey = `key-${tag()}`;
    expect((await anon.post('/api/v1/contact', { json: { ...valid, email: 'bad' }, headers: { 'Idempotency-Key': fixKey } })).status).toBe(400);
    expect((await anon.post('/api/v1/contact', { json: { ...valid, email: 'bad' }, headers: { 'Idempotency-Key': fixKey } })).status).toBe(400);
    const bad = await anon.post<{ errors: Array<{ path: string }> }>('/api/v1/contact', { json: valid, headers: { 'Idempotency-Key': 'x'.repeat(256) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.path)).toEqual(['Idempotency-Key']);
  });

  it('stores one review for concurrent retries of the same review', async () => {
    const name = `Reviewer ${tag()}`;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => anon.post('/api/reviews', { json: { name, feedback: 'Very good work', rating: 5 }, headers: { 'Idempotency-Key': `r-${name.replace(' ', '-')}` } })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(await server.running.db.getRepository(ReviewEntity).countBy({ name })).toBe(1);
  });
});
