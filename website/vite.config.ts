import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The shared package is read from its TypeScript sources (its `source` export condition).
    // Public pages import single contract modules (`@itsite/shared/contract/pages`) so that the
    // zod schemas, which only the admin needs, stay out of the visitor's bundle.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true }, '/uploads': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
