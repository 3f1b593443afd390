import cluster from 'node:cluster';

/**
 * `npm run start:prod`: the built server with NODE_ENV=production, from production dependencies
 * alone (after `npm run build` and `npm prune --omit=dev`). WEB_CONCURRENCY=N runs N workers on
 * one machine (Node's cluster, one listening port), which share what several instances share: the
 * database, and Redis (required then, for realtime events, the page cache's invalidation and the
 * limits). A worker that dies is replaced; SIGTERM stops them all gracefully.
 */
process.env.NODE_ENV = 'production';
const workers = Number(process.env.WEB_CONCURRENCY || '1');

if (!Number.isInteger(workers) || workers < 1) {
  process.stderr.write(`WEB_CONCURRENCY must be a whole number of 1 or more (got ${process.env.WEB_CONCURRENCY})\n`);
  process.exit(2);
}

if (workers > 1 && cluster.isPrimary) {
  if (!process.env.REDIS_URL) {
    process.stderr.write('WEB_CONCURRENCY above 1 needs REDIS_URL: workers share realtime events, cache changes and limits through Redis.\n');
    process.exit(2);
  }
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`worker ${worker.process.pid} stopped (${signal ?? code}): starting another\n`);
    cluster.fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('./index.js');
}
