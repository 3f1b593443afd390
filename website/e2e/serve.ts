import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures.js';

/** Serves the built backend and website for the browser tests, over a fresh SQLite database. */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itsite-e2e-'));
const env = {
  ...process.env,
  // As `npm start` runs it: React's production build renders the pages.
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: '1',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  WEBSITE_DIR: path.join(repoRoot, 'website', 'dist'),
  LOG_LEVEL: 'warn',
  // Every answer the pages and tests get is checked against the published OpenAPI document.
  CHECK_ANSWERS: '1',
  // Every browser test signs in from the same address; keep the throttle out of the way.
  LOGIN_MAX_FAILURES: '1000',
  // Likewise for the contact form and reviews, which many tests send from this one address.
  PUBLIC_WRITE_LIMIT: '100000',
  // Tests that send through the API skip the form token, as API clients may.
  TOKENLESS_WRITE_LIMIT: '100000',
  TOKENLESS_WRITE_ADDRESS_LIMIT: '100000',
  // Every page view of every test is a beacon from this one address.
  ANALYTICS_EVENT_LIMIT: '0',
  // The spam screen's "sent too fast" minimum, shortened: tests that fill a form as a person would
  // wait this long before sending (formFilledLikeAPerson), the too-fast test does not.
  FORM_MIN_SECONDS: '1',
  // Scheduled products and blogs are looked at every second (15 s by default), so a test sees
  // one go public a moment after its time.
  PUBLISH_CHECK_MS: '1000',
};

/**
 * E2E_GROW (`products=90,blogs=70,...`): a company a few years in. The server first makes and seeds
 * the database on a private port, stops, the scale seed grows it (`npm run seed:scale`), and only
 * then does the server start where the tests wait for it.
 */
const grow = process.env.E2E_GROW;
if (grow) {
  const privatePort = String(Number(process.env.E2E_PORT ?? 4180) + 100);
  const first = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'main', 'index.js')], { stdio: 'inherit', env: { ...env, PORT: privatePort } });
  await waitUntilReady(`http://127.0.0.1:${privatePort}/readyz`);
  first.kill('SIGTERM');
  await new Promise((resolve) => first.once('exit', resolve));
  const args = grow.split(',').flatMap((pair) => {
    const [table, n] = pair.split('=');
    return [`--${table}`, n ?? '0'];
  });
  await new Promise<void>((resolve, reject) => {
    const seed = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'seed-scale.js'), ...args], { stdio: 'inherit', env });
    seed.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:scale exited with ${code}`))));
  });
}

async function waitUntilReady(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

const server = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'main', 'index.js')], {
  stdio: 'inherit',
  env: { ...env, PORT: process.env.E2E_PORT ?? '4180' },
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
