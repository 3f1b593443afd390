import type { AnswerCheck } from '../platform/openapi/answerCheck.js';
import type { DefaultContext, ParameterizedContext, Middleware } from 'koa';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { DataSource } from 'typeorm';
import type { Endpoint, NativeFormName } from '@itsite/shared/contract';
import type { Config } from './config.js';
import type { Logger } from './observability/logger.js';
import type { MediaStore } from '../platform/media/store.js';
import type { RealtimeBus } from './realtime/bus.js';
import type { LoginThrottle } from '../platform/auth/throttle.js';
import type { DeviceCookies } from '../platform/auth/deviceCookie.js';
import type { TokenlessAllowance } from '../platform/spam/tokenless.js';
import type { LimiterStore } from '../platform/auth/limiters.js';
import type { PublicCache } from './cache/publicCache.js';
import type { Session, User } from '../data/entities/index.js';
import type { FormTokens, SpamVerdict } from '../platform/spam/screen.js';
import type { IdempotencyHandle } from '../platform/http/idempotency.js';
import type { ReceivedCv } from '../platform/http/upload.js';
import type { OutboxWorker } from '../platform/outbox/outbox.js';
import type { Metrics } from './observability/metrics.js';
import type { Analytics } from '../features/analytics/analytics.js';

/** Everything a request handler may use; set once on `app.context.deps`. */
export interface AppDeps {
  config: Config;
  db: DataSource;
  logger: Logger;
  media: MediaStore;
  bus: RealtimeBus;
  loginThrottle: LoginThrottle;
  /** Signs and checks the cookies of devices that have signed in to an account before. */
  deviceCookies: DeviceCookies;
  /** Where limits count: Redis shared by every instance, or this process's memory (platform/auth/limiters.ts). */
  limiters: LimiterStore;
  /** The per-address limit of endpoints marked `limit: 'publicWrite'`. */
  publicWriteLimit: AppMiddleware;
  /** Visitors' reads answered from memory until content changes. */
  publicCache: PublicCache;
  /** Issues and checks the spam screen's "form shown at" tokens. */
  formTokens: FormTokens;
  /** The small allowance of visitors' writes that skip the form token. */
  tokenless: TokenlessAllowance;
  /** Sends queued e-mail (new-lead alerts). */
  outbox: OutboxWorker;
  /** Counts page views (buffered) and keeps their rollups (features/analytics/analytics.ts). */
  analytics: Analytics;
  /** Prometheus metrics of this instance. */
  metrics: Metrics;
  /** Checks each answer against the published OpenAPI document (test servers only: CHECK_ANSWERS=1). */
  answerCheck?: AnswerCheck;
}

export interface Auth {
  user: User;
  session: Session;
  via: 'cookie' | 'bearer';
}

export interface AppState {
  /** Resolved lazily by `getAuth`: undefined = not looked up yet, null = nobody signed in. */
  auth?: Auth | null;
  /** A visitor's write, as the spam screen judged it (endpoints marked `limit: 'publicWrite'`). */
  spam?: SpamVerdict;
  /** Set when the request carries an Idempotency-Key: the handler may record its answer in its own transaction. */
  idempotency?: IdempotencyHandle;
  /** Set when the request is a website form's native post (web/forms.ts), whose body came as a form. */
  nativeForm?: NativeFormName;
  /** An application's CV, as its multipart body carried it (features/applications/cv.ts). */
  cv?: ReceivedCv;
  /** A native form post's Idempotency-Key, from its hidden field (web/forms.ts). */
  idempotencyKey?: string;
  /** The endpoint whose chain answers (test servers only: the answer check reads its documented statuses). */
  answerEndpoint?: Endpoint;
  /** What a write touched, as cache tags (kernel/cache/tags.ts): set by the route from its endpoint; unset, everything. */
  touched?: readonly string[];
  /** What an answer was made from, as cache tags (a page: the reads it was rendered from). */
  cacheTags?: readonly string[];
  /** Values a change replaces, for the audit entry of the call (platform/audit/trail.ts `noteBefore`). */
  auditBefore?: Record<string, unknown>;
}

/** `file`/`files` are set by @koa/multer on multipart routes. */
export interface AppContextExtras extends Pick<DefaultContext, 'file' | 'files'> {
  deps: AppDeps;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtras>;
export type AppMiddleware = Middleware<AppState, AppContextExtras>;
export type AppRouter = Router<AppState, AppContextExtras>;
/** A route's handler or middleware: it also sees the path parameters (`ctx.params`). */
export type AppRouteMiddleware = RouterMiddleware<AppState, AppContextExtras>;
