import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { usePageMeta } from '../../lib/head.js';
import { useSite } from '../../lib/site.js';

/** "<page title> | <company>" as the server writes it, plus the page's description (PUBLIC_PAGES). */
export function pageTitle(title: string, companyName: string | undefined): string {
  return companyName ? `${title} | ${companyName}` : title;
}

export function usePublicPageMeta(path: string) {
  const { settings } = useSite();
  const meta = PUBLIC_PAGES[path];
  usePageMeta(meta ? pageTitle(meta.title, settings?.companyName) : undefined, meta?.description);
}
