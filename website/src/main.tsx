import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { SiteProvider } from './lib/site.js';
import { AppRoutes } from './routes.js';

// The old client used hash addresses (`/#/about`); they keep working as clean paths.
if (location.hash.startsWith('#/')) {
  history.replaceState(history.state, '', location.hash.slice(1) || '/');
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <SiteProvider>
        <AppRoutes />
      </SiteProvider>
    </BrowserRouter>
  </StrictMode>,
);
