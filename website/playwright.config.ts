import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.js';

/**
 * End-to-end tests in a real Chromium against the real backend (built server, built website,
 * SQLite with demo content). Chromium comes from the system (apt package `chromium`), never
 * downloaded: CHROMIUM_PATH overrides the default /usr/bin/chromium.
 */
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
/** A second server over a grown database (e2e/grown): more rows than every list's page. */
const grownPort = port + 10;
const grownURL = `http://127.0.0.1:${grownPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records the page (DOM snapshots, a screencast) through every test, which cost about a
    // third of the suite's time here. CI keeps only its log, so there none is recorded (a failure
    // prints its error and call log); a local run keeps each failed test's trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile/, testIgnore: /grown\// },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/, testIgnore: /grown\// },
    { name: 'grown', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: grownURL }, testMatch: /grown\/.*\.spec\.ts/ },
  ],
  outputDir: '../test-results/playwright',
  webServer: [
    {
      command: 'tsx e2e/serve.ts',
      url: `${baseURL}/readyz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'tsx e2e/serve.ts',
      url: `${grownURL}/readyz`,
      reuseExistingServer: !process.env.CI,
      // Seeding the grown database (a million page views among it) takes about 100 s here alone.
      timeout: 240_000,
      env: { E2E_PORT: String(grownPort), E2E_GROW: 'products=90,blogs=400,reviews=500,leads=1500' },
    },
  ],
});
