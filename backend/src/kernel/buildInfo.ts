import fs from 'node:fs';
import path from 'node:path';

/** What is running: the site's version (the root package.json) and the commit it was built from. */
export interface BuildInfo {
  version: string;
  commit: string;
}

/** The repository's root, from this file (backend/src/kernel or backend/dist/kernel). */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

const read = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** The commit a checkout's HEAD names, read from its files (no git needed at run time); undefined when there is none. */
export function headCommit(root: string): string | undefined {
  let gitDir = path.join(root, '.git');
  // A worktree or submodule: `.git` is a file naming the real folder.
  const pointer = read(gitDir);
  if (pointer?.startsWith('gitdir: ')) gitDir = path.resolve(root, pointer.slice('gitdir: '.length));
  const head = read(path.join(gitDir, 'HEAD'));
  if (!head) return undefined;
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (\S+)$/.exec(head)?.[1];
  if (!ref) return undefined;
  const loose = read(path.join(gitDir, ref));
  if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  // A packed ref: `<sha> <ref>` lines.
  const packed = read(path.join(gitDir, 'packed-refs'))?.split('\n').find((line) => line.endsWith(` ${ref}`));
  return packed?.slice(0, 40);
}

let known: BuildInfo | undefined;

/**
 * The version and commit of this build. The commit is BUILD_COMMIT when set (an image built
 * without its `.git`: `docker build --build-arg BUILD_COMMIT=$(git rev-parse HEAD)`), else the
 * checkout's HEAD, else `unknown`.
 */
export function buildInfo(): BuildInfo {
  if (known) return known;
  const version = (JSON.parse(read(path.join(ROOT, 'package.json')) ?? '{}') as { version?: string }).version ?? 'unknown';
  known = { version, commit: process.env.BUILD_COMMIT || headCommit(ROOT) || 'unknown' };
  return known;
}
