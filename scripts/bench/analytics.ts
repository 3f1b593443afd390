import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beacon, DISTINCT_BEACONS } from './beacons.js';
import { must, repoRoot } from '../run.js';
import { type BenchContext, CONNECTIONS, formatTable, measure, type Measurement, problems, processCpuMs, type SectionReport, signIn, WARMUP_SECONDS } from './common.js';
import { appEnv, type AppServer, startAppServer } from './servers.js';

/** Issue 40's targets. */
const ANALYTICS_TARGETS = {
  /** Server CPU per counted beacon, ms: the process's CPU time (request, hashing, writes, slices) over the events. */
  cpuPerEventMs: 0.2,
  /** The cached page's throughput while beacons arrive: at least this share of its throughput alone. */
  pageWithBeacons: 0.9,
  /** A 90-day report at 1,000,000 views a day, today included: median and p95 at most. */
  reportMs: 100,
};

/**
 * Beacons per cached page request while both arrive: a person's page view is its HTML and the
 * dozen or so requests of its scripts, styles, images and data, and one beacon.
 */
const BEACONS_PER_PAGE = 0.1;

/** The server's environment for beacons: no per-address limit, the address from X-Forwarded-For, a slice every second (its cost counted in the beacons'). */
const BEACON_ENV = { ANALYTICS_EVENT_LIMIT: '0', TRUST_PROXY: '1', ANALYTICS_SLICE_MS: '1000' };

/** Runs measuring the beacon's CPU (the median is compared): a 5 s run's figure varies by a tenth on a shared machine. */
const BEACON_ROUNDS = 3;

interface BeaconLoad {
  requests: number;
  answered: number;
  failed: number;
  perSec: number;
  p99Ms: number;
}

let beaconLoads = 0;

/** Beacons from a process of its own (scripts/bench/beacon-load.ts): the bench's own load generator stays free for the page beside them. */
async function beaconLoad(url: string, seconds: number, connections: number, rate?: number): Promise<BeaconLoad> {
  // Each load with visitors of its own.
  const from = (beaconLoads++ % 8) * DISTINCT_BEACONS;
  const args = ['--import', 'tsx', path.join(repoRoot, 'scripts', 'bench', 'beacon-load.ts'), url, String(seconds), String(connections), String(from), ...(rate ? [String(rate)] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: repoRoot });
  return JSON.parse(stdout) as BeaconLoad;
}

/** Beacons at `connections` for `seconds`: events a second, p99, and the server's CPU time per event (its last flush and slice included). */
async function beaconCpu(app: AppServer, connections: number, seconds: number): Promise<{ eventsPerSec: number; p99Ms: number; events: number; cpuPerEventMs: number; failed: number }> {
  const before = processCpuMs(app.pid);
  const r = await beaconLoad(app.url, seconds, connections);
  // The last views are written at the next flush (every 2 s) and counted by the next slice: in the figure.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return { eventsPerSec: r.perSec, p99Ms: r.p99Ms, events: r.answered, cpuPerEventMs: (processCpuMs(app.pid) - before) / Math.max(1, r.answered), failed: r.failed };
}

