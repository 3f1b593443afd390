import type { DesktopApi } from '@itsite/shared/contract/desktop';

/**
 * The page's one way to the main process. Everything the page needs from outside its origin comes
 * from this object, so a browser test can drive the whole console with a fake injected as
 * `window.desktop` before the page loads.
 */
export function desktopBridge(): DesktopApi {
  const bridge = window.desktop;
  if (!bridge) throw new Error('window.desktop is missing: the console page runs only inside the desktop app');
  return bridge;
}
