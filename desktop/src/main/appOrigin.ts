/**
 * The page is served from a custom origin, `app://console`, instead of `file://`: it gets a real
 * origin of its own (so CSP 'self', fetch and relative URLs behave as on the web) and its API calls
 * to `/api/...` reach the main process, which adds the bearer token the page never sees.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/** Privileges of the scheme; must be registered before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
  // Request bodies are streamed to the server (uploads with progress), and so are responses (video).
  stream: true,
} as const;

/** A URL of the console's own page (any route, any asset). */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

