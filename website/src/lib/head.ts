import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { useEffect } from 'react';
import { useSite } from './site.js';

/**
 * Keeps the document title and meta description right after client-side navigation. The server
 * already wrote them into the HTML for the first load (what crawlers and link previews read).
 */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (description !== undefined) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.append(tag);
      }
      tag.content = description;
    }
  }, [title, description]);
}

/**
 * "<title> | <company>", the way the server writes it, plus the description. Waits for the settings
 * so the title never flashes without the company name.
 */
export function useTitledPageMeta(title: string | undefined, description?: string) {
  const { settings } = useSite();
  const company = settings?.companyName;
  usePageMeta(title && settings ? (company ? `${title} | ${company}` : title) : undefined, description);
}

/** The meta of one of the static public pages (PUBLIC_PAGES). */
export function usePublicPageMeta(path: string) {
  const meta = PUBLIC_PAGES[path];
  useTitledPageMeta(meta?.title, meta?.description);
}
