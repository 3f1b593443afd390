import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse, LeadDto } from '@itsite/shared/contract';
import { LeadEntity, ReviewEntity, type Lead } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';
import { dayAndWeekStart } from './dashboard.queries.js';
import { Client, DB_KINDS, desktopLogin, staffClient, withServer } from '../../test/harness.js';
import { blogForm, buildBlog, buildCategory, buildProduct, savedFields } from '../../test/factories.js';

const HOUR = 60 * 60 * 1000;
const tag = () => `t${randomBytes(4).toString('hex')}`;

describe('dayAndWeekStart (server time zone)', () => {
  it('starts the day at midnight and the week on Monday', () => {
    // Wednesday 15 May 2024, 14:30 local time.
    const { today, week } = dayAndWeekStart(new Date(2024, 4, 15, 14, 30));
    expect(today).toEqual(new Date(2024, 4, 15));
    expect(week).toEqual(new Date(2024, 4, 13));
    // A Sunday belongs to the week that began the Monday before; a Monday starts its own.
    expect(dayAndWeekStart(new Date(2024, 4, 19, 23, 59)).week).toEqual(new Date(2024, 4, 13));
    expect(dayAndWeekStart(new Date(2024, 4, 20, 0, 1)).week).toEqual(new Date(2024, 4, 20));
  });
});

