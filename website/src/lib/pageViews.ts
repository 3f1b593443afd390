import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePreview } from './preview.js';

/** Where a page view goes (the server's collector: shared/docs/analytics.md). */
const COLLECTOR = '/api/v1/event';

/** Where the visit started, in sessionStorage (this tab only, gone when it closes): visit.ts reads it for the forms. */
export const VISIT = 'visit';

/** Whether the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
const optedOut = () => navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Keeps the visit's first page for the forms (shared/docs/analytics.md#lead-attribution), once a
 * tab: its path, the other site that linked to it (none when it is this one) and its utm_* values,
 * as they are (visit.ts checks and cuts them when a form is sent). No id; a storage that refuses
 * (full, blocked) keeps nothing.
 */
function keepVisit(referrer: string): void {
  try {
    if (sessionStorage[VISIT]) return;
    const q = new URLSearchParams(location.search);
    const host = referrer && new URL(referrer).hostname;
    sessionStorage[VISIT] = JSON.stringify([location.pathname, host != location.hostname && host, q.get('utm_source'), q.get('utm_medium'), q.get('utm_campaign')]);
  } catch {
    // Nothing kept: the forms send nothing of it.
  }
}

/**
 * One beacon per page view: the page's address and, for the first page of the visit, where the
 * visitor came from (later pages came from this site). `sendBeacon` never delays the page and works
 * on pages the cache served. No cookie, no stored id: the server counts visitors with a daily salted
 * hash it cannot undo. Nothing is sent or kept when the browser asks not to be tracked, or in a staff preview.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const preview = usePreview();
  const first = useRef(true);
  useEffect(() => {
    const firstPage = first.current;
    first.current = false;
    if (preview || optedOut()) return;
    const referrer = firstPage ? document.referrer : '';
    if (firstPage) keepVisit(referrer);
    if (navigator.sendBeacon) navigator.sendBeacon(COLLECTOR, JSON.stringify({ url: location.href, referrer }));
  }, [pathname, search, preview]);
}
