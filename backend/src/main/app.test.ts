import { PUBLIC_CACHE_CONTROL } from '../kernel/cache/publicCache.js';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, withServer } from '../test/harness.js';

describe.each(DB_KINDS)('HTTP behaviour common to every route [%s]', (kind) => {
  const t = withServer(kind);

  it('GET /healthz answers while the process is up', async () => {
    expect(await t.anon.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /readyz answers 200 while the database is reachable', async () => {
    expect(await t.anon.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.anon.post('/api/v1/contact', { raw: '{"name": "x",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Malformed JSON body' });
  });

  it('answers a JSON body over 100 KB with 413', async () => {
    const res = await t.anon.post('/api/v1/contact', { json: { name: 'x', message: 'y'.repeat(200 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.anon.get('/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.anon.request('PATCH', '/api/v1/products');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('never sends a stack trace, SQL or file path in an error', async () => {
    const res = await t.anon.post('/api/reviews', { json: { name: { $gt: '' }, rating: [1], feedback: null } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|SELECT|INSERT|\/work\/|node_modules/);
  });

  it('compresses a text answer over 1 KB for a client that accepts gzip', async () => {
    const long = { name: 'Zip Test', email: 'zip@example.in', phone: '+91 90000 00009', message: 'x'.repeat(3000) };
    const res = await t.anon.post('/api/v1/contact', { json: long, headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.body).toMatchObject({ data: { message: long.message } });
  });

  it('marks API answers nosniff; public reads may be cached by a CDN, anything else is no-store', async () => {
    const res = await t.anon.get('/api/v1/products');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const unknown = await t.anon.get('/api/v1/nothing-here');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});
