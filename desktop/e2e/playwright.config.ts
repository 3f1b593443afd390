import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';

/**
 * The desktop console's browser test: its BUILT page (`npm run build -w desktop`) in the system
 * Chromium (CHROMIUM_PATH overrides /usr/bin/chromium; never downloaded), with the main process's
 * own modules playing Electron's part. The test starts a backend of its own (website/e2e/serve.ts
 * on a free port), so there is no web server to configure here.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright-desktop.json' }]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'desktop-console', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  outputDir: '../../test-results/playwright-desktop',
});
