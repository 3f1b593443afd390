import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ContactMessageDto, RealtimeFrame } from '@itsite/shared/contract';
import { createHash } from 'node:crypto';
import { SessionEntity, UserEntity } from '../../data/entities/index.js';
import { Client, createStaffUser, DB_KINDS, desktopLogin, staffClient, startSecondInstance, startTestServer, type TestServer, webLogin, withServer } from '../../test/harness.js';

const wsUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/api/v1/realtime`;

/** Opens a socket; resolves once open, or rejects with the HTTP status the upgrade was refused with. */
function connect(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Resolves with the close code once the server closes the socket. */
function closed(ws: WebSocket, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (ws.readyState === ws.CLOSED) return resolve(-1);
    const timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Every frame a socket receives from now on. */
function framesOf(ws: WebSocket): RealtimeFrame[] {
  const frames: RealtimeFrame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse((d as Buffer).toString()) as RealtimeFrame));
  return frames;
}

function nextFrame(ws: WebSocket, timeoutMs = 5000): Promise<RealtimeFrame> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame received')), timeoutMs);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse((data as Buffer).toString()) as RealtimeFrame);
    });
  });
}

const message = { name: 'Live Lead', email: 'lead@example.in', phone: '+91 90000 00001', message: 'Call me back' };

describe.each(DB_KINDS)('realtime [%s]', (kind) => {
  const t = withServer(kind);

  it('sends newContactMessage to an admin socket (bearer token) after the message is stored', async () => {
    const admin = await desktopLogin(t.server.url);
    const ws = await connect(wsUrl(t.server), { authorization: `Bearer ${admin.auth.bearer}` });
    const frame = nextFrame(ws);
    const posted = await new Client(t.server.url).post<{ data: ContactMessageDto }>('/api/v1/contact', { json: message });
    const received = await frame;
    expect(received).toEqual({ event: 'newContactMessage', data: posted.body.data });
    const stored = await admin.get<{ data: ContactMessageDto[] }>('/api/v1/contact');
    expect(stored.body.data.map((m) => m._id)).toContain(received.data._id);
    ws.close();
  });

  it('accepts an admin cookie session from a page of the same site', async () => {
    const admin = await webLogin(t.server.url);
    const ws = await connect(wsUrl(t.server), { cookie: admin.auth.cookie as string, origin: t.server.url });
    const frame = nextFrame(ws);
    await new Client(t.server.url).post('/api/v1/contact', { json: message });
    expect((await frame).event).toBe('newContactMessage');
    ws.close();
  });

  it('refuses a visitor, and an admin cookie sent from another site', async () => {
    await expect(connect(wsUrl(t.server), {})).rejects.toThrow('refused 401');
    const admin = await webLogin(t.server.url);
    await expect(connect(wsUrl(t.server), { cookie: admin.auth.cookie as string, origin: 'https://evil.example' })).rejects.toThrow('refused 401');
  });

  it('sends lead events to admin and sales sockets only: an editor socket gets none', async () => {
    const [sales, editor] = [await staffClient(t.server, 'sales'), await staffClient(t.server, 'editor')];
    const salesWs = await connect(wsUrl(t.server), { cookie: sales.auth.cookie as string, origin: t.server.url });
    const editorWs = await connect(wsUrl(t.server), { cookie: editor.auth.cookie as string, origin: t.server.url });
    const editorFrames = framesOf(editorWs);
    const toSales = nextFrame(salesWs);
    await new Client(t.server.url).post('/api/v1/contact', { json: message });
    expect((await toSales).event).toBe('newContactMessage');
    // Every socket is served in one pass: had the editor's been sent, it would be here by now.
    await new Promise((r) => setTimeout(r, 200));
    expect(editorFrames).toEqual([]);
    expect(editorWs.readyState).toBe(editorWs.OPEN);
    salesWs.close();
    editorWs.close();
  });

  it('refuses a malformed session cookie with 401, not a server error', async () => {
    await expect(connect(wsUrl(t.server), { cookie: 'sid=%E0%A4%A', origin: t.server.url })).rejects.toThrow('refused 401');
  });

  it('closes a web admin socket within a second of logout, and sends it no later lead', async () => {
    const admin = await webLogin(t.server.url);
    const ws = await connect(wsUrl(t.server), { cookie: admin.auth.cookie as string, origin: t.server.url });
    const frames = framesOf(ws);
    const closing = closed(ws);
    expect((await admin.post('/api/v1/logout')).status).toBe(200);
    expect(await closing).toBe(4401);
    await new Client(t.server.url).post('/api/v1/contact', { json: message });
    expect(frames).toEqual([]);
  });

  it('closes a desktop socket when its token is signed out', async () => {
    const admin = await desktopLogin(t.server.url);
    const ws = await connect(wsUrl(t.server), { authorization: `Bearer ${admin.auth.bearer}` });
    const closing = closed(ws);
    expect((await admin.post('/api/v1/logout')).status).toBe(200);
    expect(await closing).toBe(4401);
  });

  it('sends nothing to a socket whose session was removed elsewhere (a reset password, a revoked token), and closes it', async () => {
    const admin = await desktopLogin(t.server.url);
    const other = await desktopLogin(t.server.url);
    const ws = await connect(wsUrl(t.server), { authorization: `Bearer ${admin.auth.bearer}` });
    const still = await connect(wsUrl(t.server), { authorization: `Bearer ${other.auth.bearer}` });
    const frames = framesOf(ws);
    const kept = nextFrame(still);
    const closing = closed(ws, 5000);
    // Another process (the admin CLI, an operator) deletes the session straight from the database.
    const sessions = t.server.running.db.getRepository(SessionEntity);
    const [row] = await sessions.findBy({ id: createHash('sha256').update(admin.auth.bearer as string).digest('hex') });
    expect(row).toBeDefined();
    await sessions.delete({ id: row.id });
    await new Client(t.server.url).post('/api/v1/contact', { json: message });
    expect((await kept).event).toBe('newContactMessage');
    expect(await closing).toBe(4401);
    expect(frames).toEqual([]);
    still.close();
  });

  it('closes the sockets of an account an admin deactivates, at once, and its next request is refused', async () => {
    const staff = await createStaffUser(t.server, 'sales');
    const web = await webLogin(t.server.url, staff.email, staff.password);
    const desktop = await desktopLogin(t.server.url, staff.email, staff.password);
    const webWs = await connect(wsUrl(t.server), { cookie: web.auth.cookie as string, origin: t.server.url });
    const desktopWs = await connect(wsUrl(t.server), { authorization: `Bearer ${desktop.auth.bearer}` });
    const admin = await webLogin(t.server.url);
    // Within a second or two of the answer (the bus's notice), not at the 15 s sweep.
    const closings = [closed(webWs, 2000), closed(desktopWs, 2000)];
    expect((await admin.patch(`/api/v1/admin/staff/${staff.id}`, { json: { active: false } })).status).toBe(200);
    expect(await Promise.all(closings)).toEqual([4401, 4401]);
    expect((await web.get('/api/v1/contact')).status).toBe(401);
    expect((await desktop.get('/api/v1/me')).status).toBe(401);
  });

  it('stops sending lead events to an admin demoted to editor, at once', async () => {
    const staff = await createStaffUser(t.server, 'admin');
    const client = await desktopLogin(t.server.url, staff.email, staff.password);
    const ws = await connect(wsUrl(t.server), { authorization: `Bearer ${client.auth.bearer}` });
    const frames = framesOf(ws);
    await t.server.running.db.getRepository(UserEntity).update({ id: staff.id }, { role: 'editor' });
    const admin = await webLogin(t.server.url);
    const adminWs = await connect(wsUrl(t.server), { cookie: admin.auth.cookie as string, origin: t.server.url });
    const toAdmin = nextFrame(adminWs);
    await new Client(t.server.url).post('/api/v1/contact', { json: message });
    expect((await toAdmin).event).toBe('newContactMessage');
    await new Promise((r) => setTimeout(r, 200));
    expect(frames).toEqual([]);
    ws.close();
    adminWs.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('realtime across instances through Redis', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    // Two server processes' worth of state: separate HTTP servers and buses, one database, one Redis.
    a = await startTestServer('sqlite', { redisUrl: process.env.TEST_REDIS_URL });
    // B shares A's database (like two instances behind one load balancer) but not its bus.
    b = await startSecondInstance(a, { redisUrl: process.env.TEST_REDIS_URL });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers a message posted to instance A to an admin connected to instance B, once', async () => {
    const adminB = await desktopLogin(b.url);
    const ws = await connect(wsUrl(b), { authorization: `Bearer ${adminB.auth.bearer}` });
    const frames: RealtimeFrame[] = [];
    ws.on('message', (d) => frames.push(JSON.parse((d as Buffer).toString()) as RealtimeFrame));
    const posted = await new Client(a.url).post<{ data: ContactMessageDto }>('/api/v1/contact', { json: message });
    await expect.poll(() => frames.length, { timeout: 5000 }).toBe(1);
    expect(frames[0]).toEqual({ event: 'newContactMessage', data: posted.body.data });
    // Nothing more arrives (no echo or duplicate delivery).
    await new Promise((r) => setTimeout(r, 300));
    expect(frames).toHaveLength(1);
    ws.close();
  });

  it('closes on instance B a socket whose session was signed out on instance A, within a second', async () => {
    const admin = await desktopLogin(a.url);
    const ws = await connect(wsUrl(b), { authorization: `Bearer ${admin.auth.bearer}` });
    const closing = closed(ws);
    expect((await admin.post('/api/v1/logout')).status).toBe(200);
    expect(await closing).toBe(4401);
  });
});
