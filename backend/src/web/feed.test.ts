import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogDto, SettingsDto } from '@itsite/shared/contract';
import { blogForm } from '../test/factories.js';
import { Client, DB_KINDS, startTestServer, webLogin, type TestServer } from '../test/harness.js';

/**
 * The blog's RSS feeds (shared/docs/website.md#feeds), read by a real feed parser as a reader or a
 * newsletter tool would: published posts newest first, never a draft, per category, full text or
 * summary as Settings say, linked from every page's head.
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>';

describe.each(DB_KINDS)('blog feeds [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let websiteDir: string;
  const parser = new Parser<Record<string, never>, { 'content:encoded'?: string }>({ customFields: { item: ['content:encoded'] } });
  const read = async (address: string) => {
    const res = await fetch(server.url + address);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    return parser.parseString(await res.text());
  };
  const post = async (title: string, fields: Record<string, string> = {}) => {
    const res = await admin.post<{ data: BlogDto }>('/api/v1/blogs', {
      form: await blogForm({ title, description: `What ${title} is about.`, author: 'Asha Rao', ...fields }, [{ heading: 'The plan', description: '<p>Read <a href="/products">the catalogue</a>.</p>' }]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };

  beforeAll(async () => {
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-feed-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), TEMPLATE);
    server = await startTestServer(kind, { websiteDir });
    anon = new Client(server.url);
    admin = await webLogin(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  it('lists published posts newest first with their text, category, author and picture; never a draft', async () => {
    const older = await post('Payroll in one afternoon');
    const draft = await post('Not ready yet', { status: 'draft' });
    const newer = await post('Local SEO in ninety days', { category: 'digitalMarketing' });
    const feed = await read('/rss.xml');
    const { companyName } = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body.settings;
    expect(feed.title).toBe(`${companyName} blog`);
    expect(feed.items.map((i) => i.title)).toEqual(expect.arrayContaining([older.title, newer.title]));
    expect(feed.items.map((i) => i.title).indexOf(newer.title)).toBeLessThan(feed.items.map((i) => i.title).indexOf(older.title));
    expect(feed.items.map((i) => i.title)).not.toContain(draft.title);

    const item = feed.items.find((i) => i.title === newer.title)!;
    expect(item.link).toBe(`${server.url}/blog/${newer.slug}`);
    expect(item.guid).toBe(item.link);
    expect(item.contentSnippet ?? item.content).toContain('What Local SEO in ninety days is about.');
    expect(item.categories).toEqual(['Digital Marketing']);
    // RSS 2.0: the byline is dc:creator (an <author> would have to be an e-mail address).
    expect(item.creator).toBe('Asha Rao');
    // When it went public, to the second (RSS dates have no finer grain).
    expect(Date.parse(item.isoDate!)).toBe(Math.floor(Date.parse(newer.publishAt!) / 1000) * 1000);
    expect(item.enclosure?.url).toBe(server.url + newer.content[0].image);
    // The whole text, links made absolute for a reader away from the site.
    const full = item['content:encoded']!;
    expect(full).toContain('<h2>The plan</h2>');
    expect(full).toContain(`href="${server.url}/products"`);
    expect(full).toContain(`<img src="${server.url}${newer.content[0].image}" alt="Section picture 1" />`);
  });

  it('has a feed per category, and sends the addresses people try (/feed) to /rss.xml', async () => {
    const marketing = await post('Reels that sell', { category: 'digitalMarketing' });
    const office = await post('Invoices without typing', { category: 'backOffice' });
    const feed = await read('/rss/digitalMarketing.xml');
    expect(feed.items.map((i) => i.title)).toContain(marketing.title);
    expect(feed.items.map((i) => i.title)).not.toContain(office.title);
    expect(feed.items.every((i) => i.categories?.[0] === 'Digital Marketing')).toBe(true);

    const moved = await fetch(`${server.url}/feed`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/rss.xml');
    expect((await fetch(`${server.url}/rss/noSuchCategory.xml`)).status).toBe(404);
  });

  it('carries summaries only when Settings say so, and a change shows at once (not a stale cached feed)', async () => {
    const title = `Summaries ${Date.now()}`;
    await post(title);
    const before = await read('/rss.xml');
    expect(before.items.find((i) => i.title === title)?.['content:encoded']).toContain('<h2>The plan</h2>');

    const { settings } = (await anon.get<{ settings: SettingsDto }>('/api/v1/settings')).body;
    const { updatedAt: _u, ...fields } = settings;
    expect((await admin.put('/api/v1/admin/settings', { json: { ...fields, feedContent: 'summary' } })).status).toBe(200);
    const after = await read('/rss.xml');
    const item = after.items.find((i) => i.title === title)!;
    expect(item['content:encoded']).toBeUndefined();
    expect(item.contentSnippet).toContain(`What ${title} is about.`);
    // Without the full texts the byline's namespace is still declared (an XML reader refuses an undeclared prefix).
    expect(item.creator).toBe('Asha Rao');
    const xml = await (await fetch(`${server.url}/rss.xml`)).text();
    expect(xml).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    expect(xml).not.toContain('<author>');
    expect((await admin.put('/api/v1/admin/settings', { json: { ...fields, feedContent: 'full' } })).status).toBe(200);
    expect((await admin.put('/api/v1/admin/settings', { json: { ...fields, feedContent: 'everything' } })).status).toBe(400);
  });

  it('answers a reader\'s conditional GET: 304 while nothing changed, the new feed once a post is published', async () => {
    const first = await fetch(`${server.url}/rss.xml`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/rss.xml`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const fresh = await post(`Conditional ${Date.now()}`);
    const changed = await fetch(`${server.url}/rss.xml`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain(fresh.title);
  });

  it('is linked from every page, and a post and a category list link their category\'s feed too', async () => {
    const about = await anon.get<string>('/about');
    expect(about.body).toContain(`<link rel="alternate" type="application/rss+xml" title="`);
    expect(about.body).toContain(`href="${server.url}/rss.xml"`);
    expect(about.body).not.toContain('/rss/');
    const list = await anon.get<string>('/digitalMarketingServices');
    expect(list.body).toContain(`href="${server.url}/rss/digitalMarketing.xml"`);
    const one = await post('Linked from its page', { category: 'backOffice' });
    const page = await anon.get<string>(`/blog/${one.slug}`);
    expect(page.body).toContain(`href="${server.url}/rss/backOffice.xml"`);
  });
});
