import { app, Menu, nativeImage, Tray } from 'electron';

/** Tooltip (and macOS menu bar title) of the tray icon: the number of unread leads. */
export function trayTooltip(productName: string, unread: number): string {
  if (unread <= 0) return `${productName} — no unread contact messages`;
  return `${productName} — ${unread} unread contact message${unread === 1 ? '' : 's'}`;
}

/** The window title also carries the count: it is what the Windows taskbar and Alt-Tab show. */
export function windowTitle(productName: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${productName}` : productName;
}

export interface ConsoleTrayDeps {
  productName: string;
  iconPath: string;
  onOpen: () => void;
  onShowLeads: () => void;
  onQuit: () => void;
}

export interface ConsoleTray {
  setUnread(count: number): void;
  destroy(): void;
}

/** The tray icon: the console keeps running there when its window is closed. */
export function createConsoleTray(deps: ConsoleTrayDeps): ConsoleTray {
  let image = nativeImage.createFromPath(deps.iconPath);
  // Linux panels scale icons themselves; macOS and Windows expect a 16-point image.
  if (process.platform !== 'linux') image = image.resize({ width: 16, height: 16, quality: 'best' });
  const tray = new Tray(image);
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: `Open ${deps.productName}`, click: deps.onOpen },
      { label: 'Contact messages', click: deps.onShowLeads },
      { type: 'separator' },
      { label: 'Quit', click: deps.onQuit },
    ]),
  );
  tray.on('click', deps.onOpen);
  const setUnread = (count: number) => {
    tray.setToolTip(trayTooltip(deps.productName, count));
    if (process.platform === 'darwin') tray.setTitle(count > 0 ? String(count) : '');
    // A badge where the platform has one (macOS dock, Linux Unity launcher); false elsewhere.
    app.setBadgeCount(count);
  };
  setUnread(0);
  return { setUnread, destroy: () => tray.destroy() };
}
