import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../run.js';
import { type BenchContext, CONNECTIONS, formatTable, label, measure, problems, RENDER_TARGETS, resolvePath, type SectionReport, TARGETS } from './common.js';

/** A page rendered afresh (nothing cached) answers within this, at the 99th percentile. */
const FIRST_RENDER_P99_MS = 30;

/** Requests per target in the uncached latency runs (after a few not counted). */
const UNCACHED_SAMPLES = 400;

/**
 * The same reads with the public cache off: each answer, and each page with every API read it
 * makes, is computed afresh. Latency one request at a time (what a first visitor waits), and
 * throughput at full load.
 */
export async function runUncachedSection(ctx: BenchContext): Promise<SectionReport> {
  const app = await ctx.uncachedApp();
  const targets = await Promise.all(TARGETS.filter((t) => t.method === 'GET').map((t) => resolvePath(app.url, t)));
  const failures: string[] = [];
  const rows: Array<{ target: string; p50Ms: number; p99Ms: number; reqPerSec: number; cpuMsPerRequest: number; bytes: number }> = [];
  // Every target's one-at-a-time latency first, on a server that has served nothing but those:
  // a first visitor meets a server between requests, not one still collecting the garbage of a
  // load run at 32 connections. The load runs follow.
  const latencies: Array<{ p50: number; p99: number }> = [];
  for (const target of targets) {
    const name = label(target);
    process.stderr.write(`bench: ${name} uncached…\n`);
    const sampled = await latencyOf(app.url + target.path);
    if (sampled.failures) failures.push(`${name} (uncached) failed ${sampled.failures} of ${UNCACHED_SAMPLES} times`);
    latencies.push(sampled);
    const isPage = !target.path.startsWith('/api/');
    if (isPage && sampled.p99 > FIRST_RENDER_P99_MS) failures.push(`${name}: first render p99 ${sampled.p99.toFixed(1)} ms, over ${FIRST_RENDER_P99_MS} ms`);
  }
  for (const [i, target] of targets.entries()) {
    const name = label(target);
    const bytes = (await (await fetch(app.url + target.path)).arrayBuffer()).byteLength;
    const load = await measure(app.url + target.path, target, ctx.seconds, app.pid);
    const cpuMsPerRequest = (load.serverCpuMs ?? Number.NaN) / Math.max(1, load.requests);
    failures.push(...problems(`${name} (uncached)`, load));
    rows.push({ target: name, p50Ms: latencies[i].p50, p99Ms: latencies[i].p99, reqPerSec: load.reqPerSec, cpuMsPerRequest, bytes });
    const goal = RENDER_TARGETS[`GET ${TARGETS.find((t) => t.method === 'GET' && resolvedLike(t.path, target.path))?.path ?? target.path}`];
    if (goal && cpuMsPerRequest > goal.cpuMs) failures.push(`${name}: ${cpuMsPerRequest.toFixed(2)} ms of server CPU per uncached request, over the ${goal.cpuMs} ms target`);
    if (goal?.htmlBytes && bytes > goal.htmlBytes) failures.push(`${name}: ${(bytes / 1024).toFixed(1)} KB of HTML, over the ${goal.htmlBytes / 1024} KB target`);
  }
  const text = formatTable(
    ['target', 'p50 ms', 'p99 ms', `req/s at ${CONNECTIONS}`, 'server CPU ms/req', 'bytes'],
    rows.map((r) => [r.target, r.p50Ms.toFixed(1), r.p99Ms.toFixed(1), r.reqPerSec.toFixed(0), r.cpuMsPerRequest.toFixed(2), String(r.bytes)]),
  );
  return {
    title: `Uncached (public cache off): ${UNCACHED_SAMPLES} requests one at a time, then ${CONNECTIONS} connections; pages' p99 within ${FIRST_RENDER_P99_MS} ms`,
    text,
    data: { samples: UNCACHED_SAMPLES, firstRenderP99BudgetMs: FIRST_RENDER_P99_MS, rows },
    failures,
  };
}

/** Whether `resolved` is the target path `pattern` with its `:placeholder` filled in. */
const resolvedLike = (pattern: string, resolved: string) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/g, '[^/?]+')}$`).test(resolved);

/** UNCACHED_SAMPLES requests one at a time (after 20 not counted), from a process of its own (scripts/bench/latency.ts). */
async function latencyOf(url: string): Promise<{ p50: number; p99: number; failures: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'bench', 'latency.ts'), url, String(UNCACHED_SAMPLES), '20'], {
    cwd: repoRoot,
  });
  return JSON.parse(stdout) as { p50: number; p99: number; failures: number };
}
