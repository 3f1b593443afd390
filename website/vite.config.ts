import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Public pages import single contract modules (`@itsite/shared/contract/pages`) so that the
    // zod schemas, which only the admin needs, stay out of the visitor's bundle.
    alias: [
      { find: /^@itsite\/shared\/contract\/(.+)$/, replacement: path.join(root, '../shared/src/contract/$1.ts') },
      { find: '@itsite/shared/contract', replacement: path.join(root, '../shared/src/contract/index.ts') },
      { find: '@itsite/shared/api', replacement: path.join(root, '../shared/src/api/index.ts') },
      { find: '@itsite/shared/admin', replacement: path.join(root, '../shared/src/admin/index.ts') },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true }, '/uploads': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
