import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsDto } from '@itsite/shared/contract';
import { buildBlog, buildCategory, buildProduct } from '../test/factories.js';
import { Client, DB_KINDS, desktopLogin, startTestServer, type TestServer } from '../test/harness.js';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Template title</title>
<meta name="description" content="Template description" /><script type="module" src="/assets/app-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe.each(DB_KINDS)('pages served to browsers and crawlers [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let websiteDir: string;

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-web-'));
    await fs.mkdir(path.join(websiteDir, 'assets'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    await fs.writeFile(path.join(websiteDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startTestServer(kind, { websiteDir });
    anon = new Client(server.url);
    admin = await desktopLogin(server.url);
    const settings = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    await admin.put('/api/v1/admin/settings', { json: { ...settings, updatedAt: undefined, companyName: 'Nexora' } });
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  it('serves a public page with its own title, description, canonical link and share tags', async () => {
    const res = await anon.get<string>('/about');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>About Us | Nexora</title>');
    expect(res.body).not.toContain('Template title');
    expect(meta(res.body, 'name', 'description')).toMatch(/decade of global delivery/);
    expect(res.body).toContain(`<link rel="canonical" href="${server.url}/about" />`);
    expect(meta(res.body, 'property', 'og:title')).toBe('About Us | Nexora');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves a blog with its title, the first 150 characters of its description and its first image', async () => {
    const blog = await buildBlog(admin);
    const long = 'Back office support that scales. '.repeat(10);
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'Outsourced <Bookkeeping>', heading: blog.heading, description: long, author: 'A', category: 'backOffice' })) form.append(k, v);
    form.append('content', JSON.stringify(blog.content.map((c) => ({ heading: c.heading, description: c.description, image: c.image }))));
    expect((await admin.put(`/api/v1/blogs/${blog._id}`, { form })).status).toBe(200);

    const res = await anon.get<string>(`/blog/${blog._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Outsourced &lt;Bookkeeping&gt; | Nexora</title>');
    const description = meta(res.body, 'name', 'description') as string;
    expect(description).toBe(long.replace(/\s+/g, ' ').trim().slice(0, 150));
    expect(meta(res.body, 'property', 'og:image')).toBe(server.url + blog.content[0].image);
    expect(meta(res.body, 'property', 'og:type')).toBe('article');
  });

  it('serves a product page with its name and image', async () => {
    const category = await buildCategory(admin);
    const product = await buildProduct(admin, category._id, { name: 'Antivirus Suite' });
    const res = await anon.get<string>(`/product/${product._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Antivirus Suite | Nexora</title>');
    expect(meta(res.body, 'property', 'og:image')).toBe(server.url + product.image[0]);
  });

  it.each(['/no-such-page', '/blog/000000000000000000000000', '/product/000000000000000000000000', '/webdevelopment/unknown'])(
    'answers %s with status 404, the app shell and noindex',
    async (p) => {
      const res = await anon.get<string>(p);
      expect(res.status).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    },
  );

  it('serves admin screens with noindex', async () => {
    const res = await anon.get<string>('/admin/products');
    expect(res.status).toBe(200);
    expect(res.body).toContain('noindex');
  });

  it('sends a CSP that allows only our origin unless settings enable the chat widget or map', async () => {
    const csp = (await anon.get('/')).headers.get('content-security-policy') as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const settings = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    await admin.put('/api/v1/admin/settings', {
      json: { ...settings, updatedAt: undefined, chatWidgetScriptUrl: 'https://embed.tawk.to/abc/default', mapEmbedUrl: 'https://www.google.com/maps/embed?pb=x' },
    });
    const enabled = (await anon.get('/')).headers.get('content-security-policy') as string;
    expect(enabled).toContain("script-src 'self' https://embed.tawk.to https://*.tawk.to");
    expect(enabled).toContain('frame-src https://www.google.com');
    await admin.put('/api/v1/admin/settings', { json: { ...settings, updatedAt: undefined } });
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await anon.get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('lists pages, blogs and products in /sitemap.xml and points robots.txt to it', async () => {
    const blog = await buildBlog(admin);
    const sitemap = await anon.get<string>('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(sitemap.body).toContain(`<loc>${server.url}/careers</loc>`);
    expect(sitemap.body).toContain(`<loc>${server.url}/appdevelopment/flutter-app-development</loc>`);
    expect(sitemap.body).toContain(`<loc>${server.url}/blog/${blog._id}</loc>`);
    const robots = await anon.get<string>('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /wp-admin');
    expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
