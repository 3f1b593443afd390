import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * The page is rendered on the server, so it reads and paints without its script: the script and
 * its chunks are fetched with low priority, after the stylesheets, the font and the page's images.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  plugins: [react(), scriptsAfterContent()],
  resolve: {
    // The shared package is read from its TypeScript sources (its `source` export condition).
    // Public pages import single contract modules (`@itsite/shared/contract/pages`) so that the
    // zod schemas, which only the admin needs, stay out of the visitor's bundle.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true }, '/uploads': 'http://127.0.0.1:8080' },
  },
  // The manifest tells the server which stylesheets and chunks a page it renders needs.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
