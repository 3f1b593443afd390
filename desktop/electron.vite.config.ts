import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/** The shared package is read from its TypeScript sources (its `source` export condition). */
const nodeResolve = { conditions: ['source', ...defaultServerConditions] };

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
    resolve: nodeResolve,
    build: {
      // @itsite/shared is bundled (it is TypeScript source); ws and electron-updater stay in node_modules.
      externalizeDeps: { exclude: ['@itsite/shared'] },
    },
  },
  preload: {
    resolve: nodeResolve,
    build: {
      externalizeDeps: { exclude: ['@itsite/shared'] },
      rolldownOptions: {
        // A sandboxed preload is run as a CommonJS script: no ES modules, no chunks.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    resolve: { conditions: ['source', ...defaultClientConditions] },
    plugins: [react(), devCsp()],
    server: { host: '127.0.0.1', hmr: { protocol: 'ws', host: '127.0.0.1' } },
    // Parsed at every start of the console: minified, one file (it is read from the local disk).
    build: { minify: true, chunkSizeWarningLimit: 2000 },
  },
});
