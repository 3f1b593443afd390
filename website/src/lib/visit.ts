import type { AttributionField } from '@itsite/shared/contract/attribution';
import { VISIT } from './pageViews.js';

/** A value as the server takes it: trimmed, at most `max` characters (whole ones), none when empty. */
const cut = (value: unknown, max: number) => (typeof value === 'string' && [...value.trim()].slice(0, max).join('')) || null;

/** A host as page views keep it: lowercase, without `www.`. */
const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * What a visitor's form sends of where the visit started (shared/docs/analytics.md#lead-attribution):
 * the first page pageViews.ts kept in this tab, within the server's rules (shared/contract/attribution.ts),
 * so a value it would refuse never costs a visitor their message. Nothing when none was kept (the
 * browser asks not to be tracked, a staff preview, a storage that refuses).
 */
export function visitAttribution(): Partial<Record<AttributionField, string | null>> {
  try {
    const kept = sessionStorage[VISIT] as string | undefined;
    if (!kept) return {};
    const [path, host, source, medium, campaign] = JSON.parse(kept) as unknown[];
    const referrer = typeof host === 'string' && /^[\w.:[\]-]{1,255}$/.test(host) ? bare(host) : '';
    return {
      landingPath: typeof path === 'string' && path.length <= 300 && /^\/[^\s?#]*$/.test(path) ? path : null,
      referrerHost: referrer && referrer !== bare(location.hostname) ? referrer : null,
      utmSource: cut(source, 100),
      utmMedium: cut(medium, 100),
      utmCampaign: cut(campaign, 100),
    };
  } catch {
    return {};
  }
}
