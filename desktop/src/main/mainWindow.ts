import { BrowserWindow, dialog, screen, shell } from 'electron';
import { APP_ENTRY } from './appOrigin.js';
import { navigationDecision, SECURE_WEB_PREFERENCES } from './security.js';
import type { WindowState } from './settingsStore.js';
import { askToLeave } from './unsavedChanges.js';
import { MIN_SIZE, restoreWindowState, trackWindowState } from './windowState.js';

export interface MainWindowOptions {
  title: string;
  preloadPath: string;
  iconPath?: string;
  savedState: WindowState | null;
  saveState: (state: WindowState) => void;
  devServerUrl?: string;
  /** Development only: an installed console has no developer tools to poke at its session. */
  devTools: boolean;
}

/** Hands a link to the system (browser, mail program) after checking it is one we allow out. */
function openOutside(url: string, devServerUrl: string | undefined): void {
  if (navigationDecision(url, { devServerUrl }) === 'open-external') void shell.openExternal(url);
}

/**
 * The console's window: hardened web preferences, only app://console inside it, everything else
 * handed to the system browser or refused.
 */
export function createMainWindow(opts: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((d) => d.workArea);
  const initial = restoreWindowState(opts.savedState, workAreas, screen.getPrimaryDisplay().workArea);
  const win = new BrowserWindow({
    ...initial.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: opts.title,
    icon: opts.iconPath,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#f8f9fa',
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: opts.preloadPath, devTools: opts.devTools },
  });
  if (initial.maximized) win.maximize();
  trackWindowState(win, opts.saveState);
  win.once('ready-to-show', () => win.show());

  const contents = win.webContents;
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url, opts.devServerUrl);
    return { action: 'deny' };
  });
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (navigationDecision(url, { devServerUrl: opts.devServerUrl }) === 'allow') return;
    event.preventDefault();
    openOutside(url, opts.devServerUrl);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  // No <webview> and no device access: the console needs no camera, location or the like. Copying
  // a lead's e-mail address or phone number to the clipboard is the one thing the page may ask for.
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // A form with unsaved changes holds the unload: ask, as a browser would (Electron asks nobody).
  contents.on('will-prevent-unload', (event) => {
    if (askToLeave(win, (w, options) => dialog.showMessageBoxSync(w, options))) event.preventDefault();
  });
  contents.session.setPermissionRequestHandler((_wc, permission, callback) => callback(permission === 'clipboard-sanitized-write'));
  contents.session.setPermissionCheckHandler((_wc, permission) => permission === 'clipboard-sanitized-write');

  // The main process owns the title (it carries the unread count), not the page's <title>.
  win.on('page-title-updated', (event) => event.preventDefault());
  void win.loadURL(APP_ENTRY);
  return win;
}
