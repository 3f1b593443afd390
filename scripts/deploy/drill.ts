import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import S3rver from 's3rver';
import * as tar from 'tar';
import { startNginx } from './nginx.js';

/**
 * The operations guide's production path, run as its reader would on the pruned install the recipe
 * check built (`clone`): two workers (`npm run start:prod`, WEB_CONCURRENCY=2) on MariaDB, Redis and
 * an S3-protocol store (s3rver), behind the nginx recipe; leads posted while `npm run backup` runs;
 * the guide's restore drill block (read from shared/docs/operations.md: its `export` line and its
 * `npm run` lines) into a fresh database, its rows and media compared with the backup and with the
 * site; Prometheus from Debian scraping through nginx with the guide's scrape configuration, and
 * promtool judging a scrape; a worker SIGKILLed under load, counting what clients notice; and npm
 * stopped with SIGTERM.
 */
const run = promisify(execFile);
const step = (what: string) => process.stdout.write(`\n== drill: ${what}\n`);
const say = (what: string) => process.stdout.write(`drill: ${what}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The guide's drill block: the variables its `export` line sets and its `npm run` commands. */
export function drillBlockOf(guide: string): { exports: Record<string, string>; commands: string[] } {
  const start = guide.indexOf('**A restore drill**');
  const block = /```sh\n([\s\S]*?)```/.exec(guide.slice(start))?.[1];
  if (start < 0 || !block) throw new Error('shared/docs/operations.md has no restore drill block');
  const lines = block.split('\n').map((l) => l.replace(/\s+#.*$/, '').trim());
  const exports: Record<string, string> = {};
  for (const line of lines.filter((l) => l.startsWith('export '))) {
    for (const pair of line.slice('export '.length).split(/\s+/)) {
      const [key = '', value = ''] = pair.split('=');
      exports[key] = value;
    }
  }
  const commands = lines.filter((l) => l.startsWith('npm run '));
  if (exports.DRILL !== '1' || !commands.some((c) => c.startsWith('npm run restore')) || !commands.includes('npm run start:prod')) {
    throw new Error('the guide\'s drill block no longer exports DRILL=1, restores and starts the server');
  }
  return { exports, commands };
}

interface Answer {
  status: number;
  body: Buffer;
  text: string;
}

/** A client through nginx's https (its certificate made for the run) or an instance's http. */
function client(base: string) {
  const url = new URL(base);
  const agent = url.protocol === 'https:' ? new https.Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: 32 }) : undefined;
  const request = (method: string, at: string, options: { json?: unknown; headers?: Record<string, string> } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const headers: Record<string, string> = { host: `localhost:${url.port}`, ...options.headers, ...(body !== undefined && { 'content-type': 'application/json' }) };
      const req = (url.protocol === 'https:' ? https : http).request(new URL(at, base), { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: all, text: all.toString('utf8') });
        });
        res.on('error', reject);
      });
      // Past this, a client has given up (nginx itself would wait 60 s).
      req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${method} ${at} in 15 s`)));
      req.on('error', reject);
      req.end(body);
    });
  return { request, close: () => agent?.destroy() };
}

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * `npm run start:prod` in a process group of its own: npm execs the server as its child, so a
 * SIGKILL to npm alone would leave the server (and its workers) running; `kill()` ends the group.
 */
