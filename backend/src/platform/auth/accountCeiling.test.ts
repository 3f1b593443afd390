import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from './deviceCookie.js';
import { OutboxMessageEntity } from '../../data/entities/index.js';
import { startSmtp } from '../../test/smtp.js';
import { Client, cookiesFrom, createStaffUser, DB_KINDS, startTestServer, type TestServer } from '../../test/harness.js';

/**
 * Guessing one account's password from many addresses (a botnet): an account-wide ceiling for
 * devices that never signed in to it, while the owner's known device keeps signing in, and the owner
 * told once by e-mail. Behind a proxy (TRUST_PROXY=1), each guess from its own forwarded address.
 */
describe.each(DB_KINDS)('an account-wide ceiling on wrong passwords [%s]', (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, { trustProxy: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, smtpFrom: 'Site <site@test.example>', outboxPollMs: 50, outboxRetryBaseMs: 100 });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const signIn = (email: string, password: string, address: string, device?: string) =>
    new Client(server.url).post<{ message?: string }>('/api/v1/login', {
      json: { email, password },
      headers: { 'x-forwarded-for': address, ...(device && { cookie: `${DEVICE_COOKIE}=${device}` }) },
    });

  async function knownDevice(email: string, password: string, address: string): Promise<string> {
    const res = await signIn(email, password, address);
    expect(res.status).toBe(200);
    const device = cookiesFrom(res.headers)[DEVICE_COOKIE];
    expect(device).toMatch(/^[\w-]+\.[\w-]{16}\.[\w-]+$/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/Path=\/api\/v1\/login;.*HttpOnly/i);
    return device;
  }

  it('checks 20 of 120 wrong passwords from 120 addresses, while the owner signs in from a known device; the owner is told once', async () => {
    const owner = await createStaffUser(server, 'editor');
    const device = await knownDevice(owner.email, owner.password, '198.51.100.250');

    const statuses: number[] = [];
    let ownerMidAttack = 0;
    for (let batch = 0; batch < 12; batch++) {
      const guesses = Array.from({ length: 10 }, (_, i) => signIn(owner.email, `wrong password ${batch}-${i}`, `203.0.${batch}.${i + 1}`));
      statuses.push(...(await Promise.all(guesses)).map((r) => r.status));
      // Half-way through the attack the owner signs in from their own browser, at yet another address.
      if (batch === 5) ownerMidAttack = (await signIn(owner.email, owner.password, '192.0.2.77', device)).status;
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    expect(ownerMidAttack).toBe(200);

    // The ceiling answers with when to try again, and says a known device still can.
    const refused = await signIn(owner.email, owner.password, '203.0.200.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/new devices are paused/);

    // The known device has an allowance of its own: a typo is checked, then the right password works.
    expect((await signIn(owner.email, 'a typo', '192.0.2.77', device)).status).toBe(401);
    expect((await signIn(owner.email, owner.password, '192.0.2.77', device)).status).toBe(200);

    // One e-mail to the owner, however many guesses the ceiling refused.
    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((m) => m.to.includes(owner.email)) && Date.now() < deadline) await sleep(50);
    await sleep(300);
    const mails = smtp.mails.filter((m) => m.to.includes(owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toContain('Subject: Sign-ins to your account were paused');
    // Quoted-printable: soft line breaks joined before reading.
    expect(mails[0].raw.replace(/=\r?\n/g, '')).toMatch(/wrong password for your account 20 times in 15 minutes/);
    // It is not one of the lead alerts admins are shown.
    const rows = await server.running.db.getRepository(OutboxMessageEntity).findBy({ kind: 'signInAlert' });
    expect(rows.filter((r) => r.payload.includes(owner.email))).toHaveLength(1);
  });

  it("does not count a forged device cookie, or another account's, as a known device", async () => {
    const owner = await createStaffUser(server, 'sales');
    const other = await createStaffUser(server, 'sales');
    const othersDevice = await knownDevice(other.email, other.password, '198.51.100.251');
    const ownDevice = await knownDevice(owner.email, owner.password, '198.51.100.252');
    const [userId, id] = ownDevice.split('.');
    const forged = `${userId}.${id}.${'A'.repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const cookie = [othersDevice, forged, undefined][i % 3];
      statuses.push((await signIn(owner.email, `wrong ${i}`, `203.1.0.${i + 1}`, cookie)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    expect((await signIn(owner.email, owner.password, '203.1.1.1', forged)).status).toBe(429);
    expect((await signIn(owner.email, owner.password, '203.1.1.1', ownDevice)).status).toBe(200);
  });

  it('knows the desktop console by the device token it sends with its sign-in', async () => {
    const owner = await createStaffUser(server, 'admin');
    const desktop = (address: string, password: string, device?: string) =>
      new Client(server.url).post<{ device?: string; token?: string }>('/api/v1/login', {
        json: { email: owner.email, password, client: 'desktop', ...(device && { device }) },
        headers: { 'x-forwarded-for': address },
      });
    const first = await desktop('198.51.100.253', owner.password);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const device = first.body.device!;
    expect(device).toMatch(/^[\w-]+\.[\w-]{16}\.[\w-]+$/);
    for (let i = 0; i < 21; i++) await signIn(owner.email, `wrong ${i}`, `203.2.0.${i + 1}`);
    expect((await desktop('203.2.1.1', owner.password)).status).toBe(429);
    const again = await desktop('203.2.1.1', owner.password, device);
    expect(again.status).toBe(200);
    expect(again.body.token).toBeTruthy();
  });
});
