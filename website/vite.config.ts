import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@itsite/shared/contract': path.join(root, '../shared/src/contract/index.ts'),
      '@itsite/shared/api': path.join(root, '../shared/src/api/index.ts'),
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true }, '/uploads': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
