import { BLOG_CATEGORIES, type BlogCategory } from './constants.js';

/**
 * The blog's RSS 2.0 feeds (shared/docs/website.md#feeds): one of every post, one per category.
 * No dependency: the server makes them, every page's head links them.
 */

/** The feed of every published post (WordPress's `/feed` answers 301 here). */
export const FEED_PATH = '/rss.xml';
/** The addresses people and tools try first for a site's feed: each answers 301 to FEED_PATH. */
export const FEED_ALIASES = ['/feed', '/feed/', '/rss', '/atom.xml'] as const;
/** Posts in a feed, newest first (WordPress's default is 10). */
export const FEED_SIZE = 20;

/** The feed of one category's posts. */
export const categoryFeedPath = (category: BlogCategory): string => `/rss/${category}.xml`;

/** The category a feed address names (undefined for the whole blog's or no feed). */
export function feedCategoryOf(path: string): BlogCategory | undefined {
  const found = /^\/rss\/([A-Za-z]+)\.xml$/.exec(path)?.[1];
  return (BLOG_CATEGORIES as readonly string[]).includes(found ?? '') ? (found as BlogCategory) : undefined;
}

/** What a post in a feed carries: its whole text, or its summary and a link (Settings, "Blog feed"). */
export const FEED_CONTENTS = ['full', 'summary'] as const;
export type FeedContent = (typeof FEED_CONTENTS)[number];
