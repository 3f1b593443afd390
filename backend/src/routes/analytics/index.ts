import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ANALYTICS_EVENT_MAX_BYTES, ANALYTICS_REPORTS, analyticsEventSchema, analyticsQuerySchema, conversionsQuerySchema, endpoints, type AnalyticsReport } from '@itsite/shared/contract';
import type { AppContext, AppRouter } from '../../context.js';
import { HttpError, badRequest, notFound } from '../../errors.js';
import { getAuth } from '../../middlewares/auth.js';
import { parseQuery } from '../../middlewares/validate.js';
import { campaignsReport, conversionsCsv, conversionsReport, pagesReport, postsReport, reportCsv, sourcesReport, summaryReport, type ReportContext } from '../../analytics/reports.js';
import { asksNotToBeTracked, ownHosts } from '../../analytics/attribution.js';
import { bareHost, deviceOf, publicPagePath, referrerHostOf, utmOf } from '../../analytics/views.js';
import { route } from '../helpers.js';

const tooLarge = () => new HttpError(413, `A page view is at most ${ANALYTICS_EVENT_MAX_BYTES} bytes`);

/** The beacon's body as text, refused (413) beyond its limit before more is read. */
async function smallBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > ANALYTICS_EVENT_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ANALYTICS_EVENT_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether the request asks not to be counted, or comes from a bot (isbot), or from no browser at all. */
function optedOutOrBot(ctx: AppContext): boolean {
  if (asksNotToBeTracked(ctx)) return true;
  const ua = ctx.get('User-Agent');
  return !ua || isbot(ua);
}

/** Signed-in staff are not counted: a valid session (cookie or token); a broken one is not counted either. */
async function isStaff(ctx: AppContext): Promise<boolean> {
  try {
    return (await getAuth(ctx)) !== null;
  } catch {
    return true;
  }
}

/** A beacon another site's page sent (its Origin, or Sec-Fetch-Site: cross-site, says so): not this site's view. */
function fromElsewhere(ctx: AppContext): boolean {
  if (ctx.get('Sec-Fetch-Site') === 'cross-site') return true;
  const origin = ctx.get('Origin');
  if (!origin) return false;
  try {
    return !ownHosts(ctx).has(bareHost(new URL(origin).host));
  } catch {
    return true;
  }
}

const limiters = new WeakMap<object, RateLimiterAbstract>();

/** At most `analyticsEventLimit` views a minute from one address (counted where the other limits are): 429 beyond. */
async function limitViews(ctx: AppContext): Promise<void> {
  const { config, limiters: store } = ctx.deps;
  if (config.analyticsEventLimit <= 0) return;
  let limiter = limiters.get(ctx.deps);
  if (!limiter) {
    limiter = store.make('analytics-event', { points: config.analyticsEventLimit, duration: 60 });
    limiters.set(ctx.deps, limiter);
  }
  try {
    await limiter.consume(ctx.ip);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
    throw new HttpError(429, 'Too many page views from your address');
  }
}

/** The report's context: the site's clock. */
const reportContext = async (ctx: AppContext): Promise<ReportContext> => ({ db: ctx.deps.db, timeZone: await ctx.deps.analytics.timeZone() });

export function registerAnalyticsRoutes(router: AppRouter) {
  // shared/docs/analytics.md#what-is-collected. The body is read here (app.ts leaves it unparsed):
  // sendBeacon sends JSON as text/plain.
  route(router, endpoints.collectEvent, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const text = await smallBody(ctx.req);
    await limitViews(ctx);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('The body must be JSON: { "url": "...", "referrer": "..." }');
    }
    const event = analyticsEventSchema.parse(json);
    ctx.status = 202;
    ctx.body = '';
    if (optedOutOrBot(ctx)) return;
    let url: URL;
    try {
      url = new URL(event.url, 'http://page.invalid');
    } catch {
      return;
    }
    const path = publicPagePath(url);
    if (!path || fromElsewhere(ctx) || (await isStaff(ctx))) return;
    const { config, analytics, logger } = ctx.deps;
    const userAgent = ctx.get('User-Agent');
    try {
      await analytics.record(
        { path, referrerHost: referrerHostOf(event.referrer, ownHosts(ctx)), ...utmOf(url), device: deviceOf(userAgent) },
        { site: config.publicUrl ?? ctx.host, address: ctx.ip, userAgent },
      );
    } catch (err) {
      // A view lost to a database outage is no reason to fail the page's beacon.
      logger.warn({ err }, 'page view not counted');
    }
  });

  const reports = [
    [endpoints.analyticsSummary, summaryReport],
    [endpoints.analyticsPages, pagesReport],
    [endpoints.analyticsSources, sourcesReport],
    [endpoints.analyticsCampaigns, campaignsReport],
    [endpoints.analyticsPosts, postsReport],
  ] as const;
  for (const [endpoint, report] of reports) {
    route(router, endpoint, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await report(await reportContext(ctx), parseQuery(ctx, analyticsQuerySchema));
    });
  }

  // Lead attribution's report: admins and sales (the leads area).
  route(router, endpoints.analyticsConversions, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await conversionsReport(await reportContext(ctx), parseQuery(ctx, conversionsQuerySchema));
  });
  // Registered before the other reports' CSV, whose pattern (admins only) would take this address too.
  route(router, endpoints.exportConversions, async (ctx) => {
    const query = parseQuery(ctx, conversionsQuerySchema);
    const csv = await conversionsCsv(await reportContext(ctx), query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `attachment; filename="analytics-conversions-by-${query.by}-${query.from}-to-${query.to}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });
  route(router, endpoints.exportAnalytics, async (ctx) => {
    const report = ctx.params.report as AnalyticsReport;
    if (!ANALYTICS_REPORTS.includes(report)) throw notFound('Report');
    const query = parseQuery(ctx, analyticsQuerySchema);
    const csv = await reportCsv(report, await reportContext(ctx), query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `attachment; filename="analytics-${report}-${query.from}-to-${query.to}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });
}
