import { Readable } from 'node:stream';
import { MoreThan, type DataSource, type EntitySchema } from 'typeorm';
import { DOCUMENT_KIND_NAMES, PUBLIC_PAGES, documentPage, publicPaths } from '@itsite/shared/contract';
import { documentEntities } from '../../data/entities/documents.js';
import { BlogEntity, ProductEntity } from '../../data/entities/index.js';
import type { Memo } from '../../kernel/db/paging.js';

/**
 * sitemap.xml: every public page, blog and product, with the date it last changed.
 *
 * The protocol allows 50,000 addresses a file: past that, /sitemap.xml is an index of
 * /sitemap-1.xml, /sitemap-2.xml, ... Each file is streamed, its rows read a batch at a time in id
 * order (ids grow with time, so new records land in the last file and the others stay as they were).
 */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 1000;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

interface Dated {
  id: string;
  slug: string;
  updatedAt: Date;
  status: string;
}

/** Only published records have a public page (drafts and scheduled ones answer 404 to visitors). */
const PUBLISHED = { status: 'published' } as const;

/**
 * The records with a page of their own, in the order the files list them (after the fixed pages).
 * Only their id, slug (their address) and updatedAt are read, which both entities have; only
 * published ones are listed.
 */
const SOURCES: Array<{ entity: EntitySchema<Dated>; path: (slug: string) => string }> = [
  { entity: BlogEntity, path: publicPaths.blog },
  { entity: ProductEntity, path: publicPaths.product },
  // Each document type's pages (documents.ts).
  ...DOCUMENT_KIND_NAMES.map((kind) => ({ entity: documentEntities[kind], path: (slug: string) => documentPage(kind, slug) })),
];

const url = (loc: string, lastmod?: Date) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>\n`;

/** The <url> lines at positions [start, end) of the whole list: fixed pages, then each source by id. */
async function* urls(db: DataSource, origin: string, counts: number[], start: number, end: number): AsyncGenerator<string> {
  const pages = Object.keys(PUBLIC_PAGES);
  for (const path of pages.slice(start, end)) yield url(origin + path);
  let pos = pages.length;
  for (const [i, source] of SOURCES.entries()) {
    const n = counts[i];
    const skip = Math.max(0, start - pos);
    let left = Math.min(n, end - pos) - skip;
    pos += n;
    if (left <= 0) continue;
    const repo = db.getRepository(source.entity);
    // One offset to find where this file starts, then batches after the last id read.
    let after: string | undefined;
    let offset = skip;
    while (left > 0) {
      const rows = await repo.find({
        select: { id: true, slug: true, updatedAt: true },
        where: after === undefined ? PUBLISHED : { ...PUBLISHED, id: MoreThan(after) },
        order: { id: 'ASC' },
        skip: offset,
        take: Math.min(BATCH, left),
      });
      if (rows.length === 0) break;
      offset = 0;
      after = rows.at(-1)!.id;
      left -= rows.length;
      yield rows.map((r) => url(origin + source.path(r.slug), r.updatedAt)).join('');
    }
  }
}

async function* urlset(lines: AsyncGenerator<string>): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  yield* lines;
  yield '</urlset>\n';
}

function* sitemapIndex(origin: string, files: number): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  // No <lastmod> per file: finding it would read every record, which is what an index spares.
  for (let n = 1; n <= files; n++) yield `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`;
  yield '</sitemapindex>\n';
}

/**
 * The body of /sitemap.xml (`part` undefined) or /sitemap-<part>.xml, as a stream; undefined when
 * there is no such file (a part number past the last, or parts when one file holds everything).
 */
export async function sitemap(db: DataSource, origin: string, part?: number, maxUrls = SITEMAP_MAX_URLS, memo: Memo = (_key, read) => read()): Promise<Readable | undefined> {
  // Counting 200,000 products costs a scan of an index: the counts are kept until the content changes.
  const counts = await Promise.all(SOURCES.map((s, i) => memo(`sitemap:${i}`, () => db.getRepository(s.entity).count({ where: PUBLISHED }))));
  const total = Object.keys(PUBLIC_PAGES).length + counts.reduce((a, b) => a + b, 0);
  const files = Math.max(1, Math.ceil(total / maxUrls));
  if (part === undefined) {
    return Readable.from(files === 1 ? urlset(urls(db, origin, counts, 0, total)) : sitemapIndex(origin, files));
  }
  if (files === 1 || !Number.isInteger(part) || part < 1 || part > files) return undefined;
  return Readable.from(urlset(urls(db, origin, counts, (part - 1) * maxUrls, part * maxUrls)));
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /wp-admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
