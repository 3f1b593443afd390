import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { RealtimeFrame } from '@itsite/shared/contract';
import type { Logger } from '../logger.js';

/**
 * Where realtime events travel. In one process an in-memory emitter; with `REDIS_URL`, Redis
 * pub/sub, so an event published by any instance reaches sockets on every instance (each instance
 * receives its own publications back through the subscription, exactly once).
 */
export interface RealtimeBus {
  publish(frame: RealtimeFrame): Promise<void>;
  subscribe(handler: (frame: RealtimeFrame) => void): () => void;
  close(): Promise<void>;
}

export class LocalBus implements RealtimeBus {
  private readonly emitter = new EventEmitter();

  async publish(frame: RealtimeFrame): Promise<void> {
    this.emitter.emit('frame', frame);
  }

  subscribe(handler: (frame: RealtimeFrame) => void): () => void {
    this.emitter.on('frame', handler);
    return () => this.emitter.off('frame', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'itsite:realtime';

export class RedisBus implements RealtimeBus {
  private readonly local = new LocalBus();

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {}

  static async connect(url: string, logger: Logger): Promise<RedisBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    for (const client of [pub, sub]) client.on('error', (err: Error) => logger.warn({ err }, 'redis error'));
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new RedisBus(pub, sub);
    sub.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      try {
        void bus.local.publish(JSON.parse(message) as RealtimeFrame);
      } catch (err) {
        logger.warn({ err }, 'bad realtime message on redis');
      }
    });
    await sub.subscribe(CHANNEL);
    return bus;
  }

  async publish(frame: RealtimeFrame): Promise<void> {
    await this.pub.publish(CHANNEL, JSON.stringify(frame));
  }

  subscribe(handler: (frame: RealtimeFrame) => void): () => void {
    return this.local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

export async function createBus(redisUrl: string | undefined, logger: Logger): Promise<RealtimeBus> {
  return redisUrl ? RedisBus.connect(redisUrl, logger) : new LocalBus();
}
