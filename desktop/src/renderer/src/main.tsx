import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { desktopBridge } from './bridge.js';
import { DesktopApp } from './DesktopApp.js';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <HashRouter>
      <DesktopApp bridge={desktopBridge()} />
    </HashRouter>
  </StrictMode>,
);
