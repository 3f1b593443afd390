import { z } from 'zod';

/**
 * Lead attribution (shared/docs/analytics.md#lead-attribution): where the visit that brought a
 * lead, a quote request or a job application started. The website's script keeps the visit's first
 * page (its path, the referring site's host and its utm_* values) in the tab's sessionStorage and
 * sends them with the form; a native post (no script) is given them from its `Referer` instead.
 */

/** The optional fields a visitor's form sends (and the columns a lead and an application keep). */
export const ATTRIBUTION_FIELDS = ['landingPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** Longest values taken (in characters), as page views keep them. */
export const LANDING_PATH_MAX = 300;
export const REFERRER_HOST_MAX = 255;
export const UTM_MAX = 100;

/** What a lead or an application keeps; all null when nothing is known (the DTO then says null). */
export type Attribution = Record<AttributionField, string | null>;

/** Characters, not UTF-16 units: what the columns count, and what the script cuts by. */
const length = (v: string) => Array.from(v).length;

/**
 * One optional field: text, trimmed, at most `max` characters and matching `rule`; '' is none.
 * A value that breaks a rule is refused (400 naming the field): the site's script only sends values
 * within them.
 */
function field(name: AttributionField, max: number, rule?: { test: RegExp; message: string }) {
  return z
    .string({ error: `${name} must be text` })
    .trim()
    .refine((v) => length(v) <= max, `${name} must be at most ${max} characters`)
    .refine((v) => !v || !rule || rule.test.test(v), rule?.message ?? '')
    .nullish()
    .describe(`Lead attribution: ${name} of the visit's first page (optional)`);
}

/** The attribution fields of a visitor's form (contact, quote request, job application). */
export const attributionFields = {
  landingPath: field('landingPath', LANDING_PATH_MAX, { test: /^\/[^\s?#]*$/, message: "landingPath must be a path starting with '/' (no query, no spaces)" }),
  referrerHost: field('referrerHost', REFERRER_HOST_MAX, { test: /^[\w.-]+$/, message: 'referrerHost must be a host name (like www.google.com)' }),
  utmSource: field('utmSource', UTM_MAX),
  utmMedium: field('utmMedium', UTM_MAX),
  utmCampaign: field('utmCampaign', UTM_MAX),
};

/** A lead's or an application's attribution as staff read it; null when nothing is known. */
export const attributionDto = z
  .object({
    landingPath: z.string().nullable(),
    referrerHost: z.string().nullable(),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
  })
  .nullable();
export type AttributionDto = z.output<typeof attributionDto>;

/** The attribution of a stored row (its five columns), or null when it has none. */
export function attributionOf(row: Partial<Attribution>): AttributionDto {
  const kept = {
    landingPath: row.landingPath ?? null,
    referrerHost: row.referrerHost ?? null,
    utmSource: row.utmSource ?? null,
    utmMedium: row.utmMedium ?? null,
    utmCampaign: row.utmCampaign ?? null,
  };
  return Object.values(kept).some((v) => v !== null) ? kept : null;
}

/**
 * How the back office says it: "Came from: google / cpc / spring-campaign, landed on /blog/seo"
 * (the source is utm_source, else the referring host, else "direct"; medium and campaign when
 * known). Null when nothing is known.
 */
export function attributionText(a: AttributionDto): string | null {
  if (!a) return null;
  const from = [a.utmSource ?? a.referrerHost ?? 'direct', a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ');
  return `Came from: ${from}${a.landingPath ? `, landed on ${a.landingPath}` : ''}`;
}
