import { hash } from 'node:crypto';
import { matchPublicPath, zonedInputValue, type AnalyticsDevice } from '@itsite/shared/contract';

/**
 * What a page view keeps, read from a beacon (shared/docs/analytics.md): pure functions, no I/O.
 */

/** The day of instant `at` on `zone`'s clocks, `YYYY-MM-DD`. */
export const dayOn = (at: Date, zone: string): string => zonedInputValue(at.toISOString(), zone).slice(0, 10);

/** `day` moved by `n` days (negative: back). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both counted. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

const PAGE_KINDS = new Set(['page', 'blog', 'product', 'document']);

/** The public page `url` is on (its path, no query, no trailing slash), or null: no such page (admin, API, a file, a 404). */
export function publicPagePath(url: URL): string | null {
  const raw = url.pathname;
  if (raw.length > 300) return null;
  try {
    const route = matchPublicPath(raw);
    if (!PAGE_KINDS.has(route.kind)) return null;
  } catch {
    // A malformed escape (%E0%A4) is no page's address.
    return null;
  }
  return raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
}

/** A UTM value as kept: trimmed, at most 100 characters (whole code points: a cut never splits one), null when empty. */
const utm = (url: URL, name: string): string | null => Array.from(url.searchParams.get(name)?.trim() ?? '').slice(0, 100).join('') || null;

const NO_UTM = { utmSource: null, utmMedium: null, utmCampaign: null } as const;

/** The UTM values of a page's address (most addresses have none: then without parsing the query). */
export const utmOf = (url: URL) =>
  url.search.includes('utm_') ? { utmSource: utm(url, 'utm_source'), utmMedium: utm(url, 'utm_medium'), utmCampaign: utm(url, 'utm_campaign') } : NO_UTM;

/** The host of the referring page, lowercased; null for none, one that is no http(s) address, or one of `ownHosts`. */
export function referrerHostOf(referrer: string | null | undefined, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || ownHosts.has(host)) return null;
  return host.slice(0, 255);
}

/** A host as compared with referrers: lowercase, without `www.` and the port. */
export const bareHost = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');

/**
 * The device class from the user agent, by the rules browsers document for it: iPad, a tablet
 * marker, or Android without "Mobile" is a tablet; "Mobi", iPhone or iPod (and other Android) a
 * phone; anything else a desktop. (iPadOS 13+ says it is a Mac: counted as a desktop.)
 */
export function deviceOf(userAgent: string): AnalyticsDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * The day's visitor: SHA-256 of the day's salt, the site, the address and the user agent, the
 * first 16 hex digits. With the salt deleted (after a day), it can no longer be recomputed from an
 * address; nothing here is stored but the result.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return hash('sha256', `${salt}\n${site}\n${address}\n${userAgent}`, 'hex').slice(0, 16);
}
