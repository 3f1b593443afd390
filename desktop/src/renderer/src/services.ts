import { ApiError, type ApiClient } from '@itsite/shared/api';
import type { AdminServices, AuthAdapter } from '@itsite/shared/admin';
import type { DesktopApi, DesktopResult } from '@itsite/shared/contract/desktop';
import type { UserDto } from '@itsite/shared/contract';
import { BridgeSocket } from './bridgeSocket.js';
import { isUnreachable, OfflineCache } from './offlineCache.js';

/** A bridge result as the admin expects it: the value, or the ApiError the web client would throw. */
export function unwrap<T>(result: DesktopResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.error.status, result.error.message, result.error.errors ?? []);
}

/**
 * Signing in happens in the main process, which keeps the token; the page only learns the user.
 * With the offline cache, the last user signed in opens the console while the server cannot be
 * reached (the inbox then reads from the cache); signing out, or a session the server ended, clears it.
 */
export function desktopAuthAdapter(bridge: DesktopApi, cache?: OfflineCache): AuthAdapter {
  const signedIn = (user: UserDto) => {
    cache?.clear();
    cache?.rememberUser(user);
  };
  return {
    login: async (email, password) => {
      const result = unwrap(await bridge.auth.login(email, password));
      if (result.user) signedIn(result.user);
      return result;
    },
    loginWithCode: async (ticket, proof) => {
      const user = unwrap(await bridge.auth.loginWithCode(ticket, proof));
      signedIn(user);
      return user;
    },
    me: async () => {
      const result = await bridge.auth.me();
      if (result.ok) {
        cache?.rememberUser(result.value);
        return result.value;
      }
      const err = new ApiError(result.error.status, result.error.message, result.error.errors ?? []);
      const kept = cache && isUnreachable(err) ? cache.user() : null;
      if (kept) {
        cache?.markOffline();
        return kept;
      }
      if (!isUnreachable(err)) cache?.clear();
      throw err;
    },
    logout: async () => {
      cache?.clear();
      unwrap(await bridge.auth.logout());
    },
  };
}

/**
 * After a lead is read, marked unread, changed (status, owner: also the dashboard's "Mark
 * contacted"), taken out of spam or deleted, one at a time or in bulk, the page tells the main
 * process the inbox changed; it re-reads the server's unread count, so the badge follows at once.
 * Only successful calls signal; a failed one rejects as before.
 */
export function signalInboxChanges(api: ApiClient, inboxChanged: () => void): ApiClient {
  const { contact } = api;
  const after =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      inboxChanged();
      return result;
    };
  Object.assign(contact, {
    markRead: after(contact.markRead),
    markUnread: after(contact.markUnread),
    bulk: after(contact.bulk),
    update: after(contact.update),
    notSpam: after(contact.notSpam),
    remove: after(contact.remove),
  } satisfies Partial<ApiClient['contact']>);
  return api;
}

/**
 * The shared admin's services in the console. API calls go to the page's own origin
 * (app://console/api/...), where the main process adds the token and forwards them to the server.
 */
export function createDesktopServices(bridge: DesktopApi, cache: OfflineCache = new OfflineCache()): AdminServices {
  // The bridge's `unread:mark-all-read` is the "inbox changed, re-read the count" signal.
  const inboxChanged = () => {
    bridge.unread.markAllRead().catch(() => undefined);
  };
  return {
    // The inbox's reads are kept, and answered from the cache when the server cannot be reached.
    api: signalInboxChanges(cache.client({ baseUrl: '' }), inboxChanged),
    auth: desktopAuthAdapter(bridge, cache),
    // The page has no socket of its own: the main process holds the connection (and the token),
    // and BridgeSocket is its SocketLike face over IPC.
    openRealtime: () => new BridgeSocket(bridge.realtime),
    desktop: {
      onContactScreenVisible: inboxChanged,
    },
  };
}

/**
 * The configured server is also the public site: "View site" and each "View on site" link there
 * (shared/src/admin/components/ViewOnSite.tsx). The link opens in a new window, which main hands to the system browser for https only
 * (security.ts navigationDecision); an http:// server on this computer (development) is refused
 * there, so the button then does nothing.
 */
export function withSiteUrl(services: AdminServices, origin: string | null | undefined): AdminServices {
  if (!origin) return services;
  return { ...services, desktop: { ...services.desktop, siteUrl: `${origin}/` } };
}
