import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;
const shared = path.join(root, '../shared/src');

/** The shared package is read from its TypeScript sources, as the website and the tests do. */
const alias = [
  { find: /^@itsite\/shared\/contract\/(.+)$/, replacement: path.join(shared, 'contract/$1.ts') },
  { find: '@itsite/shared/contract', replacement: path.join(shared, 'contract/index.ts') },
  { find: '@itsite/shared/api', replacement: path.join(shared, 'api/index.ts') },
  { find: '@itsite/shared/admin', replacement: path.join(shared, 'admin/index.ts') },
];

/**
 * Development only: the dev server's module scripts, React refresh preamble and HMR socket need a
 * looser policy than the built page's (which is exactly the policy in index.html).
 */
function devCsp(): Plugin {
  return {
    name: 'console-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:*"),
  };
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      // @itsite/shared is bundled (it is TypeScript source); ws and electron-updater stay in node_modules.
      externalizeDeps: { exclude: ['@itsite/shared'] },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      externalizeDeps: { exclude: ['@itsite/shared'] },
      rolldownOptions: {
        // A sandboxed preload is run as a CommonJS script: no ES modules, no chunks.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    resolve: { alias },
    plugins: [react(), devCsp()],
    server: { host: '127.0.0.1', hmr: { protocol: 'ws', host: '127.0.0.1' } },
    // Parsed at every start of the console: minified, one file (it is read from the local disk).
    build: { minify: true, chunkSizeWarningLimit: 2000 },
  },
});
