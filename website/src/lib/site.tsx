import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient } from '@itsite/shared/api';
import type { BlogDto, SettingsDto } from '@itsite/shared/contract/types';

interface Site {
  api: ApiClient;
  /** Company details from the settings record; null until loaded. */
  settings: SettingsDto | null;
  /** All blogs (header dropdowns and service pages read them); null until loaded. */
  blogs: BlogDto[] | null;
}

const SiteContext = createContext<Site | null>(null);

/** Loads the site-wide data once per visit: settings and the blog list. */
export function SiteProvider({ children, api: given }: { children: ReactNode; api?: ApiClient }) {
  // One client for the life of the app: a new one per render would refetch everything each render.
  const [api] = useState(() => given ?? new ApiClient());
  const [settings, setSettings] = useState<SettingsDto | null>(null);
  const [blogs, setBlogs] = useState<BlogDto[] | null>(null);
  useEffect(() => {
    api.settings.get().then((r) => setSettings(r.settings), (err: unknown) => console.error('settings', err));
    api.blogs.list().then(
      (r) => setBlogs(r.data),
      (err: unknown) => {
        // Spec §8: a failed blog list is logged only; menus and lists stay empty.
        console.error('blogs', err);
        setBlogs([]);
      },
    );
  }, [api]);
  const value = useMemo(() => ({ api, settings, blogs }), [api, settings, blogs]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteProvider');
  return site;
}
