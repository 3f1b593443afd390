import { loadConfig } from '../kernel/config.js';
import { MigrationsPendingError, databaseKind } from '../data/data-source.js';
import { createLogger } from '../kernel/observability/logger.js';
import { startServer } from './server.js';
import { tellPrimary } from './workerMessages.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const running = await startServer(config, logger);
  const { bootstrap } = running;
  if (bootstrap.generatedPassword) {
    // Printed once, on purpose to stdout: the operator needs it to sign in the first time.
    process.stdout.write(
      `\n  An admin account was created:\n    e-mail:   ${bootstrap.email}\n    password: ${bootstrap.generatedPassword}\n` +
        `  Change it with: npm run admin -- --email ${bootstrap.email} --password <new password>\n\n`,
    );
  }
  logger.info({ url: running.url, database: databaseKind(config), dataDir: config.dataDir }, 'server listening');
  process.stdout.write(`  Website: ${running.url}/   Admin: ${running.url}/wp-admin\n`);
  tellPrimary({ type: 'ready' });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  // A worker of several tells the primary, which prints it once for all of them.
  if (process.send) tellPrimary({ type: 'fatal', reason });
  // What the operator must do, in one line; anything else with its stack.
  else if (err instanceof MigrationsPendingError) process.stderr.write(`${reason}\n`);
  if (!(err instanceof MigrationsPendingError)) logger.fatal({ err }, 'could not start');
  process.exit(1);
}
