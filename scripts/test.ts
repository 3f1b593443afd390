import fs from 'node:fs';
import path from 'node:path';
import { eslintCommand, importRulesCommand, typecheckCommands } from './checks.js';
import { must, mustAll, npx, repoRoot, run } from './run.js';

/**
 * `npm test`: type-checks everything, lints (ESLint and the import rules), runs the unit and API
 * suites (SQLite always; MariaDB when TEST_MYSQL_URL is set; cross-instance realtime when
 * TEST_REDIS_URL is set), then builds the website and runs the browser tests in Chromium against
 * the real server.
 * With REQUIRE_MYSQL=1 / REQUIRE_REDIS=1 / REQUIRE_NGINX=1 / REQUIRE_PROMETHEUS=1 (CI) it fails if those suites did not run.
 */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{ assertionResults: Array<{ fullName: string; status: string }> }>;
}

const outDir = path.join(repoRoot, 'test-results');
fs.mkdirSync(outDir, { recursive: true });
const reportFile = path.join(outDir, 'vitest.json');
fs.rmSync(reportFile, { force: true });

// The project build first: the other checks read what it emits. Then ESLint, the import rules and
// every other TypeScript project, two at a time, longest first (scripts/checks.ts).
await must(npx('tsc'), ['-b']);
await mustAll([eslintCommand(), importRulesCommand(), ...typecheckCommands()]);
const code = await run(npx('vitest'), ['run', '--config', 'scripts/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);

if (!fs.existsSync(reportFile)) {
  process.stderr.write('vitest wrote no report\n');
  process.exit(code || 1);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;

// Browser tests: the built website served by the built backend (see website/playwright.config.ts).
const e2eReport = path.join(outDir, 'playwright.json');
fs.rmSync(e2eReport, { force: true });
await must('npm', ['run', 'build', '-w', 'website']);
// The desktop console cannot be launched here (no Electron binary), but it must build.
await must('npm', ['run', 'build', '-w', 'desktop']);
// Static security scan of the Electron code (electronegativity); any high-severity finding fails.
await must('npm', ['run', 'security', '-w', 'desktop']);
const e2eWebsiteCode = await run(npx('playwright'), ['test', '-c', 'website/playwright.config.ts']);
// The desktop console's page in Chromium, with the main process's modules (desktop/e2e).
const desktopReport = path.join(outDir, 'playwright-desktop.json');
fs.rmSync(desktopReport, { force: true });
const e2eDesktopCode = await run(npx('playwright'), ['test', '-c', 'desktop/e2e/playwright.config.ts']);
const e2eCode = e2eWebsiteCode || e2eDesktopCode;
const readStats = (file: string) => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PlaywrightReport).stats : undefined);
const website = readStats(e2eReport);
const desktop = readStats(desktopReport);
// Both runs count in the totals below; a missing report is listed as a problem.
const ran = [website, desktop].filter((stats) => stats !== undefined);
const e2e = ran.length
  ? {
      expected: ran.reduce((n, r) => n + r.expected, 0),
      unexpected: ran.reduce((n, r) => n + r.unexpected, 0),
      flaky: ran.reduce((n, r) => n + r.flaky, 0),
      skipped: ran.reduce((n, r) => n + r.skipped, 0),
    }
  : undefined;

const problems: string[] = [];
if (!website || website.expected === 0) problems.push('the browser tests did not run');
if (!desktop || desktop.expected === 0) problems.push('the desktop console browser test did not run');
const all = report.testResults.flatMap((f) => f.assertionResults);
const passedWhere = (needle: string) => all.filter((t) => t.status === 'passed' && t.fullName.includes(needle)).length;

if (process.env.REQUIRE_MYSQL === '1' && passedWhere('[mysql]') === 0) problems.push('the MariaDB/MySQL suite did not run (set TEST_MYSQL_URL)');
if (process.env.REQUIRE_REDIS === '1' && passedWhere('through Redis') === 0) problems.push('the Redis realtime suite did not run (set TEST_REDIS_URL)');
if (process.env.REQUIRE_FULL_DISK === '1' && passedWhere('on a full disk') === 0) problems.push('the full-disk upload suite did not run (it mounts a small tmpfs: needs root on Linux)');
if (process.env.REQUIRE_PROMETHEUS === '1' && passedWhere('promtool') === 0) problems.push("Prometheus' promtool checks did not run (apt-get install prometheus)");
if (process.env.REQUIRE_NGINX === '1' && passedWhere('through nginx') === 0) problems.push('the two-instance suite through nginx did not run (needs nginx, TEST_MYSQL_URL and TEST_REDIS_URL)');

process.stdout.write(`\nunit+api on sqlite: ${passedWhere('[sqlite]')} passed; on mysql: ${passedWhere('[mysql]')} passed\n`);
process.stdout.write(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed\n`);
process.stdout.write(`playwright: ${e2e?.expected ?? 0} passed, ${(e2e?.unexpected ?? 0) + (e2e?.flaky ?? 0)} failed\n`);
const passed = report.numPassedTests + (e2e?.expected ?? 0);
const failed = report.numFailedTests + (e2e?.unexpected ?? 0) + (e2e?.flaky ?? 0);
process.stdout.write(`all: ${passed} passed, ${failed} failed\n`);
for (const p of problems) process.stderr.write(`FAIL: ${p}\n`);
process.exit(code !== 0 || e2eCode !== 0 || failed > 0 || problems.length ? 1 : 0);
