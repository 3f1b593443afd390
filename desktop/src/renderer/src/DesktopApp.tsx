import '@mantine/core/styles.css';
import './desktop.css';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_BASE, AdminApp, adminTheme, type AdminServices } from '@itsite/shared/admin';
import type { DesktopApi } from '@itsite/shared/contract/desktop';
import { DesktopStateProvider, useDesktopState } from './DesktopState.js';
import { OfflineCache } from './offlineCache.js';
import { isConsoleRoute, ROUTES } from './routes.js';
import { DesktopSettingsScreen } from './screens/DesktopSettingsScreen.js';
import { SetupScreen } from './screens/SetupScreen.js';
import { createDesktopServices, withSiteUrl } from './services.js';
import { StatusStrip } from './StatusStrip.js';

/** Follows the main process's requests to show a route (a clicked notification, an ended session). */
function FollowMainNavigation() {
  const { bridge } = useDesktopState();
  const navigate = useNavigate();
  useEffect(
    () =>
      bridge.app.onNavigate((path) => {
        if (isConsoleRoute(path)) void navigate(path);
      }),
    [bridge, navigate],
  );
  return null;
}

/**
 * Leads that arrive while the person is looking at the contact messages screen are seen at once:
 * they are marked read when the screen is shown, when the window gets focus on it, and as they come.
 */
function MarkReadOnContactScreen() {
  const { bridge, unread } = useDesktopState();
  const { pathname } = useLocation();
  // The inbox, or a lead open over it (its own address).
  const onContact = pathname === ROUTES.contact || pathname.startsWith(`${ROUTES.contact}/`);
  useEffect(() => {
    if (!onContact) return;
    const markIfSeen = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) void bridge.unread.markAllRead();
    };
    if (unread > 0) markIfSeen();
    window.addEventListener('focus', markIfSeen);
    return () => window.removeEventListener('focus', markIfSeen);
  }, [bridge, onContact, unread]);
  return null;
}

function ConsoleRoutes({ services }: { services: AdminServices }) {
  const { origin } = useDesktopState();
  const { pathname } = useLocation();
  // "View site" goes to the configured server; the API client and auth stay the same objects.
  const admin = useMemo(() => withSiteUrl(services, origin), [services, origin]);
  if (origin === undefined) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (origin === null && pathname !== ROUTES.setup) return <Navigate to={ROUTES.setup} replace />;
  return (
    <Routes>
      <Route path={ROUTES.setup} element={<SetupScreen />} />
      <Route path={ROUTES.desktopSettings} element={<DesktopSettingsScreen />} />
      <Route path={ROUTES.login} element={<AdminApp services={admin} />} />
      <Route path={`${ADMIN_BASE}/*`} element={<AdminApp services={admin} />} />
      <Route path="*" element={<Navigate to={ROUTES.home} replace />} />
    </Routes>
  );
}

/** The console page: its status strip, its own screens, and the shared admin for everything else. */
export function DesktopApp({ bridge }: { bridge: DesktopApi }) {
  // One cache for the page's life: the API client answers from it, the status strip shows its age.
  const cache = useMemo(() => new OfflineCache(), []);
  const services = useMemo(() => createDesktopServices(bridge, cache), [bridge, cache]);
  return (
    <MantineProvider theme={adminTheme}>
      <DesktopStateProvider bridge={bridge} cache={cache}>
        <FollowMainNavigation />
        <MarkReadOnContactScreen />
        <StatusStrip />
        <ConsoleRoutes services={services} />
      </DesktopStateProvider>
    </MantineProvider>
  );
}
