import electronUpdater from 'electron-updater';

const { autoUpdater } = electronUpdater;

const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

export interface UpdaterDeps {
  /** Only installed builds update themselves (a development run has no update feed). */
  isPackaged: boolean;
  log(message: string, err?: unknown): void;
}

/**
 * Checks the generic feed set at build time (UPDATE_FEED_URL in electron-builder.yml) at start and
 * every six hours; a new version is downloaded in the background and installed on the next quit,
 * with a system notification. Offline or a broken feed is only logged: updates are never fatal.
 */
export function startAutoUpdates(deps: UpdaterDeps): () => void {
  if (!deps.isPackaged) return () => undefined;
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.on('error', (err) => deps.log('update check failed', err));
  const check = () => {
    autoUpdater.checkForUpdatesAndNotify().catch((err: unknown) => deps.log('update check failed', err));
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}
