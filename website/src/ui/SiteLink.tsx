import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { jsx } from 'react/jsx-runtime';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address on this site from its root, as the browser shows it: `/products?page=2`. */
  to: string;
  /** Replace the current history entry instead of adding one (by default only when the address is the one shown). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The router's navigate function, asked for once by the site's layout (`SiteNavigation`) and read
 * by every link. `useNavigate` in each of a page's 40-odd links was a tenth of a server render.
 */
const Navigate = createContext<NavigateFunction | null>(null);

/** Gives the site's links inside it the router to follow them with (the public layout wraps every page in it). */
export function SiteNavigation({ children }: { children: ReactNode }) {
  return <Navigate.Provider value={useNavigate()}>{children}</Navigate.Provider>;
}

/** A click that means "follow the link here": the main button, no key held for a new tab or window, no other target. */
function followsHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link to a page of the site: a plain `<a href>` (a new tab, a copied address and a page without
 * JavaScript all work), which the router follows in the page when clicked, as React Router's
 * `<Link>` does. Outside `SiteNavigation` there is no router to follow it with, and the browser
 * loads the address itself.
 *
 * The site's links are all written from the root, so nothing here resolves an address against
 * the route it is in. `<Link>` does that for every link on every render (it serializes the route's
 * matches twice to do it) and keeps its prefetching state: on the server that was an eighth of the
 * home page's render, for its 38 links.
 */
export function SiteLink(props: SiteLinkProps) {
  const navigate = useContext(Navigate);
  const anchor = anchorProps(props);
  const { to, replace, target, onClick } = props;
  anchor.onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !followsHere(event, target)) return;
    event.preventDefault();
    // As <Link>: following a link to the page that is shown does not add a history entry.
    const shown = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: replace ?? shown === to });
  };
  // Handed to React as made here: `<a {...anchor} />` would copy every prop once more, for each of
  // a page's 40-odd links.
  return jsx('a', anchor);
}

/**
 * The anchor's attributes from the link's props, in one pass: `to` as its `href`, `replace` and
 * `onClick` left out (the link's own click handler takes the latter's place). Copied one by one:
 * object rest or spread takes V8's slow path for props of every shape.
 */
function anchorProps(props: SiteLinkProps): AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> } {
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (key === 'to') anchor.href = props.to;
    else if (key !== 'replace' && key !== 'onClick') anchor[key] = props[key as keyof SiteLinkProps];
  }
  return anchor;
}

export interface SiteNavLinkProps extends Omit<SiteLinkProps, 'aria-current'> {
  /** Current only on exactly this address, not also on the addresses below it. */
  end?: boolean;
}

/**
 * A menu's link: a `SiteLink` marked `aria-current="page"` while the page shown is its address or
 * one below it (with `end`, only its address), as React Router's `<NavLink>` marks it, without
 * resolving the address against the route it is in.
 */
export function SiteNavLink({ end, ...props }: SiteNavLinkProps) {
  const { pathname } = useLocation();
  const current = pathname === props.to || (!end && props.to !== '/' && pathname.startsWith(`${props.to}/`));
  return <SiteLink {...props} aria-current={current ? 'page' : undefined} />;
}
