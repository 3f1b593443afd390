import { useMemo } from 'react';
import { useMarkInteractive } from '../lib/interactive.js';
import { ApiClient, browserSocket } from '@itsite/shared/api';
import { AdminApp, webAuthAdapter, type AdminServices } from '@itsite/shared/admin';
import { api as paths } from '@itsite/shared/contract/routes';

/** The shared Mantine admin under /admin and /wp-admin, on this origin with the session cookie. */
export function AdminEntry() {
  useMarkInteractive();
  const services = useMemo<AdminServices>(() => {
    const api = new ApiClient();
    return {
      api,
      auth: webAuthAdapter(api),
      openRealtime: () => browserSocket(new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${paths.realtime}`)),
    };
  }, []);
  return <AdminApp services={services} />;
}