/** Today on the site's clock, and the time zone, as the summary report answers them. */
async function siteToday(url: string, auth: Record<string, string>): Promise<{ today: string; timeZone: string }> {
  const probe = (await (await fetch(`${url}/api/v1/admin/analytics/summary?from=2026-01-01&to=2026-01-01`, { headers: auth })).json()) as { timeZone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: probe.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { today, timeZone: probe.timeZone };
}

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Views the summary report counts today. */
async function viewsToday(url: string, auth: Record<string, string>): Promise<number> {
  const { today } = await siteToday(url, auth);
  const summary = (await (await fetch(`${url}/api/v1/admin/analytics/summary?from=${today}&to=${today}`, { headers: auth })).json()) as { totals: { views: number } };
  return summary.totals.views;
}

export async function runAnalyticsSection(ctx: BenchContext): Promise<SectionReport> {
  const failures: string[] = [];
  const password = randomBytes(18).toString('base64url');
  const app = await startAppServer(ctx.cleanup, path.join(ctx.tempDir, 'data-analytics'), { env: { ...BEACON_ENV, ADMIN_PASSWORD: password } });
  try {
    const auth = await signIn(app.url, password);
    let sent = 0;

    process.stderr.write('bench: analytics, the cached home page alone…\n');
    const alone = await measure(`${app.url}/`, { method: 'GET', path: '/' }, ctx.seconds, app.pid);

    process.stderr.write(`bench: analytics, beacons alone (${BEACON_ROUNDS} runs)…\n`);
    const warm = await beaconLoad(app.url, WARMUP_SECONDS, CONNECTIONS);
    sent += warm.answered;
    const rounds: Array<{ eventsPerSec: number; p99Ms: number; events: number; cpuPerEventMs: number }> = [];
    for (let round = 0; round < BEACON_ROUNDS; round++) {
      const r = await beaconCpu(app, CONNECTIONS, ctx.seconds);
      sent += r.events;
      if (r.failed) failures.push(`POST /api/v1/event: ${r.failed} failed requests`);
      rounds.push(r);
    }
    if (warm.failed) failures.push(`POST /api/v1/event (warm-up): ${warm.failed} failed requests`);
    const beacons = [...rounds].sort((a, b) => a.cpuPerEventMs - b.cpuPerEventMs)[Math.floor(rounds.length / 2)];
    const cpuPerEvent = beacons.cpuPerEventMs;
    if (cpuPerEvent > ANALYTICS_TARGETS.cpuPerEventMs) failures.push(`a beacon costs ${cpuPerEvent.toFixed(3)} ms of server CPU (median of ${BEACON_ROUNDS} runs), over ${ANALYTICS_TARGETS.cpuPerEventMs} ms`);

    const rate = Math.max(1, Math.round(alone.reqPerSec * BEACONS_PER_PAGE));
    process.stderr.write(`bench: analytics, the cached home page with ${rate} beacons a second…\n`);
    const beaconsMixed = beaconLoad(app.url, WARMUP_SECONDS + ctx.seconds + 1, 4, rate);
    const withBeacons = await measure(`${app.url}/`, { method: 'GET', path: '/' }, ctx.seconds, app.pid);
    const mixed = await beaconsMixed;
    sent += mixed.answered;
    // The page alone once more: compared with the two runs' mean, the machine's drift between runs counts less.
    process.stderr.write('bench: analytics, the cached home page alone again…\n');
    const againAlone = await measure(`${app.url}/`, { method: 'GET', path: '/' }, ctx.seconds, app.pid);
    const aloneReqPerSec = (alone.reqPerSec + againAlone.reqPerSec) / 2;
    failures.push(...problems('GET / (alone)', alone), ...problems('GET / (with beacons)', withBeacons), ...problems('GET / (alone again)', againAlone));
    if (mixed.failed) failures.push(`POST /api/v1/event beside the page: ${mixed.failed} failed requests`);
    const ratio = withBeacons.reqPerSec / Math.max(1, aloneReqPerSec);
    if (ratio < ANALYTICS_TARGETS.pageWithBeacons) {
      failures.push(`GET / with beacons arriving: ${Math.round(withBeacons.reqPerSec)} req/s, under ${ANALYTICS_TARGETS.pageWithBeacons}× its ${Math.round(aloneReqPerSec)} req/s alone`);
    }

    // Every beacon answered was a view to count: the report says whether each one was (a run's last
    // requests, one a connection, are answered after it stops counting them).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const counted = await viewsToday(app.url, auth);
    const inFlight = CONNECTIONS * (BEACON_ROUNDS + 1) + 4;
    if (counted < sent || counted > sent + inFlight) failures.push(`${sent} beacons answered, ${counted} views counted`);

    const perRequest = (m: Measurement) => (m.serverCpuMs !== undefined && m.requests ? (m.serverCpuMs / m.requests).toFixed(3) : '-');
    const text = [
      formatTable(
        ['run', 'req/s', 'p99 ms', 'server CPU ms a request', 'requests'],
        [
          [`GET / (cached) alone, ${CONNECTIONS} connections`, alone.reqPerSec.toFixed(0), String(alone.p99Ms), perRequest(alone), String(alone.requests)],
          [`POST /api/v1/event alone, ${CONNECTIONS} connections (median of ${BEACON_ROUNDS})`, beacons.eventsPerSec.toFixed(0), String(beacons.p99Ms), `${cpuPerEvent.toFixed(3)} (≤ ${ANALYTICS_TARGETS.cpuPerEventMs})`, String(beacons.events)],
          [`GET / with ${rate} beacons/s beside it`, `${withBeacons.reqPerSec.toFixed(0)} (${ratio.toFixed(2)}×, ≥ ${ANALYTICS_TARGETS.pageWithBeacons})`, String(withBeacons.p99Ms), perRequest(withBeacons), String(withBeacons.requests)],
          [`GET / (cached) alone again`, againAlone.reqPerSec.toFixed(0), String(againAlone.p99Ms), perRequest(againAlone), String(againAlone.requests)],
        ],
      ),
      `beacons: ${DISTINCT_BEACONS.toLocaleString('en')} different ones a run (addresses, pages, referrers, campaigns) in turn, a person's user agent, from a process of their own; ANALYTICS_EVENT_LIMIT=0; a slice every second (its cost is in the CPU per event)`,
      `beacons beside the page: ${BEACONS_PER_PAGE} a page request (a page view is its HTML and about ten more requests, and one beacon), from a process of their own; ${mixed.answered} sent`,
      `CPU per event of each run: ${rounds.map((r) => r.cpuPerEventMs.toFixed(3)).join(', ')} ms`,
      `views counted by the summary report: ${counted} (${sent} beacons answered while counted, up to ${inFlight} more in flight)`,
    ].join('\n');
    return {
      title: `Analytics: the page-view beacon next to the cached home page (${ctx.seconds} s per run, ${os.cpus().length} cores shared with the load generator)`,
      text,
      data: {
        targets: ANALYTICS_TARGETS,
        pageAlone: alone,
        pageAloneAgain: againAlone,
        beacons,
        beaconRounds: rounds,
        pageWithBeacons: { ...withBeacons, beaconsPerSec: rate, beacons: mixed.answered, ratio },
        sent,
        counted,
      },
      failures,
    };
  } finally {
    await app.stop();
  }
}

const ANALYTICS_REPORTS = ['summary', 'pages', 'sources', 'campaigns', 'posts', 'conversions?by=source', 'conversions?by=campaign', 'conversions?by=landing'] as const;

/** Timed runs of each report, after two not counted. */
const REPORT_RUNS = 20;

/** Views sent to the grown database's server before the reports are timed: the views since the last slice, about three minutes of a million a day. */
const ANALYTICS_TAIL = 2000;

/** Median and p95 of REPORT_RUNS requests one at a time, after two not counted. */
async function reportTimes(url: string, auth: Record<string, string>): Promise<{ p50: number; p95: number; status: number; body: unknown }> {
  const times: number[] = [];
  let status = 0;
  let body: unknown;
  for (let i = 0; i < REPORT_RUNS + 2; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: auth });
    body = await res.json();
    status = res.status;
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p95: times[Math.ceil(times.length * 0.95) - 1], status, body };
}

