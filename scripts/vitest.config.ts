import path from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Lives in scripts/ to keep the repository's top level to what the customer fixed.
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  // Tests run the TypeScript sources of the shared package (its `source` export condition), no build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server's dependencies as Node loads them: a package's `node` build before its `module` one
  // (the AWS SDK's `module` builds import files by names Node cannot resolve).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')], externalConditions: ['source'] } },
  root,
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file boots its own server and database; two workers match the two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The server's tests share a worker's loaded modules (a third of their time was loading them
        // again for every file): each file starts its own servers and databases, and the server's
        // modules keep no state between them but caches keyed by what they hold.
        test: { name: 'server', include: ['backend/src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Screens share stores (notifications, modals) and mock modules: each file gets its own.
        test: { name: 'screens', include: ['{shared,website,desktop}/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
