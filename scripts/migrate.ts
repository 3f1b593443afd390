import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/** `npm run migrate [-- --status | --undo]`: builds if needed, then applies (or lists, or reverts) migrations. */
await must(npx('tsc'), ['-b']);
await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'migrate.js'), ...process.argv.slice(2)], { cwd: process.cwd() });
