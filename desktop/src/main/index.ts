import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, net, protocol } from 'electron';
// Unpacked from app.asar: the system loads notification and tray icons by file path.
import appIconPath from '../../resources/icon.png?asset&asarUnpack';
import trayIconPath from '../../resources/tray.png?asset&asarUnpack';
import type { EventChannel, EventPayloads } from '../common/ipcSignatures.js';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from './appOrigin.js';
import { createAppRequestHandler } from './appProtocol.js';
import { CONTACT_ROUTE, ConsoleController } from './controller.js';
import { registerIpcHandlers } from './ipc.js';
import { createMainWindow } from './mainWindow.js';
import { createLeadNotifier } from './notifier.js';
import { isTrustedSender, navigationDecision } from './security.js';
import { SettingsStore } from './settingsStore.js';
import { TokenStore } from './tokenStore.js';
import { createConsoleTray, windowTitle, type ConsoleTray } from './tray.js';
import { startAutoUpdates } from './updater.js';

const PRODUCT_NAME = 'ITsite Console';
const APP_ID = 'com.itsite.console';

const log = (message: string, err?: unknown) => console.error(`[console] ${message}`, err ?? '');

// Before "ready": the scheme's privileges, and one profile folder for development and installed builds.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.setName(PRODUCT_NAME);
app.setPath('userData', path.join(app.getPath('appData'), PRODUCT_NAME));

if (!app.requestSingleInstanceLock()) {
  // Another console is running: it gets focused through its "second-instance" event.
  app.quit();
} else {
  void app.whenReady().then(run);
}

function run(): void {
  // Windows shows notifications only for an app with an AppUserModelID (the installer's app id).
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  const userData = app.getPath('userData');
  const settings = new SettingsStore(path.join(userData, 'settings.json'));
  const tokens = new TokenStore(path.join(userData, 'session.bin'));
  const devices = new TokenStore(path.join(userData, 'device.bin'));
  let win: BrowserWindow | null = null;
  let tray: ConsoleTray | null = null;
  let quitting = false;

  const send = <C extends EventChannel>(channel: C, payload: EventPayloads[C]) => {
    if (win && !win.isDestroyed()) win.webContents.send(channel, payload);
  };

  const showWindow = () => {
    if (!win || win.isDestroyed()) win = openWindow();
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  };

  /** Shows the window at a console address (the inbox, a lead's own address). */
  const showRoute = (route: string) => {
    showWindow();
    send('app:on-navigate', route);
  };

  const notifyLeads = createLeadNotifier({
    window: () => win,
    quietHours: () => settings.get().quietHours,
    show: showRoute,
    // Called only when a notification's button is pressed, long after the controller exists.
    markContacted: (id) => controller.markLeadContacted(id),
    icon: appIconPath,
  });

  const controller = new ConsoleController({
    settings,
    tokens,
    devices,
    fetch: (input, init) => net.fetch(input, init),
    appVersion: app.getVersion(),
    send,
    notifyLeads: (leads) => notifyLeads(leads),
  });

  protocol.handle(
    APP_SCHEME,
    createAppRequestHandler({
      rendererDir: fileURLToPath(new URL('../renderer', import.meta.url)),
      devServerUrl,
      serverOrigin: () => settings.get().serverOrigin,
      token: () => controller.session.token(),
      fetch: (input, init) => net.fetch(input, init),
    }),
  );
  registerIpcHandlers(controller.handlers, (url) => isTrustedSender(url, { devServerUrl }));
  // Every web contents gets the navigation rules from its creation on (the main window adds more).
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event) => {
      if (navigationDecision(event.url, { devServerUrl }) !== 'allow') event.preventDefault();
    });
  });

  function openWindow(): BrowserWindow {
    const created = createMainWindow({
      title: windowTitle(PRODUCT_NAME, controller.unread.count),
      preloadPath: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
      iconPath: appIconPath,
      savedState: settings.get().window,
      saveState: (window) => settings.update({ window }),
      devServerUrl,
      devTools: !app.isPackaged,
    });
    // Closing the window keeps the console in the tray: leads must still raise notifications.
    created.on('close', (event) => {
      if (quitting) return;
      event.preventDefault();
      created.hide();
    });
    created.on('focus', () => created.flashFrame(false));
    return created;
  }

  tray = createConsoleTray({
    productName: PRODUCT_NAME,
    iconPath: trayIconPath,
    onOpen: showWindow,
    onShowLeads: () => showRoute(CONTACT_ROUTE),
    onQuit: () => app.quit(),
  });
  const showUnread = (count: number) => {
    tray?.setUnread(count);
    if (win && !win.isDestroyed()) win.setTitle(windowTitle(PRODUCT_NAME, count));
  };
  controller.unread.subscribe(showUnread);
  showUnread(controller.unread.count);

  win = openWindow();
  controller.syncLink();
  const stopUpdates = startAutoUpdates({ isPackaged: app.isPackaged, log });

  app.on('second-instance', showWindow);
  // macOS: clicking the dock icon brings the hidden window back.
  app.on('activate', showWindow);
  app.on('before-quit', () => {
    quitting = true;
    stopUpdates();
    controller.stopLink();
    tray?.destroy();
    tray = null;
  });
}
