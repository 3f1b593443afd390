/**
 * Static security scan of the console's Electron code with Doyensec's Electronegativity
 * (`npm run security -w desktop`). Scans src/ (main, preload, common, renderer: TypeScript, TSX and
 * the page's HTML with its CSP), prints every finding, writes test-results/electronegativity.json,
 * and exits non-zero on any HIGH severity finding or on a file the scanner could not parse (an
 * unparsed file is an unscanned file).
 *
 * Electronegativity is called through its programmatic API (the package's `main`, the function its
 * CLI calls) rather than by parsing the CLI's output: the API returns each finding's severity and
 * confidence and the files that failed to parse; the CLI's SARIF output has no severity and its CSV
 * writer appends to the file before its header write has finished.
 *
 * One kind of finding is checked a second time instead of being trusted or silenced: the
 * webPreferences checks (contextIsolation, sandbox, nodeIntegration) only read an object literal,
 * so they fire on `webPreferences: { ...SECURE_WEB_PREFERENCES, ... }` (src/main/security.ts). For
 * those, the TypeScript type checker resolves the effective webPreferences object at that exact
 * `new BrowserWindow(...)`; the finding is dropped only if the setting is there with the safe literal
 * value (`contextIsolation: true`, ...), which `as const` makes visible in the type. Anything else
 * stays a finding.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const desktopDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(desktopDir, '..');
const scanDir = path.join(desktopDir, 'src');
const reportFile = path.join(repoRoot, 'test-results', 'electronegativity.json');

/** Checks not run (by class name, as Electronegativity's -x option takes them), each with why. */
const IGNORED_CHECKS: Record<string, string> = {
  // Finding id AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK.
  AvailableSecurityFixesGlobalCheck:
    'downloads the list of Electron releases at every run (no network in CI, and a result that changes ' +
    'without a code change); it also needs a package.json in the scanned folder and reports only ' +
    'INFORMATIONAL for Electron in devDependencies, where electron-builder apps keep it. Electron ' +
    'upgrades are tracked with the other dependencies.',
};

type Level = { name: string; value: number };
interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  description: string;
  shortenedURL?: string;
  severity: Level;
  confidence: Level;
  manualReview: boolean;
  sample?: string;
}
interface ScanError {
  file: string;
  message: string;
  tolerable: boolean;
}
interface ScanResult {
  globalChecks: number;
  atomicChecks: number;
  errors: ScanError[];
  issues: Issue[];
}
type Electronegativity = (options: {
  input: string;
  isRelative?: boolean;
  excludeFromScan?: string[];
  electronVersionOverride?: string;
  parserPlugins?: string[];
}) => Promise<ScanResult>;

const require = createRequire(import.meta.url);
const electronegativity = require('@doyensec/electronegativity') as Electronegativity;

