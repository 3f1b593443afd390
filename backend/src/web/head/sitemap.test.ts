import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@itsite/shared/contract';
import { BlogEntity, ProductEntity } from '../../data/entities/index.js';
import { growTo } from '../../seed/scale.js';
import { Client, DB_KINDS, startTestServer, type TestServer } from '../../test/harness.js';
import { hasXmllint, SITEMAP_XSD, xmllint as judge } from '../../test/xmllint.js';
import { sitemap } from './sitemap.js';

const text = async (stream: Readable | undefined): Promise<string> => {
  if (!stream) throw new Error('no sitemap file');
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};
/** A sitemap file by the sitemaps.org schema. */
const xmllint = (xml: string) => judge(xml, SITEMAP_XSD);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe.each(DB_KINDS)('sitemap [%s]', (kind) => {
  let server: TestServer;
  let websiteDir: string;
  let expected: string[];

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    server = await startTestServer(kind, { websiteDir });
    await growTo(server.running.db, { products: 23, blogs: 9, reviews: 0, leads: 0 });
    // Each record by its address (its slug), in id order.
    const ids = async (entity: typeof BlogEntity | typeof ProductEntity) =>
      (await server.running.db.getRepository(entity).find({ select: { id: true, slug: true }, order: { id: 'ASC' } })).map((r) => r.slug);
    expected = [
      ...Object.keys(PUBLIC_PAGES).map((p) => server.url + p),
      ...(await ids(BlogEntity)).map((slug) => `${server.url}/blog/${slug}`),
      ...(await ids(ProductEntity)).map((slug) => `${server.url}/product/${slug}`),
    ];
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  it('lists every page, blog and product in one file while they fit, each record with its lastmod', async () => {
    const anon = new Client(server.url);
    const res = await anon.get<string>('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs(res.body)).toEqual(expected);
    expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(23 + 9);
    // No numbered files while one holds everything.
    expect((await anon.get('/sitemap-1.xml')).status).toBe(404);
  });

  // CI installs xmllint (libxml2-utils); elsewhere the test runs where it is.
  it.runIf(hasXmllint || process.env.CI)('is valid by the sitemaps.org schema (xmllint), and every address in it answers 200', async () => {
    const anon = new Client(server.url);
    const { body } = await anon.get<string>('/sitemap.xml');
    expect(await xmllint(body)).toEqual({ code: 0, output: '- validates' });
    // The schema is strict: a file it refuses is caught (an element the protocol has not).
    expect((await xmllint(body.replace('<lastmod>', '<modified>').replace('</lastmod>', '</modified>'))).code).not.toBe(0);
    const failing: string[] = [];
    for (const loc of locs(body)) {
      const res = await fetch(loc, { redirect: 'manual' });
      if (res.status !== 200) failing.push(`${loc}: ${res.status}`);
    }
    expect(failing).toEqual([]);
  });

  it('becomes an index of files of at most the limit each, together listing every address once', async () => {
    const limit = 10;
    const index = await text(await sitemap(server.running.db, 'https://site.example', undefined, limit));
    const files = Math.ceil(expected.length / limit);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(Array.from({ length: files }, (_, i) => `https://site.example/sitemap-${i + 1}.xml`));

    const listed: string[] = [];
    for (let part = 1; part <= files; part++) {
      const file = await text(await sitemap(server.running.db, server.url, part, limit));
      expect(file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(file).length).toBeLessThanOrEqual(limit);
      if (hasXmllint) expect((await xmllint(file)).code, `sitemap-${part}.xml`).toBe(0);
      listed.push(...locs(file));
    }
    expect(listed).toEqual(expected);
    expect(await sitemap(server.running.db, server.url, files + 1, limit)).toBeUndefined();
    expect(await sitemap(server.running.db, server.url, 0, limit)).toBeUndefined();
  });
});
