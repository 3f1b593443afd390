import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Alias, type Plugin } from 'vite';
import { spriteDocument } from './src/ui/sprite.js';

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

/**
 * React Router's package exports only its development build (with its warnings and checks) to
 * Node and to bundlers; its production build sits beside it. Built pages use that one, in the
 * browser and in the server bundle, which bundles the router for this reason: in Node, an
 * external `react-router` would resolve to the development build again. About 2.5 ms of each
 * uncached page render went to the development build's checks.
 */
function productionRouter(): Alias[] {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * The icon sprite (src/ui/icons.sprite.svg) is written from src/ui/sprite.ts whenever the site is
 * built or served, so it always holds the icons the code names; it is kept in the repository too,
 * for the tests that run before a build (a test checks it is current).
 */
function iconSprite(): Plugin {
  return {
    name: 'icon-sprite',
    async buildStart() {
      const file = path.join(import.meta.dirname, 'src', 'ui', 'icons.sprite.svg');
      const text = spriteDocument();
      if ((await fs.readFile(file, 'utf8').catch(() => '')) !== text) await fs.writeFile(file, text);
    },
  };
}

/**
 * A lazily loaded page's preload list leaves out the chunks its importer has already loaded: the
 * entry's own static imports (React, the router, the site's API client) are there before any page
 * is asked for, and naming them again in every page's list was about 0.3 KB of the first load's
 * JavaScript. `chunksLoadedWith` records what each chunk loads statically, once they are named; `resolveDependencies` (below) reads it.
 */
const staticImports = new Map<string, readonly string[]>();
function chunksLoadedWith(): Plugin {
  return {
    name: 'chunks-loaded-with',
    apply: 'build',
    // Before Vite's own step that writes the preload lists (final names, after hashing).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') staticImports.set(chunk.fileName, chunk.imports);
      },
    },
  };
}

/** A chunk and every chunk it loads statically, directly or through another. */
function loadedWith(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const next of staticImports.get(fileName) ?? []) loadedWith(next, seen);
  return seen;
}

/**
 * A CSS module's class in a build: five characters of a hash of its file and name, after a letter
 * (`.c3xK9q`), instead of Vite's `_feedbackText_806pq_97`. A page's markup names these classes
 * hundreds of times (the home page about 300), so they are a tenth of its HTML; both builds (the
 * browser's and the server's) name a class the same way. The dev server keeps readable names.
 */
export function shortClassName(name: string, file: string): string {
  const id = `${path.relative(import.meta.dirname, file).split(path.sep).join('/')}:${name}`;
  return `c${createHash('sha256').update(id).digest('base64url').slice(0, 5)}`;
}

export default defineConfig(({ command }) => ({
  plugins: [iconSprite(), react(), scriptsAfterContent(), chunksLoadedWith()],
  resolve: {
    // The shared package is read from its TypeScript sources (its `source` export condition).
    // Public pages import single contract modules (`@itsite/shared/contract/pages`) so that the
    // zod schemas, which only the admin needs, stay out of the visitor's bundle.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? productionRouter() : [],
  },
  css: { modules: command === 'build' ? { generateScopedName: shortClassName } : {} },
  ssr: { noExternal: ['react-router', 'react-router-dom'] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true }, '/uploads': 'http://127.0.0.1:8080' },
  },
  // The manifest tells the server which stylesheets and chunks a page it renders needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = loadedWith(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  },
}));
