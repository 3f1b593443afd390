import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_DEFAULT_BACK, SESSION_COOKIE, XSRF_COOKIE } from '@itsite/shared/contract';
import { PublicCache, PUBLIC_CACHE_CONTROL } from '../kernel/cache/publicCache.js';
import type { AppContext } from '../kernel/context.js';
import { buildCategory, buildProduct } from '../test/factories.js';
import { Client, DB_KINDS, desktopLogin, staffClient, startTestServer, webLogin, type TestServer } from '../test/harness.js';

/**
 * A signed-in admin's preview of a public page (shared/docs/admin.md#view-site): `?preview=1` has
 * an effect only for a session the server verifies; the preview is noindex and never cached. The
 * stand-in server bundle shows which preview (if any) the page was rendered for.
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `
export async function render(url, fetchApi, options = {}) {
  return { html: '<p class="at">' + url + '</p><p class="preview">' + (options.preview ? options.preview.back : 'none') + '</p>', reads: {} };
}
`;

const previewJson = (html: string) => {
  const script = /<script type="application\/json" id="preview">([\s\S]*?)<\/script>/.exec(html);
  return script ? (JSON.parse(script[1]) as unknown) : null;
};

describe.each(DB_KINDS)('staff preview of public pages [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let websiteDir: string;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-preview-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    await fs.writeFile(path.join(websiteDir, 'entry-server.mjs'), BUNDLE);
    server = await startTestServer(kind, { websiteDir, websiteServerEntry: path.join(websiteDir, 'entry-server.mjs') });
    anon = new Client(server.url);
    admin = await webLogin(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  const cache = () => server.running.deps.publicCache;

  it('serves a signed-in admin the page in preview: the bar leads back, noindex, never cached', async () => {
    const hits = cache().hits;
    const size = cache().size;
    const page = await admin.get<string>('/about?preview=1&back=%2Fadmin%2Fproduct%2Fp1%2Fedit');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<p class="preview">/admin/product/p1/edit</p>');
    expect(previewJson(page.body)).toEqual({ back: '/admin/product/p1/edit' });
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.body).not.toContain('rel="canonical"');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('etag')).toBeNull();
    // Neither answered from the cache nor kept in it.
    expect(cache().hits).toBe(hits);
    expect(cache().size).toBe(size);
    // A visitor at the same address right after gets the public page, not the admin's preview.
    const visitor = await anon.get<string>('/about?preview=1&back=%2Fadmin%2Fproduct%2Fp1%2Fedit');
    expect(visitor.body).toContain('<p class="preview">none</p>');
    expect(previewJson(visitor.body)).toBeNull();
  });

  it.each(['editor', 'sales'] as const)('previews for every staff role: a signed-in %s sees the bar too', async (role) => {
    const staff = await staffClient(server, role);
    const page = await staff.get<string>('/about?preview=1');
    expect(previewJson(page.body)).toEqual({ back: PREVIEW_DEFAULT_BACK });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('says in the bar when the record shown is not public yet: a draft, or scheduled for when (on the site\'s clock)', async () => {
    const category = await buildCategory(admin);
    const draft = await buildProduct(admin, category._id, { status: 'draft' });
    const at = new Date(Date.UTC(2031, 0, 15, 3, 30));
    const scheduled = await buildProduct(admin, category._id, { status: 'scheduled', publishAt: at.toISOString() });
    const published = await buildProduct(admin, category._id);
    const { timeZone } = (await anon.get<{ settings: { timeZone: string } }>('/api/v1/settings')).body.settings;
    expect(timeZone).toBe('Asia/Kolkata');

    expect(previewJson((await admin.get<string>(`/product/${draft.slug}?preview=1`)).body)).toEqual({ back: PREVIEW_DEFAULT_BACK, state: 'Draft — not public yet' });
    // 03:30 UTC is 09:00 in India.
    expect(previewJson((await admin.get<string>(`/product/${scheduled.slug}?preview=1`)).body)).toEqual({ back: PREVIEW_DEFAULT_BACK, state: 'Scheduled for 15 Jan 2031, 09:00 IST — not public yet' });
    expect(previewJson((await admin.get<string>(`/product/${published.slug}?preview=1`)).body)).toEqual({ back: PREVIEW_DEFAULT_BACK });
    // Visitors never learn a draft is there.
    expect((await anon.get<string>(`/product/${draft.slug}?preview=1`)).status).toBe(404);
  });

  it('previews for the desktop console\'s bearer token too, and for a 404 page (still noindex)', async () => {
    const desktop = await desktopLogin(server.url);
    const page = await desktop.get<string>('/product/no-such-product?preview=1');
    expect(page.status).toBe(404);
    expect(previewJson(page.body)).toEqual({ back: PREVIEW_DEFAULT_BACK });
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it.each([
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash', '/admin\\\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a public page', '/about'],
    ['nothing', ''],
  ])('leads the bar to the back office home when the link names %s', async (_what, back) => {
    const page = await admin.get<string>(`/about?preview=1&back=${encodeURIComponent(back)}`);
    expect(previewJson(page.body)).toEqual({ back: PREVIEW_DEFAULT_BACK });
  });

  it('gives anyone else the normal public page, kept by the cache as such', async () => {
    const first = await anon.get<string>('/about?preview=1&back=%2Fadmin');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<p class="preview">none</p>');
    expect(previewJson(first.body)).toBeNull();
    expect(first.headers.get('x-robots-tag')).toBeNull();
    expect(first.body).toContain('rel="canonical"');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const hits = cache().hits;
    const again = await anon.get<string>('/about?preview=1&back=%2Fadmin');
    expect(cache().hits).toBe(hits + 1);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    // A session cookie nobody issued (or one expired) is no admin: the normal page.
    const forged = new Client(server.url, { cookie: `${SESSION_COOKIE}=not-a-session; ${XSRF_COOKIE}=x` });
    const page = await forged.get<string>('/about?preview=1');
    expect(page.status).toBe(200);
    expect(previewJson(page.body)).toBeNull();
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });

  it('has no effect on the back office itself, nor with any value but 1', async () => {
    const adminScreen = await admin.get<string>('/admin/products?preview=1');
    expect(previewJson(adminScreen.body)).toBeNull();
    const other = await admin.get<string>('/about?preview=true');
    expect(previewJson(other.body)).toBeNull();
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('the public cache and private answers', () => {
  it('never keeps an answer marked private, even for a request without a session', async () => {
    const cache = new PublicCache();
    const koa = new Koa();
    let made = 0;
    koa.use(cache.middleware(async () => undefined) as unknown as Koa.Middleware);
    koa.use((ctx) => {
      made++;
      (ctx as unknown as AppContext).set('Cache-Control', 'private, no-store');
      ctx.type = 'text/html';
      ctx.body = '<p>one person</p>';
    });
    for (let i = 0; i < 2; i++) {
      const callback = koa.callback();
      const res = await inject((req, out) => void callback(req, out), { method: 'GET', url: '/about' });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.payload).toBe('<p>one person</p>');
    }
    expect(made).toBe(2);
    expect(cache.size).toBe(0);
  });
});
