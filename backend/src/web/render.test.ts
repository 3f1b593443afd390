import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsDto } from '@itsite/shared/contract';
import { Client, DB_KINDS, desktopLogin, startTestServer, webLogin, type TestServer } from '../test/harness.js';
import { buildCategory, buildProduct } from '../test/factories.js';
import { injectPage, type BuildManifest } from './render.js';

/**
 * The server's page rendering, with a stand-in for the website's server bundle (the real one is
 * built with the website; the browser tests render every page through it). The stand-in renders
 * what the API answers through the `fetch` it is given, so these tests show the plumbing: the API
 * read in-process, the data embedded safely, a failure falling back to the shell, the cache.
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';

const BUNDLE = `
export async function render(url, fetchApi) {
  if (url.startsWith('/careers')) throw new Error('this page cannot be rendered');
  const res = await fetchApi('/api/v1/settings');
  const { settings } = await res.json();
  const missing = await fetchApi('/api/v1/product/no-such-id');
  return {
    html: '<p class="company">' + settings.companyName + '</p><p class="at">' + url + '</p><p class="missing">' + missing.status + '</p>',
    reads: { settings: { data: { settings } }, note: { data: '</script><script>alert(1)</script>' } },
  };
}
`;

describe('injecting a rendered page', () => {
  it('fills the empty #root and embeds the data so that no text in it can end the script', () => {
    const out = injectPage(TEMPLATE, { html: '<h1>Hi</h1>', reads: { a: { data: '</script><!-- x' } } }).toString();
    expect(out).toContain('<div id="root"><h1>Hi</h1></div>');
    const script = /<script type="application\/json" id="reads">([\s\S]*?)<\/script>/.exec(out);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1])).toEqual({ a: { data: '</script><!-- x' } });
  });

  it('writes the whole document as UTF-8, characters past Latin-1 in its markup, data and head included', () => {
    const out = injectPage(TEMPLATE.replace('<title>T</title>', '<title>Café ’24</title>'), { html: '<p>₹1,999 → it’s here</p>', reads: { a: { data: 'Zoë’s “quote” ₹' } } });
    const text = out.toString('utf8');
    expect(text).toContain('<title>Café ’24</title>');
    expect(text).toContain('<div id="root"><p>₹1,999 → it’s here</p></div>');
    expect(JSON.parse(/id="reads">([\s\S]*?)<\/script>/.exec(text)![1])).toEqual({ a: { data: 'Zoë’s “quote” ₹' } });
    // Every byte is the text's UTF-8: nothing was written as Latin-1 or UTF-16.
    expect(out.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });
});

describe('linking what a rendered page needs', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    'src/main.tsx': { file: 'assets/main-5.js', css: ['assets/main-5.css'], imports: ['_shared-3.js'] },
    'src/features/catalogue/Products.tsx': { file: 'assets/Products-2.js', css: ['assets/Products-2.css'], imports: ['_shared-3.js', 'index.html'] },
    '_shared-3.js': { file: 'assets/shared-3.js', css: ['assets/shared-3.css'] },
    'src/admin/AdminEntry.tsx': { file: 'assets/Admin-4.js', css: ['assets/Admin-4.css'] },
  };
  const template = TEMPLATE.replace('</head>', '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css"></head>');

  const pageCode = (html: string) => JSON.parse(/<script type="application\/json" id="page-code">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as string[];

  it("links the app's and the page's stylesheets (with what they import) from the head, once, and nothing of other pages", () => {
    const out = injectPage(template, { html: '<h1>Products</h1>', reads: {}, modules: ['src/features/catalogue/Products.tsx'] }, manifest).toString();
    const head = out.slice(0, out.indexOf('</head>'));
    for (const css of ['main-5', 'Products-2', 'shared-3']) expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}.css">`);
    expect(head.match(/index-1\.css/g)).toHaveLength(1);
    expect(out).not.toContain('Admin-4');
  });

  it('lists the code to hydrate with for the first script to fetch after the first paint, and asks for none of it up front', () => {
    const out = injectPage(template, { html: '<h1>Products</h1>', reads: {}, modules: ['src/features/catalogue/Products.tsx'] }, manifest).toString();
    expect(pageCode(out)).toEqual(['/assets/main-5.js', '/assets/shared-3.js', '/assets/Products-2.js']);
    expect(out).not.toContain('modulepreload');
    // The first script itself is the template's, and stays the only one the head asks for.
    expect(out.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('links the stylesheets in the order the app and the page need them, so the cascade is theirs, and writes none in', () => {
    const out = injectPage(template, { html: '<h1>Products</h1>', reads: {}, modules: ['src/features/catalogue/Products.tsx'] }, manifest).toString();
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.indexOf('main-5.css')).toBeLessThan(head.indexOf('Products-2.css'));
    expect(out).not.toContain('<style');
  });

  it('lists only the app for a page without lazily loaded parts (the home page)', () => {
    expect(pageCode(injectPage(template, { html: '<h1>Home</h1>', reads: {}, modules: [] }, manifest).toString())).toEqual(['/assets/main-5.js', '/assets/shared-3.js']);
  });
});

describe.each(DB_KINDS)('pages rendered on the server [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let websiteDir: string;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-ssr-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    await fs.writeFile(path.join(websiteDir, 'entry-server.mjs'), BUNDLE);
    server = await startTestServer(kind, { websiteDir, websiteServerEntry: path.join(websiteDir, 'entry-server.mjs') });
    anon = new Client(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  const settingsNow = async () => (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;

  it('serves the page rendered from the API, read in-process, with the data it was rendered from (for its address without parameters it does not read)', async () => {
    const settings = await settingsNow();
    const page = await anon.get<string>('/about?from=test');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<div id="root"><p class="company">${settings.companyName}</p><p class="at">/about</p><p class="missing">404</p></div>`);
    const script = /<script type="application\/json" id="reads">([\s\S]*?)<\/script>/.exec(page.body);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('</script>');
    expect(JSON.parse(script![1])).toEqual({ settings: { data: { settings } }, note: { data: '</script><script>alert(1)</script>' } });
  });

  it('reads the API in-process as a browser reads it over HTTP: the same statuses and bodies, guards included', async () => {
    const admin = await webLogin(server.url);
    const category = await buildCategory(admin);
    await buildProduct(admin, category._id);
    await buildProduct(admin, category._id, { status: 'draft' });
    const { fetchApi } = server.running.app;
    const inProcess = async (p: string, cookie?: string) => {
      const res = await fetchApi(p, cookie ? { headers: { cookie } } : undefined);
      return { status: res.status, body: (await res.json()) as unknown, type: res.headers.get('content-type') };
    };
    const overHttp = async (p: string, client: Client) => {
      const res = await client.get(p);
      return { status: res.status, body: res.body as unknown, type: res.headers.get('content-type') };
    };
    for (const p of [
      '/api/v1/settings',
      '/api/v1/products?page=1',
      '/api/v1/blogs/menu',
      '/api/reviews?page=1&limit=10',
      // An unknown route, a bad query and a wrong method's route: the same error answers.
      '/api/v1/no-such-route',
      '/api/v1/products?page=0',
      '/api/v1/product/no-such-id',
      // Staff only: refused to a visitor's read.
      '/api/v1/admin/products',
      // Addresses taken apart as a URL would: an empty query, escapes, a character past ASCII, dot segments.
      '/api/v1/products?',
      '/api/v1/product/by-slug/no%20such',
      '/api/v1/product/by-slug/café',
      '/api/v1/x/../settings',
      '/api/v1/x/%2e%2e/settings',
    ]) {
      expect(await inProcess(p), p).toEqual(await overHttp(p, anon));
    }
    expect(await inProcess('http://localhost/api/v1/settings?')).toEqual(await overHttp('/api/v1/settings', anon));
    // A preview's reads carry the staff member's session cookie: answered as to them (drafts included).
    const staffList = await inProcess('/api/v1/admin/products', admin.auth.cookie);
    expect(staffList.status).toBe(200);
    expect(staffList).toEqual(await overHttp('/api/v1/admin/products', admin));
    expect((staffList.body as { data: Array<{ status: string }> }).data.map((p) => p.status).sort()).toEqual(['draft', 'published']);
    // However the headers are given.
    expect((await fetchApi('/api/v1/admin/products', { headers: new Headers({ Cookie: admin.auth.cookie ?? '' }) })).status).toBe(200);
    expect((await fetchApi('/api/v1/admin/products', { headers: { Cookie: admin.auth.cookie ?? '' } })).status).toBe(200);
    // A page only reads: a write is refused before it reaches a route.
    await expect(fetchApi('/api/v1/contact', { method: 'POST', body: '{}' })).rejects.toThrow(/GET/);
  });

  it('keeps the 404 of an unknown address while rendering its page', async () => {
    const page = await anon.get<string>('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.body).toContain('<p class="at">/no-such-page</p>');
  });

  it('falls back to the shell the browser renders when rendering fails: never a 500', async () => {
    const page = await anon.get<string>('/careers');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('id="reads"');
  });

  it('leaves the back office to the browser', async () => {
    const page = await anon.get<string>('/admin/products');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('shows an admin change on the very next rendered page (the cached page and API answer are both dropped)', async () => {
    const before = await anon.get<string>('/about');
    expect(before.body).toContain((await settingsNow()).companyName);
    const admin = await desktopLogin(server.url);
    const { updatedAt: _u, ...input } = await settingsNow();
    const put = await admin.put('/api/v1/admin/settings', { json: { ...input, companyName: 'Rendered Anew Pvt Ltd' } });
    expect(put.status).toBe(200);
    const after = await anon.get<string>('/about');
    expect(after.body).toContain('<p class="company">Rendered Anew Pvt Ltd</p>');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});
