import { Button, type ButtonProps } from '@mantine/core';
import { ExternalLink, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { previewAddress } from '../../contract/preview.js';
import { useAdminServices } from '../context.js';

export interface SiteLink {
  href: string;
  /** Set when the page opens outside the admin (the desktop console hands it to the system browser). */
  target?: '_blank';
  rel?: string;
}

/**
 * Where "View site" and each "View" lead (shared/docs/admin.md#view-site). In the web admin: the
 * public page in this tab, in preview (`?preview=1`, with the bar leading back to this screen);
 * plain navigation would send a signed-in admin back to the admin. In the desktop console: the same
 * address on the configured server, opened in the system browser (https only, desktop/src/main/
 * security.ts); null when the console knows no server address.
 */
export function useSiteLink(): (path: string) => SiteLink | null {
  const { desktop } = useAdminServices();
  const { pathname, search } = useLocation();
  const back = pathname + search;
  return (path) => {
    const address = previewAddress(path, back);
    if (!desktop) return { href: address };
    if (!desktop.siteUrl) return null;
    return { href: new URL(address, desktop.siteUrl).href, target: '_blank', rel: 'noopener noreferrer' };
  };
}

/** A button-looking link that opens the public page at `path` (see {@link useSiteLink}). */
export function ViewOnSite({ path, children = 'View', label, ...props }: { path: string; children?: ReactNode; label?: string } & ButtonProps) {
  const link = useSiteLink()(path);
  if (!link) return null;
  const Icon = link.target ? ExternalLink : Eye;
  return (
    <Button component="a" variant="default" leftSection={<Icon size={props.size === 'xs' ? 14 : 16} aria-hidden />} aria-label={label} {...link} {...props}>
      {children}
    </Button>
  );
}
