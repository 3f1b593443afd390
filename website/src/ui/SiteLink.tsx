import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useNavigate } from 'react-router-dom';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address on this site from its root, as the browser shows it: `/products?page=2`. */
  to: string;
  /** Replace the current history entry instead of adding one (by default only when the address is the one shown). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click that means "follow the link here": the main button, no key held for a new tab or window, no other target. */
function followsHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link to a page of the site: a plain `<a href>` (a new tab, a copied address and a page without
 * JavaScript all work), which the router follows in the page when clicked, as React Router's
 * `<Link>` does.
 *
 * The site's links are all written from the root, so nothing here resolves an address against
 * the route it is in. `<Link>` does that for every link on every render (it serializes the route's
 * matches twice to do it) and keeps its prefetching state: on the server that was an eighth of the
 * home page's render, for its 38 links.
 */
export function SiteLink({ to, replace, target, onClick, ...rest }: SiteLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsHere(event, target)) return;
    event.preventDefault();
    // As <Link>: following a link to the page that is shown does not add a history entry.
    const shown = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: replace ?? shown === to });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
