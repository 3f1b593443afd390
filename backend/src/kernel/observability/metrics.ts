import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LEAD_SOURCES } from '@itsite/shared/contract';
import { buildInfo } from '../buildInfo.js';
import { queryErrors } from '../db/queryErrors.js';
import type { PublicCache } from '../cache/publicCache.js';
import type { RealtimeBus } from '../realtime/bus.js';
import { clustered, workerMetrics } from './clusterMetrics.js';

/** What the metrics read when they are scraped. */
export interface MetricsSources {
  db: DataSource;
  publicCache: PublicCache;
  bus: RealtimeBus;
  realtimeClients: () => number;
  /** Alert e-mails in the outbox, counted by state (the outbox's own query). */
  outboxStates: () => Promise<Array<{ state: string; n: number | string }>>;
  /** Sends of alert e-mails that failed so far (each attempt). */
  outboxSendFailures: () => number;
  /** Errors of the limits' Redis client so far (the realtime bus counts its own). */
  limiterRedisErrors: () => number;
  /** Requests the media store failed so far (a bucket's; the disk has none of its own). */
  storageErrors: () => number;
  /** Migrations the code has and the database lacks. */
  pendingMigrations: () => Promise<number>;
  /** When the last good backup was written (`npm run backup` records it), if ever. */
  lastBackupAt: () => Promise<Date | null>;
  mediaStorage: 'local' | 's3';
}

/** Why a sign-in failed: a wrong password or unknown login, a wrong two-step code, or refused by the throttle. */
export type SignInFailure = 'password' | 'code' | 'throttled';
const SIGN_IN_FAILURES: readonly SignInFailure[] = ['password', 'code', 'throttled'];

