import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageDto, OutboxMessageDto } from '@itsite/shared/contract';
import type { Config } from '../../kernel/config.js';
import { LeadEntity, OutboxMessageEntity } from '../../data/entities/index.js';
import { startSmtp } from '../../test/smtp.js';
import { sample } from '../../test/prometheus.js';
import { Client, DB_KINDS, freePort, nonAdminClient, startSecondInstance, startTestServer, webLogin, type TestServer } from '../../test/harness.js';
import { retryDelay } from './outbox.js';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const valid = { name: 'Priya Sharma', email: 'priya@example.in', phone: '+91 98765 43210', message: 'We need a Shopify store.' };
const fast = (smtpPort: number, more: Partial<Config> = {}): Partial<Config> => ({
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  smtpFrom: 'Leads <leads@test.example>',
  outboxPollMs: 50,
  outboxRetryBaseMs: 100,
  ...more,
});

describe('retry delays', () => {
  it('double from the base, capped', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelay(n, 100, 1000))).toEqual([100, 200, 400, 800, 1000]);
  });
});

describe.each(DB_KINDS)('new-lead alerts through the outbox [%s]', (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  async function server(overrides: Partial<Config>, alertTo = ['sales@test.example', 'boss@test.example']): Promise<TestServer> {
    const s = await startTestServer(kind, overrides);
    cleanup.push(() => s.close());
    const admin = await webLogin(s.url);
    expect((await admin.put('/api/v1/admin/settings/leads', { json: { spamPhrases: [], leadAlertEmails: alertTo } })).status).toBe(200);
    return s;
  }
  const post = (s: TestServer, body: Record<string, unknown> = valid) => new Client(s.url).post<{ data: ContactMessageDto }>('/api/v1/contact', { json: body });
  const rows = (s: TestServer) => s.running.db.getRepository(OutboxMessageEntity).find();

  it('e-mails each new lead once to the alert addresses; spam is never mailed', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const s = await server(fast(smtp.port));
    const lead = await post(s, { ...valid, name: 'Mailed Lead', landingPath: '/blog/local-seo', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
    expect(lead.status).toBe(201);
    expect((await post(s, { ...valid, name: 'Spammer', website: 'x' })).status).toBe(201);
    await waitFor('the mail', async () => smtp.mails.length === 1);
    await sleep(300);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to.sort()).toEqual(['boss@test.example', 'sales@test.example']);
    expect(smtp.mails[0].raw).toContain('Subject: New lead: Mailed Lead');
    expect(smtp.mails[0].raw).toContain('We need a Shopify store.');
    // Where the lead's visit started, as the lead drawer says it.
    expect(smtp.mails[0].raw).toContain('Came from: newsletter / email / spring, landed on /blog/local-seo');
    const stored = await rows(s);
    expect(stored.map((r) => [r.state, r.attempts])).toEqual([['sent', 1]]);
    // Taken out of spam, the lead is announced like a new one: its alert goes out then.
    const spamId = (await s.running.db.getRepository(LeadEntity).findOneByOrFail({ name: 'Spammer' })).id;
    expect((await (await webLogin(s.url)).post(`/api/v1/contact/${spamId}/not-spam`)).status).toBe(200);
    await waitFor('the alert of the lead taken out of spam', async () => smtp.mails.length === 2);
    expect(smtp.mails[1].raw).toContain('Subject: New lead: Spammer');
    // Nothing known of its visit: no such line.
    expect(smtp.mails[1].raw).not.toContain('Came from:');
  });

  it('keeps the alert while SMTP is down, shows it to admins, and delivers it once SMTP is back; the visitor never waits', async () => {
    const port = await freePort();
    const s = await server(fast(port));
    const started = Date.now();
    const lead = await post(s);
    expect(lead.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    await waitFor('a failed attempt', async () => (await rows(s)).some((r) => r.attempts >= 1 && r.lastError));
    const admin = await webLogin(s.url);
    const pending = await admin.get<{ data: OutboxMessageDto[] }>('/api/v1/admin/outbox');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual([expect.objectContaining({ state: 'pending', leadId: lead.body.data._id, lastError: expect.any(String) })]);
    const smtp = await startSmtp(port);
    cleanup.push(() => smtp.close());
    await waitFor('the mail after SMTP returned', async () => smtp.mails.length === 1);
    await sleep(300);
    expect(smtp.mails).toHaveLength(1);
    expect((await rows(s)).map((r) => r.state)).toEqual(['sent']);
    expect((await admin.get<{ data: OutboxMessageDto[] }>('/api/v1/admin/outbox')).body.data).toEqual([]);
  });

  it('answers the visitor at once even when the SMTP server hangs', async () => {
    const hanging = net.createServer(() => undefined);
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()));
    cleanup.push(
      () =>
        new Promise<void>((r) => {
          hanging.close(() => r());
          for (const close of sockets) close();
        }),
    );
    const sockets: Array<() => void> = [];
    hanging.on('connection', (socket) => sockets.push(() => socket.destroy()));
    const s = await server(fast((hanging.address() as AddressInfo).port));
    const started = Date.now();
    expect((await post(s)).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('marks an alert failed after the last attempt, visible to admins', async () => {
    const s = await server(fast(await freePort(), { outboxMaxAttempts: 2 }));
    const lead = await post(s);
    await waitFor('the alert to fail', async () => (await rows(s)).some((r) => r.state === 'failed'));
    const admin = await webLogin(s.url);
    const failed = await admin.get<{ data: OutboxMessageDto[] }>('/api/v1/admin/outbox?state=failed');
    expect(failed.body.data).toEqual([expect.objectContaining({ state: 'failed', attempts: 2, leadId: lead.body.data._id })]);
    // What an operator's alert watches: both attempts failed, one alert is given up on.
    const scraped = await s.running.deps.metrics.scrape();
    expect(sample(scraped, 'outbox_send_failures_total')).toBe(2);
    expect(sample(scraped, 'outbox_messages{state="failed"}')).toBe(1);
    expect(sample(scraped, 'outbox_messages{state="pending"}')).toBe(0);
    expect((await admin.get('/api/v1/admin/outbox?state=lost')).status).toBe(400);
    expect((await new Client(s.url).get('/api/v1/admin/outbox')).status).toBe(401);
  });

  it('lets an admin send a failed alert again (only a failed one), and it is then delivered once', async () => {
    const port = await freePort();
    const s = await server(fast(port, { outboxMaxAttempts: 1 }));
    const failedLead = await post(s, { ...valid, name: 'Unlucky Lead' });
    await waitFor('the alert to fail', async () => (await rows(s)).some((r) => r.state === 'failed'));
    const admin = await webLogin(s.url);
    const [failed] = (await admin.get<{ data: OutboxMessageDto[] }>('/api/v1/admin/outbox?state=failed')).body.data;
    // What the admin sees: whom it was for, which lead, why and how often.
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, leadId: failedLead.body.data._id, leadName: 'Unlucky Lead', lastError: expect.any(String) });
    expect(failed.recipients.sort()).toEqual(['boss@test.example', 'sales@test.example']);

    // Only an admin may; an unknown id is a 404.
    expect((await new Client(s.url).post(`/api/v1/admin/outbox/${failed._id}/retry`)).status).toBe(401);
    expect((await (await nonAdminClient(s)).post(`/api/v1/admin/outbox/${failed._id}/retry`)).status).toBe(403);
    const unknown = await admin.post<{ message: string }>('/api/v1/admin/outbox/0123456789abcdef01234567/retry');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Alert not found');
    expect((await rows(s)).map((r) => [r.state, r.attempts])).toEqual([['failed', 1]]);

    // The mail server is back: a new lead's alert goes out; that sent alert cannot be "retried".
    const smtp = await startSmtp(port);
    cleanup.push(() => smtp.close());
    await post(s, { ...valid, name: 'Lucky Lead' });
    await waitFor('the second alert', async () => smtp.mails.length === 1);
    // The mail server has it a moment before the worker marks it sent.
    await waitFor('the second alert marked sent', async () => (await rows(s)).some((r) => r.state === 'sent'));
    const sent = (await rows(s)).find((r) => r.state === 'sent');
    expect(sent).toBeDefined();
    const refused = await admin.post<{ message: string }>(`/api/v1/admin/outbox/${sent?.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only an alert that failed can be sent again; this one is sent');
    expect(smtp.mails).toHaveLength(1);

    // The failed one, queued again with a fresh round of attempts, is delivered.
    const retried = await admin.post<{ data: OutboxMessageDto }>(`/api/v1/admin/outbox/${failed._id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ _id: failed._id, state: 'pending', attempts: 0 });
    await waitFor('the retried alert', async () => smtp.mails.length === 2);
    expect(smtp.mails[1].raw).toContain('Subject: New lead: Unlucky Lead');
    await waitFor('the retried alert marked sent', async () => (await rows(s)).every((r) => r.state === 'sent'));
    expect((await rows(s)).find((r) => r.id === failed._id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect((await admin.get<{ data: OutboxMessageDto[] }>('/api/v1/admin/outbox?state=failed')).body.data).toEqual([]);
    // Sent now: a second press is refused and sends nothing more.
    expect((await admin.post(`/api/v1/admin/outbox/${failed._id}/retry`)).status).toBe(409);
    await sleep(300);
    expect(smtp.mails).toHaveLength(2);
  });

  it('sends each alert once when two instances share the database', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const a = await server(fast(smtp.port));
    const b = await startSecondInstance(a, fast(smtp.port));
    cleanup.push(() => b.close());
    const posted = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? a : b, { ...valid, name: `Lead ${i}` })));
    expect(posted.every((p) => p.status === 201)).toBe(true);
    await waitFor('every alert sent', async () => (await rows(a)).filter((r) => r.state === 'sent').length === 12);
    await sleep(400);
    expect(smtp.mails).toHaveLength(12);
    const ids = smtp.mails.map((m) => /X-Outbox-Id: (\w+)/i.exec(m.raw)?.[1]);
    expect(new Set(ids).size).toBe(12);
  });
});

describe('without SMTP_URL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
  });
  afterAll(() => s?.close());

  it('queues nothing', async () => {
    expect((await new Client(s.url).post('/api/v1/contact', { json: valid })).status).toBe(201);
    expect(await s.running.db.getRepository(OutboxMessageEntity).count()).toBe(0);
  });

  it('refuses to queue an alert again, saying why, since nothing would send it', async () => {
    const now = new Date();
    const id = '0123456789abcdef01234568';
    const row = { id, kind: 'leadAlert' as const, payload: '{}', state: 'failed' as const, attempts: 5, nextAttemptAt: now, claimedBy: null, claimedUntil: null, lastError: 'down', recipients: null, createdAt: now, sentAt: null };
    await s.running.db.getRepository(OutboxMessageEntity).insert(row);
    const admin = await webLogin(s.url);
    const refused = await admin.post<{ message: string }>(`/api/v1/admin/outbox/${id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('no SMTP server is configured');
    expect(await s.running.db.getRepository(OutboxMessageEntity).findOneByOrFail({ id })).toMatchObject({ state: 'failed', attempts: 5 });
    expect((await admin.post('/api/v1/admin/outbox/0123456789abcdef01234569/retry')).status).toBe(404);
  });
});
