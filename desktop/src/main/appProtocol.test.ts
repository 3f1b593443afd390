import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRequestHandler, isPageApiPath, normalisePath, proxyRequestHeaders, proxyResponseHeaders, proxyTarget, routeAppRequest } from './appProtocol.js';
import { RENDERER_CSP } from './security.js';
import { json, startLocalServer, type LocalServer } from './test/httpServer.js';

describe('routeAppRequest (path allow-list)', () => {
  it.each([
    ['app://console/api/v1/products?keyword=laptop&page=2', '/api/v1/products?keyword=laptop&page=2'],
    ['app://console/api/v1/admin/product/new', '/api/v1/admin/product/new'],
    ['app://console/api/reviews/admin', '/api/reviews/admin'],
    ['app://console/uploads/products/3f2a.webp', '/uploads/products/3f2a.webp'],
  ])('proxies %s to the server path %s', (url, p) => {
    expect(routeAppRequest(url)).toEqual({ kind: 'proxy', path: p });
  });

  it.each([
    ['app://console/', 'index.html'],
    ['app://console/index.html', 'index.html'],
    ['app://console/assets/index-abc.js', 'assets/index-abc.js'],
    // Only /api/ and /uploads/ reach the server; anything else is a file of the page.
    ['app://console/healthz', 'healthz'],
    ['app://console/apix/v1', 'apix/v1'],
    ['app://console/api', 'api'],
    ['app://console/wp-admin', 'wp-admin'],
  ])('serves %s from the page files as %s', (url, file) => {
    expect(routeAppRequest(url)).toEqual({ kind: 'static', file });
  });

  it('never lets the page call the login, which would hand it the token', () => {
    expect(routeAppRequest('app://console/api/v1/login')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(routeAppRequest('app://console/api/v1/login/')).toMatchObject({ kind: 'refuse', status: 403 });
  });

  it.each([
    'app://console/api/v1/LOGIN',
    'app://console/api/v1/%6Cogin',
    'app://console/api/v1/%6c%6F%67%69%6e',
    'app://console/api//v1//login',
    'app://console/api/v1/./login',
    'app://console/api/v1/products/../login',
    'app://console/api/v1/products/%2E%2E/login',
    'app://console/api/v1%2Flogin',
    'app://console/API/v1/login',
    'app://console/api/v1/Login/',
  ])('never forwards %s, a spelling of the login (it would hand the page the token)', (url) => {
    // Refused, or (for /API/, outside the proxied prefixes) looked up among the page's files.
    expect(routeAppRequest(url).kind).not.toBe('proxy');
  });

  it('refuses the login spellings the server would accept with 403', () => {
    for (const url of ['app://console/api/v1/LOGIN', 'app://console/api/v1/%6Cogin', 'app://console/api//v1/login/']) {
      expect(routeAppRequest(url)).toEqual({ kind: 'refuse', status: 403, message: 'Sign in through the console' });
    }
  });

  it('refuses API paths the admin does not use: only an allow-list reaches the server', () => {
    expect(routeAppRequest('app://console/api/v1/logout')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(routeAppRequest('app://console/api/v1/realtime')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(routeAppRequest('app://console/api/v1/users')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(routeAppRequest('app://console/api/v1/admin/categories/c1/extra')).toMatchObject({ kind: 'refuse', status: 403 });
  });

  it("proxies the lead inbox's CSV export with its filter (the admin downloads it through an anchor)", () => {
    expect(routeAppRequest('app://console/api/v1/contact/export/csv?status=won&q=asha')).toEqual({ kind: 'proxy', path: '/api/v1/contact/export/csv?status=won&q=asha' });
    expect(routeAppRequest('app://console/api/v1/contact/c1/notes')).toEqual({ kind: 'proxy', path: '/api/v1/contact/c1/notes' });
  });

  it("proxies the Analytics screen's reports and their CSV downloads with their range", () => {
    expect(routeAppRequest('app://console/api/v1/admin/analytics/summary?from=2026-11-01&to=2026-11-30')).toEqual({
      kind: 'proxy',
      path: '/api/v1/admin/analytics/summary?from=2026-11-01&to=2026-11-30',
    });
    expect(routeAppRequest('app://console/api/v1/admin/analytics/sources/csv?from=2026-11-01&to=2026-11-30&limit=500')).toEqual({
      kind: 'proxy',
      path: '/api/v1/admin/analytics/sources/csv?from=2026-11-01&to=2026-11-30&limit=500',
    });
  });

  it('forwards the normalised path, the same one it checked', () => {
    expect(routeAppRequest('app://console/api//v1//blogs/b1/?x=1')).toEqual({ kind: 'proxy', path: '/api/v1/blogs/b1?x=1' });
    expect(routeAppRequest('app://console/api/reviews/r%201/status')).toEqual({ kind: 'proxy', path: '/api/reviews/r%201/status' });
    expect(routeAppRequest('app://console/uploads//blogs/a.png')).toEqual({ kind: 'proxy', path: '/uploads/blogs/a.png' });
  });

  it('normalises percent-encoding, duplicate slashes and dot segments', () => {
    expect(normalisePath('/api//v1/%6Cogin/')).toBe('/api/v1/login');
    expect(normalisePath('/api/v1/a/./b/../c')).toBe('/api/v1/a/c');
    expect(normalisePath('/../etc')).toBeNull();
    expect(normalisePath('/api/v1/%E0%A4%A')).toBeNull();
    expect(normalisePath('/api/v1/a%5Cb')).toBeNull();
    expect(isPageApiPath('/api/v1/admin/product/p1')).toBe(true);
    expect(isPageApiPath('/API/V1/ADMIN/SETTINGS')).toBe(true);
    expect(isPageApiPath('/api/v1/login')).toBe(false);
    expect(isPageApiPath('/api/v1/logout')).toBe(false);
    expect(isPageApiPath('/api/v1/realtime')).toBe(false);
    expect(isPageApiPath('/api/v1/admin/settings/portraits/founder')).toBe(true);
    expect(isPageApiPath('/api/v1/admin/settings/portraits/founder/x')).toBe(false);
  });

  it('decides on the resolved path: dot segments (also encoded) cannot climb out or into the proxy', () => {
    expect(routeAppRequest('app://console/api/../index.html')).toEqual({ kind: 'static', file: 'index.html' });
    expect(routeAppRequest('app://console/uploads/%2e%2e/%2e%2e/etc/passwd')).toEqual({ kind: 'static', file: 'etc/passwd' });
    expect(routeAppRequest('app://console/assets/%2e%2e/api/v1/me')).toEqual({ kind: 'proxy', path: '/api/v1/me' });
  });

  it('refuses paths that would mean something else once decoded', () => {
    expect(routeAppRequest('app://console/assets/..%5c..%5csecret')).toMatchObject({ kind: 'refuse', status: 400 });
    expect(routeAppRequest('app://console/assets/%E0%A4%A')).toMatchObject({ kind: 'refuse', status: 400 });
  });

  it('refuses other hosts and schemes', () => {
    expect(routeAppRequest('app://evil/api/v1/me')).toMatchObject({ kind: 'refuse', status: 404 });
    expect(routeAppRequest('https://console/api/v1/me')).toMatchObject({ kind: 'refuse', status: 404 });
    expect(routeAppRequest('not a url')).toMatchObject({ kind: 'refuse', status: 400 });
  });
});

describe('proxy headers', () => {
  it('adds the bearer token and drops what the page must not choose', () => {
    const headers = proxyRequestHeaders(
      Object.entries({
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer forged-by-the-page',
        cookie: 'sid=stolen',
        'x-xsrf-token': 'abc',
        origin: 'app://console',
        referer: 'app://console/index.html',
        host: 'evil.example.com',
      }),
      'real-token',
    );
    expect(Object.fromEntries(headers)).toEqual({ accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer real-token' });
  });

  it('sends no authorization at all when signed out', () => {
    expect(proxyRequestHeaders([['authorization', 'Bearer forged']], null).has('authorization')).toBe(false);
  });

  it('keeps cookies out of the page', () => {
    const h = proxyResponseHeaders([
      ['content-type', 'image/png'],
      ['set-cookie', 'XSRF-TOKEN=1'],
      ['x-content-type-options', 'nosniff'],
    ]);
    expect(Object.fromEntries(h)).toEqual({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
  });

  it('builds the target from the origin and the proxied path', () => {
    expect(proxyTarget('https://www.example.com', '/api/v1/products?page=2')).toBe('https://www.example.com/api/v1/products?page=2');
  });
});

describe('app:// request handler', () => {
  let server: LocalServer;
  let rendererDir: string;
  let origin: string | null;
  let token: string | null;
  let handler: (req: Request) => Promise<Response>;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url.startsWith('/uploads/')) {
        res.writeHead(200, { 'content-type': 'image/png', 'set-cookie': 'sid=x' });
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }
      json(res, req.headers.authorization ? 200 : 401, { path: req.url, bytes: req.body.length }, { 'set-cookie': 'XSRF-TOKEN=t' });
    });
    rendererDir = mkdtempSync(path.join(tmpdir(), 'console-renderer-'));
    mkdirSync(path.join(rendererDir, 'assets'));
    writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Console</title>');
    writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(rendererDir, '..', 'outside.txt'), 'secret');
    handler = createAppRequestHandler({ rendererDir, serverOrigin: () => origin, token: () => token, fetch });
  });
  afterAll(async () => {
    await server.close();
    rmSync(rendererDir, { recursive: true, force: true });
    rmSync(path.join(rendererDir, '..', 'outside.txt'), { force: true });
  });

  it('forwards API calls to the configured server with the bearer token', async () => {
    origin = server.origin;
    token = 'tok-123';
    const res = await handler(new Request('app://console/api/v1/me?x=1', { headers: { authorization: 'Bearer page-guess', cookie: 'a=b' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/api/v1/me?x=1', bytes: 0 });
    expect(res.headers.get('set-cookie')).toBeNull();
    const seen = server.requests.at(-1);
    expect(seen?.headers.authorization).toBe('Bearer tok-123');
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it('streams an upload body (multipart form) to the server unchanged', async () => {
    origin = server.origin;
    token = 'tok-123';
    const form = new FormData();
    form.append('name', 'Laptop');
    form.append('images', new Blob([new Uint8Array(256 * 1024).fill(7)], { type: 'image/png' }), 'a.png');
    const res = await handler(new Request('app://console/api/v1/admin/product/new', { method: 'POST', body: form }));
    const seen = server.requests.at(-1);
    expect(res.status).toBe(200);
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.body.length).toBeGreaterThan(256 * 1024);
    expect(seen?.body.includes(Buffer.from('name="name"\r\n\r\nLaptop'))).toBe(true);
  });

  it('serves uploaded media through the proxy', async () => {
    origin = server.origin;
    const res = await handler(new Request('app://console/uploads/p/1.png'));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers 503 before a server is configured and 502 when it is down', async () => {
    origin = null;
    expect((await handler(new Request('app://console/api/v1/me'))).status).toBe(503);
    const down = await startLocalServer(() => undefined);
    await down.close();
    origin = down.origin;
    const res = await handler(new Request('app://console/api/v1/me'));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, message: 'The server could not be reached' });
  });

  it('refuses the login path without contacting the server', async () => {
    origin = server.origin;
    const before = server.requests.length;
    const res = await handler(new Request('app://console/api/v1/login', { method: 'POST', body: '{}' }));
    expect(res.status).toBe(403);
    expect(server.requests.length).toBe(before);
  });

  it('serves the page files with their type, and the CSP header on HTML', async () => {
    const index = await handler(new Request('app://console/'));
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    expect(RENDERER_CSP).toContain("frame-ancestors 'none'");
    const js = await handler(new Request('app://console/assets/app.js'));
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('console.log(1)');
    expect((await handler(new Request('app://console/assets/missing.js'))).status).toBe(404);
  });

  it('never serves a file outside the page directory', async () => {
    for (const url of ['app://console/%2e%2e/outside.txt', 'app://console/..%2foutside.txt', 'app://console/assets/..%5c..%5coutside.txt']) {
      const res = await handler(new Request(url));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('secret');
    }
  });
});
