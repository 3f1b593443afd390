import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { RealtimeFrame } from '@itsite/shared/contract';
import type { Logger } from '../observability/logger.js';

/**
 * Where realtime events travel. In one process an in-memory emitter; with `REDIS_URL`, also Redis
 * pub/sub, so an event published by any instance reaches sockets on every instance. Redis is a
 * helper, never a dependency: an instance delivers to its own sockets at once and hands the
 * event to Redis afterwards, through a bounded queue that waits out an outage (see RedisBus).
 */
export interface RealtimeBus {
  publish(frame: RealtimeFrame): Promise<void>;
  subscribe(handler: (frame: RealtimeFrame) => void): () => void;
  /** Tells every instance that these sessions ended (logout, revocation), so their sockets close. */
  endSessions(sessionIds: string[]): Promise<void>;
  onSessionsEnded(handler: (sessionIds: string[]) => void): () => void;
  /** Tells every other instance that what visitors see changed (their caches start over). */
  /** What a write touched (cache tags: kernel/cache/tags.ts), for the other instances' public caches. */
  contentChanged(touched: readonly string[]): Promise<void>;
  onContentChanged(handler: (touched: readonly string[]) => void): () => void;
  /**
   * After an outage of the fan-out: events from other instances may have been missed here, so the
   * sockets should reconnect (their clients then re-fetch what they show).
   */
  onResumed(handler: () => void): () => void;
  /** `off`: one process, no Redis; `ok`: fanning out; `degraded`: Redis unreachable, events wait in a queue. */
  health(): { redis: 'off' | 'ok' | 'degraded'; queued: number; dropped: number };
  /** Redis errors so far (a lost connection, a failed publish or subscribe): what `redis_errors_total` counts. */
  errors(): number;
  close(): Promise<void>;
}

export class LocalBus implements RealtimeBus {
  private readonly emitter = new EventEmitter();

  // eslint-disable-next-line @typescript-eslint/require-await -- async so that a subscriber's throw rejects the promise (callers .catch() it)
  async publish(frame: RealtimeFrame): Promise<void> {
    this.emitter.emit('frame', frame);
  }

