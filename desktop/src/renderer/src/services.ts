import { ApiClient, ApiError } from '@itsite/shared/api';
import type { AdminServices, AuthAdapter } from '@itsite/shared/admin';
import type { DesktopApi, DesktopResult } from '@itsite/shared/contract/desktop';
import { BridgeSocket } from './bridgeSocket.js';

/** A bridge result as the admin expects it: the value, or the ApiError the web client would throw. */
export function unwrap<T>(result: DesktopResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.error.status, result.error.message, result.error.errors ?? []);
}

/** Signing in happens in the main process, which keeps the token; the page only learns the user. */
export function desktopAuthAdapter(bridge: DesktopApi): AuthAdapter {
  return {
    login: async (email, password) => unwrap(await bridge.auth.login(email, password)),
    me: async () => unwrap(await bridge.auth.me()),
    logout: async () => {
      unwrap(await bridge.auth.logout());
    },
  };
}

/**
 * The shared admin's services in the console. API calls go to the page's own origin
 * (app://console/api/...), where the main process adds the token and forwards them to the server.
 */
export function createDesktopServices(bridge: DesktopApi): AdminServices {
  return {
    api: new ApiClient({ baseUrl: '' }),
    auth: desktopAuthAdapter(bridge),
    // The page has no socket of its own: the main process holds the connection (and the token),
    // and BridgeSocket is its SocketLike face over IPC.
    openRealtime: () => new BridgeSocket(bridge.realtime),
    desktop: {
      onContactScreenVisible: () => {
        void bridge.unread.markAllRead();
      },
    },
  };
}
