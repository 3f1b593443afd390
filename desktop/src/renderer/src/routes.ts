/** Routes of the console page (hash routing: the page is one file served from app://console). */
export const ROUTES = {
  setup: '/setup',
  desktopSettings: '/desktop-settings',
  login: '/wp-admin',
  home: '/admin/products',
  contact: '/admin/contact-info',
} as const;

/** Routes the main process may send the page to (a clicked notification, an ended session). */
export function isConsoleRoute(path: string): boolean {
  return path === ROUTES.login || path === ROUTES.setup || path === ROUTES.desktopSettings || /^\/admin(\/[\w./-]*)?$/.test(path);
}
