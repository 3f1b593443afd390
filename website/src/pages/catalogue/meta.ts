import { usePageMeta } from '../../lib/head.js';
import { useSite } from '../../lib/site.js';

/**
 * Page title as the server writes it ("Title | Company") plus the meta description. Waits for the
 * settings so the title never flashes without the company name.
 */
export function useTitledPageMeta(title: string | undefined, description?: string) {
  const { settings } = useSite();
  const company = settings?.companyName;
  usePageMeta(title && settings ? (company ? `${title} | ${company}` : title) : undefined, description);
}
