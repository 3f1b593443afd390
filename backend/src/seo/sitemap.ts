import type { DataSource } from 'typeorm';
import { PUBLIC_PAGES } from '@itsite/shared/contract';
import { BlogEntity, ProductEntity } from '../entities/index.js';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** sitemap.xml: every public page, blog and product, with the date it last changed. */
export async function sitemapXml(db: DataSource, origin: string): Promise<string> {
  const [blogs, products] = await Promise.all([
    db.getRepository(BlogEntity).find({ select: { id: true, updatedAt: true }, order: { createdAt: 'DESC' } }),
    db.getRepository(ProductEntity).find({ select: { id: true, updatedAt: true }, order: { createdAt: 'DESC' } }),
  ]);
  const entries = [
    ...Object.keys(PUBLIC_PAGES).map((path) => ({ loc: origin + path, lastmod: undefined as Date | undefined })),
    ...blogs.map((b) => ({ loc: `${origin}/blog/${b.id}`, lastmod: b.updatedAt })),
    ...products.map((p) => ({ loc: `${origin}/product/${p.id}`, lastmod: p.updatedAt })),
  ];
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /wp-admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
