import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchContext, CONNECTIONS, measure, type Measurement, problems, type SectionReport, type Target } from './common.js';
import { startAppServer } from './servers.js';

/** What the scale-out section loads: a cached public read, a cached page, and a visitor's write. */
const SCALE_OUT_TARGETS: Target[] = [
  { method: 'GET', path: '/api/v1/products' },
  { method: 'GET', path: '/about' },
  { method: 'POST', path: '/api/v1/contact', json: { name: 'Bench Visitor', email: 'bench@example.in', phone: '+91 98100 12345', message: 'Measured through nginx.' } },
];

/**
 * The same load on one instance (directly, and through nginx) and on two instances behind nginx,
 * over one MariaDB and one Redis, as the tested recipe runs them. Needs nginx, MariaDB
 * (BENCH_SCALEOUT_DATABASE_URL, default mysql://root@127.0.0.1:3306/bench_scaleout, made afresh)
 * and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379); reports why when one is missing.
 */
export async function runScaleOutSection(ctx: BenchContext): Promise<SectionReport> {
  const title = `Scale-out: one instance next to two behind nginx (${CONNECTIONS} connections, ${ctx.seconds} s, MariaDB + Redis)`;
  const { hasNginx, startNginx } = await import('../deploy/nginx.js');
  const databaseUrl = new URL(process.env.BENCH_SCALEOUT_DATABASE_URL || 'mysql://root@127.0.0.1:3306/bench_scaleout');
  const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
  const database = decodeURIComponent(databaseUrl.pathname.slice(1));
  const skipped = (why: string): SectionReport => ({ title, text: `Not measured: ${why}.`, data: { skipped: why }, failures: [] });
  if (!(await hasNginx())) return skipped('nginx is not installed (apt-get install nginx)');
  const mysql = await import('mysql2/promise');
  try {
    const admin = await mysql.createConnection({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 3306), user: decodeURIComponent(databaseUrl.username), password: decodeURIComponent(databaseUrl.password) });
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  } catch (err) {
    return skipped(`no MariaDB at BENCH_SCALEOUT_DATABASE_URL (${err instanceof Error ? err.message : String(err)})`);
  }
  const env: NodeJS.ProcessEnv = { DATABASE_URL: databaseUrl.toString(), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `itsite-bench-${randomBytes(4).toString('hex')}:`, TRUST_PROXY: '1' };
  const dirs = [0, 1].map(() => {
    const dir = fs.mkdtempSync(path.join(ctx.tempDir, 'scaleout-'));
    ctx.cleanup.adoptDir(dir);
    return dir;
  });
  // The first seeds the database; the second starts on it.
  const one = await startAppServer(ctx.cleanup, dirs[0], { env });
  const two = await startAppServer(ctx.cleanup, dirs[1], { env });
  // One instance is one `server` line, as the guide says.
  const single = await startNginx([new URL(one.url).host]);
  const pair = await startNginx([new URL(one.url).host, new URL(two.url).host]);
  try {
    const rows: Array<{ target: string; oneDirect: Measurement; oneNginx: Measurement; twoNginx: Measurement }> = [];
    const failures: string[] = [];
    for (const target of SCALE_OUT_TARGETS) {
      const name = `${target.method} ${target.path}`;
      process.stderr.write(`bench: scale-out ${name}…\n`);
      const row = {
        target: name,
        oneDirect: await measure(one.url + target.path, target, ctx.seconds),
        oneNginx: await measure(single.https + target.path, target, ctx.seconds),
        twoNginx: await measure(pair.https + target.path, target, ctx.seconds),
      };
      rows.push(row);
      failures.push(...problems(`${name} (1 direct)`, row.oneDirect), ...problems(`${name} (1 nginx)`, row.oneNginx), ...problems(`${name} (2 nginx)`, row.twoNginx));
    }
    const cell = (m: Measurement) => `${Math.round(m.reqPerSec).toString().padStart(7)} req/s, p99 ${String(m.p99Ms).padStart(4)} ms`;
    const text = [
      'target                 | 1 instance, direct          | 1 instance, nginx (TLS)     | 2 instances, nginx (TLS)',
      '-----------------------|-----------------------------|-----------------------------|-----------------------------',
      ...rows.map((r) => `${r.target.padEnd(22)} | ${cell(r.oneDirect)} | ${cell(r.oneNginx)} | ${cell(r.twoNginx)}`),
      `(${os.cpus().length} cores shared by the load generator, nginx, the instances and the database)`,
    ].join('\n');
    return { title, text, data: { connections: CONNECTIONS, seconds: ctx.seconds, cores: os.cpus().length, rows }, failures };
  } finally {
    await single.stop();
    await pair.stop();
    await one.stop();
    await two.stop();
  }
}
