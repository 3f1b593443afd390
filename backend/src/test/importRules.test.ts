import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules (scripts/dependency-cruiser.cjs, run by `npm run lint:imports` in `npm test`)
 * catch what they are for: a small tree of files laid out as the repository is, each breaking one
 * rule, is cruised by the same command with the same config, and each break is named.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const cli = path.join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const config = path.join(repoRoot, 'scripts', 'dependency-cruiser.cjs');

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, jsx: 'react-jsx' } }),
  'backend/src/kernel/errors.ts': 'export const e = 1;\n',
  // The type hub may name any room's types; a runtime import from it is refused.
  'backend/src/kernel/context.ts': "import type { Internal } from '../features/x/internal.js';\nimport { p1 } from '../platform/p1.js';\nexport type C = Internal | typeof p1;\n",
  'backend/src/kernel/reachesUp.ts': "import { internal } from '../features/x/internal.js';\nexport const k = internal;\n",
  'backend/src/data/settings.ts': "import { p1 } from '../platform/p1.js';\nexport const s = p1;\n",
  'backend/src/data/migrations/1700000000000-Change.ts': "import { s } from '../settings.js';\nexport const m = s;\n",
  'backend/src/platform/p1.ts': "import { p2 } from './p2.js';\nexport const p1 = 1 + p2;\n",
  'backend/src/platform/p2.ts': "import { p1 } from './p1.js';\nexport const p2 = () => p1;\n",
  // A cycle through `import type` alone is allowed.
  'backend/src/platform/t1.ts': "import type { T2 } from './t2.js';\nexport const t1 = (v: T2) => v;\n",
  'backend/src/platform/t2.ts': "import { t1 } from './t1.js';\nexport type T2 = number;\nexport const t2 = t1;\n",
  'backend/src/platform/usesFeature.ts': "import { x } from '../features/x/index.js';\nexport const u = x;\n",
  'backend/src/features/x/internal.ts': "export const internal = 1;\nexport type Internal = number;\n",
  'backend/src/features/x/index.ts': "export { internal as x } from './internal.js';\n",
  'backend/src/features/y/fine.ts': "import { x } from '../x/index.js';\nimport { e } from '../../kernel/errors.js';\nexport const f = x + e;\n",
  'backend/src/features/y/reachesIn.ts': "import { internal } from '../x/internal.js';\nexport const r = internal;\n",
  'backend/src/web/page.ts': "import { internal } from '../features/x/internal.js';\nimport { x } from '../features/x/index.js';\nexport const w = internal + x;\n",
  'backend/src/main/server.ts': "import { x } from '../features/x/index.js';\nexport const start = x;\n",
  'backend/src/cli/tool.ts': "import { start } from '../main/server.js';\nexport const t = start;\n",
  'backend/src/features/y/missing.ts': "import { gone } from './gone.js';\nexport const g = gone;\n",
  'website/src/features/a/A.tsx': "import { B } from '../b/B.js';\nimport { C } from '../b/index.js';\nexport const A = () => [B, C];\n",
  'website/src/features/b/B.tsx': 'export const B = 1;\n',
  'website/src/features/b/index.ts': "export const C = 2;\n",
  'website/src/ui/Hero.tsx': "import { C } from '../features/b/index.js';\nexport const Hero = C;\n",
};

let dir = '';
let output = '';
let code = 0;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'import-rules-'));
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), text);
  }
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'backend/src', 'website/src', '--config', config, '--output-type', 'err'], { cwd: dir });
    output = stdout;
  } catch (err) {
    const failed = err as { code: number; stdout: string };
    code = failed.code;
    output = failed.stdout;
  }
}, 60_000);

afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** The breaks the run printed, one a line: `rule: from → to` (a cycle: every file of it, in turn). */
const broken = () =>
  output
    .replace(/ →\s*\n\s+/g, ' → ')
    .split('\n')
    .map((line) => /error ([\w-]+): (.+)$/.exec(line.trim()))
    .filter((m) => m !== null)
    .map((m) => `${m[1]}: ${m[2]}`)
    .sort();

describe('the import rules', () => {
  it('fail the run, naming each broken rule and its import, and nothing else', () => {
    expect(code).not.toBe(0);
    expect(broken()).toEqual(
      [
        'context-hub-imports-types-only: backend/src/kernel/context.ts → backend/src/platform/p1.ts',
        'kernel-imports-kernel: backend/src/kernel/reachesUp.ts → backend/src/features/x/internal.ts',
        'data-imports-kernel: backend/src/data/settings.ts → backend/src/platform/p1.ts',
        'migrations-import-no-live-code: backend/src/data/migrations/1700000000000-Change.ts → backend/src/data/settings.ts',
        'no-runtime-cycle: backend/src/platform/p1.ts → backend/src/platform/p2.ts → backend/src/platform/p1.ts',
        'platform-imports-below: backend/src/platform/usesFeature.ts → backend/src/features/x/index.ts',
        'feature-through-its-index: backend/src/features/y/reachesIn.ts → backend/src/features/x/internal.ts',
        'web-imports-below: backend/src/web/page.ts → backend/src/features/x/internal.ts',
        'nothing-imports-main: backend/src/cli/tool.ts → backend/src/main/server.ts',
        'resolvable: backend/src/features/y/missing.ts → ./gone.js',
        'website-feature-through-its-index: website/src/features/a/A.tsx → website/src/features/b/B.tsx',
        'website-shared-parts-free-of-features: website/src/ui/Hero.tsx → website/src/features/b/index.ts',
      ].sort(),
    );
  });
});
