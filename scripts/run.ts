import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and exits the script if it fails. */
export async function must(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed with exit code ${code}\n`);
    process.exit(code);
  }
}

export const npx = (bin: string) => path.join(repoRoot, 'node_modules', '.bin', bin);

/**
 * Runs commands `concurrency` at a time (the machine's two cores) and exits the script, after the
 * running ones end, if any failed.
 */
export async function mustAll(commands: Array<[string, string[]]>, concurrency = 2): Promise<void> {
  const queue = [...commands];
  const failed: string[] = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      const code = await run(command, args);
      if (code !== 0) failed.push(`${command} ${args.join(' ')} failed with exit code ${code}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  if (failed.length) {
    process.stderr.write(`\n${failed.join('\n')}\n`);
    process.exit(1);
  }
}
