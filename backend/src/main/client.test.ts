import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ApiClient, ApiError, connectRealtime, fieldErrors, type SocketLike } from '@itsite/shared/api';
import type { RealtimeFrame } from '@itsite/shared/contract';
import { ADMIN, withServer } from '../test/harness.js';

/** The shared client (used by website, web admin and desktop) against the real server. */
describe('shared API client against the server [sqlite]', () => {
  
  let token: string | undefined;
  let admin: ApiClient;

  const t = withServer('sqlite');
  beforeAll(async () => {
    
    admin = new ApiClient({ baseUrl: t.server.url, bearerToken: () => token });
    const answer = await admin.auth.loginDesktop(ADMIN.email, ADMIN.password);
    if (!('token' in answer)) throw new Error('the desktop sign-in gave no token');
    token = answer.token;
  });

  it('signs in with a bearer token and reads the current user', async () => {
    expect((await admin.auth.me()).user.email).toBe(ADMIN.email);
  });

  it('turns an error answer into an ApiError with the status and field errors', async () => {
    const visitor = new ApiClient({ baseUrl: t.server.url });
    const err = await visitor.contact.send({ name: '', email: 'x', phone: '1', message: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect(Object.keys(fieldErrors(err)).sort()).toEqual(['email', 'message', 'name', 'phone']);
  });

  it('reports an unreachable server as a network error', async () => {
    const err = await new ApiClient({ baseUrl: 'http://127.0.0.1:9' }).settings.get().catch((e: unknown) => e);
    expect((err as ApiError).isNetworkError).toBe(true);
  });

  it('creates a category and finds it in the list', async () => {
    const { category } = await admin.categories.create({ name: 'Client Made', description: 'via ApiClient' });
    expect((await admin.categories.list()).categories.map((c) => c._id)).toContain(category._id);
  });

  it('keeps a realtime connection and receives new contact messages', async () => {
    const frames: RealtimeFrame[] = [];
    const url = `${t.server.url.replace(/^http/, 'ws')}/api/v1/realtime`;
    const conn = connectRealtime({
      open: () => new WebSocket(url, { headers: { authorization: `Bearer ${token}` } }) as unknown as SocketLike,
      onFrame: (f) => frames.push(f),
    });
    await expect.poll(() => t.server.running.realtime.clientCount()).toBe(1);
    const sent = await new ApiClient({ baseUrl: t.server.url }).contact.send({
      name: 'Realtime Lead',
      email: 'rt@example.in',
      phone: '+91 90000 00003',
      message: 'Hello',
    });
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toEqual({ event: 'newContactMessage', data: sent.data });
    conn.close();
  });
});
