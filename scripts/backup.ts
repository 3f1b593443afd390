import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/** `npm run backup -- <file>`: builds if needed, then runs backend/src/cli/backup.ts. */
await must(npx('tsc'), ['-b']);
await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'backup.js'), ...process.argv.slice(2)], { cwd: process.cwd() });
