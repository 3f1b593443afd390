import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { PublicApiClient } from '@itsite/shared/api';
import type { BlogMenuItem, SettingsDto } from '@itsite/shared/contract/types';
import type { BlogCategory } from '@itsite/shared/contract/constants';
import { queries } from './queries.js';
import { ReadsProvider, ReadStore, useRead } from './reads.js';

interface Site {
  api: PublicApiClient;
  /** Company details from the settings record; null until loaded. */
  settings: SettingsDto | null;
  /** The header's blog menu: each category's newest blogs; null until loaded, empty lists when the load failed. */
  blogMenu: Record<BlogCategory, BlogMenuItem[]> | null;
}

const SiteContext = createContext<Site | null>(null);

const NO_MENU: Record<BlogCategory, BlogMenuItem[]> = { backOffice: [], digitalMarketing: [], others: [] };

function SiteData({ api, children }: { api: PublicApiClient; children: ReactNode }) {
  const settings = useRead(queries.settings(api));
  // Uploaded files on a CDN or public bucket (S3_PUBLIC_URL): set while rendering, so the server's
  // render and the browser's hydration write the same image addresses.
  if (settings.kind === 'loaded') api.setMediaBase(settings.data.mediaBaseUrl);
  // A failed menu load leaves the menus empty.
  const blogMenu = useRead(queries.blogMenu(api));
  const value = useMemo<Site>(
    () => ({
      api,
      settings: settings.kind === 'loaded' ? settings.data.settings : null,
      blogMenu: blogMenu.kind === 'loaded' ? blogMenu.data.data : blogMenu.kind === 'failed' ? NO_MENU : null,
    }),
    [api, settings, blogMenu],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/**
 * The site-wide data (settings and the header's blog menu) and the store every page reads through: given
 * by the server render and the browser's hydration, made fresh otherwise (tests).
 */
export function SiteProvider({ children, api: givenApi, store: givenStore }: { children: ReactNode; api?: PublicApiClient; store?: ReadStore }) {
  // One client and one store for the life of the app: new ones per render would refetch everything.
  const [api] = useState(() => givenApi ?? new PublicApiClient());
  const [store] = useState(() => givenStore ?? new ReadStore());
  return (
    <ReadsProvider store={store}>
      <SiteData api={api}>{children}</SiteData>
    </ReadsProvider>
  );
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteProvider');
  return site;
}
