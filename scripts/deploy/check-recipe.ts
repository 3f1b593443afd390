import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { runDrill } from './drill.js';

/**
 * The Dockerfile's recipe, run as a plain script (Docker has no engine on the CI machines): on a
 * clean clone of the repository's HEAD, the build stage's commands (those that are not system
 * packages), then the run stage's command with its environment, after which the production start
 * must serve the site, the admin and the API from production dependencies alone. Then every
 * command the README and shared/docs/operations.md name for a production install runs there, as
 * the docs give it (`npm run <command>`), from the pruned dependencies: migrate (--status, --undo),
 * admin, backup (to a file, and the scheduled one's --dir --keep), restore into an empty folder, media:to-s3 (into a real S3-protocol store), and
 * seed:scale. Last, the guide's production path on that install (drill.ts): two workers behind nginx
 * on MariaDB, Redis and a bucket, a backup under load, the restore drill, Prometheus and promtool,
 * a worker killed under load, and a SIGTERM.
 *
 *   npx tsx scripts/deploy/check-recipe.ts
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const dockerfile = fs.readFileSync(path.join(import.meta.dirname, 'Dockerfile'), 'utf8');

interface Stage {
  runs: string[];
  env: Record<string, string>;
  args: Record<string, string>;
  cmd: string[] | undefined;
}

/** The Dockerfile's stages: their RUN commands, ENV values and CMD (continued lines joined). */
function stagesOf(text: string): Stage[] {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n');
  const stages: Stage[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'FROM') stages.push({ runs: [], env: {}, args: {}, cmd: undefined });
    const stage = stages.at(-1);
    if (!stage) continue;
    if (instruction === 'RUN') stage.runs.push(args);
    // A build argument's default (what `docker build` uses without --build-arg), for ENV to read.
    if (instruction === 'ARG') {
      const [key, value = ''] = args.split('=');
      if (key) stage.args[key] = value;
    }
    if (instruction === 'ENV') for (const pair of args.split(/\s+/)) {
      const [key, value = ''] = pair.split('=');
      if (key) stage.env[key] = value.replace(/\$\{?(\w+)\}?/g, (_, name: string) => stage.args[name] ?? '');
    }
    if (instruction === 'CMD') stage.cmd = JSON.parse(args) as string[];
  }
  return stages;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const [build, runtime] = stagesOf(dockerfile);
if (!build || !runtime?.cmd) throw new Error('the Dockerfile needs a build stage and a run stage with a CMD');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-recipe-'));
const clone = path.join(work, 'app');
const dataDir = path.join(work, 'data');
const step = (what: string) => process.stdout.write(`\n== recipe: ${what}\n`);

try {
  step(`clean clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim()}`);
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], { stdio: 'inherit' });
  for (const command of build.runs) {
    // System packages are the image's business; this machine has its own.
    if (/^apt-get\b/.test(command)) continue;
    step(command);
    execFileSync('sh', ['-c', command], { cwd: clone, stdio: 'inherit', env: { ...process.env, CI: '' } });
  }
  for (const dev of ['typescript', 'vitest', '@playwright/test', 'tsx']) {
    if (fs.existsSync(path.join(clone, 'node_modules', dev))) throw new Error(`${dev} is still installed after the build stage: the image would carry development dependencies`);
  }

  const port = await freePort();
  step(`${runtime.cmd.join(' ')} (${Object.entries(runtime.env).map(([k, v]) => `${k}=${v}`).join(' ')})`);
  fs.mkdirSync(dataDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...runtime.env,
    // This machine's loopback and a folder of the run's own instead of the image's 0.0.0.0:8080 and /data.
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'recipe@example.com',
    ADMIN_PASSWORD: 'recipe check password',
    LOG_LEVEL: 'warn',
  };
  const [command = 'node', ...args] = runtime.cmd;
  const server = spawn(command === 'node' ? process.execPath : command, args, { cwd: clone, env, stdio: 'inherit' });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the production start never became ready');
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const [address, expected] of [
      ['/', /<h1|<main/],
      ['/products', /<h1/],
      ['/admin', /id="root"/],
      ['/api/v1/products', /"products"/],
    ] as const) {
      const res = await fetch(base + address);
      const body = await res.text();
      if (res.status !== 200 || !expected.test(body)) throw new Error(`GET ${address}: ${res.status}, not what the site serves`);
      process.stdout.write(`recipe: GET ${address} ${res.status} (${body.length} bytes)\n`);
    }
  } finally {
    server.kill('SIGTERM');
    const code = await exited;
    process.stdout.write(`recipe: the server stopped on SIGTERM (exit ${code})\n`);
  }
  step('the recipe builds, starts and serves from production dependencies');

  // The documented commands, from the pruned install, with the server's environment.
  // Not synchronously: the S3-protocol store below answers from this very process.
  const npmRun = async (name: string, args: string[], extra: NodeJS.ProcessEnv = {}) => {
    step(`npm run ${name}${args.length ? ` -- ${args.join(' ')}` : ''}`);
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])], { cwd: clone, env: { ...env, ...extra }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    process.stderr.write(stderr);
    return stdout;
  };
  const expectOutput = (output: string, pattern: RegExp, what: string) => {
    process.stdout.write(output);
    if (!pattern.test(output)) throw new Error(`${what}: the output does not match ${String(pattern)}`);
  };
  expectOutput(await npmRun('migrate', ['--status']), /up to date/, 'migrate --status');
  const undone = await npmRun('migrate', ['--undo']);
  expectOutput(undone, /^reverted {2}\S+/m, 'migrate --undo');
  expectOutput(await npmRun('migrate', []), /1 migration\(s\) applied/, 'migrate');
  expectOutput(await npmRun('admin', ['--email', 'ops@example.com', '--password', 'an operator password']), /ops@example\.com/, 'admin');
  const archive = path.join(work, 'nightly.tar.gz');
  expectOutput(await npmRun('backup', [archive]), /backup written to/, 'backup');
  expectOutput(await npmRun('backup', ['--dir', path.join(work, 'nightly'), '--keep', '14']), /backup written to .*site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz/, 'backup --dir --keep');
  const restored = path.join(work, 'restored');
  fs.mkdirSync(restored);
  expectOutput(await npmRun('restore', [archive], { DATA_DIR: restored }), /restored the backup of/, 'restore');
  if (!fs.existsSync(path.join(restored, 'site.db'))) throw new Error('restore: no database in the restored folder');
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-recipe-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'media' }] });
  const { port: s3Port } = await s3.run();
  try {
    const bucket = { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    expectOutput(await npmRun('media:to-s3', [], bucket), /done: \d+ copied/, 'media:to-s3');
  } finally {
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  }
  expectOutput(await npmRun('seed:scale', ['--products', '30', '--blogs', '0', '--reviews', '0', '--leads', '20', '--analytics-days', '0'], { DATA_DIR: restored }), /\S/, 'seed:scale');
  step('every documented command runs from the pruned production install');

  // The guide's production path on the same pruned install: scripts/deploy/drill.ts.
  await runDrill(clone, env, work);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
