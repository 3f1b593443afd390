import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DesktopApi, DesktopLinkStatus } from '@itsite/shared/contract/desktop';

export interface DesktopState {
  bridge: DesktopApi;
  /** undefined while loading; null before the first-run setup. */
  origin: string | null | undefined;
  setOrigin(origin: string): void;
  link: DesktopLinkStatus;
  unread: number;
}

const Context = createContext<DesktopState | null>(null);

/** What the console's own chrome shows: server, live link and unread leads, kept current by events. */
export function DesktopStateProvider({ bridge, children }: { bridge: DesktopApi; children: ReactNode }) {
  const [origin, setOrigin] = useState<string | null | undefined>(undefined);
  const [link, setLink] = useState<DesktopLinkStatus>('idle');
  const [unread, setUnread] = useState(0);

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

  const value = useMemo<DesktopState>(() => ({ bridge, origin, setOrigin, link, unread }), [bridge, origin, link, unread]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDesktopState(): DesktopState {
  const value = useContext(Context);
  if (!value) throw new Error('useDesktopState outside DesktopStateProvider');
  return value;
}
