import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiClient } from '@itsite/shared/api';
import type { BlogDto, SettingsDto } from '@itsite/shared/contract/types';
import { queries } from './queries.js';
import { ReadsProvider, ReadStore, useRead } from './reads.js';

interface Site {
  api: ApiClient;
  /** Company details from the settings record; null until loaded. */
  settings: SettingsDto | null;
  /** All blogs (header dropdowns and service pages read them); null until loaded, [] when the load failed. */
  blogs: BlogDto[] | null;
}

const SiteContext = createContext<Site | null>(null);

function SiteData({ api, children }: { api: ApiClient; children: ReactNode }) {
  const settings = useRead(queries.settings(api));
  // A failed blog list leaves menus and lists empty.
  const blogs = useRead(queries.blogs(api));
  const value = useMemo<Site>(
    () => ({
      api,
      settings: settings.kind === 'loaded' ? settings.data.settings : null,
      blogs: blogs.kind === 'loaded' ? blogs.data.data : blogs.kind === 'failed' ? [] : null,
    }),
    [api, settings, blogs],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/**
 * The site-wide data (settings and the blog list) and the store every page reads through: given
 * by the server render and the browser's hydration, made fresh otherwise (tests).
 */
export function SiteProvider({ children, api: givenApi, store: givenStore }: { children: ReactNode; api?: ApiClient; store?: ReadStore }) {
  // One client and one store for the life of the app: new ones per render would refetch everything.
  const [api] = useState(() => givenApi ?? new ApiClient());
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
