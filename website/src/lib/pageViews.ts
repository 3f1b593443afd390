import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePreview } from './preview.js';

/** Where a page view goes (the server's collector: shared/docs/analytics.md). */
const COLLECTOR = '/api/v1/event';

/** Whether the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
const optedOut = () => navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * One beacon per page view: the page's address and, for the first page of the visit, where the
 * visitor came from (later pages came from this site). `sendBeacon` never delays the page and works
 * on pages the cache served. No cookie, no stored id: the server counts visitors with a daily salted
 * hash it cannot undo. Nothing is sent when the browser asks not to be tracked, or in a staff preview.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const preview = usePreview();
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current ? document.referrer : '';
    first.current = false;
    if (preview || optedOut() || !navigator.sendBeacon) return;
    navigator.sendBeacon(COLLECTOR, JSON.stringify({ url: location.href, referrer }));
  }, [pathname, search, preview]);
}