/**
 * `npm run bench -- analytics-scale` (and `--scale`): the 90-day reports on a database grown by
 * `seed:scale` (200,000 products and 20,000 blogs for the pages, 89 days of rollups at a million
 * views a day and a million raw views today in slices), with the views since the last slice sent as
 * beacons. SQLite, and MySQL/MariaDB when BENCH_SCALE_DATABASE_URL names one (grown here if it is not
 * yet; kept).
 */
export async function runAnalyticsScaleSection(ctx: BenchContext): Promise<SectionReport> {
  const failures: string[] = [];
  const databases: Array<{ name: string; dataDir: string; env: NodeJS.ProcessEnv }> = [{ name: 'SQLite', dataDir: path.join(ctx.tempDir, 'data-analytics-scale'), env: {} }];
  const scaleUrl = process.env.BENCH_SCALE_DATABASE_URL;
  if (scaleUrl) databases.push({ name: 'MySQL/MariaDB', dataDir: path.join(ctx.tempDir, 'data-analytics-scale-mysql'), env: { DATABASE_URL: scaleUrl } });
  const rows: Array<{ database: string; report: string; p50: number; p95: number }> = [];
  const seeds: Array<{ database: string; seconds: number; rollupSeconds?: number; rawSeconds?: number; totalViews: number; beacons: Awaited<ReturnType<typeof beaconCpu>> }> = [];
  for (const db of databases) {
    const password = randomBytes(18).toString('base64url');
    const env = { ADMIN_PASSWORD: password, ...db.env };
    process.stderr.write(`bench: analytics-scale (${db.name}): the demo content, then growing the database…\n`);
    await (await startAppServer(ctx.cleanup, db.dataDir, { cached: false, env })).stop();
    await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'), '--email', 'bench@example.com', '--password', password], {
      env: { ...appEnv(db.dataDir), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const started = performance.now();
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'seed-scale.js'), '--reviews', '0', '--leads', '0'], {
      env: { ...appEnv(db.dataDir), ...env },
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = (performance.now() - started) / 1000;
    const grown = /rollups \(([\d.]+) s\) and [\d,]+ raw page views \(([\d.]+) s\)/.exec(stdout);

    // No slice while the reports are timed: they read the views since the last one, as sent here.
    let totalViews = 0;
    const app = await startAppServer(ctx.cleanup, db.dataDir, { cached: false, env: { ...env, ...BEACON_ENV, ANALYTICS_SLICE_MS: '3600000' } });
    try {
      const auth = await signIn(app.url, password);
      // The run at start (a slice of what the seed left) is over by then.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      // Each from another visitor, 8 at a time.
      let next = 0;
      let failed = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let n = next++; n < ANALYTICS_TAIL; n = next++) {
            const res = await fetch(`${app.url}/api/v1/event`, { method: 'POST', ...beacon(100_000 + n) });
            if (res.status !== 202) failed++;
          }
        }),
      );
      if (failed) failures.push(`${db.name}: ${failed} of the ${ANALYTICS_TAIL} beacons failed`);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const { today } = await siteToday(app.url, auth);
      const from = dayBefore(today, 89);
      for (const report of ANALYTICS_REPORTS) {
        process.stderr.write(`bench: analytics-scale (${db.name}): the ${report} report of 90 days, ${REPORT_RUNS} times…\n`);
        const r = await reportTimes(`${app.url}/api/v1/admin/analytics/${report}${report.includes('?') ? '&' : '?'}from=${from}&to=${today}`, auth);
        if (r.status !== 200) failures.push(`${db.name}: the ${report} report answered ${r.status}`);
        if (report === 'summary') totalViews = (r.body as { totals?: { views: number } }).totals?.views ?? 0;
        if (r.p50 > ANALYTICS_TARGETS.reportMs || r.p95 > ANALYTICS_TARGETS.reportMs) {
          failures.push(`${db.name}: the 90-day ${report} report takes ${r.p50.toFixed(0)} ms (median), ${r.p95.toFixed(0)} ms (p95), over ${ANALYTICS_TARGETS.reportMs} ms`);
        }
        rows.push({ database: db.name, report, p50: r.p50, p95: r.p95 });
      }
      if (totalViews < 90_000_000) failures.push(`${db.name}: the summary counts ${totalViews} views over 90 days, fewer than 90,000,000`);
    } finally {
      await app.stop();
    }
    // The beacon's cost with a million views of today in the table (its index by visitor that large),
    // on a server that makes a slice every second again.
    process.stderr.write(`bench: analytics-scale (${db.name}): beacons on the grown database…\n`);
    const busy = await startAppServer(ctx.cleanup, db.dataDir, { cached: false, env: { ...env, ...BEACON_ENV } });
    try {
      const beacons = await beaconCpu(busy, CONNECTIONS, ctx.seconds);
      if (beacons.failed) failures.push(`${db.name}: ${beacons.failed} beacons failed on the grown database`);
      if (beacons.cpuPerEventMs > ANALYTICS_TARGETS.cpuPerEventMs) {
        failures.push(`${db.name}: a beacon costs ${beacons.cpuPerEventMs.toFixed(3)} ms of server CPU on the grown database, over ${ANALYTICS_TARGETS.cpuPerEventMs} ms`);
      }
      seeds.push({ database: db.name, seconds, rollupSeconds: grown ? Number(grown[1]) : undefined, rawSeconds: grown ? Number(grown[2]) : undefined, totalViews, beacons });
    } finally {
      await busy.stop();
    }
  }
  const text = [
    ...seeds.map(
      (s) =>
        `${s.database}: grown in ${s.seconds.toFixed(0)} s (page views: 89 days of rollups in ${s.rollupSeconds?.toFixed(0) ?? '?'} s, 1,000,000 raw views of today in 24 slices in ${s.rawSeconds?.toFixed(0) ?? '?'} s); ${s.totalViews.toLocaleString('en')} views in the 90 days; then beacons at ${CONNECTIONS} connections: ${s.beacons.eventsPerSec.toFixed(0)} a second, ${s.beacons.cpuPerEventMs.toFixed(3)} ms of server CPU each (≤ ${ANALYTICS_TARGETS.cpuPerEventMs})`,
    ),
    `the views since the last slice: ${ANALYTICS_TAIL} beacons sent before the reports${scaleUrl ? '' : '; MySQL/MariaDB: set BENCH_SCALE_DATABASE_URL'}`,
    '',
    formatTable(
      ['90-day report (today included)', 'database', `median ms (≤ ${ANALYTICS_TARGETS.reportMs})`, `p95 ms (≤ ${ANALYTICS_TARGETS.reportMs})`],
      rows.map((r) => [r.report, r.database, r.p50.toFixed(1), r.p95.toFixed(1)]),
    ),
  ].join('\n');
  return {
    title: `Analytics at scale: 90-day reports at 1,000,000 views a day (${REPORT_RUNS} runs each, one at a time)`,
    text,
    data: { targets: ANALYTICS_TARGETS, seeds, reports: rows, tail: ANALYTICS_TAIL },
    failures,
  };
}
