import { isAppUrl } from './appOrigin.js';

/**
 * The page's Content Security Policy. The same policy is in the page's meta tag (so a plain browser
 * running the built page gets it too); the app:// handler also sends it as a header, the only way
 * `frame-ancestors` takes effect. Mantine injects style tags, hence 'unsafe-inline' for styles only.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Hardened renderer settings (never relaxed: the page shows data typed by website visitors). */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  spellcheck: true,
  // No middle-click (auxclick) navigation, as Electron's security checklist advises.
  disableBlinkFeatures: 'Auxclick',
} as const;

/** Links that leave the console open in the system's browser, mail program or phone app (a lead's number). */
const EXTERNAL_PROTOCOLS = new Set(['https:', 'mailto:', 'tel:']);

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

/**
 * What to do when the page navigates or opens a window: stay only on app://console; hand https,
 * mailto and tel (replying to or calling a lead) to the system; refuse everything else (http, file,
 * javascript, ...).
 */
export function navigationDecision(url: string, { devServerUrl }: { devServerUrl?: string } = {}): NavigationDecision {
  if (isAppUrl(url)) return 'allow';
  if (devServerUrl && url.startsWith(devServerUrl)) return 'allow';
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol) ? 'open-external' : 'deny';
  } catch {
    return 'deny';
  }
}

/** IPC is accepted only from the console's own page (not from a frame or page it navigated to). */
export function isTrustedSender(frameUrl: string | undefined, { devServerUrl }: { devServerUrl?: string } = {}): boolean {
  if (!frameUrl) return false;
  return isAppUrl(frameUrl) || Boolean(devServerUrl && frameUrl.startsWith(devServerUrl));
}
