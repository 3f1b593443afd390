import { createContext, Fragment, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '../contract/timeZone.js';
import { useAdminServices } from './context.js';

/**
 * One clock for the back office (shared/docs/admin.md#one-clock): every time is shown, and every
 * schedule entered, on the site's time zone from Settings and says which ("09:00 IST"), whatever
 * the zone of the computer the screen runs on.
 *
 * The zone is read once when the back office opens. Formatters (components/DateCell.tsx) read it
 * from here, so a list or a log needs nothing passed; the screens are drawn again in the rare
 * case that Settings name a zone other than the default.
 */
let current = DEFAULT_TIME_ZONE;

/** The site's time zone as the back office knows it now. */
export const siteZone = (): string => current;

const SiteZone = createContext<string | null>(null);

/** Reads the site's zone from Settings for everything under it. */
export function SiteClock({ children }: { children: ReactNode }) {
  const { api } = useAdminServices();
  const [zone, setZone] = useState(current);
  useEffect(() => {
    let live = true;
    api.settings
      .get()
      .then(({ settings }) => {
        current = settings.timeZone;
        if (live) setZone(settings.timeZone);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <SiteZone.Provider value={zone}>
      <Fragment key={zone}>{children}</Fragment>
    </SiteZone.Provider>
  );
}

/** The zone a SiteClock above has read, or null outside one. */
export const useSiteClock = (): string | null => useContext(SiteZone);
