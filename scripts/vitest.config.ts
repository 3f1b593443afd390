import path from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Lives in scripts/ to keep the repository's top level to what the customer fixed.
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  // Tests run the TypeScript sources of the shared package (its `source` export condition), no build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  root,
  test: {
    include: ['{shared,backend,website,desktop,scripts}/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file boots its own server and database; two workers match the two cores.
    maxWorkers: 2,
  },
});
