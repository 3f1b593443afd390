import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { must, npx, repoRoot } from './run.js';

/**
 * `npm start`: builds what is missing (TypeScript is incremental; the website is built once),
 * then runs the server in this terminal, passing stop signals through.
 */
await must(npx('tsc'), ['-b']);
if (!['dist/index.html', 'dist-ssr/entry-server.js'].every((file) => fs.existsSync(path.join(repoRoot, 'website', file)))) {
  await must('npm', ['run', 'build', '-w', 'website']);
}

// Production unless told otherwise: React renders pages with its production build (several times faster).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const server = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'main', 'index.js')], { stdio: 'inherit', cwd: repoRoot, env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
