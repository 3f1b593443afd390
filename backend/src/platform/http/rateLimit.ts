import { RateLimiterRes } from 'rate-limiter-flexible';
import { memoryLimiters, type LimiterStore } from '../auth/limiters.js';
import type { Config } from '../../kernel/config.js';
import type { AppMiddleware } from '../../kernel/context.js';
import { HttpError } from '../../kernel/errors.js';

/**
 * The per-address limit on visitors' writes (endpoints marked `limit: 'publicWrite'`): at most
 * `publicWriteLimit` within the window, counted across those endpoints together; beyond that 429
 * with Retry-After, and nothing is stored. A limit of 0 turns it off. Counted where `limiters`
 * keeps counts (Redis with several instances: platform/auth/limiters.ts).
 */
export function publicWriteLimit(config: Pick<Config, 'publicWriteLimit' | 'publicWriteWindowSeconds'>, limiters: LimiterStore = memoryLimiters()): AppMiddleware {
  if (config.publicWriteLimit <= 0) return (_ctx, next) => next();
  const limiter = limiters.make('public-write', { points: config.publicWriteLimit, duration: config.publicWriteWindowSeconds });
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const wait = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      ctx.set('Retry-After', String(wait));
      throw new HttpError(429, `Too many messages from your address. Please try again in ${Math.ceil(wait / 60)} minute(s).`);
    }
    await next();
  };
}