// Without a package.json in the scanned folder it would assume Electron 0.1.0 and its old defaults.
const pkg = JSON.parse(readFileSync(path.join(desktopDir, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
const electronVersion = pkg.devDependencies?.electron?.replace(/^[\^~]/, '');
if (!electronVersion) throw new Error('desktop/package.json has no electron devDependency');

// ---------------------------------------------------------------------------------------------
// Second look at webPreferences findings, with the TypeScript checker.

/** Safe value of each setting, for the checks that read webPreferences. */
const WEB_PREFERENCE_CHECKS: Record<string, Array<[setting: string, safe: boolean]>> = {
  CONTEXT_ISOLATION_JS_CHECK: [['contextIsolation', true]],
  SANDBOX_JS_CHECK: [['sandbox', true]],
  NODE_INTEGRATION_JS_CHECK: [
    ['nodeIntegration', false],
    ['nodeIntegrationInWorker', false],
    ['nodeIntegrationInSubFrames', false],
  ],
};

let program: { checker: ts.TypeChecker; program: ts.Program } | null = null;
function typeProgram() {
  if (program) return program;
  const configPath = path.join(desktopDir, 'tsconfig.node.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const p = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  program = { program: p, checker: p.getTypeChecker() };
  return program;
}

/** The `new BrowserWindow({...})` starting on `line` (1-based) of `file`. */
function browserWindowAt(sourceFile: ts.SourceFile, line: number): ts.NewExpression | null {
  let found: ts.NewExpression | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isNewExpression(node) && node.expression.getText(sourceFile) === 'BrowserWindow') {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      if (start === line) {
        found = node;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Why the finding is a false positive (each setting resolved to its safe literal), or null when it
 * cannot be shown, in which case the finding stands.
 */
function disproveWebPreferenceFinding(issue: Issue): string | null {
  const settings = WEB_PREFERENCE_CHECKS[issue.id];
  if (!settings) return null;
  const { program: p, checker } = typeProgram();
  const sourceFile = p.getSourceFile(path.resolve(scanDir, issue.file));
  if (!sourceFile) return null;
  const call = browserWindowAt(sourceFile, issue.location.line);
  const options = call?.arguments?.[0];
  if (!options || !ts.isObjectLiteralExpression(options)) return null;
  // The options object's own type (spreads included, later ones overriding earlier ones), not the
  // webPreferences literal alone: `{ ...x, webPreferences: {...}, ...y }` must be read as a whole.
  const prefsSymbol = checker.getTypeAtLocation(options).getProperty('webPreferences');
  if (!prefsSymbol || prefsSymbol.flags & ts.SymbolFlags.Optional) return null;
  const prefsType = checker.getTypeOfSymbolAtLocation(prefsSymbol, options);
  const proofs: string[] = [];
  for (const [setting, safe] of settings) {
    const symbol = prefsType.getProperty(setting);
    if (!symbol || symbol.flags & ts.SymbolFlags.Optional) return null;
    const type = checker.getTypeOfSymbolAtLocation(symbol, options);
    if (!(type.flags & ts.TypeFlags.BooleanLiteral) || checker.typeToString(type) !== String(safe)) return null;
    proofs.push(`${setting}: ${safe}`);
  }
  return `webPreferences resolves to ${proofs.join(', ')} (type checker)`;
}

// ---------------------------------------------------------------------------------------------

const result = await electronegativity({
  input: scanDir,
  isRelative: true,
  excludeFromScan: Object.keys(IGNORED_CHECKS),
  electronVersionOverride: electronVersion,
  parserPlugins: [],
});

const findings = result.issues.map((issue) => {
  const disproved = disproveWebPreferenceFinding(issue);
  return { ...issue, falsePositive: disproved };
});
const standing = findings.filter((f) => f.falsePositive === null);
const high = standing.filter((f) => f.severity.name === 'HIGH');
const unparsed = result.errors.filter((e) => !e.tolerable);

const out = process.stdout;
out.write(`Electronegativity on desktop/src (Electron ${electronVersion}): ${result.atomicChecks} atomic and ${result.globalChecks} global checks\n`);
for (const [id, reason] of Object.entries(IGNORED_CHECKS)) out.write(`  ignored ${id}: ${reason}\n`);
const bySeverity = ['HIGH', 'MEDIUM', 'LOW', 'INFORMATIONAL'];
const sorted = [...findings].sort((a, b) => bySeverity.indexOf(a.severity.name) - bySeverity.indexOf(b.severity.name));
for (const f of sorted) {
  const where = f.file === 'N/A' ? '(global)' : `${f.file}:${f.location.line}`;
  const tag = f.falsePositive ? 'FALSE POSITIVE' : `${f.severity.name}/${f.confidence.name}${f.manualReview ? ', review' : ''}`;
  out.write(`  [${tag}] ${f.id} ${where}: ${f.description}\n`);
  if (f.falsePositive) out.write(`      ${f.falsePositive}\n`);
}
for (const e of result.errors) out.write(`  ${e.tolerable ? 'parse warning' : 'PARSE ERROR'} ${e.file}: ${e.message}\n`);

const count = (sev: string) => standing.filter((f) => f.severity.name === sev).length;
out.write(
  `findings: ${count('HIGH')} high, ${count('MEDIUM')} medium, ${count('LOW')} low, ${count('INFORMATIONAL')} informational` +
    `; ${findings.length - standing.length} disproved; ${unparsed.length} unparsed file(s)\n`,
);

mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(
  reportFile,
  `${JSON.stringify(
    {
      electronVersion,
      ignoredChecks: IGNORED_CHECKS,
      errors: result.errors,
      findings: findings.map((f) => ({
        id: f.id,
        file: f.file,
        line: f.location.line,
        severity: f.severity.name,
        confidence: f.confidence.name,
        manualReview: f.manualReview,
        description: f.description,
        falsePositive: f.falsePositive,
      })),
    },
    null,
    2,
  )}\n`,
);

if (high.length > 0 || unparsed.length > 0) {
  process.stderr.write(`FAIL: ${high.length} high severity finding(s), ${unparsed.length} file(s) not scanned\n`);
  process.exit(1);
}
out.write('security scan passed (no high severity finding)\n');
