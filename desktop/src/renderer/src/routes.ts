import { ADMIN_BASE, adminRoutes } from '@itsite/shared/admin/routes';

/**
 * Routes of the console page (hash routing: the page is one file served from app://console): its
 * own screens, plus the admin's from the admin's route table.
 */
export const ROUTES = {
  setup: '/setup',
  desktopSettings: '/desktop-settings',
  login: adminRoutes.login,
  /** Where the console opens: the dashboard (new leads, follow-ups due, pending reviews), for every role. */
  home: adminRoutes.dashboard,
  contact: adminRoutes.contact,
} as const;

const ADMIN_PATH = new RegExp(`^${ADMIN_BASE}(/[\\w./-]*)?$`);

/** Routes the main process may send the page to (a clicked notification, an ended session). */
export function isConsoleRoute(path: string): boolean {
  return path === ROUTES.login || path === ROUTES.setup || path === ROUTES.desktopSettings || ADMIN_PATH.test(path);
}
