import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Lives in scripts/ to keep the repository's top level to what the customer fixed.
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  resolve: {
    // Tests run the TypeScript sources of the shared package, no build needed.
    alias: [
      { find: /^@itsite\/shared\/contract\/(.+)$/, replacement: path.join(root, 'shared/src/contract/$1.ts') },
      { find: '@itsite/shared/contract', replacement: path.join(root, 'shared/src/contract/index.ts') },
      { find: '@itsite/shared/api', replacement: path.join(root, 'shared/src/api/index.ts') },
      { find: '@itsite/shared/admin', replacement: path.join(root, 'shared/src/admin/index.ts') },
    ],
  },
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
