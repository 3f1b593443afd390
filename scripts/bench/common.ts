import { type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { chromium } from '@playwright/test';
import autocannon, { type Result } from 'autocannon';
import { chromiumLaunchOptions } from '../chromium.js';
import type { AppServer } from './servers.js';

/** What the bench's sections share: its settings, a section's shape, measuring a run, and helpers. */

export const SECONDS = wholeNumber(process.env.BENCH_SECONDS, 5, 'BENCH_SECONDS');

export const WARMUP_SECONDS = 1;

/**
 * A read is measured in rounds: a run on the app and one on the bare server, back to back (in turn
 * first), so that each pair meets the machine in the same state. On two cores shared with the load
 * generator (and with other machines' work), one run of each swung a ratio by ±0.2 from one run to
 * the next.
 */
export const ROUNDS = wholeNumber(process.env.BENCH_ROUNDS, 5, 'BENCH_ROUNDS');

export const CONNECTIONS = 32;

export interface BenchContext {
  seconds: number;
  tempDir: string;
  cleanup: Cleanup;
  /** The API under test, started on first use and shared by the sections that need it. */
  app(): Promise<AppServer>;
  /** The same, with its public cache turned off: what a first visitor after a change costs. */
  uncachedApp(): Promise<AppServer>;
}

export interface SectionReport {
  title: string;
  text: string;
  data: unknown;
  /** Why the run must fail; empty when all went well. */
  failures: string[];
}

export interface Section {
  /** Key of this section in bench.json. */
  key: string;
  run(ctx: BenchContext): Promise<SectionReport>;
}

/** autocannon over several GETs at once: each connection walks through them in turn. */
export async function mixed(url: string, paths: string[], connections: number, seconds: number, during?: () => Promise<void>): Promise<{ reqPerSec: number; p99Ms: number; failures: number }> {
  const run = autocannon({ url, connections, duration: seconds, requests: paths.map((p) => ({ method: 'GET' as const, path: p })) });
  await during?.();
  const result = await run;
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

/** Resident memory of a process now and at its highest, in MB (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time a process has used so far, in milliseconds (user and system; Linux, else NaN). */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Targets of the page-cache issue for an uncached render, per page: server CPU per request at 32
 * connections (a tenth of Ghost's for the same page) and the page's HTML bytes.
 */
export const RENDER_TARGETS: Record<string, { cpuMs: number; htmlBytes?: number }> = {
  'GET /': { cpuMs: 1.5, htmlBytes: 50 * 1024 },
  'GET /blog/:blog': { cpuMs: 0.75 },
};

/** The machine's CPU time so far, in clock ticks: in all, and stolen by the hypervisor (Linux; undefined elsewhere). */
function cpuTicks(): { total: number; steal: number } | undefined {
  try {
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice" (guest time is counted in user time)
    const fields = /^cpu\s+(.*)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    if (fields.length < 8) return undefined;
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] };
  } catch {
    return undefined;
  }
}

/**
 * The share of CPU time the hypervisor gave to other guests between two readings, in %: on a shared
 * virtual machine the server waits for a CPU it cannot see, and a p99 then says as much about the
 * neighbours as about the server.
 */
function stealPercent(from: ReturnType<typeof cpuTicks>, to: ReturnType<typeof cpuTicks>): number | undefined {
  if (!from || !to || to.total <= from.total) return undefined;
  return (100 * (to.steal - from.steal)) / (to.total - from.total);
}

export async function signIn(url: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password, client: 'desktop' }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`could not sign in to the grown database's API (${res.status})`);
  return { authorization: `Bearer ${token}` };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The middle value (of an odd count; the upper middle of an even one). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads `/` in Chromium and adds up what went over the wire (headers and encoded bodies). */
export async function firstVisit(url: string, pagePath = '/'): Promise<{ requests: number; bytes: number; byType: Record<string, number> }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const done: Array<Promise<{ type: string; bytes: number }>> = [];
    page.on('requestfinished', (request) => {
      done.push(request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseHeadersSize + s.responseBodySize })));
    });
    await page.goto(url + pagePath, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(done);
    const byType: Record<string, number> = {};
    for (const s of sizes) byType[s.type] = (byType[s.type] ?? 0) + s.bytes;
    return { requests: sizes.length, bytes: sizes.reduce((a, s) => a + s.bytes, 0), byType };
  } finally {
    await browser.close();
  }
}

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON. */
  json?: unknown;
}

/** `:blog` in a path stands for the newest blog's id (see `resolvePath`). */
export const TARGETS: Target[] = [
  { method: 'GET', path: '/api/v1/products' },
  { method: 'GET', path: '/api/v1/blogs' },
  { method: 'GET', path: '/api/reviews?page=1&limit=10' },
  // Pages rendered on the server, as a visitor's browser asks for them.
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/products' },
  { method: 'GET', path: '/blog/:blog' },
  {
    method: 'POST',
    path: '/api/v1/contact',
    json: { name: 'Bench Mark', email: 'bench@example.com', phone: '+91 98765 43210', message: 'Measuring how fast the contact form answers.' },
  },
];

