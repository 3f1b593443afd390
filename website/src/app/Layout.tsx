import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { XSRF_COOKIE } from '@itsite/shared/contract/constants';
import { useSite } from '../lib/site.js';
import { useReadStore } from '../lib/reads.js';
import { useMarkInteractive } from '../lib/interactive.js';
import { usePreview } from '../lib/preview.js';
import { usePageViews } from '../lib/pageViews.js';
import { ChatWidget } from './ChatWidget.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { prefetchLinks } from './pages.js';
import { PreviewBar } from './PreviewBar.js';
import { Spinner } from '../ui/Spinner.js';
import { SiteNavigation } from '../ui/SiteLink.js';

/**
 * A signed-in staff member who opens a listed public page goes to the back office (admins and
 * editors /admin/products, sales the lead inbox). Only a browser holding a session (its XSRF
 * cookie is readable) asks the server who it is. A preview (the admin's "View site" / "View",
 * verified by the server) stays on the page.
 */
function useAdminRedirect() {
  const { api } = useSite();
  const navigate = useNavigate();
  const preview = usePreview();
  useEffect(() => {
    if (preview) return;
    if (!document.cookie.split('; ').some((c) => c.startsWith(`${XSRF_COOKIE}=`))) return;
    api.auth.me().then(
      async (r) => {
        // Every account is staff: each goes to its role's first screen (sales: the lead inbox). The
        // back office's address table is loaded only then: visitors' scripts never carry it.
        const { homeFor } = await import('@itsite/shared/admin/routes');
        void navigate(homeFor(r.user.role), { replace: true });
      },
      () => undefined,
    );
  }, [api, navigate, preview]);
}

function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Wraps the listed public pages only, so an unknown path stays a 404 even for a signed-in admin. */
export function AdminRedirect() {
  useAdminRedirect();
  return <Outlet />;
}

/** Renders nothing; marks the page interactive once the content around it is hydrated. */
function Interactive() {
  useMarkInteractive();
  return null;
}

/**
 * The custom cursor's code, loaded only where it can show (a mouse or trackpad): phones and
 * tablets never fetch it, and no page waits for it (it draws nothing until the pointer moves).
 */
function useCustomCursor(): ComponentType | null {
  const [Cursor, setCursor] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    void import('./CustomCursor.js').then((m) => setCursor(() => m.CustomCursor));
  }, []);
  return Cursor;
}

export function PublicLayout() {
  useScrollToTopOnNavigate();
  usePageViews();
  const Cursor = useCustomCursor();
  const { api } = useSite();
  const reads = useReadStore();
  useEffect(() => prefetchLinks(reads, api), [reads, api]);
  return (
    <SiteNavigation>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PreviewBar />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading" />}>
          <Outlet />
          <Interactive />
        </Suspense>
      </main>
      <Footer />
      <ChatWidget />
      {Cursor && <Cursor />}
    </SiteNavigation>
  );
}