/** Node's counts of handles, requests and resources as one number each: gauges named `*_total`, which Prometheus' naming rules keep for counters (the same counts by type stay). */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * The server's Prometheus metrics (`GET /metrics`, behind METRICS_TOKEN): requests and their
 * latency by route pattern, the page cache, page renders, the database (pool, query time and
 * errors, pending migrations), the outbox, realtime sockets, Redis, the media store, leads,
 * sign-ins, backups, the build, and the process itself. Labels are route patterns (routes.ts),
 * never raw paths. Each metric names how workers' values add up (`aggregator`): see
 * clusterMetrics.ts. shared/docs/operations.md lists them with example alert rules.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestMetrics([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  readonly renders = new Histogram({ name: 'page_render_seconds', help: 'Server renders of website pages (a page cache miss)', buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1], registers: [this.registry] });
  private readonly leads = new Counter({ name: 'leads_received_total', help: 'Leads the forms stored, by form and status (new, or spam: kept, nobody told)', labelNames: ['source', 'status'], registers: [this.registry] });
  private readonly signInFailures = new Counter({ name: 'sign_in_failures_total', help: 'Failed sign-ins, by reason (password: wrong password or unknown login; code: wrong two-step code; throttled: refused by the limits)', labelNames: ['reason'], registers: [this.registry] });
  private readonly queryTime = new Histogram({ name: 'db_query_duration_seconds', help: 'Time of each database query (the driver measures whole milliseconds)', buckets: [0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5], registers: [this.registry] });
  private sources: MetricsSources | undefined;
  /** In a worker of several (npm run start:prod): how a scrape reaches the others' counts. */
  private readonly cluster = clustered() ? workerMetrics(this.registry) : undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const name of MISNAMED_DEFAULTS) this.registry.removeSingleMetric(name);
    this.registry.registerMetric(this.requests.counter('http_requests_total', 'HTTP requests answered, by method, route pattern and status') as never);
    this.registry.registerMetric(this.requests.histogram('http_request_duration_seconds', 'Time to answer an HTTP request, by method and route pattern') as never);
    // Every series exists from the start (at 0), so a rate over it is defined before the first event.
    for (const source of LEAD_SOURCES) for (const status of ['new', 'spam']) this.leads.inc({ source, status }, 0);
    for (const reason of SIGN_IN_FAILURES) this.signInFailures.inc({ reason }, 0);
    const build = buildInfo();
    new Gauge({ name: 'itsite_build_info', help: 'The running build: 1, labelled with its version and commit', labelNames: ['version', 'commit'], aggregator: 'first', registers: [this.registry] }).set(build, 1);
    // The gauges' collect() runs with `this` the gauge: what they read comes through this arrow.
    const current = () => this.sources;
    let seen = { hits: 0, staleHits: 0, misses: 0, refreshes: 0 };
    const cacheHits = new Counter({ name: 'page_cache_hits_total', help: 'Public reads and pages answered from the page cache, fresh or stale (while made again)', labelNames: ['state'], registers: [this.registry] });
    const cacheMisses = new Counter({ name: 'page_cache_misses_total', help: 'Public reads and pages made because the page cache had no answer', registers: [this.registry] });
    const cacheRefreshes = new Counter({ name: 'page_cache_refreshes_total', help: 'Stale answers made again in the background (after a write, or when old)', registers: [this.registry] });
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes of the answers kept in the page cache (bounded by PUBLIC_CACHE_MB, per worker)',
      aggregator: 'sum',
      registers: [this.registry],
      collect() {
        const cache = current()?.publicCache;
        if (cache) this.set(cache.bytes);
      },
    });
    new Gauge({
      name: 'page_cache_entries',
      help: 'Answers kept in the page cache',
      aggregator: 'sum',
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
      help: 'Database connections, by state (MySQL/MariaDB; SQLite has one per worker)',
      labelNames: ['state'],
      aggregator: 'sum',
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
      name: 'db_migrations_pending',
      help: 'Migrations this build has and the database lacks (0 once `npm run migrate` ran)',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const sources = current();
        // A read that fails keeps the last value: one busy database never voids a whole scrape.
        if (sources) await sources.pendingMigrations().then((n) => this.set(n), () => undefined);
      },
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Alert e-mails in the outbox, by state (pending: the backlog; failed: given up on)',
      labelNames: ['state'],
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const sources = current();
        if (!sources) return;
        const rows = await sources.outboxStates().catch(() => undefined);
        if (!rows) return;
        this.reset();
        for (const state of ['pending', 'failed', 'sent', 'skipped']) this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
      },
    });
    scrapedCounter(this.registry, 'outbox_send_failures_total', 'Sends of alert e-mails that failed (each attempt: retried later, or given up on)', [], () => [[{}, current()?.outboxSendFailures() ?? 0]]);
    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the last good backup was written (Unix time; 0: never)',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const sources = current();
        if (sources) await sources.lastBackupAt().then((at) => this.set((at?.getTime() ?? 0) / 1000), () => undefined);
      },
    });
    new Gauge({
      name: 'realtime_clients',
      help: 'Realtime sockets open',
      aggregator: 'sum',
      registers: [this.registry],
      collect() {
        const sources = current();
        if (sources) this.set(sources.realtimeClients());
      },
    });
    new Gauge({
      name: 'redis_state',
      help: 'The fan-out through Redis: workers in each state (off, ok, degraded)',
      labelNames: ['state'],
      aggregator: 'sum',
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
      aggregator: 'sum',
      registers: [this.registry],
      collect() {
        const health = current()?.bus.health();
        if (health) this.set(health.queued);
      },
    });
    scrapedCounter(this.registry, 'redis_errors_total', 'Redis errors (a lost connection, a failed command), by client: realtime (the fan-out) or limits', ['client'], () => [
      [{ client: 'realtime' }, current()?.bus.errors() ?? 0],
      [{ client: 'limits' }, current()?.limiterRedisErrors() ?? 0],
    ]);
    scrapedCounter(this.registry, 'db_query_errors_total', 'Database queries that failed (a lost connection, a deadlock, a constraint)', [], () => {
      const db = current()?.db;
      return [[{}, db ? queryErrors(db) : 0]];
    });
    scrapedCounter(this.registry, 'storage_errors_total', 'Requests the media store failed (S3; "no such file" and "not modified" are answers, not errors)', [], () => [[{}, current()?.storageErrors() ?? 0]]);
  }

  /** What the scrape reads (the server's parts, once they exist); the database's queries are timed from now on. */
  attach(sources: MetricsSources): void {
    this.sources = sources;
    const { queryTime } = this;
    const timer: EntitySubscriberInterface = {
      afterQuery(event) {
        if (event.success) queryTime.observe((event.executionTime ?? 0) / 1000);
      },
    };
    sources.db.subscribers.push(timer);
  }

  /** The metrics as Prometheus reads them: in a worker of several, every worker's totals. */
  scrape(): Promise<string> {
    return this.cluster ? this.cluster.scrape() : this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One answered request. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  /** A lead a form stored (`spam`: the spam screen's verdict). */
  leadReceived(source: string, spam: boolean): void {
    this.leads.inc({ source, status: spam ? 'spam' : 'new' });
  }

  signInFailed(reason: SignInFailure): void {
    this.signInFailures.inc({ reason });
  }

  close(): void {
    this.cluster?.stop();
  }
}

/** A counter kept where its events happen (a plain number), read when scraped. */
function scrapedCounter(registry: Registry, name: string, help: string, labelNames: string[], read: () => Array<[Record<string, string>, number]>): void {
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
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
