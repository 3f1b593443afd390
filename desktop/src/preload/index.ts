import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { DESKTOP_IPC, type DesktopApi, type Unsubscribe } from '@itsite/shared/contract/desktop';
import type { EventChannel, EventPayloads, InvokeChannel, InvokeSignatures } from '../common/ipcSignatures.js';

/**
 * The one object the page gets: `window.desktop`. Each method forwards exactly its arguments to one
 * channel (the main process validates them); listeners never receive the IPC event, which would
 * hand the page a way to talk to the main process outside this API.
 */
function invoke<C extends InvokeChannel>(channel: C, ...args: Parameters<InvokeSignatures[C]>): ReturnType<InvokeSignatures[C]> {
  return ipcRenderer.invoke(channel, ...args) as ReturnType<InvokeSignatures[C]>;
}

function subscribe<C extends EventChannel>(channel: C, listener: (payload: EventPayloads[C]) => void): Unsubscribe {
  const forward = (_event: IpcRendererEvent, payload: EventPayloads[C]) => listener(payload);
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

const desktop = {
  auth: {
    login: (email, password) => invoke(DESKTOP_IPC.authLogin, email, password),
    loginWithCode: (ticket, proof) => invoke(DESKTOP_IPC.authLoginCode, ticket, proof),
    me: () => invoke(DESKTOP_IPC.authMe),
    logout: () => invoke(DESKTOP_IPC.authLogout),
  },
  server: {
    get: () => invoke(DESKTOP_IPC.serverGet),
    set: (address) => invoke(DESKTOP_IPC.serverSet, address),
  },
  realtime: {
    status: () => invoke(DESKTOP_IPC.realtimeStatus),
    onStatus: (listener) => subscribe(DESKTOP_IPC.onRealtimeStatus, listener),
    onFrame: (listener) => subscribe(DESKTOP_IPC.onRealtimeFrame, listener),
  },
  unread: {
    count: () => invoke(DESKTOP_IPC.unreadCount),
    onChange: (listener) => subscribe(DESKTOP_IPC.onUnreadChange, listener),
    markAllRead: () => invoke(DESKTOP_IPC.unreadMarkAllRead),
  },
  settings: {
    get: () => invoke(DESKTOP_IPC.settingsGet),
    setQuietHours: (quietHours) => invoke(DESKTOP_IPC.settingsSetQuietHours, quietHours),
  },
  app: {
    version: () => invoke(DESKTOP_IPC.appVersion),
    onNavigate: (listener) => subscribe(DESKTOP_IPC.onNavigate, listener),
  },
} satisfies DesktopApi;

contextBridge.exposeInMainWorld('desktop', desktop);
