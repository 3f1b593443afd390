import { z } from 'zod';
import { ok } from './answers.js';

/**
 * Site analytics without cookies or personal data (shared/docs/analytics.md): what a public page's
 * beacon sends, and what the back office's reports answer.
 */

/** A beacon's body is refused (413) beyond this many bytes. */
export const ANALYTICS_EVENT_MAX_BYTES = 2048;

/** A report covers at most this many days (both ends counted). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

/** Rows a top list answers unless `limit` says otherwise, and at most. */
export const ANALYTICS_TOP_DEFAULT = 20;
export const ANALYTICS_TOP_MAX = 500;

/** Device classes, from the user agent. */
export const ANALYTICS_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

/**
 * The reports, each also as CSV (`/api/v1/admin/analytics/<report>/csv`). `conversions` has its own
 * endpoints (the sales role reads it too); the others are for admins.
 */
export const ANALYTICS_REPORTS = ['summary', 'pages', 'sources', 'campaigns', 'posts'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

/**
 * What the conversion report groups views and leads by: the source (utm_source, else the referring
 * host; null: direct), the campaign (utm_campaign), or the landing page (the path).
 */
export const CONVERSION_KEYS = ['source', 'campaign', 'landing'] as const;
export type ConversionKey = (typeof CONVERSION_KEYS)[number];

/**
 * One page view, as `navigator.sendBeacon` posts it (JSON, sent as text/plain or application/json):
 * the page's address (location.href, or its path with its query: the server keeps the path and reads
 * `utm_source`, `utm_medium` and `utm_campaign` from the query) and document.referrer (the server
 * keeps its host only, and none when it is the site's own).
 */
export const analyticsEventSchema = z.object({
  url: z.string({ error: 'url is required' }).min(1, 'url is required').max(1024, 'url is too long'),
  referrer: z.string().max(1024, 'referrer is too long').nullish(),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const daySchema = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .refine(isDay, `${name} must be a day as YYYY-MM-DD`)
    .describe(`${name === 'From' ? 'First' : 'Last'} day of the report on the site's clock (Settings time zone), YYYY-MM-DD`);

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A report's range and, for the top lists, how many rows. */
const rangeQuery = z.object({
  from: daySchema('From'),
  to: daySchema('To'),
  limit: z.coerce.number().int('Limit must be a whole number').min(1).max(ANALYTICS_TOP_MAX).optional().describe(`Rows of a top list (default ${ANALYTICS_TOP_DEFAULT}, at most ${ANALYTICS_TOP_MAX})`),
});

/** From not after To, at most 366 days. */
const inRange = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['from'] })
    .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= ANALYTICS_MAX_RANGE_DAYS, { message: `A report covers at most ${ANALYTICS_MAX_RANGE_DAYS} days`, path: ['to'] });

/** A report's range (at most 366 days) and, for the top lists, how many rows. */
export const analyticsQuerySchema = inRange(rangeQuery);
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The conversion report's query: a report's range and limit, and what to group by (source unless said). */
export const conversionsQuerySchema = inRange(
  rangeQuery.extend({
    by: z
      .enum(CONVERSION_KEYS, { error: `By must be one of ${CONVERSION_KEYS.join(', ')}` })
      .default('source')
      .describe('Group by source (utm_source, else the referring host; null: direct), campaign (utm_campaign) or landing (the page)'),
  }),
);
export type ConversionsQuery = z.output<typeof conversionsQuerySchema>;

const count = z.number().int();
const figures = { views: count, visitors: count };

/** The range as asked, and the site's zone its days are on. */
const range = { from: z.string(), to: z.string(), timeZone: z.string() };

/**
 * Views and visitors per day (every day of the range, 0 for none), their totals, and per device
 * class. A visitor is counted once a day: `visitors` over several days is the sum of the days'.
 */
export const analyticsSummaryDto = ok({
  ...range,
  days: z.array(z.object({ day: z.string(), ...figures })),
  totals: z.object(figures),
  devices: z.array(z.object({ device: z.enum(ANALYTICS_DEVICES), ...figures })),
});
export type AnalyticsSummaryDto = z.output<typeof analyticsSummaryDto>;

/** The most viewed pages (path without query). */
export const analyticsPagesDto = ok({ ...range, rows: z.array(z.object({ path: z.string(), ...figures })) });
export type AnalyticsPagesDto = z.output<typeof analyticsPagesDto>;

/** Where views came from: `utm_source`, else the referrer's host; null for direct (or unknown). */
export const analyticsSourcesDto = ok({ ...range, rows: z.array(z.object({ source: z.string().nullable(), ...figures })) });
export type AnalyticsSourcesDto = z.output<typeof analyticsSourcesDto>;

/** Views that carried a `utm_campaign`, by campaign. */
export const analyticsCampaignsDto = ok({ ...range, rows: z.array(z.object({ campaign: z.string(), ...figures })) });
export type AnalyticsCampaignsDto = z.output<typeof analyticsCampaignsDto>;

/**
 * Views, visitors and leads by source, campaign or landing page, and their conversion rate: leads
 * (contact messages and quote requests, not spam, not deleted, sent in the range on the site's clock)
 * by the same key of their attribution, over visitors (0 when none), to 4 decimals. Leads with no
 * attribution are in no row.
 */
export const analyticsConversionsDto = ok({
  ...range,
  by: z.enum(CONVERSION_KEYS),
  rows: z.array(z.object({ value: z.string().nullable(), ...figures, leads: count, conversionRate: z.number() })),
});
export type AnalyticsConversionsDto = z.output<typeof analyticsConversionsDto>;

/**
 * Blog posts: views and visitors of each `/blog/<slug>` address, its post's title ('' when no post
 * has that address now), and the leads that landed on it.
 */
export const analyticsPostsDto = ok({ ...range, rows: z.array(z.object({ path: z.string(), title: z.string(), ...figures, leads: count })) });
export type AnalyticsPostsDto = z.output<typeof analyticsPostsDto>;
