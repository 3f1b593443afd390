import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import compose from 'koa-compose';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import { paths } from '@itsite/shared/contract';
import type { AppContext, AppContextExtras, AppDeps, AppMiddleware, AppRouter, AppState } from '../kernel/context.js';
import { resolveClientAddress } from '../platform/http/clientAddress.js';
import { trustedProxies } from '../kernel/net.js';
import { requestScope } from '../kernel/observability/context.js';
import { newRequestId } from '../kernel/observability/requestId.js';
import { errorHandler } from '../platform/http/errors.js';
import { apiErrorBodies, securityHeaders } from '../platform/http/headers.js';
import { createRouter } from './routes.js';
import { markRefresh, type CacheSource } from '../kernel/cache/publicCache.js';
import { checkErrorAnswers } from '../platform/openapi/answerCheck.js';
import { inProcessFetch, pageRenderer } from '../web/render.js';
import { nativeForms } from '../web/forms.js';
import { serveUploads, serveWebsite, websitePages } from '../web/static.js';

export interface App {
  koa: Koa<AppState, AppContextExtras>;
  router: AppRouter;
  /** The API read in-process, as server-rendered pages read it (web/render.ts inProcessFetch). */
  fetchApi: typeof fetch;
}

/**
 * How the public cache makes a stale answer again: a GET of its address through the whole app, as
 * a visitor's would go (the cache's middleware keeps what it answers), with no client to send to.
 * Each runs in a scope of its own (its log lines' id, its page's reads), whoever's request set it off.
 */
function backgroundRequest(koa: Koa<AppState, AppContextExtras>) {
  const socket = new Socket();
  return (source: CacheSource): Promise<void> => {
    const handle = compose(koa.middleware);
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = source.url;
    req.headers = { host: source.host, accept: source.url.startsWith('/api/') ? 'application/json' : 'text/html' };
    markRefresh(req, source);
    const res = new ServerResponse(req);
    res.statusCode = 404;
    return requestScope.run({ reqId: newRequestId() }, () => handle(koa.createContext<AppState>(req, res) as AppContext));
  };
}

/**
 * `middleware` for the addresses the router has routes under (their first segment: `/api`,
 * `/healthz`, ...), passed over for the others: a page's or a file's address never has the router
 * try its 136 patterns on it.
 */
function onlyRouted(router: AppRouter, middleware: AppMiddleware): AppMiddleware {
  const firsts = new Set<string>();
  for (const { path } of router.stack) {
    const first = typeof path === 'string' ? `/${path.split('/')[1] ?? ''}` : '';
    // A pattern, or a first segment that is a parameter, could match any address: the router is then asked about every one.
    if (!first || /[:(*?]/.test(first)) return middleware;
    // The router matches regardless of case.
    firsts.add(first.toLowerCase());
  }
  return (ctx, next) => {
    const slash = ctx.path.indexOf('/', 1);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- Koa's Middleware type returns any: the wrapped middleware's promise is passed on as it is
    return firsts.has((slash < 0 ? ctx.path : ctx.path.slice(0, slash)).toLowerCase()) ? middleware(ctx, next) : next();
  };
}

/** The Koa application: one error middleware on top, then the API, then media and the website. */
export function createApp(deps: AppDeps): App {
  const koa = new Koa<AppState, AppContextExtras>({ proxy: deps.config.trustProxy });
  koa.context.deps = deps;
  // Errors are answered by errorHandler; what still reaches here is a broken client connection.
  koa.on('error', (err: unknown) => deps.logger.debug({ err }, 'connection error'));

  const router = createRouter();
  // Behind proxies: the client's address is the rightmost one no trusted proxy wrote (never the client's own say).
  if (deps.config.trustProxy) koa.use(resolveClientAddress(trustedProxies(deps.config.trustedProxies)));
  koa.use(securityHeaders);
  // Text answers (HTML, JS, CSS, JSON, SVG) over 1 KB are compressed; media are already compressed.
  koa.use(compress({ threshold: 1024, br: false }));
  if (deps.answerCheck) koa.use(checkErrorAnswers);
  koa.use(errorHandler);
  koa.use(apiErrorBodies);
  koa.use(deps.publicCache.middleware((touched) => deps.bus.contentChanged(touched)));
  // Public pages are rendered on the server from the website's server bundle, which reads the
  // API from this same application: its errors, error bodies and routes.
  const fetchApi = inProcessFetch(koa, [errorHandler, apiErrorBodies, router.routes() as AppMiddleware, router.allowedMethods() as AppMiddleware]);
  const pages = websitePages(deps.config.websiteDir, pageRenderer(deps.config.websiteServerEntry, fetchApi, deps.logger, deps.metrics));
  // The public forms' native posts (they work without JavaScript): form bodies, answered by the API's own chains.
  koa.use(nativeForms(pages));
  // JSON bodies; the analytics beacon reads its own (small, and sent as text/plain).
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' });
  koa.use((ctx, next) => (ctx.path === paths.collectEvent ? next() : parseJson(ctx, next)));
  koa.use(onlyRouted(router, compose([router.routes() as AppMiddleware, router.allowedMethods() as AppMiddleware])));
  koa.use(serveUploads(deps.media));
  koa.use(serveWebsite(deps.config.websiteDir, pages));
  deps.publicCache.attach(backgroundRequest(koa));
  return { koa, router, fetchApi };
}
