import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { installHistoryGate } from '@itsite/shared/admin';
import { desktopBridge } from './bridge.js';
import { DesktopApp } from './DesktopApp.js';

// Before the router listens: lets an edited form hold the Back button (useUnsavedChangesGuard).
installHistoryGate();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <HashRouter>
      <DesktopApp bridge={desktopBridge()} />
    </HashRouter>
  </StrictMode>,
);
