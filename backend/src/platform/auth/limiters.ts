import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../../kernel/observability/logger.js';

/** One limit: at most `points` in `duration` seconds, then refused for `blockDuration` seconds (0: until the window ends). */
export interface LimitRule {
  points: number;
  duration: number;
  blockDuration?: number;
}

/**
 * Where the limits count (the sign-in throttle, the code step's lockout, the visitors' write limit):
 * in Redis when `REDIS_URL` is set, so N instances behind a proxy allow what one allows; each in this
 * process's memory otherwise. While Redis is away a limit counts in memory instead (each instance
 * on its own, as without Redis) and goes back to Redis once it answers: a limit never fails open
 * and never makes a request wait on Redis.
 */
export interface LimiterStore {
  make(name: string, rule: LimitRule): RateLimiterAbstract;
  /** `memory` (no Redis), `redis`, or `fallback` (Redis configured but not answering). */
  state(): 'memory' | 'redis' | 'fallback';
  /** Redis errors so far (the limits then count in this instance): what `redis_errors_total` counts. */
  errors(): number;
  close(): Promise<void>;
}

export function memoryLimiters(): LimiterStore {
  return {
    make: (_name, rule) => new RateLimiterMemory(rule),
    state: () => 'memory',
    errors: () => 0,
    close: () => Promise.resolve(),
  };
}

export function redisLimiters(url: string, logger: Logger, { retryMs, keyPrefix = 'itsite:' }: { retryMs?: number; keyPrefix?: string } = {}): LimiterStore {
  const client = new Redis(url, {
    // A command fails at once while disconnected (the memory fallback answers), never queued.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times: number) => retryMs ?? Math.min(200 * times, 5000),
  });
  let lastWarning = 0;
  let errors = 0;
  client.on('error', (err: Error) => {
    errors++;
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    logger.warn({ err: err.message }, 'redis unreachable: limits count in this instance meanwhile');
  });
  return {
    make: (name, rule) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}limit:${name}`,
        ...rule,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(rule),
      }),
    state: () => (client.status === 'ready' ? 'redis' : 'fallback'),
    errors: () => errors,
    close: () => {
      client.disconnect();
      return Promise.resolve();
    },
  };
}
