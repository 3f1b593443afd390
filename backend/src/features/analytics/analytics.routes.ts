import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ANALYTICS_EVENT_MAX_BYTES, ANALYTICS_REPORTS, analyticsEventSchema, analyticsQuerySchema, conversionsQuerySchema, endpoints, type AnalyticsEventInput, type AnalyticsReport } from '@itsite/shared/contract';
import type { AppContext, AppRouter } from '../../kernel/context.js';
import { HttpError, badRequest, notFound } from '../../kernel/errors.js';
import { getAuth } from '../../platform/http/auth.js';
import { parseQuery } from '../../platform/http/validate.js';
import { campaignsReport, conversionsCsv, conversionsReport, pagesReport, postsReport, reportCsv, sourcesReport, summaryReport, type ReportContext } from './reports.js';
import { asksNotToBeTracked, ownHosts } from './attribution.js';
import { bareHost, deviceOf, publicPagePath, referrerHostOf, utmOf } from './views.js';
import { route } from '../../platform/http/route.js';

const tooLarge = () => new HttpError(413, `A page view is at most ${ANALYTICS_EVENT_MAX_BYTES} bytes`);

/** The beacon's body as text, refused (413) beyond its limit before more is read. */
function smallBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > ANALYTICS_EVENT_MAX_BYTES) return Promise.reject(tooLarge());
  // Listeners rather than an async iterator: a beacon is one small chunk, and this runs for each view.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > ANALYTICS_EVENT_MAX_BYTES) {
        done();
        req.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** isbot's answers for the user agents seen last: a few browser versions send most views, and its pattern is long. */
const bots = new Map<string, boolean>();

/** Whether the request asks not to be counted, or comes from a bot (isbot), or from no browser at all. */
function optedOutOrBot(ctx: AppContext): boolean {
  if (asksNotToBeTracked(ctx)) return true;
  const ua = ctx.get('User-Agent');
  if (!ua) return true;
  let bot = bots.get(ua);
  if (bot === undefined) {
    if (bots.size >= 1000) bots.clear();
    bots.set(ua, (bot = isbot(ua)));
  }
  return bot;
}

/** Signed-in staff are not counted: a valid session (cookie or token); a broken one is not counted either. */
async function isStaff(ctx: AppContext): Promise<boolean> {
  try {
    return (await getAuth(ctx)) !== null;
  } catch {
    return true;
  }
}

/** Sends credentials of some kind (a visitor's beacon sends none: the site sets no cookie for visitors). */
const mayBeStaff = (ctx: AppContext) => Boolean(ctx.get('Authorization') || ctx.get('Cookie'));

const ABSOLUTE = /^https?:\/\//i;

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

/** The beacon's body as the contract reads it: the common case checked by hand, anything else by the schema (and its 400). */
function eventOf(json: unknown): AnalyticsEventInput {
  const event = json as { url?: unknown; referrer?: unknown } | null;
  const fine = (value: unknown) => typeof value === 'string' && value.length <= 1024;
  if (event && typeof event === 'object' && fine(event.url) && (event.url as string).length > 0 && (event.referrer == null || fine(event.referrer))) {
    return { url: event.url as string, referrer: event.referrer as string | null | undefined };
  }
  return analyticsEventSchema.parse(json);
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
    if (ctx.deps.config.analyticsEventLimit > 0) await limitViews(ctx);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('The body must be JSON: { "url": "...", "referrer": "..." }');
    }
    const event = eventOf(json);
    ctx.status = 202;
    ctx.body = '';
    if (optedOutOrBot(ctx)) return;
    let url: URL;
    try {
      // A full address parsed alone (a base is parsed again at each call); a path against a base.
      url = ABSOLUTE.test(event.url) ? new URL(event.url) : new URL(event.url, 'http://page.invalid');
    } catch {
      return;
    }
    const path = publicPagePath(url);
    if (!path || fromElsewhere(ctx) || (mayBeStaff(ctx) && (await isStaff(ctx)))) return;
    const { config, analytics, logger } = ctx.deps;
    const userAgent = ctx.get('User-Agent');
    const utm = utmOf(url);
    try {
      await analytics.record(
        {
          path,
          referrerHost: event.referrer ? referrerHostOf(event.referrer, ownHosts(ctx)) : null,
          utmSource: utm.utmSource,
          utmMedium: utm.utmMedium,
          utmCampaign: utm.utmCampaign,
          device: deviceOf(userAgent),
        },
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
