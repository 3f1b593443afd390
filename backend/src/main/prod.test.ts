import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/harness.js';
import { hasPromtool, promtool, sample } from '../test/prometheus.js';

/** `npm run start:prod` (backend/dist/main/prod.js, built by `tsc -b` before the tests). */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const prod = path.join(repoRoot, 'backend', 'dist', 'main', 'prod.js');

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

async function ready(port: number, why: () => string) {
  const deadline = Date.now() + 45_000;
  while (!(await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`never ready: ${why()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function start(env: NodeJS.ProcessEnv, command: string[] = [process.execPath, prod]) {
  const [file = process.execPath, ...args] = command;
  const child = spawn(file, args, { cwd: repoRoot, env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: '0', ADMIN_EMAIL: 'prod@test.example', ADMIN_PASSWORD: 'a long prod password', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the production start', () => {
  it('refuses several workers without Redis, naming what is missing', async () => {
    const run = start({ WEB_CONCURRENCY: '2', PORT: String(await freePort()), DATA_DIR: os.tmpdir() });
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain('WEB_CONCURRENCY above 1 needs REDIS_URL');
  });

  it.each([1, 2])('with MIGRATIONS=off on a database that lacks migrations, %i worker(s) exit 1 with one line naming npm run migrate', { timeout: 60_000 }, async (count) => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-prod-unmigrated-'));
    try {
      // Several workers need a Redis address (one that does not answer is enough: nothing waits on it).
      const run = start({ WEB_CONCURRENCY: String(count), MIGRATIONS: 'off', PORT: String(await freePort()), DATA_DIR: dataDir, REDIS_URL: count > 1 ? 'redis://127.0.0.1:9' : undefined });
      expect(await run.exited).toBe(1);
      expect(lines(run.stderr())).toHaveLength(1);
      expect(run.stderr()).toContain('npm run migrate');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('stops within its grace period when npm run start:prod is sent SIGTERM (npm hands the signal to the server)', { timeout: 60_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-prod-npm-'));
    const port = await freePort();
    const run = start({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '3000', SHUTDOWN_LINGER_MS: '200' }, ['npm', 'run', '--silent', 'start:prod']);
    try {
      await ready(port, run.stderr);
      const stoppedAt = Date.now();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      // Nothing answers on the port any more: the server went with npm, well within its grace.
      expect(await fetch(`http://127.0.0.1:${port}/healthz`).then(() => 'answered', () => 'refused')).toBe('refused');
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    } finally {
      run.child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('runs two workers on one port in production mode, and stops them all on SIGTERM', { timeout: 60_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-prod-'));
    const port = await freePort();
    const run = start({ WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `itsite-prod-${port}:` });
    try {
      await ready(port, run.stderr);
      // Each worker reaches Redis in the background (nothing waits on it): soon, on a busy machine.
      await expect
        .poll(async () => ((await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { redis: string }).redis, { timeout: 15_000, interval: 200 })
        .toBe('ok');
      // Two workers and their primary.
      const children = (await fs.readFile(`/proc/${run.child.pid}/task/${run.child.pid}/children`, 'utf8')).trim().split(/\s+/).filter(Boolean);
      expect(children).toHaveLength(2);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)("adds up every worker's metrics in one scrape, and no counter goes back when a worker is killed", { timeout: 90_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-prod-metrics-'));
    const port = await freePort();
    const token = 'prod-metrics-token';
    const run = start({ WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, METRICS_TOKEN: token, REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `itsite-prod-${port}:` });
    const workers = async () => (await fs.readFile(`/proc/${run.child.pid}/task/${run.child.pid}/children`, 'utf8')).trim().split(/\s+/).filter(Boolean).map(Number);
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const served = 'http_requests_total{method="GET",route="/healthz",status="200"}';
    try {
      await ready(port, run.stderr);
      // Each on a connection of its own: the primary hands connections to the workers in turn.
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
      }
      // One worker alone would report about half; the scrape answers with both.
      // A worker busy past the round's wait is counted as it last answered: on a loaded machine the
      // totals may trail for a round or two before both workers' counts are in.
      await expect.poll(async () => sample(await scrape(), served), { timeout: 30_000, interval: 500 }).toBe(40);
      const text = await scrape();
      expect(sample(text, 'db_pool_connections{state="open"}')).toBe(2);
      if (hasPromtool) expect(await promtool(['check', 'metrics'], text)).toEqual({ code: 0, output: '' });
      const cpuBefore = sample(text, 'process_cpu_seconds_total') ?? NaN;

      const [killed] = await workers();
      process.kill(killed, 'SIGKILL');
      // The primary starts another in its place.
      await expect.poll(async () => { const now = await workers(); return now.length === 2 && !now.includes(killed); }, { timeout: 30_000, interval: 200 }).toBe(true);
      await ready(port, run.stderr);
      const afterKill = await scrape();
      expect(sample(afterKill, served)).toBe(40);
      expect(sample(afterKill, 'process_cpu_seconds_total')).toBeGreaterThanOrEqual(cpuBefore);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
