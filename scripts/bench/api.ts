import { startBareServer } from './bare.js';
import { type BenchContext, type CannedResponse, CONNECTIONS, formatTable, inTurn, label, measure, type Measurement, median, problems, requestOf, resolvePath, ROUNDS, type SectionReport, type Server, type Target, TARGETS, WARMUP_SECONDS } from './common.js';

/** Headers of one exchange, not of the answer: the bare server's own (or none). */
const EXCHANGE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

interface ApiRow {
  target: string;
  status: number;
  contentType: string;
  responseBytes: number;
  app: Measurement;
  bare: Measurement;
  /**
   * app req/s divided by bare req/s, the median of the rounds' (each round a run on each): the
   * share of bare speed left after framework and database.
   */
  ratio: number;
  /** Each round's ratio. */
  ratios: number[];
  /**
   * Each server's CPU time per request (all its threads, user and system), µs, the median of the
   * rounds: what an answer costs, which the ratio of throughputs shows only through the load
   * generator sharing the machine.
   */
  cpuUs: { app: number; bare: number };
}

/** Cached public GETs must keep at least this share of the speed of a bare server sending the same bytes. */
const MIN_CACHED_RATIO = 0.9;

export async function runApiSection(ctx: BenchContext): Promise<SectionReport> {
  const app = await ctx.app();
  const targets = await Promise.all(TARGETS.map((t) => resolvePath(app.url, t)));
  const canned: CannedResponse[] = [];
  for (const target of targets) canned.push(await capture(app.url, target));
  const failures = canned.filter((c) => !is2xx(c.status)).map((c) => `${label(c)}: the API answered ${c.status} ${c.body.toString('utf8').slice(0, 200)}`);
  if (failures.length) return { title: 'API throughput', text: 'Not measured: the API failed a first request.', data: { canned: canned.map(describeCanned) }, failures };
  const warnings = canned.filter(isEmptyList).map((c) => `${label(c)} answered an empty list: is the demo seed in place?`);
  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);

  const bare = await startBareServer(ctx.cleanup, canned);
  const rows: ApiRow[] = [];
  for (const [i, target] of targets.entries()) {
    rows.push(await measureTarget(target, canned[i], app, bare, ctx.seconds));
  }
  for (const row of rows) {
    failures.push(...problems(`${row.target} (app)`, row.app), ...problems(`${row.target} (bare)`, row.bare));
    if (row.target.startsWith('GET ') && row.ratio < MIN_CACHED_RATIO) {
      failures.push(`${row.target}: ${row.ratio.toFixed(2)}× a bare server, below the ${MIN_CACHED_RATIO}× target for cached public reads`);
    }
  }
  return {
    title: `Public reads and pages, cached (${CONNECTIONS} connections, ${ctx.seconds} s after ${WARMUP_SECONDS} s warm-up, app and bare server in turn for ${ROUNDS} rounds: the medians, ${app.database})`,
    text: apiTable(rows),
    data: { database: app.database, connections: CONNECTIONS, seconds: ctx.seconds, warmupSeconds: WARMUP_SECONDS, warnings, rows },
    failures,
  };
}

/** Asks the API once, keeping exactly what it answered. */
async function capture(appUrl: string, target: Target): Promise<CannedResponse> {
  const asked = requestOf(target);
  // As the load generator asks: not compressed (fetch would otherwise ask for gzip and unpack it).
  const res = await fetch(appUrl + target.path, { ...asked, headers: { ...asked.headers, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = [...res.headers].filter(([name]) => !EXCHANGE_HEADERS.has(name.toLowerCase()));
  return { method: target.method, path: target.path, status: res.status, contentType: res.headers.get('content-type') ?? '', headers, body };
}

async function measureTarget(target: Target, canned: CannedResponse, app: Server, bare: Server, seconds: number): Promise<ApiRow> {
  const name = label(canned);
  // A write once: each run of it adds a thousand contact messages.
  const rounds = target.method === 'GET' ? ROUNDS : 1;
  const apps: Measurement[] = [];
  const bares: Measurement[] = [];
  for (let round = 1; round <= rounds; round++) {
    const of = rounds > 1 ? ` (round ${round} of ${rounds})` : '';
    const onApp = async () => {
      process.stderr.write(`bench: ${name} on the app${of}…\n`);
      apps.push(await measure(app.url + target.path, target, seconds, app.pid));
    };
    const onBare = async () => {
      process.stderr.write(`bench: ${name} on the bare server${of}…\n`);
      bares.push(await measure(bare.url + target.path, target, seconds, bare.pid));
    };
    await inTurn(round, onApp, onBare);
  }
  const ratios = apps.map((run, i) => (bares[i].reqPerSec > 0 ? run.reqPerSec / bares[i].reqPerSec : 0));
  const cpuPerRequest = (runs: Measurement[]) => Math.round(median(runs.map((m) => ((m.serverCpuMs ?? Number.NaN) * 1000) / Math.max(1, m.requests))) * 10) / 10;
  return {
    target: name,
    status: canned.status,
    contentType: canned.contentType,
    responseBytes: canned.body.length,
    app: medianRun(apps),
    bare: medianRun(bares),
    ratio: Math.round(median(ratios) * 1000) / 1000,
    ratios: ratios.map((r) => Math.round(r * 1000) / 1000),
    cpuUs: { app: cpuPerRequest(apps), bare: cpuPerRequest(bares) },
  };
}

/** The run of median throughput, with the failures of every run (any failure fails the bench). */
function medianRun(runs: Measurement[]): Measurement {
  const middle = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)];
  const sum = (pick: (m: Measurement) => number) => runs.reduce((total, m) => total + pick(m), 0);
  return { ...middle, non2xx: sum((m) => m.non2xx), errors: sum((m) => m.errors), timeouts: sum((m) => m.timeouts) };
}

function apiTable(rows: ApiRow[]): string {
  const header = ['target', 'size B', 'app req/s', 'app p99 ms', 'bare req/s', 'bare p99 ms', 'app/bare', 'rounds', 'CPU µs/req app', 'bare'];
  const body = rows.map((r) => [
    r.target,
    String(r.responseBytes),
    r.app.reqPerSec.toFixed(0),
    r.app.p99Ms.toFixed(0),
    r.bare.reqPerSec.toFixed(0),
    r.bare.p99Ms.toFixed(0),
    r.ratio.toFixed(2),
    r.ratios.map((ratio) => ratio.toFixed(2)).join(' '),
    r.cpuUs.app.toFixed(1),
    r.cpuUs.bare.toFixed(1),
  ]);
  return formatTable(header, body);
}

const is2xx = (status: number) => status >= 200 && status < 300;

function describeCanned(c: CannedResponse) {
  return { target: label(c), status: c.status, contentType: c.contentType, responseBytes: c.body.length };
}

/** A list answered empty measures next to nothing: it means the demo content is missing. */
function isEmptyList(c: CannedResponse): boolean {
  if (c.method !== 'GET') return false;
  let json: unknown;
  try {
    json = JSON.parse(c.body.toString('utf8'));
  } catch {
    return false;
  }
  const list = Array.isArray(json) ? json : typeof json === 'object' && json !== null ? Object.values(json).find(Array.isArray) : undefined;
  return Array.isArray(list) && list.length === 0;
}
