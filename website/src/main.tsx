import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { SiteProvider } from './lib/site.js';
import { AppRoutes } from './routes.js';

// The old client used hash addresses (`/#/about`); they keep working as clean paths, both on a
// fresh load and when the hash changes on a page already open (the router then follows the popstate).
function rewriteHashAddress() {
  if (!location.hash.startsWith('#/')) return false;
  history.replaceState(history.state, '', location.hash.slice(1) || '/');
  return true;
}
rewriteHashAddress();
addEventListener('hashchange', () => {
  if (rewriteHashAddress()) dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <SiteProvider>
        <AppRoutes />
      </SiteProvider>
    </BrowserRouter>
  </StrictMode>,
);
