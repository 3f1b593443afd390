import type { DESKTOP_IPC, DesktopApi } from '@itsite/shared/contract';

type Ipc = typeof DESKTOP_IPC;

/**
 * Each invoke channel with the bridge method it implements: the preload forwards exactly these
 * arguments, the main process validates them and answers with the method's result type.
 */
export interface InvokeSignatures {
  'auth:login': DesktopApi['auth']['login'];
  'auth:login-code': DesktopApi['auth']['loginWithCode'];
  'auth:me': DesktopApi['auth']['me'];
  'auth:logout': DesktopApi['auth']['logout'];
  'server:get': DesktopApi['server']['get'];
  'server:set': DesktopApi['server']['set'];
  'realtime:status': DesktopApi['realtime']['status'];
  'unread:count': DesktopApi['unread']['count'];
  'unread:mark-all-read': DesktopApi['unread']['markAllRead'];
  'settings:get': DesktopApi['settings']['get'];
  'settings:set-quiet-hours': DesktopApi['settings']['setQuietHours'];
  'app:version': DesktopApi['app']['version'];
}

/** Payload of each main → page event. */
export interface EventPayloads {
  'realtime:on-status': Parameters<Parameters<DesktopApi['realtime']['onStatus']>[0]>[0];
  'realtime:on-frame': Parameters<Parameters<DesktopApi['realtime']['onFrame']>[0]>[0];
  'unread:on-change': Parameters<Parameters<DesktopApi['unread']['onChange']>[0]>[0];
  'app:on-navigate': Parameters<Parameters<DesktopApi['app']['onNavigate']>[0]>[0];
}

export type InvokeChannel = Exclude<Ipc[keyof Ipc], keyof EventPayloads>;
export type EventChannel = keyof EventPayloads;

// Compile-time check that the channel names above and DESKTOP_IPC agree both ways (and the invoke
// channels with InvokeSignatures): one check of both pairs, as `true & true` is one type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const channelsAgree: Same<[InvokeChannel | EventChannel, InvokeChannel], [Ipc[keyof Ipc], keyof InvokeSignatures]> = true;
