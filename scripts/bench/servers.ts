import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { IMAGE_VARIANT_FORMATS, sizedImage, variantOf, variantPath, variantWidths } from '@itsite/shared/contract';
import { repoRoot } from '../run.js';
import { Cleanup, stopChild, withTimeout } from './common.js';

export interface AppServer {
  url: string;
  pid: number;
  /** Stops it now (gracefully), before the end of the run. */
  stop(): Promise<void>;
  /** What bench.json says about the database; never the URL itself (it may hold a password). */
  database: 'sqlite' | 'BENCH_DATABASE_URL';
}

export function appEnv(dataDir: string, cached = true): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // The load generator posts thousands of contact messages from one address.
    PUBLIC_WRITE_LIMIT: '0',
    TOKENLESS_WRITE_LIMIT: '0',
    TOKENLESS_WRITE_ADDRESS_LIMIT: '0',
    // Set so that no admin password is generated and printed; nobody signs in with it.
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    ...(cached ? {} : { PUBLIC_CACHE_MB: '0' }),
  };
  // Loopback only and nothing from the caller's shell: no Redis, no proxy trust, no other database.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY', 'SECURE_COOKIES', 'WEBSITE_DIR']) delete env[name];
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  return env;
}

export async function startAppServer(cleanup: Cleanup, dataDir: string, { cached = true, env = {} }: { cached?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<AppServer> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'main', 'index.js')], {
    cwd: repoRoot,
    env: { ...appEnv(dataDir, cached), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanup.adoptChild(child);
  const url = await withTimeout(listeningUrl(child), 120_000, 'the API did not start listening');
  await withTimeout(variantsMade(path.join(dataDir, 'uploads')), 600_000, "the demo images' variants were not made");
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child, 10_000), database: process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'sqlite' };
}

/**
 * Resolves once every demo image has its AVIF and WebP variants. A first start makes them in the
 * background, which takes a core for a minute or two on a small machine; the figures are of the
 * server in its steady state, as visitors meet it after that.
 */
async function variantsMade(uploads: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const names = new Set(await fs.promises.readdir(uploads).catch(() => [] as string[]));
    const missing = [...names]
      .map((name) => `/uploads/${name}`)
      .filter((file) => !variantOf(file) && sizedImage(file))
      .flatMap((file) => variantWidths(sizedImage(file)!.width).flatMap((w) => IMAGE_VARIANT_FORMATS.map(({ ext }) => variantPath(file, w, ext).slice('/uploads/'.length))))
      .filter((variant) => !names.has(variant));
    if (missing.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.stderr.write(`bench: image variants ready after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/**
 * The URL the API printed once listening: in its start banner, or in the `server listening` log
 * line when the log level shows it. Everything else it prints goes on to stderr (warnings, errors).
 */
function listeningUrl(child: ChildProcess): Promise<string> {
  const pattern = /(?:"url":"|Website: )(http:\/\/127\.0\.0\.1:\d+)/;
  return new Promise((resolve, reject) => {
    let found = false;
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = found ? null : pattern.exec(line);
      if (match) {
        found = true;
        resolve(match[1]);
      } else {
        process.stderr.write(`[api] ${line}\n`);
      }
    });
    child.once('exit', (code, signal) => reject(new Error(`the API exited before listening (${signal ?? `code ${code}`})`)));
  });
}
