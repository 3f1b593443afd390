import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installHistoryGate } from '@itsite/shared/admin/historyGate';
// With the app's own styles in one stylesheet, which the server links from every page it renders.
import './styles/global.css';
import { SiteProvider } from './lib/site.js';
import { ReadStore, type Embedded } from './lib/reads.js';
import { embeddedPreview, PreviewContext } from './lib/preview.js';
import { AppRoutes } from './app/routes.js';
import { loadPageCode } from './app/pages.js';

// The old client used hash addresses (`/#/about`); they keep working as clean paths, both on a
// fresh load and when the hash changes on a page already open (the router then follows the popstate).
function rewriteHashAddress() {
  if (!location.hash.startsWith('#/')) return false;
  history.replaceState(history.state, '', location.hash.slice(1) || '/');
  return true;
}
const rewritten = rewriteHashAddress();
// Before the router listens: lets an edited admin form hold the Back button (useUnsavedChangesGuard).
installHistoryGate();
addEventListener('hashchange', () => {
  if (rewriteHashAddress()) dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
});

// The data the server rendered the page with: the page hydrates from it without fetching it again.
const embedded = document.getElementById('reads');
const store = new ReadStore(false, embedded?.textContent ? (JSON.parse(embedded.textContent) as Record<string, Embedded>) : {});
// A signed-in admin's preview, as the server verified it (null for visitors).
const preview = embeddedPreview();

const app = (
  <StrictMode>
    <PreviewContext.Provider value={preview}>
      <SiteProvider store={store}>
        {/* The server renders with React Router's StaticRouterProvider, which sets its router beside
            an empty slot (for a data router's script): the same two children here give the browser
            the same tree, so useId gives the same ids on both sides (server-render.spec.ts checks
            every one). The browser keeps the lighter BrowserRouter: a data router is 17 KB more
            code, gzipped, on every page. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {null}
      </SiteProvider>
    </PreviewContext.Provider>
  </StrictMode>
);

const container = document.getElementById('root') as HTMLElement;
// A page the server rendered is hydrated, with the page's code loaded first so hydration covers
// the whole page at once; the admin (never rendered by the server) and an old hash address (the
// server rendered the home page for it) are rendered here. Hydrated as a transition, React
// yields to the browser every few milliseconds (a click meanwhile is replayed once its part is
// hydrated) instead of blocking it for the whole page: the home page's was one task of about
// 450 ms on a phone.
if (container.firstChild && !rewritten) void loadPageCode(location.pathname).finally(() => startTransition(() => void hydrateRoot(container, app)));
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
