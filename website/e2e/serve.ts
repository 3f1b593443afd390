import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures.js';

/** Serves the built backend and website for the browser tests, over a fresh SQLite database. */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-e2e-'));
const server = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'index.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // As `npm start` runs it: React's production build renders the pages.
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4180',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    WEBSITE_DIR: path.join(repoRoot, 'website', 'dist'),
    LOG_LEVEL: 'warn',
    // Every browser test signs in from the same address; keep the throttle out of the way.
    LOGIN_MAX_FAILURES: '1000',
    // Likewise for the contact form and reviews, which many tests send from this one address.
    PUBLIC_WRITE_LIMIT: '100000',
    // The spam screen's "sent too fast" minimum, shortened: tests that fill a form as a person would
    // wait this long before sending (formFilledLikeAPerson), the too-fast test does not.
    FORM_MIN_SECONDS: '1',
    // Scheduled products and blogs are looked at every second (15 s by default), so a test sees
    // one go public a moment after its time.
    PUBLISH_CHECK_MS: '1000',
  },
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
