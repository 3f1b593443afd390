import { FEED_PATH } from '@itsite/shared/contract';
import type { PageHead } from './meta.js';
import { jsonLdTag } from './structured.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The head tags that crawlers and link previews read (title, description, canonical, Open Graph). */
export function headTags(head: PageHead, origin: string, path: string, siteName: string): string {
  const url = origin + path;
  const image = head.image ? (/^https?:\/\//.test(head.image) ? head.image : origin + head.image) : undefined;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    siteName ? `<meta property="og:site_name" content="${escapeHtml(siteName)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    head.noindex ? '' : jsonLdTag(head.structured ?? []),
    // The blog's feeds, for readers and tools that look for them on any page.
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(siteName ? `${siteName} blog` : 'Blog')}" href="${escapeHtml(origin + FEED_PATH)}" />`,
    head.categoryFeed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${siteName ? `${siteName}: ` : ''}${head.categoryFeed.title}`)}" href="${escapeHtml(origin + head.categoryFeed.path)}" />` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Puts the page's head tags in place of the template's own title and description. */
export function injectHead(template: string, tags: string): string {
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, `  ${tags}\n  </head>`);
}
