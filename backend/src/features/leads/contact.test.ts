import { describe, expect, it } from 'vitest';
import type { ContactMessageDto, ErrorBody } from '@itsite/shared/contract';
import { Client, DB_KINDS, staffClient, withServer } from '../../test/harness.js';

const valid = { name: 'Priya Sharma', email: 'priya@example.in', phone: '+91 98765 43210', message: 'We need a Shopify store.' };

describe.each(DB_KINDS)('contact messages [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  const list = async () => (await t.admin.get<{ data: ContactMessageDto[] }>('/api/v1/contact')).body.data;

  describe('POST /api/v1/contact', () => {
    it('stores a visitor message and answers 201 with it', async () => {
      const res = await t.anon.post<{ success: boolean; message: string; data: ContactMessageDto }>('/api/v1/contact', { json: valid });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Message sent successfully!', data: { ...valid, _id: expect.any(String) } });
      expect((await list()).map((m) => m._id)).toContain(res.body.data._id);
    });

    it.each([
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, phone: 'call me' }, 'phone'],
      [{ ...valid, message: '' }, 'message'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
      [{ name: 'Only a name' }, 'email'],
    ])('refuses bad input %# with 400 naming the field, storing nothing', async (body, field) => {
      const before = (await list()).length;
      const res = await t.anon.post<{ success: boolean; errors: Array<{ path: string }> }>('/api/v1/contact', { json: body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.map((e) => e.path)).toContain(field);
      expect((await list()).length).toBe(before);
    });

    it('refuses a body that is not JSON with 415 and stores nothing', async () => {
      const before = (await list()).length;
      const form = new URLSearchParams({ name: valid.name, email: valid.email, phone: valid.phone, message: valid.message }).toString();
      const res = await t.anon.post<ErrorBody>('/api/v1/contact', { raw: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false });
      expect((await list()).length).toBe(before);
    });
  });

  describe('GET /api/v1/contact', () => {
    it('lists messages newest first for an admin', async () => {
      await t.anon.post('/api/v1/contact', { json: { ...valid, message: 'first' } });
      await t.anon.post('/api/v1/contact', { json: { ...valid, message: 'second' } });
      const messages = await list();
      expect(messages[0].message).toBe('second');
      expect(messages[1].message).toBe('first');
    });

    it('is refused to visitors (401) and to editors (403), and open to sales', async () => {
      expect((await t.anon.get('/api/v1/contact')).status).toBe(401);
      expect((await (await staffClient(t.server, 'editor')).get('/api/v1/contact')).status).toBe(403);
      expect((await (await staffClient(t.server, 'sales')).get('/api/v1/contact')).status).toBe(200);
    });
  });

  describe('DELETE /api/v1/contact/:id', () => {
    it('deletes a message for an admin', async () => {
      const { body } = await t.anon.post<{ data: ContactMessageDto }>('/api/v1/contact', { json: valid });
      const res = await t.admin.delete(`/api/v1/contact/${body.data._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Message deleted successfully.' });
      expect((await list()).map((m) => m._id)).not.toContain(body.data._id);
    });

    it('answers 404 for a message that does not exist', async () => {
      expect((await t.admin.delete('/api/v1/contact/000000000000000000000000')).status).toBe(404);
    });

    it('is refused to visitors and keeps the message', async () => {
      const { body } = await t.anon.post<{ data: ContactMessageDto }>('/api/v1/contact', { json: valid });
      expect((await t.anon.delete(`/api/v1/contact/${body.data._id}`)).status).toBe(401);
      expect((await list()).map((m) => m._id)).toContain(body.data._id);
    });
  });
});

describe('public write limit per address [sqlite]', () => {
  const t = withServer('sqlite', { config: { publicWriteLimit: 3, publicWriteWindowSeconds: 600, trustProxy: true }, login: 'web' });

  const send = (ip: string) => new Client(t.server.url).post<ErrorBody>('/api/v1/contact', { json: valid, headers: { 'x-forwarded-for': ip } });
  const review = (ip: string) =>
    new Client(t.server.url).post<ErrorBody>('/api/reviews', { json: { name: 'Flood', feedback: 'Again and again', rating: 5 }, headers: { 'x-forwarded-for': ip } });
  const stored = async () => (await t.admin.get<{ data: ContactMessageDto[] }>('/api/v1/contact')).body.data.length;

  it('answers 429 with Retry-After once an address has sent its share, storing nothing more', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('198.51.100.7')).status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await send('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/try again/i) });
    expect(await stored()).toBe(3);
    // Reviews count against the same share; another address is not affected.
    expect((await review('198.51.100.7')).status).toBe(429);
    expect((await send('203.0.113.9')).status).toBe(201);
    expect((await review('203.0.113.9')).status).toBe(201);
    expect(await stored()).toBe(4);
  });
});
