import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/** `npm run restore -- <file>`: builds if needed, then runs backend/src/cli/backup.ts --restore. */
await must(npx('tsc'), ['-b']);
await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'backup.js'), '--restore', ...process.argv.slice(2)], { cwd: process.cwd() });
