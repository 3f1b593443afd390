
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { must, npx, repoRoot } from '../run.js';
import { runAnalyticsScaleSection, runAnalyticsSection } from './analytics.js';
import { runApiSection } from './api.js';
import { type BenchContext, Cleanup, SECONDS, type Section } from './common.js';
import { runFreshnessSection } from './freshness.js';
import { runLeadsSection } from './leads.js';
import { runLighthouseSection } from './lighthouse.js';
import { runScaleSection } from './scale.js';
import { runScaleOutSection } from './scaleout.js';
import { type AppServer, startAppServer } from './servers.js';
import { runUncachedSection } from './uncached.js';
import { runWebsiteSection } from './website.js';

/**
 * `npm run bench` (this file; one file per section beside it): measures the built API on loopback and compares each answer with a bare Node
 * `http` server sending the very same bytes (the app's headers included: its security headers are
 * the answer's, not the framework's cost), so the ratio is what Koa, TypeORM and the database cost
 * per request; a cached public read must keep 0.9 of it. Prints a table and writes test-results/bench.json; exits non-zero when any
 * request failed.
 *
 * The API runs in a child process (node backend/dist/main/index.js over a fresh temporary SQLite
 * database with the demo content), the bare server in another, and autocannon here: on a small
 * machine the load generator must not share an event loop with the server it measures.
 *
 * `npm run bench -- <section> ...` runs only the named sections (api, uncached, freshness, leads, analytics, website,
 * lighthouse, scaleout); `npm run bench -- --scale` runs issue 15's targets on a grown database (`scale`) and the
 * analytics reports on a million page views a day (`analytics-scale`), only when named.
 *
 * Environment:
 *   BENCH_SECONDS       measured seconds per run (default 5), after a 1 s warm-up that is not counted
 *   BENCH_ROUNDS        rounds of a run on the app and one on the bare server, per cached read, and of
 *                       a run on a page and one on its campaign links, in turn first (default 5)
 *   BENCH_DATABASE_URL  a MySQL/MariaDB URL to benchmark instead of SQLite; passed to the API as
 *                       DATABASE_URL. That database is used as is (not emptied): the demo seed only
 *                       fills it when it is empty, and the contact messages posted here stay in it.
 *   BENCH_SCALE_DATABASE_URL  with --scale on MySQL/MariaDB: the database grown to the scale sizes
 *                       (grown here when it is not yet; kept), beside BENCH_DATABASE_URL's demo one.
 */

const RESULTS_FILE = path.join(repoRoot, 'test-results', 'bench.json');

const apiSection: Section = { key: 'api', run: runApiSection };

const websiteSection: Section = { key: 'website', run: runWebsiteSection };

const uncachedSection: Section = { key: 'uncached', run: runUncachedSection };

const lighthouseSection: Section = { key: 'lighthouse', run: runLighthouseSection };

const leadsSection: Section = { key: 'leads', run: runLeadsSection };

const scaleSection: Section = { key: 'scale', run: runScaleSection };

const scaleOutSection: Section = { key: 'scaleout', run: runScaleOutSection };

const freshnessSection: Section = { key: 'freshness', run: runFreshnessSection };

const analyticsSection: Section = { key: 'analytics', run: runAnalyticsSection };

const analyticsScaleSection: Section = { key: 'analytics-scale', run: runAnalyticsScaleSection };

/** Run when named (`npm run bench -- scale`, or `--scale` for both), not by default: they grow databases to a million leads or 90 million page views. */
const SECTIONS: Section[] = [apiSection, uncachedSection, freshnessSection, leadsSection, analyticsSection, websiteSection, lighthouseSection, scaleOutSection];

const ON_REQUEST: Section[] = [scaleSection, analyticsScaleSection];

async function runSections(ctx: BenchContext): Promise<string[]> {
  const data: Record<string, unknown> = {};
  const failures: string[] = [];
  // `npm run bench -- leads website` runs only the sections named; without names, all of them.
  const named = process.argv.slice(2).flatMap((arg) => (arg === '--scale' ? ['scale', 'analytics-scale'] : arg.startsWith('-') ? [] : [arg]));
  const all = [...SECTIONS, ...ON_REQUEST];
  const unknown = named.filter((name) => !all.some((s) => s.key === name));
  if (unknown.length) throw new Error(`unknown bench section(s): ${unknown.join(', ')} (known: ${all.map((s) => s.key).join(', ')})`);
  for (const section of all.filter((s) => (named.length === 0 ? SECTIONS.includes(s) : named.includes(s.key)))) {
    const report = await section.run(ctx);
    process.stdout.write(`\n${report.title}\n\n${report.text}\n`);
    data[section.key] = report.data;
    failures.push(...report.failures);
  }
  const summary = { generatedAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, sections: data, failures };
  await fs.promises.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await fs.promises.writeFile(RESULTS_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  process.stdout.write(`\nWritten to ${path.relative(repoRoot, RESULTS_FILE)}\n`);
  return failures;
}

async function main(): Promise<number> {
  // What is measured is the build: backend/dist (and shared/dist, which it imports) and website/dist.
  await must(npx('tsc'), ['-b']);
  await must('npm', ['run', 'build', '-w', 'website']);

  const cleanup = new Cleanup();
  process.once('exit', () => cleanup.runSync());
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => void cleanup.run().finally(() => process.exit(code)));
  }

  try {
    const tempDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'itsite-bench-'));
    cleanup.adoptDir(tempDir);
    let app: Promise<AppServer> | undefined;
    let uncached: Promise<AppServer> | undefined;
    const ctx: BenchContext = {
      seconds: SECONDS,
      tempDir,
      cleanup,
      app: () => (app ??= startAppServer(cleanup, path.join(tempDir, 'data'))),
      uncachedApp: () => (uncached ??= startAppServer(cleanup, path.join(tempDir, 'data-uncached'), { cached: false })),
    };
    const failures = await runSections(ctx);
    for (const failure of failures) process.stderr.write(`FAILED: ${failure}\n`);
    return failures.length ? 1 : 0;
  } catch (err) {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return 1;
  } finally {
    await cleanup.run();
  }
}

// Exit explicitly: idle keep-alive sockets of fetch must not keep the process waiting.
process.exit(await main());
