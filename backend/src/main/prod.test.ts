import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/harness.js';

/** `npm run start:prod` (backend/dist/main/prod.js, built by `tsc -b` before the tests). */
const prod = path.resolve(import.meta.dirname, '..', '..', 'dist', 'main', 'prod.js');


function start(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [prod], { env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_DEMO: '0', ADMIN_EMAIL: 'prod@test.example', ADMIN_PASSWORD: 'a long prod password', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

  it.runIf(process.env.TEST_REDIS_URL)('runs two workers on one port in production mode, and stops them all on SIGTERM', { timeout: 60_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-prod-'));
    const port = await freePort();
    const run = start({ WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `itsite-prod-${port}:` });
    try {
      const deadline = Date.now() + 45_000;
      while (!(await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false))) {
        if (Date.now() > deadline) throw new Error(`never ready: ${run.stderr()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
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
});
