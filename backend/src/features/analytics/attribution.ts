import { LANDING_PATH_MAX, type Attribution } from '@itsite/shared/contract';
import type { AppContext } from '../../kernel/context.js';
import { bareHost, utmOf } from './views.js';

/**
 * Lead attribution (shared/docs/analytics.md#lead-attribution): where the visit that sent a lead
 * or an application started. The script sends what the visit's first page kept; a native post (no
 * script) is given its own page from its `Referer`. Nothing is kept when the request asks not to be
 * tracked (DNT: 1, Sec-GPC: 1), as no page view of it is counted.
 */

export const NO_ATTRIBUTION: Attribution = { landingPath: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

/** Whether the request asks not to be tracked. */
export const asksNotToBeTracked = (ctx: AppContext) => ctx.get('DNT') === '1' || ctx.get('Sec-GPC') === '1';

/** PUBLIC_URL's host as compared with referrers, read once. */
const publicHosts = new WeakMap<object, string | null>();

/** The hosts a referrer is the site itself from: the request's, and PUBLIC_URL's. */
export function ownHosts(ctx: AppContext): Set<string> {
  const { config } = ctx.deps;
  let publicHost = publicHosts.get(config);
  if (publicHost === undefined) publicHosts.set(config, (publicHost = config.publicUrl ? bareHost(new URL(config.publicUrl).host) : null));
  const hosts = new Set([bareHost(ctx.hostname)]);
  if (publicHost) hosts.add(publicHost);
  return hosts;
}

/** A path as page views keep it: without its trailing slash. */
const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * The attribution a visitor's script sent (already checked and trimmed by the schema): '' is
 * none, the host is kept as page views keep it (lowercase, without `www.`) and none when it is
 * the site's own, the path without its trailing slash.
 */
export function sentAttribution(ctx: AppContext, input: Partial<Record<keyof Attribution, string | null | undefined>>): Attribution {
  const value = (v: string | null | undefined) => v || null;
  const host = value(input.referrerHost) && bareHost(input.referrerHost!);
  return {
    landingPath: value(input.landingPath) && pagePath(input.landingPath!),
    referrerHost: host && !ownHosts(ctx).has(host) ? host : null,
    utmSource: value(input.utmSource),
    utmMedium: value(input.utmMedium),
    utmCampaign: value(input.utmCampaign),
  };
}

/**
 * A native post's attribution, from its `Referer`: the page the form was on, when it is one of the
 * site's own (its path as the landing page, its utm_* values); the referring host is not known.
 * Another site's Referer, or none (a browser may send none), is no attribution.
 */
export function refererAttribution(ctx: AppContext): Attribution {
  const referer = ctx.get('Referer');
  if (!referer) return NO_ATTRIBUTION;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return NO_ATTRIBUTION;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !ownHosts(ctx).has(bareHost(url.host))) return NO_ATTRIBUTION;
  const path = Array.from(url.pathname).length <= LANDING_PATH_MAX ? pagePath(url.pathname) : null;
  return { landingPath: path, referrerHost: null, ...utmOf(url) };
}

/** What a visitor's form keeps of where its visit started: from the script's fields, or a native post's Referer. */
export function visitAttribution(ctx: AppContext, input: Partial<Record<keyof Attribution, string | null | undefined>>): Attribution {
  if (asksNotToBeTracked(ctx)) return NO_ATTRIBUTION;
  return ctx.state.nativeForm ? refererAttribution(ctx) : sentAttribution(ctx, input);
}
