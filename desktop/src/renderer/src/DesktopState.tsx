import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DesktopApi, DesktopLinkStatus } from '@itsite/shared/contract/desktop';
import type { OfflineCache, OfflineState } from './offlineCache.js';

export interface DesktopState {
  bridge: DesktopApi;
  /** undefined while loading; null before the first-run setup. */
  origin: string | null | undefined;
  setOrigin: (origin: string) => void;
  link: DesktopLinkStatus;
  unread: number;
  /** The inbox's offline cache: whether the server is unreachable and since when the data shown is. */
  stale: OfflineState;
}

const ONLINE: OfflineState = { offline: false, asOf: null };

const Context = createContext<DesktopState | null>(null);

/** What the console's own chrome shows: server, live link and unread leads, kept current by events. */
export function DesktopStateProvider({ bridge, cache, children }: { bridge: DesktopApi; cache?: OfflineCache; children: ReactNode }) {
  const [origin, setOrigin] = useState<string | null | undefined>(undefined);
  const [link, setLink] = useState<DesktopLinkStatus>('idle');
  const [unread, setUnread] = useState(0);
  const [stale, setStale] = useState<OfflineState>(() => cache?.state() ?? ONLINE);

  useEffect(() => {
    let live = true;
    // Subscribe before asking, so a change between the two is not lost.
    const offStatus = bridge.realtime.onStatus(setLink);
    const offUnread = bridge.unread.onChange(setUnread);
    void bridge.server.get().then((o) => live && setOrigin(o), () => live && setOrigin(null));
    void bridge.realtime.status().then((s) => live && setLink(s), () => undefined);
    void bridge.unread.count().then((n) => live && setUnread(n), () => undefined);
    return () => {
      live = false;
      offStatus();
      offUnread();
    };
  }, [bridge]);

  useEffect(() => {
    if (!cache) return;
    setStale(cache.state());
    return cache.subscribe(setStale);
  }, [cache]);

  // The live link is back: the server is reachable again (the inbox re-reads on the reconnection).
  useEffect(() => {
    if (link === 'online') cache?.markOnline();
  }, [cache, link]);

  const value = useMemo<DesktopState>(() => ({ bridge, origin, setOrigin, link, unread, stale }), [bridge, origin, link, unread, stale]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDesktopState(): DesktopState {
  const value = useContext(Context);
  if (!value) throw new Error('useDesktopState outside DesktopStateProvider');
  return value;
}