/** One real answer of the API, replayed byte for byte by the bare server. */
export interface CannedResponse {
  method: string;
  path: string;
  status: number;
  contentType: string;
  /**
   * The answer's headers as the app sent them (but those of the exchange: date, connection, length,
   * encoding), which the bare server sends too: the same bytes, the security headers included.
   */
  headers: Array<[string, string]>;
  body: Buffer;
}

export interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU steal during the measured run, % (undefined off Linux). */
  stealPct?: number;
  /** The server process's CPU time during the measured run, ms (when its pid was given). */
  serverCpuMs?: number;
}

/** A server under measure: where it listens, and its process (for its CPU time). */
export interface Server {
  url: string;
  pid: number;
}

/** The target with `:blog` replaced by the newest blog's id. */
export async function resolvePath(appUrl: string, target: Target): Promise<Target> {
  if (!target.path.includes(':blog')) return target;
  const res = await fetch(`${appUrl}/api/v1/blogs`);
  const blog = ((await res.json()) as { data?: Array<{ slug: string }> }).data?.[0];
  if (!blog) throw new Error('the demo content has no blog to render');
  // By its address (its slug): the id answers a redirect to it.
  return { ...target, path: target.path.replace(':blog', blog.slug) };
}

export function requestOf(target: Target): { method: string; headers: Record<string, string>; body?: string } {
  if (target.json === undefined) return { method: target.method, headers: {} };
  return { method: target.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.json) };
}

/**
 * Runs the two sides of a round, the first first in odd rounds and second in even ones, so that
 * where a run stands in its pair counts for neither side: in one run of the campaign links, always
 * second, the address with a new parameter each time was the faster in four rounds of five,
 * although it costs the server more than the plain page.
 */
export async function inTurn(round: number, first: () => Promise<void>, second: () => Promise<void>): Promise<void> {
  for (const run of round % 2 === 1 ? [first, second] : [second, first]) await run();
}

/** One request, answered in full (nginx's https in the scale-out section has a self-signed certificate). */
function oneRequest(url: string, target: Target): Promise<void> {
  const { method, headers, body } = requestOf(target);
  return new Promise((resolve, reject) => {
    const address = new URL(url);
    const done = (res: http.IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve());
    };
    const req = address.protocol === 'https:' ? https.request(address, { method, headers, rejectUnauthorized: false }, done) : http.request(address, { method, headers }, done);
    req.on('error', reject);
    req.end(body);
  });
}

export async function measure(url: string, target: Target, seconds: number, serverPid?: number): Promise<Measurement> {
  // The warm-up is a run of its own, then one more request, answered once the server has worked
  // through what the warm-up left in flight. autocannon's own warm-up option starts the measured
  // run while the warm-up's last requests are still being served: on a page that takes a few
  // milliseconds of CPU, its 32 unanswered renders showed in the measured p99 as 2-3 s.
  const warmup: Pick<Result, 'non2xx' | 'errors' | 'timeouts'> = await autocannon({ url, ...requestOf(target), connections: CONNECTIONS, duration: WARMUP_SECONDS });
  await oneRequest(url, target);
  const ticks = cpuTicks();
  const serverCpu = serverPid ? processCpuMs(serverPid) : Number.NaN;
  const result = await autocannon({ url, ...requestOf(target), connections: CONNECTIONS, duration: seconds });
  const stealPct = stealPercent(ticks, cpuTicks());
  const serverCpuMs = serverPid ? processCpuMs(serverPid) - serverCpu : undefined;
  // Failures during the warm-up count too: any failed request fails the run.
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + warmup.non2xx,
    errors: result.errors + warmup.errors,
    timeouts: result.timeouts + warmup.timeouts,
    stealPct,
    serverCpuMs,
  };
}

export function problems(name: string, m: Measurement): string[] {
  const counts = { 'non-2xx answers': m.non2xx, errors: m.errors, timeouts: m.timeouts };
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${name}: ${n} ${what}`);
}

/** Left-aligns the first column, right-aligns the numbers. */
export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, col) => Math.max(...all.map((row) => row[col].length)));
  const line = (row: string[]) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const label = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

/** What the run started and must undo, also when it fails or is interrupted. */
export class Cleanup {
  readonly #children = new Set<ChildProcess>();
  readonly #dirs = new Set<string>();

  adoptChild(child: ChildProcess): void {
    this.#children.add(child);
  }

  adoptDir(dir: string): void {
    this.#dirs.add(dir);
  }

  /** Stops the children (gracefully first, so the database is closed properly), then removes the directories. */
  async run(): Promise<void> {
    const children = [...this.#children];
    this.#children.clear();
    await Promise.all(children.map((child) => stopChild(child, 10_000)));
    const dirs = [...this.#dirs];
    this.#dirs.clear();
    await Promise.all(dirs.map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
  }

  /** Last resort from process 'exit', where nothing asynchronous runs any more. */
  runSync(): void {
    for (const child of this.#children) if (isRunning(child)) child.kill('SIGKILL');
    for (const dir of this.#dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return n;
}
