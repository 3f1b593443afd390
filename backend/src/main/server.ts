import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { createAnswerCheck } from '../platform/openapi/answerCheck.js';
import { createApp, type App } from './app.js';
import { LoginThrottle } from '../platform/auth/throttle.js';
import { DeviceCookies } from '../platform/auth/deviceCookie.js';
import { TokenlessAllowance } from '../platform/spam/tokenless.js';
import { publicWriteLimit } from '../platform/http/rateLimit.js';
import { memoryLimiters, redisLimiters } from '../platform/auth/limiters.js';
import { PublicCache } from '../kernel/cache/publicCache.js';
import { startPublishing } from '../platform/content/publishing.js';
import { deleteExpiredSessions } from '../platform/auth/sessions.js';
import { ensureAdmin, type BootstrapResult } from '../features/staff/index.js';
import type { Config } from '../kernel/config.js';
import type { AppDeps } from '../kernel/context.js';
import { openDatabase } from '../data/data-source.js';
import { migrationStatus, withMigrationLock } from '../kernel/db/migrate.js';
import { lastBackup } from '../data/backups.js';
import { createLogger, type Logger } from '../kernel/observability/logger.js';
import { MediaStore } from '../platform/media/store.js';
import { answerWhileStarting } from '../platform/http/unavailable.js';
import { Metrics } from '../kernel/observability/metrics.js';
import { observeRequests, withRequestId } from '../kernel/observability/requestLog.js';
import { blobStoreOf } from '../kernel/storage/blobs.js';
import { createBus } from '../kernel/realtime/bus.js';
import { attachRealtime, type RealtimeServer } from '../platform/realtime/socket.js';
import { seedDemoContent } from '../seed/demo.js';
import { purgeDeletedLeads } from '../features/leads/index.js';
import { deleteExpiredIdempotencyKeys } from '../platform/http/idempotency.js';
import { FormTokens, formTokenSecret } from '../platform/spam/screen.js';
import { forgetOldFormTokenUses } from '../platform/spam/formTokenUses.js';
import { OutboxWorker, outboxStateCounts } from '../platform/outbox/outbox.js';
import { pruneAudit } from '../platform/audit/trail.js';
import { Analytics } from '../features/analytics/index.js';

export interface RunningServer {
  url: string;
  port: number;
  app: App;
  deps: AppDeps;
  db: DataSource;
  server: http.Server;
  realtime: RealtimeServer;
  bootstrap: BootstrapResult;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then releases all. */
  close(): Promise<void>;
}

const openConnections = (server: net.Server) =>
  new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));

/** Errors of a database that is not there yet (or not reachable): worth another try. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR', 'SQLITE_BUSY']);

function unreachable(err: unknown): boolean {
  const codes = [err, (err as { driverError?: unknown } | null)?.driverError, (err as { cause?: unknown } | null)?.cause].map((e) => (e as { code?: unknown } | null)?.code);
  return codes.some((code) => typeof code === 'string' && UNREACHABLE.has(code));
}

/**
 * Opens the database, trying again with a growing pause (0.5 s, doubling up to 5 s; each try
 * logged) for as long as it is not reachable: an instance started before its database comes up
 * when the database does, without a supervisor restarting it. Anything else (a wrong URL, a
 * migration that fails, MIGRATIONS=off on a database that lacks one) stops the start at once.
 */
async function openDatabaseWhenUp(config: Config, logger: Logger): Promise<DataSource> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(config, logger);
    } catch (err) {
      if (!unreachable(err)) throw err;
      const waitMs = Math.min(500 * 2 ** (attempt - 1), 5000);
      logger.warn({ attempt, retryInMs: waitMs, code: (err as { code?: string }).code }, 'database not reachable yet: trying again');
      await sleep(waitMs);
    }
  }
}

/**
 * Serves HTTP at once (while the database is not reachable yet: /healthz up, /readyz 503, a 503
 * page or JSON error for the rest), opens the database (migrations, admin, demo content), then
 * serves the whole app and realtime.
 */
