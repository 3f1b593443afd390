import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { DESKTOP_IPC, type SignInProof } from '@itsite/shared/contract';
import type { InvokeChannel, InvokeSignatures } from '../common/ipcSignatures.js';
import { quietHoursSchema } from './settingsStore.js';

/**
 * The arguments each channel accepts. The page shows data typed by website visitors, so a script
 * injected there must not be able to hand the main process anything but these exact shapes.
 */
export const ipcArgumentSchemas: { [C in InvokeChannel]: z.ZodType<Parameters<InvokeSignatures[C]>> } = {
  [DESKTOP_IPC.authLogin]: z.tuple([z.string().max(254), z.string().max(1024)]),
  [DESKTOP_IPC.authLoginCode]: z.tuple([
    z.string().max(200),
    z.union([z.object({ code: z.string().max(20) }).strict(), z.object({ recoveryCode: z.string().max(40) }).strict()]) as z.ZodType<SignInProof>,
  ]),
  [DESKTOP_IPC.authMe]: z.tuple([]),
  [DESKTOP_IPC.authLogout]: z.tuple([]),
  [DESKTOP_IPC.serverGet]: z.tuple([]),
  [DESKTOP_IPC.serverSet]: z.tuple([z.string().max(2048)]),
  [DESKTOP_IPC.realtimeStatus]: z.tuple([]),
  [DESKTOP_IPC.unreadCount]: z.tuple([]),
  [DESKTOP_IPC.unreadMarkAllRead]: z.tuple([]),
  [DESKTOP_IPC.settingsGet]: z.tuple([]),
  [DESKTOP_IPC.settingsSetQuietHours]: z.tuple([quietHoursSchema]),
  [DESKTOP_IPC.appVersion]: z.tuple([]),
};

export type IpcHandlers = {
  [C in InvokeChannel]: (...args: Parameters<InvokeSignatures[C]>) => ReturnType<InvokeSignatures[C]> | Awaited<ReturnType<InvokeSignatures[C]>>;
};

export class IpcRefusedError extends Error {
  constructor(channel: string, reason: string) {
    super(`${channel}: ${reason}`);
    this.name = 'IpcRefusedError';
  }
}

/** Checks one call: from the console's own page, with arguments of the channel's shape. */
export function checkIpcCall<C extends InvokeChannel>(
  channel: C,
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  args: unknown[],
  isTrustedSender: (url: string | undefined) => boolean,
): Parameters<InvokeSignatures[C]> {
  if (!isTrustedSender(event.senderFrame?.url)) throw new IpcRefusedError(channel, 'caller is not the console page');
  const parsed = ipcArgumentSchemas[channel].safeParse(args);
  if (!parsed.success) throw new IpcRefusedError(channel, 'invalid arguments');
  return parsed.data as Parameters<InvokeSignatures[C]>;
}

/** Registers every invoke channel; returns a function that removes them again. */
export function registerIpcHandlers(handlers: IpcHandlers, isTrustedSender: (url: string | undefined) => boolean): () => void {
  const channels = Object.keys(ipcArgumentSchemas) as InvokeChannel[];
  for (const channel of channels) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      const valid = checkIpcCall(channel, event, args, isTrustedSender);
      const handler = handlers[channel] as (...a: unknown[]) => unknown;
      return handler(...(valid as unknown[]));
    });
  }
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}
