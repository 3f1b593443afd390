import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';
import { requestScope, type RequestScope } from './context.js';
import { newRequestId } from './requestId.js';
import type { Metrics } from './metrics.js';
import { methodOf, routeOf } from './routes.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request id a trusted proxy may hand over (nginx's $request_id is 32 hex digits). */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export interface RequestLogOptions {
  logger: Logger;
  metrics: Metrics;
  /** Behind a proxy (TRUST_PROXY=1): its X-Request-Id is kept. */
  trustProxy: boolean;
  /** Whether requests for build files and uploads get a log line too (REQUEST_LOG_ASSETS). */
  logAssets: boolean;
}

/**
 * Around every request, the page cache's hits included: an id (the trusted proxy's X-Request-Id,
 * else a new one), handed to `hit` and then, when that did not answer, to `next`, to send back in
 * `X-Request-Id` (with a kept answer's headers in one block, or `withRequestId`), and carried by
 * every log line written while `next` serves it (a kept answer writes none but this one), then
 * one JSON line when it is answered: time, id, method, route pattern, status, duration,
 * bytes sent, and the signed-in account's id. Never a header, a cookie, a token, a query string or a
 * body (a visitor's message stays out of the log), and the route is the pattern, not the path.
 */
export function observeRequests({ logger, metrics, trustProxy, logAssets }: RequestLogOptions) {
  /** The request's metrics and log line, once its answer is sent (or was given up). */
  function note(req: IncomingMessage, started: number, route: string, status: number, reqId: string, written: number, userId?: string): void {
    const seconds = (performance.now() - started) / 1000;
    const method = methodOf(req.method);
    metrics.observe(method, route, status, seconds);
    if (!logAssets && (route === '/assets/:file' || route === '/uploads/:file')) return;
    if (!logger.isLevelEnabled('info')) return;
    logger.info({ reqId, method, route, status, ms: Math.round(seconds * 10_000) / 10, bytes: req.socket.bytesWritten - written, ...(userId && { userId }) }, 'request');
  }
  // One listener for every answer made through the app, its request's facts on the answer itself:
  // no closure and no once-wrapper made per request.
  function answered(this: ServerResponse): void {
    const seen = (this as Observed)[OBSERVED];
    if (!seen) return;
    (this as Observed)[OBSERVED] = undefined;
    const { req, scope } = seen;
    // A client that went away before the answer was made whole: nginx's 499. An answer ended in
    // full counts as given even if the client closed before its last bytes were flushed (a client
    // that sends `Connection: close` often does): that one was counted 499 under load.
    note(req, seen.started, routeOf(req.method ?? 'GET', req.url ?? '/'), this.writableEnded ? this.statusCode : 499, scope.reqId, seen.written, scope.userId);
  }
  /**
   * `hit` answers at once what needs no scope (a kept answer) and tells its route, or answers
   * nothing (undefined); `next` then serves the request in its scope, which lasts until the promise
   * it returns settles.
   *
   * A kept answer is noted as soon as it is handed to the connection (written whole then, or queued
   * behind what the connection still sends), with its status: its head has gone out, so a client
   * that leaves during its body is no 499 (as nginx logs it). Nothing is left to wait for, so it
   * needs no listener and nothing put on its response, which cost a hit more than the noting itself.
   */
  return (req: IncomingMessage, res: ServerResponse, hit: Serve<string | undefined>, next: Serve<Promise<void>>): void => {
    const started = performance.now();
    const given = trustProxy ? req.headers['x-request-id'] : undefined;
    const reqId = typeof given === 'string' && GIVEN_ID.test(given) ? given : newRequestId();
    // The bytes already sent on the connection, for the log line's count (when there will be one).
    const written = logger.isLevelEnabled('info') ? req.socket.bytesWritten : 0;
    const route = hit(req, res, reqId);
    if (route !== undefined) return note(req, started, route, res.statusCode, reqId, written);
    const scope: RequestScope = { reqId };
    (res as Observed)[OBSERVED] = { req, started, scope, written };
    res.on('close', answered);
    void requestScope.run(scope, next, req, res, reqId);
  };
}

/** Serves a request (made once, not per request). */
type Serve<T> = (req: IncomingMessage, res: ServerResponse, reqId: string) => T;

/** What is noted of a request when it comes, read when its answer is done. */
const OBSERVED = Symbol('observed');
interface Seen {
  req: IncomingMessage;
  started: number;
  scope: RequestScope;
  written: number;
}
type Observed = ServerResponse & { [OBSERVED]?: Seen };

/** Sets a request's id on its answer, for an answer written header by header (through Koa). */
export function withRequestId(res: ServerResponse, reqId: string): ServerResponse {
  res.setHeader(REQUEST_ID_HEADER, reqId);
  return res;
}

/** Notes the signed-in account on the request's scope (for its log line). */
export function noteUser(userId: string): void {
  const scope = requestScope.getStore();
  if (scope) scope.userId = userId;
}
