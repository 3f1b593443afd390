import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/** `npm run media:to-s3`: builds if needed, then copies the local media library into the S3 bucket (backend/src/cli/media-to-s3.ts). */
await must(npx('tsc'), ['-b']);
await must(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'media-to-s3.js'), ...process.argv.slice(2)], { cwd: process.cwd() });
