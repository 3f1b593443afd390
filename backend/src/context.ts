import type { DefaultContext, ParameterizedContext, Middleware } from 'koa';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { MediaStore } from './media/store.js';
import type { RealtimeBus } from './realtime/bus.js';
import type { LoginThrottle } from './auth/throttle.js';
import type { PublicCache } from './cache/publicCache.js';
import type { Session, User } from './entities/index.js';

/** Everything a request handler may use; set once on `app.context.deps`. */
export interface AppDeps {
  config: Config;
  db: DataSource;
  logger: Logger;
  media: MediaStore;
  bus: RealtimeBus;
  loginThrottle: LoginThrottle;
  /** The per-address limit of endpoints marked `limit: 'publicWrite'`. */
  publicWriteLimit: AppMiddleware;
  /** Visitors' reads answered from memory until content changes. */
  publicCache: PublicCache;
}

export interface Auth {
  user: User;
  session: Session;
  via: 'cookie' | 'bearer';
}

export interface AppState {
  /** Resolved lazily by `getAuth`: undefined = not looked up yet, null = nobody signed in. */
  auth?: Auth | null;
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
