import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/** `npm run seed:scale -- [--products N] [--blogs N] [--reviews N] [--leads N]`: builds if needed, then grows the database. */
await must(npx('tsc'), ['-b']);
await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'seed-scale.js'), ...process.argv.slice(2)], { cwd: process.cwd() });
