import cluster, { type Worker } from 'node:cluster';
import { gatherWorkerMetrics } from '../kernel/observability/clusterMetrics.js';
import { isWorkerMessage } from './workerMessages.js';

/**
 * `npm run start:prod`: the built server with NODE_ENV=production, from production dependencies
 * alone (after `npm run build` and `npm prune --omit=dev`). WEB_CONCURRENCY=N runs N workers on
 * one machine (Node's cluster, one listening port), which share what several instances share: the
 * database, and Redis (required then, for realtime events, the page cache's invalidation and the
 * limits).
 *
 * - A worker that cannot start (a database that lacks migrations with MIGRATIONS=off, a bad
 *   setting) stops them all: the primary prints the worker's reason in one line and exits 1, as a
 *   single process would. It never forks again and again what cannot start.
 * - A worker that dies after it started is replaced, unless workers keep dying (CRASH_LOOP deaths
 *   within CRASH_WINDOW_MS): then the primary stops and exits 1 with the last reason.
 * - A scrape of /metrics, whichever worker it reaches, answers with every worker's totals: the
 *   primary collects and adds them up (kernel/observability/clusterMetrics.ts).
 * - SIGTERM or SIGINT stops every worker gracefully (in-flight requests finish, SHUTDOWN_GRACE_MS);
 *   a worker still running well past that is killed, and the primary exits.
 */
process.env.NODE_ENV = 'production';
// A drill (DRILL=1) runs one worker: it has no Redis to share what workers must share.
const workers = process.env.DRILL === '1' ? 1 : Number(process.env.WEB_CONCURRENCY || '1');
const CRASH_LOOP = 5;
const CRASH_WINDOW_MS = 60_000;

if (!Number.isInteger(workers) || workers < 1) {
  process.stderr.write(`WEB_CONCURRENCY must be a whole number of 1 or more (got ${process.env.WEB_CONCURRENCY})\n`);
  process.exit(2);
}

if (workers > 1 && cluster.isPrimary) {
  if (!process.env.REDIS_URL) {
    process.stderr.write('WEB_CONCURRENCY above 1 needs REDIS_URL: workers share realtime events, cache changes and limits through Redis.\n');
    process.exit(2);
  }
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || '10000') + Number(process.env.SHUTDOWN_LINGER_MS || '1000');
  const started = new Set<number>();
  const reasons = new Map<number, string>();
  const deaths: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const worker of live()) worker.process.kill('SIGTERM');
    if (live().length === 0) process.exit(exitCode);
    // A worker that has not ended well past its grace period is killed.
    setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL');
    }, graceMs + 5_000).unref();
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isWorkerMessage(message)) return;
    if (message.type === 'ready') started.add(worker.id);
    else reasons.set(worker.id, message.reason);
  });
  cluster.on('exit', (worker, code, signal) => {
    const reason = reasons.get(worker.id) ?? `it exited with ${signal ?? `code ${code}`}`;
    if (stopping) {
      if (live().length === 0) process.exit(exitCode);
      return;
    }
    if (!started.has(worker.id)) {
      process.stderr.write(`A worker could not start: ${reason}\n`);
      return stop(1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0] < now - CRASH_WINDOW_MS) deaths.shift();
    if (deaths.length >= CRASH_LOOP) {
      process.stderr.write(`Workers keep dying (${deaths.length} in ${CRASH_WINDOW_MS / 1000} s), stopping: ${reason}\n`);
      return stop(1);
    }
    process.stderr.write(`worker ${worker.process.pid} stopped (${reason}): starting another\n`);
    cluster.fork();
  });
  // Workers ask the primary for everyone's metrics (the variable tells them they may).
  process.env.METRICS_CLUSTER = '1';
  gatherWorkerMetrics();
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
} else {
  await import('./index.js');
}