export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<RunningServer> {
  let serve: (req: http.IncomingMessage, res: http.ServerResponse) => void = answerWhileStarting;
  const server = http.createServer((req, res) => serve(req, res));
  server.requestTimeout = 120_000;
  // Keep idle connections longer than clients and proxies do (they usually wait 60 s), so a client
  // never reuses a connection the server is closing at that moment (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let db: DataSource;
  try {
    db = await openDatabaseWhenUp(config, logger);
  } catch (err) {
    server.close();
    throw err;
  }
  try {
    if (config.drill) logger.warn({ dataDir: config.dataDir }, 'restore drill (DRILL=1): no Redis, no SMTP, media written under DATA_DIR only');
    const media = new MediaStore(config.uploadsDir, db, logger, blobStoreOf(config));
    await media.init();
    // A first start's work (the first admin, the demo content) under the migrations' lock: instances
    // starting together on an empty database do it once, the others find it done.
    const bootstrap = await withMigrationLock(db, async () => {
      const made = await ensureAdmin(db, { email: config.adminEmail, password: config.adminPassword });
      if (config.seedDemo) {
        const { seeded } = await seedDemoContent(db, media, logger);
        if (seeded) logger.info('demo content seeded');
      }
      return made;
    });
    const bus = createBus(config.redisUrl, logger, { retryMs: config.redisRetryMs });
    // Limits count in Redis when there is one, so every instance behind a proxy counts together.
    const limiters = config.redisUrl ? redisLimiters(config.redisUrl, logger, { retryMs: config.redisRetryMs, keyPrefix: config.redisKeyPrefix }) : memoryLimiters();
    const metrics = new Metrics();
    const serverSecret = await formTokenSecret(db, config.formTokenSecret);
    const deps: AppDeps = {
      config,
      metrics,
      ...(config.checkAnswers && { answerCheck: await createAnswerCheck() }),
      db,
      logger,
      media,
      bus,
      loginThrottle: new LoginThrottle({ maxFailures: config.loginMaxFailures, windowSeconds: config.loginWindowSeconds, accountMaxFailures: config.loginAccountMaxFailures }, limiters),
      publicWriteLimit: publicWriteLimit(config, limiters),
      limiters,
      publicCache: new PublicCache({ maxBytes: config.publicCacheBytes, trustProxy: config.trustProxy, degraded: () => bus.health().redis === 'degraded' }),
      formTokens: new FormTokens(serverSecret, config.formMinMs),
      tokenless: new TokenlessAllowance({ total: config.tokenlessWriteLimit, perAddress: config.tokenlessWriteAddressLimit, windowSeconds: config.publicWriteWindowSeconds }, limiters),
      deviceCookies: new DeviceCookies(serverSecret),
      outbox: new OutboxWorker(db, logger, {
        smtpUrl: config.smtpUrl,
        from: config.smtpFrom,
        pollMs: config.outboxPollMs,
        retryBaseMs: config.outboxRetryBaseMs,
        maxRetryMs: 60 * 60 * 1000,
        maxAttempts: config.outboxMaxAttempts,
        leaseMs: 60_000,
      }),
      analytics: new Analytics(db, logger, { flushMs: config.analyticsFlushMs, rawDays: config.analyticsRawDays, rollupMs: 10 * 60 * 1000, sliceMs: config.analyticsSliceMs }),
    };
    // Another instance's admin changed content: this one's cached pages and answers start over.
    bus.onContentChanged((touched) => deps.publicCache.invalidate(touched));
    // Back from a Redis outage: a change made elsewhere meanwhile may not have been heard.
    bus.onResumed(() => deps.publicCache.invalidate());
    const app = createApp(deps);
    const handle = app.koa.callback();
    const observe = observeRequests({ logger, metrics, trustProxy: config.trustProxy, logAssets: config.requestLogAssets });
    const realtime = attachRealtime(server, deps);
    metrics.attach({
      db,
      publicCache: deps.publicCache,
      bus,
      realtimeClients: () => realtime.clientCount(),
      outboxStates: () => outboxStateCounts(db),
      outboxSendFailures: () => deps.outbox.sendFailures,
      limiterRedisErrors: () => limiters.errors(),
      storageErrors: () => media.blobs.errors(),
      pendingMigrations: async () => (await migrationStatus(db)).filter((m) => !m.applied).length,
      lastBackupAt: async () => {
        const backup = await lastBackup(db);
        return backup ? new Date(backup.at) : null;
      },
      mediaStorage: config.mediaStorage,
    });

    const serveHit = (req: http.IncomingMessage, res: http.ServerResponse, reqId: string) => deps.publicCache.serveHit(req, res, reqId);
    const serveApp = (req: http.IncomingMessage, res: http.ServerResponse, reqId: string) => handle(req, withRequestId(res, reqId));
    // Set when the server starts closing: `serve` then answers with `Connection: close`.
    let draining = false;
    // From now on the whole app answers: every request has an id and a log line; a kept public
    // answer is sent before Koa is involved, anything else goes through the app.
    serve = (req, res) => {
      // While draining, every answer says `Connection: close`, so no client reuses its connection.
      if (draining) res.setHeader('Connection', 'close');
      observe(req, res, serveHit, serveApp);
    };
    const { port } = server.address() as AddressInfo;
    // New-lead alerts: sent in the background, never on a visitor's request.
    deps.outbox.start();
    // Page views are written in batches; finished days are rolled up (every instance may: features/analytics/analytics.ts).
    deps.analytics.start();
    // Scheduled products and blogs go public at their time, whoever is (or is not) signed in.
    const stopPublishing = startPublishing(deps, config.publishCheckMs);
    const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;

    // Leads deleted 30 days ago are purged at start and every hour.
    const purgeLeads = () => void purgeDeletedLeads(db).catch((err: unknown) => logger.warn({ err }, 'lead purge failed'));
    purgeLeads();
    // Audit entries past the retention go the same way; a delete by date is the same on every instance.
    const pruneAuditLog = () => void pruneAudit(db, config.auditRetentionDays).catch((err: unknown) => logger.warn({ err }, 'audit log prune failed'));
    pruneAuditLog();
    const sweep = setInterval(() => {
      deleteExpiredSessions(db).catch((err: unknown) => logger.warn({ err }, 'session sweep failed'));
      purgeLeads();
      pruneAuditLog();
      deleteExpiredIdempotencyKeys(db).catch((err: unknown) => logger.warn({ err }, 'idempotency key sweep failed'));
      forgetOldFormTokenUses(db).catch((err: unknown) => logger.warn({ err }, 'form token sweep failed'));
    }, 60 * 60 * 1000);
    sweep.unref();


    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        clearInterval(sweep);
        stopPublishing();
        draining = true;
        // Stop accepting connections, but keep the open ones: http's own close() would cut idle
        // keep-alive connections at once, resetting requests already on their way on them.
        const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
        await realtime.close();
        const deadline = Date.now() + config.shutdownGraceMs;
        // Requests that were on the wire when the signal came arrive within the linger and are
        // answered (then their connection closes); after it, idle connections are closed.
        if (config.shutdownLingerMs > 0 && (await openConnections(server)) > 0) await Promise.race([closed, sleep(Math.min(config.shutdownLingerMs, config.shutdownGraceMs))]);
        let done = false;
        void closed.then(() => (done = true));
        while (!done && Date.now() < deadline) {
          server.closeIdleConnections();
          await Promise.race([closed, sleep(50)]);
        }
        if (!done) server.closeAllConnections();
        await closed;
        // Stops http's own timers (the listener is already closed, so this reports "not running").
        server.close(() => undefined);
        await deps.outbox.stop();
        // Page views still in memory are written before the database closes.
        await deps.analytics.stop();
        await bus.close();
        await limiters.close();
        metrics.close();
        // Image variants still queued are left to be made on first request; the one being written is finished.
        await media.close();
        await db.destroy();
      })();
      return closing;
    };

    return { url: `http://${hostForUrl}:${port}`, port, app, deps, db, server, realtime, bootstrap, close };
  } catch (err) {
    server.close();
    await db.destroy().catch(() => undefined);
    throw err;
  }
}