describe.each(DB_KINDS)('dashboard [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  /** An admin's dashboard has every part. */
  const dashboard = async (client = t.admin) => {
    const body = await dashboardOf(client);
    if (!body.leads || !body.reviews) throw new Error('an admin dashboard without leads or reviews');
    return { ...body, leads: body.leads, reviews: body.reviews };
  };

  const dashboardOf = async (client: Client) => {
    const res = await client.get<DashboardResponse>('/api/v1/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    return res.body;
  };

  const insertLead = async (fields: Partial<Lead>): Promise<Lead> => {
    const createdAt = fields.createdAt ?? new Date();
    const row: Lead = {
      id: newId(createdAt.getTime()),
      name: tag(),
      email: 'lead@example.in',
      phone: '+91 98765 43210',
      message: 'We need a website.',
      source: 'contact',
      status: 'new',
      ownerId: null,
      followUpAt: null,
      deletedAt: null,
      createdAt,
      ...fields,
    };
    await t.server.running.db.getRepository(LeadEntity).insert(row);
    return row;
  };

  it('is for signed-in staff, each role seeing only the parts it may use', async () => {
    expect((await new Client(t.server.url).get('/api/v1/admin/dashboard')).status).toBe(401);
    const sales = await dashboardOf(await staffClient(t.server, 'sales'));
    expect(sales.leads).toMatchObject({ byStatus: expect.any(Object) });
    expect(sales.reviews).toBeNull();
    expect(sales.content).toBeNull();
    expect(sales.activity).toBeNull();
    const editor = await dashboardOf(await staffClient(t.server, 'editor'));
    expect(editor.leads).toBeNull();
    expect(editor.reviews).toEqual({ pending: expect.any(Number) });
    expect(editor.content).toMatchObject({ drafts: expect.any(Number), scheduled: expect.any(Number) });
    // The audit log is the admin's.
    expect(editor.activity).toBeNull();
    expect((await dashboard()).activity).toEqual(expect.any(Array));
  });

  it("shows a content writer's work: drafts and scheduled ones across products, blogs and case studies, what goes public next, the latest saves", async () => {
    const editor = await staffClient(t.server, 'editor');
    const before = (await dashboardOf(editor)).content!;
    const category = await buildCategory(t.admin);
    const draft = await buildProduct(editor, category._id, { status: 'draft', name: `Draft ${tag()}` });
    const soon = new Date(Date.now() + 3600_000).toISOString();
    const later = new Date(Date.now() + 7200_000).toISOString();
    const blog = await buildBlog(editor);
    expect((await editor.put(`/api/v1/admin/product/${draft._id}`, { json: savedFields(draft, { status: 'scheduled', publishAt: later }) })).status).toBe(200);
    const scheduledBlog = await editor.put<{ data: { _id: string; title: string } }>(`/api/v1/blogs/${blog._id}`, { form: await blogForm({ status: 'scheduled', publishAt: soon, title: blog.title }, blog.content.map((c) => ({ heading: c.heading, description: c.description })), { icon: false, images: 0 }) });
    expect(scheduledBlog.status).toBe(200);
    const after = (await dashboardOf(editor)).content!;
    expect(after.scheduled - before.scheduled).toBe(2);
    // Soonest first: the blog (in an hour), then the product (in two).
    const mine = after.upcoming.filter((i) => i._id === blog._id || i._id === draft._id);
    expect(mine.map((i) => i.type)).toEqual(['blog', 'product']);
    expect(mine[0]).toMatchObject({ status: 'scheduled', publishAt: soon });
    // The latest save first, by whom, with the item's title now.
    expect(after.recent[0]).toMatchObject({ type: 'blog', _id: blog._id, action: 'update', by: 'editor user', title: blog.title });
    expect(after.recent[1]).toMatchObject({ type: 'product', _id: draft._id, action: 'update' });
  });

  it('counts new leads today and this week, leaving out spam and deleted ones', async () => {
    const before = await dashboard();
    const now = new Date();
    const { today, week } = dayAndWeekStart(now);
    await insertLead({ createdAt: new Date(now.getTime() - 1000) });
    await insertLead({ createdAt: today });
    await insertLead({ createdAt: new Date(today.getTime() - 1) }); // yesterday: this week unless today is Monday
    await insertLead({ createdAt: new Date(week.getTime() - 1) }); // last week
    await insertLead({ createdAt: now, status: 'spam' });
    await insertLead({ createdAt: now, deletedAt: now });
    await insertLead({ createdAt: now, status: 'won' });
    const after = await dashboard();
    expect(after.leads.today - before.leads.today).toBe(3);
    expect(after.leads.week - before.leads.week).toBe(today.getTime() > week.getTime() ? 4 : 3);
    expect(after.leads.byStatus.new - before.leads.byStatus.new).toBe(4);
    expect(after.leads.byStatus.spam - before.leads.byStatus.spam).toBe(1);
    expect(after.leads.byStatus.won - before.leads.byStatus.won).toBe(1);
    expect(Object.keys(after.leads.byStatus).sort()).toEqual(['contacted', 'lost', 'new', 'qualified', 'spam', 'won']);
  });

  it('lists follow-ups due: open leads whose date has come, earliest first', async () => {
    const before = await dashboard();
    const now = Date.now();
    const due = await insertLead({ createdAt: new Date(now - 48 * HOUR), status: 'contacted', followUpAt: new Date(now - 30 * 24 * HOUR) });
    const dueToo = await insertLead({ createdAt: new Date(now - 48 * HOUR), status: 'qualified', followUpAt: new Date(now - 29 * 24 * HOUR) });
    await insertLead({ createdAt: new Date(now - 48 * HOUR), status: 'new', followUpAt: new Date(now + HOUR) }); // not yet
    await insertLead({ createdAt: new Date(now - 48 * HOUR), status: 'won', followUpAt: new Date(now - HOUR) }); // closed
    await insertLead({ createdAt: new Date(now - 48 * HOUR), status: 'contacted', followUpAt: new Date(now - HOUR), deletedAt: new Date() });
    const after = await dashboard();
    expect(after.leads.followUpsDue - before.leads.followUpsDue).toBe(2);
    expect(after.leads.followUps.slice(0, 2).map((l) => l._id)).toEqual([due.id, dueToo.id]);
    expect(after.leads.followUps[0]).toMatchObject({ status: 'contacted', followUpAt: due.followUpAt?.toISOString(), read: false });
  });

  it('shows the five newest leads with the caller’s read state, and the caller’s unread count', async () => {
    const now = Date.now();
    const rows = [];
    // Dated ahead so they are the newest whatever the other tests inserted.
    for (let i = 0; i < 6; i++) rows.push(await insertLead({ createdAt: new Date(now + 60_000 + i * 1000) }));
    await insertLead({ createdAt: new Date(now + 120_000), status: 'spam' });
    const before = await dashboard();
    expect(before.leads.latest.map((l) => l._id)).toEqual(rows.slice(1).reverse().map((r) => r.id));
    expect(before.leads.latest[0]).toEqual({
      _id: rows[5].id,
      name: rows[5].name,
      email: 'lead@example.in',
      phone: '+91 98765 43210',
      status: 'new',
      createdAt: rows[5].createdAt.toISOString(),
      followUpAt: null,
      read: false,
    });
    // The inbox agrees on the unread count.
    const inbox = await t.admin.get<{ unread: number }>('/api/v1/contact?limit=1');
    expect(before.leads.unread).toBe(inbox.body.unread);

    expect((await t.admin.put<{ data: LeadDto }>(`/api/v1/contact/${rows[5].id}/read`)).status).toBe(200);
    const after = await dashboard();
    expect(after.leads.unread).toBe(before.leads.unread - 1);
    expect(after.leads.latest[0].read).toBe(true);

    // Read marks are per person: the desktop session of the same account shares them, that is the same person.
    const desktop = await desktopLogin(t.server.url);
    expect((await dashboard(desktop)).leads.unread).toBe(after.leads.unread);

    // "Mark contacted" from the dashboard is the inbox's PATCH.
    expect((await t.admin.patch(`/api/v1/contact/${rows[4].id}`, { json: { status: 'contacted' } })).status).toBe(200);
    expect((await dashboard()).leads.latest[1]).toMatchObject({ _id: rows[4].id, status: 'contacted' });
  });

  it('counts the reviews waiting for approval', async () => {
    const before = await dashboard();
    const now = new Date();
    const repo = t.server.running.db.getRepository(ReviewEntity);
    for (const status of ['pending', 'pending', 'approved', 'rejected'] as const) {
      await repo.insert({ id: newId(), name: tag(), rating: 5, feedback: 'Great work', status, createdAt: now, updatedAt: now });
    }
    expect((await dashboard()).reviews.pending - before.reviews.pending).toBe(2);
  });
});
