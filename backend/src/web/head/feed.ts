import { Feed } from 'feed';
import type { DataSource } from 'typeorm';
import { BLOG_CATEGORY_LABELS, FEED_PATH, FEED_SIZE, categoryFeedPath, escapeHtmlText, publicPaths, shareImageOf, type BlogCategory, type BlogDto, type SettingsDto } from '@itsite/shared/contract';
import { listBlogs } from '../../features/blog/index.js';

/**
 * The blog's RSS 2.0 feeds (shared/docs/website.md#feeds): the newest FEED_SIZE published posts,
 * of the whole blog or one category. Drafts and scheduled posts are never in them (the same public
 * read as the blog lists). Each post carries its summary, and its whole text when Settings say so
 * ("Blog feed"), with its category, author, dates and image; addresses in it are absolute, as feed
 * readers show it away from the site.
 */

/** Rich text whose site-relative links and images point at `origin` (a reader is not on the site). */
const absolute = (html: string, origin: string) => html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);

/** A post's whole text as the page shows it: each section's heading, words and picture. */
function fullText(blog: BlogDto, origin: string): string {
  return blog.content
    .map((section) => {
      const picture = section.image ? `<p><img src="${origin}${section.image}" alt="${escapeHtmlText(section.imageAlt ?? '')}" /></p>` : '';
      return `<h2>${escapeHtmlText(section.heading)}</h2>${absolute(section.description, origin)}${picture}`;
    })
    .join('');
}

export async function blogFeed(db: DataSource, origin: string, settings: SettingsDto, category?: BlogCategory): Promise<string> {
  const { data: posts } = await listBlogs(db, { category, page: 1, limit: FEED_SIZE, publicOnly: true });
  const blogTitle = category ? `${settings.companyName}: ${BLOG_CATEGORY_LABELS[category]}` : `${settings.companyName} blog`;
  const self = origin + (category ? categoryFeedPath(category) : FEED_PATH);
  const newest = posts[0];
  const feed = new Feed({
    title: blogTitle,
    description: settings.tagline || blogTitle,
    id: origin + '/',
    link: origin + '/',
    language: 'en',
    copyright: `© ${new Date().getFullYear()} ${settings.companyName}`,
    updated: newest ? new Date(newest.updatedAt) : new Date(0),
    feedLinks: { rss: self },
    generator: settings.companyName,
  });
  for (const post of posts) {
    const link = origin + publicPaths.blog(post.slug);
    const image = shareImageOf(post.shareImage, post.content.map((s) => s.image));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.description,
      ...(settings.feedContent === 'full' && { content: fullText(post, origin) }),
      // RSS 2.0's <author> is an e-mail address; a byline is Dublin Core's creator.
      extensions: [{ name: 'dc:creator', objects: { _text: post.author } }],
      date: new Date(post.publishAt ?? post.createdAt),
      category: [{ name: BLOG_CATEGORY_LABELS[post.category] }],
      ...(image && { image: origin + image }),
    });
  }
  // The feed declares the Dublin Core namespace only with full texts; the creator needs it always.
  const xml = feed.rss2();
  return xml.includes('xmlns:dc=') ? xml : xml.replace('<rss version="2.0"', `<rss version="2.0" xmlns:dc="${DUBLIN_CORE}"`);
}

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';