function npmStart(cwd: string, env: NodeJS.ProcessEnv): Server & { kill(): void } {
  const child = spawn('npm', ['run', 'start:prod'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
  };
  return { child, kill, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

async function ready(base: ReturnType<typeof client>, server: Server, what: string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await base.request('GET', '/readyz').then((r) => r.status === 200, () => false);
    if (ok) return;
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`${what} never became ready`);
    await sleep(500);
  }
}

const workersOf = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/** The server npm started: npm's script execs node, so it is npm's child (or npm itself). */
function primaryOf(npm: ChildProcess): number {
  const children = workersOf(npm.pid!);
  return children.length === 1 ? children[0] : npm.pid!;
}

export async function runDrill(clone: string, baseEnv: NodeJS.ProcessEnv, work: string): Promise<void> {
  const mysqlUrl = new URL(process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test');
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const stamp = Date.now().toString(36);
  const [prodDb, drillDb] = [`itsite_prod_${stamp}`, `itsite_drill_${stamp}`];
  const dbUrl = (name: string) => `mysql://${mysqlUrl.username}${mysqlUrl.password ? `:${mysqlUrl.password}` : ''}@${mysqlUrl.host}/${name}`;
  const admin = await mysql.createConnection({ uri: mysqlUrl.toString() });
  const cleanups: Array<() => unknown> = [];
  try {
    for (const name of [prodDb, drillDb]) await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    cleanups.push(() => Promise.all([prodDb, drillDb].map((name) => admin.query(`DROP DATABASE IF EXISTS \`${name}\``))));

    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-drill-s3-'));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'media' }] });
    const { port: s3Port } = await s3.run();
    cleanups.push(async () => {
      await s3.close();
      fs.rmSync(s3Dir, { recursive: true, force: true });
    });

    // ---- production: two workers behind nginx
    step('npm run start:prod: two workers on MariaDB, Redis and the bucket, behind the nginx recipe');
    const appPort = await freePort();
    // One instance of two workers: the recipe's one `server` line, as the guide says.
    const nginx = await startNginx([`127.0.0.1:${appPort}`]);
    cleanups.push(() => nginx.stop());
    const token = `drill-metrics-${stamp}`;
    const prodEnv: NodeJS.ProcessEnv = {
      ...baseEnv,
      DATABASE_URL: dbUrl(prodDb),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `itsite-drill-${stamp}:`,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      WEB_CONCURRENCY: '2',
      SEED_DEMO: '1',
      PORT: String(appPort),
      DATA_DIR: path.join(work, 'drill-prod'),
      PUBLIC_URL: nginx.httpsOrigin,
      TRUST_PROXY: '1',
      METRICS_TOKEN: token,
      // One address (this machine) posts every lead of the run, at once.
      FORM_MIN_SECONDS: '0',
      PUBLIC_WRITE_LIMIT: '100000',
    };
    fs.mkdirSync(prodEnv.DATA_DIR!);
    const prod = npmStart(clone, prodEnv);
    cleanups.push(() => prod.kill());
    const site = client(nginx.https);
    cleanups.push(() => site.close());
    await ready(site, prod, 'production');
    const primary = primaryOf(prod.child);
    if (workersOf(primary).length !== 2) throw new Error(`production runs ${workersOf(primary).length} workers, not 2`);
    say(`ready through nginx at ${nginx.https}, primary ${primary} with workers ${workersOf(primary).join(', ')}`);

    // ---- Prometheus, with the guide's scrape configuration, through nginx
    step('Prometheus scrapes through nginx with the recipe\'s configuration');
    const promDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-drill-prometheus-'));
    const recipe = path.join(clone, 'scripts', 'deploy', 'prometheus');
    fs.writeFileSync(path.join(promDir, 'token'), token, { mode: 0o600 });
    fs.copyFileSync(path.join(recipe, 'alerts.yml'), path.join(promDir, 'alerts.yml'));
    const config = fs
      .readFileSync(path.join(recipe, 'prometheus.yml'), 'utf8')
      .replace('/etc/prometheus/itsite-metrics-token', path.join(promDir, 'token'))
      .replace("['www.example.com']", `['127.0.0.1:${new URL(nginx.https).port}']`)
      .replace('scrape_interval: 15s', 'scrape_interval: 1s')
      // The run's certificate is its own, for localhost.
      .replace('    scheme: https\n', '    scheme: https\n    tls_config:\n      insecure_skip_verify: true\n');
    if (!config.includes('insecure_skip_verify') || !config.includes(`127.0.0.1:${new URL(nginx.https).port}`)) throw new Error('the recipe\'s prometheus.yml changed shape: the drill cannot fill it in');
    fs.writeFileSync(path.join(promDir, 'prometheus.yml'), config);
    const promPort = await freePort();
    const prometheus = spawn('prometheus', [`--config.file=${path.join(promDir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(promDir, 'data')}`, `--web.listen-address=127.0.0.1:${promPort}`], { stdio: 'ignore' });
    cleanups.push(() => {
      prometheus.kill('SIGKILL');
      fs.rmSync(promDir, { recursive: true, force: true });
    });
    const query = async (expr: string): Promise<number | undefined> => {
      const res = await fetch(`http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent(expr)}`).catch(() => undefined);
      if (!res?.ok) return undefined;
      const answer = (await res.json()) as { data: { result: Array<{ value: [number, string] }> } };
      const value = answer.data.result[0]?.value[1];
      return value === undefined ? undefined : Number(value);
    };
    const until = async (what: string, test: () => boolean | Promise<boolean>, ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (!(await test())) {
        if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
        await sleep(500);
      }
    };
    await until('Prometheus scrapes the site (up == 1)', async () => (await query('up{job="itsite"}')) === 1);
    say('Prometheus: up{job="itsite"} = 1');

    // ---- leads while the backup runs
    step('leads posted through nginx while npm run backup runs');
    const lead = async (i: number) => {
      const { token: formToken } = JSON.parse((await site.request('GET', '/api/v1/form-token')).text) as { token: string };
      const res = await site.request('POST', '/api/v1/contact', { json: { name: `Drill lead ${i}`, email: `drill-${stamp}-${i}@example.com`, phone: '+91 98765 43210', message: `Lead ${i} of the drill.`, formToken } });
      if (res.status !== 201 && res.status !== 200) throw new Error(`a lead was refused: ${res.status} ${res.text}`);
      return `drill-${stamp}-${i}@example.com`;
    };
    const before: string[] = [];
    for (let i = 0; i < 5; i++) before.push(await lead(i));
    let posting = true;
    const during: string[] = [];
    const poster = (async () => {
      for (let i = 5; posting; i++) during.push(await lead(i));
    })();
    const archive = path.join(work, 'drill-site.tar.gz');
    const backup = await run('npm', ['run', '--silent', 'backup', '--', archive], { cwd: clone, env: prodEnv, encoding: 'utf8' });
    process.stdout.write(backup.stdout);
    posting = false;
    await poster;
    say(`${before.length} leads before the backup, ${during.length} while it ran, all acknowledged`);
    const manifestDir = fs.mkdtempSync(path.join(work, 'manifest-'));
    await tar.x({ file: archive, cwd: manifestDir }, ['manifest.json']);
    const manifest = JSON.parse(fs.readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as { tables: Record<string, number>; media: { objects?: Array<{ name: string; bytes: number }> } };
    if (!manifest.media.objects?.length) throw new Error('the backup lists no media objects: the demo content has images');

    // ---- the guide's drill block
    const bucketFiles = () => fs.readdirSync(s3Dir, { recursive: true }) as string[];
    // Production makes its images' variants in the background after the demo's seed: once the
    // bucket is quiet, whatever appears in it while the drill runs is the drill's doing.
    let bucketBefore = bucketFiles();
    for (let quiet = 0, waited = 0; quiet < 6 && waited < 240; waited += 1) {
      await sleep(500);
      const now = bucketFiles();
      quiet = now.length === bucketBefore.length ? quiet + 1 : 0;
      bucketBefore = now;
    }
    const guide = drillBlockOf(fs.readFileSync(path.join(clone, 'shared', 'docs', 'operations.md'), 'utf8'));
    const drillPort = await freePort();
    const drillEnv: NodeJS.ProcessEnv = {
      // The server's variables (the guide's `set -a; . /etc/itsite/env`), then the guide's exports,
      // with this machine's folder, port and database.
      ...prodEnv,
      ...guide.exports,
      DATA_DIR: path.join(work, 'drill'),
      PORT: String(drillPort),
      DATABASE_URL: dbUrl(drillDb),
    };
    for (const command of guide.commands) {
      const line = command.replace(/\/var\/backups\/itsite\/\S+\.tar\.gz/, archive);
      if (line === 'npm run start:prod') continue;
      step(line);
      const done = await run('sh', ['-c', line], { cwd: clone, env: drillEnv, encoding: 'utf8' });
      process.stdout.write(done.stdout);
    }
    // Nothing acknowledged is lost in production either, backup or not.
    const prodDbConn = await mysql.createConnection({ uri: dbUrl(prodDb) });
    cleanups.push(() => prodDbConn.end());
    const [[stored]] = (await prodDbConn.query('SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE ?', [`drill-${stamp}-%`])) as unknown as [[{ n: number }]];
    if (Number(stored?.n) !== before.length + during.length) throw new Error(`production stored ${stored?.n} of the ${before.length + during.length} acknowledged leads`);
    const drillDbConn = await mysql.createConnection({ uri: dbUrl(drillDb) });
    cleanups.push(() => drillDbConn.end());
    for (const [table, rows] of Object.entries(manifest.tables)) {
      const [[count]] = (await drillDbConn.query(`SELECT COUNT(*) AS n FROM \`${table}\``)) as unknown as [[{ n: number }]];
      if (Number(count?.n) !== rows) throw new Error(`the drill's ${table} has ${count?.n} rows, the backup ${rows}`);
    }
    const [leadRows] = (await drillDbConn.query('SELECT email FROM contact_messages')) as unknown as [Array<{ email: string }>];
    const restoredLeads = new Set(leadRows.map((r) => r.email));
    const lost = before.filter((email) => !restoredLeads.has(email));
    if (lost.length) throw new Error(`leads acknowledged before the backup began are not in the drill: ${lost.join(', ')}`);
    say(`the drill's ${Object.keys(manifest.tables).length} tables have the backup's row counts (${restoredLeads.size} leads, every one acknowledged before the backup among them)`);

    step('npm run start:prod (the drill: no Redis, no SMTP, one worker)');
    const drill = npmStart(clone, drillEnv);
    cleanups.push(() => drill.kill());
    const scratch = client(`http://127.0.0.1:${drillPort}`);
    await ready(scratch, drill, 'the drill');
    const readyz = JSON.parse((await scratch.request('GET', '/readyz')).text) as { redis: string; outbox: string };
    if (readyz.redis !== 'off' || readyz.outbox !== 'off') throw new Error(`the drill reaches production's Redis or SMTP: ${JSON.stringify(readyz)}`);
    if (workersOf(primaryOf(drill.child)).length > 1) throw new Error('the drill runs more than one worker');
    // "Sign in, open a lead and a product page."
    const signIn = JSON.parse((await scratch.request('POST', '/api/v1/login', { json: { email: baseEnv.ADMIN_EMAIL, password: baseEnv.ADMIN_PASSWORD, client: 'desktop' } })).text) as { token?: string };
    if (!signIn.token) throw new Error('the production admin cannot sign in to the drill');
    const leads = await scratch.request('GET', '/api/v1/contact?limit=5', { headers: { authorization: `Bearer ${signIn.token}` } });
    if (leads.status !== 200 || !leads.text.includes(`drill-${stamp}-`)) throw new Error(`the drill's leads: ${leads.status}`);
    const products = (from: ReturnType<typeof client>) => from.request('GET', '/api/v1/products?limit=100').then((r) => JSON.parse(r.text) as { products: Array<{ _id: string; slug: string; image: string[] }> });
    const [theirs, ours] = [await products(site), await products(scratch)];
    if (JSON.stringify(theirs.products.map((p) => [p._id, p.image])) !== JSON.stringify(ours.products.map((p) => [p._id, p.image]))) throw new Error('the drill lists other products or images than production');
    let compared = 0;
    for (const product of ours.products.slice(0, 4)) {
      const page = await scratch.request('GET', `/product/${product.slug}`);
      if (page.status !== 200) throw new Error(`the drill's /product/${product.slug}: ${page.status}`);
      for (const image of product.image) {
        const [a, b] = [await site.request('GET', image), await scratch.request('GET', image)];
        if (a.status !== 200 || b.status !== 200 || !a.body.equals(b.body)) throw new Error(`${image}: production answers ${a.status} (${a.body.length} bytes), the drill ${b.status} (${b.body.length} bytes)`);
        compared += 1;
      }
    }
    const added = bucketFiles().filter((name) => !bucketBefore.includes(name));
    if (added.length) throw new Error(`the bucket has new files since the drill began: ${added.join(', ')}`);
    say(`the drill signs in, lists the leads, serves 4 product pages, and ${compared} of their images byte for byte as production does`);
    drill.child.kill('SIGTERM');
    if ((await drill.exited) !== 0) throw new Error('the drill did not stop cleanly on SIGTERM');
    scratch.close();

    // ---- promtool on a scrape through nginx
    step('promtool check metrics, on a scrape through nginx');
    const scrape = await site.request('GET', '/metrics', { headers: { authorization: `Bearer ${token}` } });
    if (scrape.status !== 200) throw new Error(`/metrics through nginx: ${scrape.status}`);
    const checked = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn('promtool', ['check', 'metrics'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.on('exit', (code) => resolve({ code, output }));
      child.stdin.end(scrape.text);
    });
    if (checked.code !== 0) throw new Error(`promtool check metrics: ${checked.output}`);
    say('promtool check metrics: clean');

    // ---- a worker killed under load
    step('a worker SIGKILLed under 16 concurrent clients through nginx');
    let loading = true;
    const tally = { ok: 0, errors: 0, resets: 0 };
    const failures = new Map<string, number>();
    const failed = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
    const addresses = ['/', '/products', '/api/v1/products', '/api/v1/blogs'];
    const loaders = Array.from({ length: 16 }, async (_, n) => {
      for (let i = n; loading; i++) {
        try {
          const res = await site.request('GET', addresses[i % addresses.length]);
          if (res.status >= 500) {
            tally.errors += 1;
            failed(`${res.status} ${addresses[i % addresses.length]} ${res.text.slice(0, 80)}`);
          }
          else tally.ok += 1;
        } catch (err) {
          tally.resets += 1;
          failed(String(err));
        }
      }
    });
    await sleep(2000);
    const [victim] = workersOf(primary);
    process.kill(victim, 'SIGKILL');
    await until('the primary replaces the killed worker', () => {
      const now = workersOf(primary);
      return now.length === 2 && !now.includes(victim);
    });
    await sleep(3000);
    loading = false;
    await Promise.all(loaders);
    say(`worker ${victim} killed: ${tally.ok} answers, ${tally.errors} server errors, ${tally.resets} connections lost or timed out${failures.size ? ` (${[...failures.keys()].map((f) => f.slice(0, 40)).join('; ')})` : ''}`);
    // A SIGKILL may cost what the worker was answering at that instant (about half of the 16
    // requests in flight), and nothing more: no round of 502s while nginx thinks the instance down.
    // (nginx retries most of them: an idle kept-alive connection that fails is tried again. Node's
    // cluster may lose a connection it was handing to the worker as it died: that client waits.)
    if (tally.errors + tally.resets > 8) throw new Error(`clients noticed the killed worker: ${JSON.stringify([...failures].slice(0, 10))}`);
    // Prometheus saw every scrape of the run: no counter went back.
    await sleep(2500);
    const resets = await query('sum(resets(http_requests_total[5m]))');
    if (resets !== 0) throw new Error(`Prometheus saw http_requests_total go back (resets: ${resets})`);
    const seen = await query('sum(http_requests_total{route="/api/v1/products"})');
    say(`Prometheus: 0 counter resets; it counts ${seen} answers of /api/v1/products`);
    if (!seen || seen < tally.ok / addresses.length / 2) throw new Error('Prometheus counts fewer answers than the clients had');

    // ---- SIGTERM to npm
    step('SIGTERM to npm run start:prod');
    const stoppedAt = Date.now();
    prod.child.kill('SIGTERM');
    const code = await prod.exited;
    const took = Date.now() - stoppedAt;
    say(`npm run start:prod exited ${code} after ${took} ms`);
    if (code !== 0 || took > 15_000) throw new Error('the production start did not stop cleanly within its grace on SIGTERM');
    if (await site.request('GET', '/healthz').then((r) => r.status < 502, () => false)) throw new Error('something still answers behind nginx');
    step('the guide\'s production path works: backup under load, the drill isolated and whole, metrics that add up, a killed worker unnoticed, a clean stop');
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    await admin.end();
  }
}
