/**
 * Dates as the public pages print them, without `Intl` (see format.ts: a page's first use of it
 * costs a phone's browser hundreds of milliseconds). Apart from format.ts, so that the pages that
 * print no date (the home page) do not load it.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** India's offset from UTC: five and a half hours all year (it keeps no summer time). */
const IST_OFFSET_MS = 330 * 60_000;

/** The day of an instant in India, as "28 November 2026"; empty for a value that is no date. */
export function longDateIST(iso: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const d = new Date(at + IST_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
