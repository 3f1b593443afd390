import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { PublicCache } from '../cache/publicCache.js';
import type { RealtimeBus } from '../realtime/bus.js';

/** What the metrics read when they are scraped. */
export interface MetricsSources {
  db: DataSource;
  publicCache: PublicCache;
  bus: RealtimeBus;
  realtimeClients: () => number;
  /** Alert e-mails in the outbox, counted by state (the outbox's own query). */
  outboxStates: () => Promise<Array<{ state: string; n: number | string }>>;
  mediaStorage: 'local' | 's3';
}

/**
 * The server's Prometheus metrics (`GET /metrics`, behind METRICS_TOKEN): requests and their
 * latency by route pattern, the page cache, page renders, the database pool, the outbox, realtime
 * sockets, Redis, and the process itself. Labels are route patterns (routes.ts), never raw paths.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestMetrics([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  readonly renders = new Histogram({ name: 'page_render_seconds', help: 'Server renders of website pages (a page cache miss)', buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1], registers: [this.registry] });
  private sources: MetricsSources | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(this.requests.counter('http_requests_total', 'HTTP requests answered, by method, route pattern and status') as never);
    this.registry.registerMetric(this.requests.histogram('http_request_duration_seconds', 'Time to answer an HTTP request, by method and route pattern') as never);
    // The gauges' collect() runs with `this` the gauge: what they read comes through this arrow.
    const current = () => this.sources;
    let seen = { hits: 0, staleHits: 0, misses: 0, refreshes: 0 };
    const cacheHits = new Counter({ name: 'page_cache_hits_total', help: 'Public reads and pages answered from the page cache, fresh or stale (while made again)', labelNames: ['state'], registers: [this.registry] });
    const cacheMisses = new Counter({ name: 'page_cache_misses_total', help: 'Public reads and pages made because the page cache had no answer', registers: [this.registry] });
    const cacheRefreshes = new Counter({ name: 'page_cache_refreshes_total', help: 'Stale answers made again in the background (after a write, or when old)', registers: [this.registry] });
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes of the answers kept in the page cache (bounded by PUBLIC_CACHE_MB)',
      registers: [this.registry],
      collect() {
        const cache = current()?.publicCache;
        if (cache) this.set(cache.bytes);
      },
    });
    new Gauge({
      name: 'page_cache_entries',
      help: 'Answers kept in the page cache',
      registers: [this.registry],
      collect() {
        const cache = current()?.publicCache;
        if (!cache) return;
        this.set(cache.size);
        cacheHits.inc({ state: 'fresh' }, Math.max(0, cache.hits - seen.hits));
        cacheHits.inc({ state: 'stale' }, Math.max(0, cache.staleHits - seen.staleHits));
        cacheMisses.inc(Math.max(0, cache.misses - seen.misses));
        cacheRefreshes.inc(Math.max(0, cache.refreshes - seen.refreshes));
        seen = { hits: cache.hits, staleHits: cache.staleHits, misses: cache.misses, refreshes: cache.refreshes };
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this instance, by state (MySQL/MariaDB; SQLite has one)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const db = current()?.db;
        if (!db) return;
        const pool = (db.driver as unknown as { pool?: { _allConnections?: { length: number }; _freeConnections?: { length: number } } }).pool;
        const all = pool?._allConnections?.length ?? (db.isInitialized ? 1 : 0);
        const free = pool?._freeConnections?.length ?? 0;
        this.set({ state: 'open' }, all);
        this.set({ state: 'idle' }, free);
        this.set({ state: 'busy' }, Math.max(0, all - free));
      },
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Alert e-mails in the outbox, by state (pending: the backlog; failed: given up on)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        const sources = current();
        if (!sources) return;
        const rows = await sources.outboxStates();
        this.reset();
        for (const state of ['pending', 'failed', 'sent', 'skipped']) this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
      },
    });
    new Gauge({
      name: 'realtime_clients',
      help: 'Realtime sockets open on this instance',
      registers: [this.registry],
      collect() {
        const sources = current();
        if (sources) this.set(sources.realtimeClients());
      },
    });
    new Gauge({
      name: 'redis_state',
      help: 'The fan-out through Redis: 1 for the state it is in (off, ok, degraded)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const health = current()?.bus.health();
        if (!health) return;
        for (const state of ['off', 'ok', 'degraded']) this.set({ state }, health.redis === state ? 1 : 0);
      },
    });
    new Gauge({
      name: 'redis_queued_events',
      help: 'Realtime events waiting for Redis',
      registers: [this.registry],
      collect() {
        const health = current()?.bus.health();
        if (health) this.set(health.queued);
      },
    });
  }

  /** What the scrape reads (the server's parts, once they exist). */
  attach(sources: MetricsSources): void {
    this.sources = sources;
  }

  /** One answered request. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }
}

/** A metric as prom-client's registry reads it when scraped (what its own metrics' `get()` answers). */
interface ScrapedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): { name: string; help: string; type: 'counter' | 'histogram'; aggregator: 'sum'; values: Array<{ labels: Record<string, string | number>; value: number; metricName?: string }> };
}

/**
 * Requests by method, route pattern and status, and their time by method and route: added up in
 * plain numbers on every request, and handed to the registry only when it is scraped, as
 * prom-client's own counter and histogram print them. Those check and hash their labels on every
 * call, a good part of what a kept answer costs besides sending it.
 */
class RequestMetrics {
  /**
   * By route, then method (the same few strings on every request, their hashes already known): no
   * key is put together per request.
   */
  private readonly series = new Map<string, Map<string, Series>>();

  constructor(private readonly bounds: readonly number[]) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map<string, Series>()));
    let series = byMethod.get(method);
    if (!series) byMethod.set(method, (series = { labels: { method, route }, statuses: new Map(), buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
    // Each bucket counts the requests up to its bound (the cumulative counts are added up when scraped).
    for (let i = 0; i < this.bounds.length; i++) {
      if (seconds <= this.bounds[i]) {
        series.buckets[i]++;
        break;
      }
    }
    series.sum += seconds;
    series.count++;
  }

  private all(): Series[] {
    return [...this.series.values()].flatMap((byMethod) => [...byMethod.values()]);
  }

  counter(name: string, help: string): ScrapedMetric {
    const metric = { name, help, type: 'counter' as const, aggregator: 'sum' as const };
    return { ...metric, get: () => ({ ...metric, values: this.all().flatMap(({ labels, statuses }) => [...statuses].map(([status, n]) => ({ labels: { ...labels, status: String(status) }, value: n }))) }) };
  }

  histogram(name: string, help: string): ScrapedMetric {
    const metric = { name, help, type: 'histogram' as const, aggregator: 'sum' as const };
    return {
      ...metric,
      get: () => ({
        ...metric,
        values: this.all().flatMap(({ labels, buckets, sum, count }) => {
          let upTo = 0;
          return [
            ...this.bounds.map((le, i) => ({ labels: { le, ...labels }, value: (upTo += buckets[i]), metricName: `${name}_bucket` })),
            { labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` },
            { labels, value: sum, metricName: `${name}_sum` },
            { labels, value: count, metricName: `${name}_count` },
          ];
        }),
      }),
    };
  }
}

/** One method of one route: its requests by status, and their times. */
interface Series {
  labels: { method: string; route: string };
  statuses: Map<number, number>;
  buckets: number[];
  sum: number;
  count: number;
}
