import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, type SettingsDto } from '@itsite/shared/contract';
import { buildBlog, buildCategory, buildProduct } from '../../test/factories.js';
import { Client, DB_KINDS, desktopLogin, startTestServer, type TestServer } from '../../test/harness.js';

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
    expect(meta(res.body, 'name', 'description')).toBe(PUBLIC_PAGES['/about']?.description);
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

    const res = await anon.get<string>(`/blog/${blog.slug}`);
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
    const res = await anon.get<string>(`/product/${product.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Antivirus Suite | Nexora</title>');
    expect(meta(res.body, 'property', 'og:image')).toBe(server.url + product.image[0]);
  });

  it('describes a product by the words of its rich-text description, never its markup', async () => {
    const category = await buildCategory(admin);
    const product = await buildProduct(admin, category._id, { description: '<h2>Managed</h2><p>Backups &amp; <em>restores</em>.</p>' });
    const res = await anon.get<string>(`/product/${product.slug}`);
    expect(meta(res.body, 'name', 'description')).toBe('Managed Backups &amp; restores.');
    expect(meta(res.body, 'property', 'og:description')).toBe('Managed Backups &amp; restores.');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '[]') as unknown;
    const jsonLd = (Array.isArray(ld) ? ld : [ld]) as Array<{ '@type': string; description?: string }>;
    expect(jsonLd.find((t) => t['@type'] === 'Product')?.description).toBe('Managed Backups & restores.');
  });

  it('describes the company, the page trail, a product with its offer and an article as JSON-LD', async () => {
    const category = await buildCategory(admin);
    const product = await buildProduct(admin, category._id, { name: 'Firewall Appliance </script><script>alert(1)</script>' });
    const blog = await buildBlog(admin, 'digitalMarketing');
    const ldOf = (html: string) => {
      const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      expect(found, 'a JSON-LD block').toBeTruthy();
      const parsed = JSON.parse(found?.[1] ?? '[]') as Record<string, unknown> | Array<Record<string, unknown>>;
      return Array.isArray(parsed) ? parsed : [parsed];
    };
    // A breadcrumb list's items are read below; the rest is compared with toMatchObject.
    type Thing = Record<string, unknown> & { itemListElement: Array<{ item: string; name: string }> };
    const ofType = (things: Array<Record<string, unknown>>, type: string) => things.find((t) => t['@type'] === type) as Thing | undefined;

    const productPage = (await anon.get<string>(`/product/${product.slug}`)).body;
    // The name cannot close the script block early.
    expect(productPage).not.toContain('</script><script>alert(1)');
    const onProduct = ldOf(productPage);
    const { address } = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    expect(ofType(onProduct, 'Organization')).toMatchObject({
      name: 'Nexora',
      url: `${server.url}/`,
      logo: `${server.url}/favicon.svg`,
      address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'IN' },
    });
    expect(ofType(onProduct, 'Product')).toMatchObject({
      name: product.name,
      image: [server.url + product.image[0]],
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: product.price.toFixed(2), availability: 'https://schema.org/InStock' },
    });
    expect(ofType(onProduct, 'BreadcrumbList')?.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${server.url}/`,
      `${server.url}/products`,
      `${server.url}/product/${product.slug}`,
    ]);

    const article = ldOf((await anon.get<string>(`/blog/${blog.slug}`)).body);
    expect(ofType(article, 'BlogPosting')).toMatchObject({ headline: blog.title, author: { name: blog.author }, datePublished: blog.createdAt });
    expect(ofType(article, 'BreadcrumbList')?.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Digital Marketing Services', blog.title]);

    const about = ldOf((await anon.get<string>('/about')).body);
    expect(about.map((t) => t['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    // Pages kept out of search engines carry none.
    expect((await anon.get<string>('/no-such-page')).body).not.toContain('application/ld+json');
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
    expect(enabled).toContain("script-src 'self' https://embed.tawk.to;");
    expect(enabled).toContain('frame-src https://www.google.com');
    await admin.put('/api/v1/admin/settings', { json: { ...settings, updatedAt: undefined } });
  });

  it('allows exactly the chat script\'s origin, never a wildcard of its parent domain', async () => {
    const settings = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    await admin.put('/api/v1/admin/settings', { json: { ...settings, updatedAt: undefined, chatWidgetScriptUrl: 'https://x.github.io/chat.js' } });
    try {
      const csp = (await anon.get('/')).headers.get('content-security-policy') as string;
      expect(csp).toContain("script-src 'self' https://x.github.io;");
      expect(csp).toContain('connect-src \'self\' https://x.github.io wss://x.github.io;');
      expect(csp).not.toContain('*');
    } finally {
      await admin.put('/api/v1/admin/settings', { json: { ...settings, updatedAt: undefined } });
    }
  });

  it('never writes a forged Host into canonical links, share tags, the sitemap or robots.txt', async () => {
    const port = new URL(server.url).port;
    const forged = async (p: string, host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: p, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
      });
    for (const p of ['/', '/about', '/sitemap.xml', '/robots.txt']) {
      const body = await forged(p, 'evil.example');
      expect(body).not.toContain('evil.example');
      expect(body).toContain(`http://localhost:${port}`);
    }
    // The listen address and localhost are the site's own names, and are kept.
    expect(await forged('/about', `localhost:${port}`)).toContain(`<link rel="canonical" href="http://localhost:${port}/about" />`);
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
    expect(sitemap.body).toContain(`<loc>${server.url}/blog/${blog.slug}</loc>`);
    const robots = await anon.get<string>('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /wp-admin');
    expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
