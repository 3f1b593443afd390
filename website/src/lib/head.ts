import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { useEffect } from 'react';
import { useSite } from './site.js';

/** Extra share details of a page; pages without them share no image and count as a website. */
export interface PageShare {
  /** Path or address of the share image. */
  image?: string;
  type?: 'website' | 'article' | 'product';
}

function headTag<T extends HTMLElement>(selector: string, make: () => T): T {
  let tag = document.head.querySelector<T>(selector);
  if (!tag) {
    tag = make();
    document.head.append(tag);
  }
  return tag;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  const selector = `meta[${attr}="${key}"]`;
  if (content === undefined) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headTag(selector, () => {
    const tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    return tag;
  }).content = content;
}

/**
 * Keeps the head right after client-side navigation: title, description, canonical link and the
 * Open Graph tags, so a page shared after in-app navigation never carries the previous page's
 * title or image. The server already wrote them into the HTML for the first load (what crawlers
 * read); the same tags are rewritten in place here rather than added beside them.
 */
export function usePageMeta(title: string | undefined, description?: string, share: PageShare = {}) {
  const { image, type = 'website' } = share;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    // The server's canonical origin may be the configured public address; keep it when present.
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = existing ? new URL(existing.href).origin : location.origin;
    const url = origin + location.pathname;
    headTag('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = url;
    const absoluteImage = image ? new URL(image, origin).href : undefined;
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:type', type === 'article' ? 'article' : 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', absoluteImage);
    setMeta('name', 'twitter:card', absoluteImage ? 'summary_large_image' : 'summary');
    if (description !== undefined) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description, image, type]);
}

/**
 * "<title> | <company>", the way the server writes it, plus the description. Waits for the settings
 * so the title never flashes without the company name.
 */
export function useTitledPageMeta(title: string | undefined, description?: string, share?: PageShare) {
  const { settings } = useSite();
  const company = settings?.companyName;
  usePageMeta(title && settings ? (company ? `${title} | ${company}` : title) : undefined, description, share);
}

/** The meta of one of the static public pages (PUBLIC_PAGES). */
export function usePublicPageMeta(path: string) {
  const meta = PUBLIC_PAGES[path];
  useTitledPageMeta(meta?.title, meta?.description);
}
