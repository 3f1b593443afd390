import { spawn, spawnSync } from 'node:child_process';

/**
 * Prometheus' own checker (`promtool`, from Debian's `prometheus` package): the judge of what
 * /metrics prints and of the guide's alert rules. CI installs it (REQUIRE_PROMETHEUS=1 makes its
 * absence a failure there); elsewhere the checks that need it are skipped.
 */
export const PROMTOOL = process.env.PROMTOOL_PATH ?? 'promtool';
export const hasPromtool = spawnSync(PROMTOOL, ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasPromtool && process.env.REQUIRE_PROMETHEUS === '1') throw new Error('promtool is required (REQUIRE_PROMETHEUS=1): apt-get install prometheus');

/** Runs promtool with `args`, `input` on its standard input; its exit code and what it printed. */
export function promtool(args: string[], input = ''): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PROMTOOL, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

/** The value of one series in Prometheus' text format (`name{label="v",...}` exactly as printed); undefined when it is not there. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
