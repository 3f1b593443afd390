import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { createApp, type App } from './app.js';
import { LoginThrottle } from './auth/throttle.js';
import { deleteExpiredSessions } from './auth/sessions.js';
import { ensureAdmin, type BootstrapResult } from './auth/users.js';
import type { Config } from './config.js';
import type { AppDeps } from './context.js';
import { openDatabase } from './db/data-source.js';
import { createLogger, type Logger } from './logger.js';
import { MediaStore } from './media/store.js';
import { createBus } from './realtime/bus.js';
import { attachRealtime, type RealtimeServer } from './realtime/socket.js';
import { seedDemoContent } from './seed/demo.js';

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

/** Opens the database (migrations, admin, demo content), then serves HTTP and realtime. */
export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<RunningServer> {
  const db = await openDatabase(config);
  try {
    const media = new MediaStore(config.uploadsDir, db, logger);
    await media.init();
    const bootstrap = await ensureAdmin(db, { email: config.adminEmail, password: config.adminPassword });
    if (config.seedDemo) {
      const { seeded } = await seedDemoContent(db, media, logger);
      if (seeded) logger.info('demo content seeded');
    }
    const bus = await createBus(config.redisUrl, logger);
    const deps: AppDeps = {
      config,
      db,
      logger,
      media,
      bus,
      loginThrottle: new LoginThrottle(config.loginMaxFailures, config.loginWindowSeconds),
    };
    const app = createApp(deps);
    const server = http.createServer(app.koa.callback());
    server.requestTimeout = 120_000;
    // Keep idle connections longer than clients and proxies do (they usually wait 60 s), so a client
    // never reuses a connection the server is closing at that moment (ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const realtime = attachRealtime(server, deps);

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;

    const sweep = setInterval(() => {
      deleteExpiredSessions(db).catch((err: unknown) => logger.warn({ err }, 'session sweep failed'));
    }, 60 * 60 * 1000);
    sweep.unref();

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        clearInterval(sweep);
        await realtime.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Idle keep-alive connections are closed at once; busy ones as soon as their response is out.
        const deadline = Date.now() + config.shutdownGraceMs;
        let done = false;
        void closed.then(() => (done = true));
        while (!done && Date.now() < deadline) {
          server.closeIdleConnections();
          await Promise.race([closed, sleep(50)]);
        }
        if (!done) server.closeAllConnections();
        await closed;
        await bus.close();
        await db.destroy();
      })();
      return closing;
    };

    return { url: `http://${hostForUrl}:${port}`, port, app, deps, db, server, realtime, bootstrap, close };
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw err;
  }
}