  subscribe(handler: (frame: RealtimeFrame) => void): () => void {
    this.emitter.on('frame', handler);
    return () => this.emitter.off('frame', handler);
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- async so that a subscriber's throw rejects the promise (callers .catch() it)
  async endSessions(sessionIds: string[]): Promise<void> {
    this.emitter.emit('ended', sessionIds);
  }

  onSessionsEnded(handler: (sessionIds: string[]) => void): () => void {
    this.emitter.on('ended', handler);
    return () => this.emitter.off('ended', handler);
  }

  /** One process: its own cache was already told; nobody else to tell. */
  async contentChanged(_touched: readonly string[]): Promise<void> {}

  onContentChanged(handler: (touched: readonly string[]) => void): () => void {
    this.emitter.on('content', handler);
    return () => this.emitter.off('content', handler);
  }

  /** What arrives from other instances (RedisBus). */
  emitContentChanged(touched: readonly string[]): void {
    this.emitter.emit('content', touched);
  }

  onResumed(handler: () => void): () => void {
    this.emitter.on('resumed', handler);
    return () => this.emitter.off('resumed', handler);
  }

  emitResumed(): void {
    this.emitter.emit('resumed');
  }

  health() {
    return { redis: 'off' as const, queued: 0, dropped: 0 };
  }

  errors(): number {
    return 0;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

const CHANNELS = { frame: 'itsite:realtime', ended: 'itsite:sessions-ended', content: 'itsite:content-changed' } as const;
type Channel = keyof typeof CHANNELS;

/** Events kept while Redis is away; past this the oldest go (their sockets catch up on reconnect). */
export const MAX_QUEUED = 1000;

export interface RedisBusOptions {
  /** Milliseconds between reconnection attempts (default: growing from 0.2 s to 5 s). */
  retryMs?: number;
}

/**
 * Redis fan-out that no request waits on. Publishing delivers to this instance's sockets
 * immediately, then queues the event for Redis and returns; the queue is sent whenever Redis is
 * connected, in order, and replayed when it comes back after an outage (at most 1000 events; the
 * oldest beyond that are dropped and counted). The clients fail fast while disconnected instead of
 * holding commands, and reconnect in the background; the server starts whether or not Redis is up.
 * Each message carries its sender, so an instance ignores its own (it already delivered them).
 */
export class RedisBus implements RealtimeBus {
  private readonly local = new LocalBus();
  private readonly self = randomBytes(8).toString('hex');
  private readonly queue: Array<{ channel: Channel; data: unknown }> = [];
  private dropped = 0;
  private flushing = false;
  private closed = false;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private lastWarning = 0;
  private errorCount = 0;

  constructor(
    url: string,
    private readonly logger: Logger,
    options: RedisBusOptions = {},
  ) {
    const clientOptions = {
      // Commands fail at once while disconnected (nothing waits on a reconnect); the queue keeps them.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times: number) => options.retryMs ?? Math.min(200 * times, 5000),
    };
    this.pub = new Redis(url, clientOptions);
    // The subscriber must be allowed to queue its SUBSCRIBE until it is connected.
    this.sub = new Redis(url, { ...clientOptions, enableOfflineQueue: true, maxRetriesPerRequest: null });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => this.warn('redis unreachable; events wait for it', { err: err.message }));
    }
    this.pub.on('ready', () => {
      this.logger.info({ queued: this.queue.length, dropped: this.dropped }, 'redis connected: sending queued events');
      void this.flush();
    });
    this.sub.on('message', (channel: string, message: string) => this.receive(channel, message));
    // The subscription was down: whatever other instances published meanwhile never arrived here.
    let subscribedOnce = false;
    let lost = false;
    this.sub.on('close', () => (lost = subscribedOnce));
    this.sub.on('ready', () => {
      if (lost) {
        this.logger.info('redis subscription back: sockets reconnect to catch up');
        this.local.emitResumed();
      }
      subscribedOnce = true;
      lost = false;
    });
    this.sub.subscribe(...Object.values(CHANNELS)).catch((err: unknown) => this.warn('redis subscribe failed', { err: String(err) }));
  }

  /** A Redis error: counted, and a warning at most every 30 s, so an outage does not flood the log. */
  private warn(message: string, extra: Record<string, unknown>) {
    this.errorCount++;
    if (Date.now() - this.lastWarning < 30_000) return;
    this.lastWarning = Date.now();
    this.logger.warn({ ...extra, queued: this.queue.length, dropped: this.dropped }, message);
  }

  private receive(channel: string, message: string) {
    try {
      const { from, data } = JSON.parse(message) as { from: string; data: unknown };
      if (from === this.self) return;
      if (channel === CHANNELS.frame) void this.local.publish(data as RealtimeFrame);
      else if (channel === CHANNELS.ended) void this.local.endSessions(data as string[]);
      // An instance from before tags were sent says nothing: everything it may have touched.
      else if (channel === CHANNELS.content) this.local.emitContentChanged(Array.isArray(data) ? data.filter((t): t is string => typeof t === 'string') : ['*']);
    } catch (err) {
      this.logger.warn({ err }, 'bad realtime message on redis');
    }
  }

  private enqueue(channel: Channel, data: unknown) {
    this.queue.push({ channel, data });
    while (this.queue.length > MAX_QUEUED) {
      this.queue.shift();
      this.dropped++;
    }
    void this.flush();
  }

  /** Sends the queue in order while Redis answers; stops (keeping the rest) at the first failure. */
  private async flush(): Promise<void> {
    if (this.flushing || this.closed) return;
    this.flushing = true;
    try {
      while (this.queue.length && this.pub.status === 'ready') {
        const next = this.queue[0];
        if (!next) break;
        try {
          await this.pub.publish(CHANNELS[next.channel], JSON.stringify({ from: this.self, data: next.data }));
          this.queue.shift();
        } catch (err) {
          this.warn('redis publish failed; events wait for it', { err: String(err) });
          break;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  async publish(frame: RealtimeFrame): Promise<void> {
    await this.local.publish(frame);
    this.enqueue('frame', frame);
  }

  subscribe(handler: (frame: RealtimeFrame) => void): () => void {
    return this.local.subscribe(handler);
  }

  async endSessions(sessionIds: string[]): Promise<void> {
    await this.local.endSessions(sessionIds);
    this.enqueue('ended', sessionIds);
  }

  onSessionsEnded(handler: (sessionIds: string[]) => void): () => void {
    return this.local.onSessionsEnded(handler);
  }

  /** This instance's own cache was cleared by the caller; the others hear it through Redis. */
  contentChanged(touched: readonly string[]): Promise<void> {
    this.enqueue('content', touched);
    return Promise.resolve();
  }

  onContentChanged(handler: (touched: readonly string[]) => void): () => void {
    return this.local.onContentChanged(handler);
  }

  onResumed(handler: () => void): () => void {
    return this.local.onResumed(handler);
  }

  errors(): number {
    return this.errorCount;
  }

  health() {
    const up = this.pub.status === 'ready' && this.sub.status === 'ready';
    return { redis: up ? ('ok' as const) : ('degraded' as const), queued: this.queue.length, dropped: this.dropped };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    // A connected client says goodbye; one that is not is cut at once (quit would wait for Redis).
    await Promise.allSettled([this.sub, this.pub].map((client) => (client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()))));
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

/** The bus: in memory, or through Redis when a URL is given. Never waits for Redis to answer. */
export function createBus(redisUrl: string | undefined, logger: Logger, options: RedisBusOptions = {}): RealtimeBus {
  return redisUrl ? new RedisBus(redisUrl, logger, options) : new LocalBus();
}
