import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/** `npm run admin -- --email ... [--password ...]`: builds if needed, then creates or resets an admin. */
await must(npx('tsc'), ['-b']);
await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'), ...process.argv.slice(2)], { cwd: process.cwd() });
