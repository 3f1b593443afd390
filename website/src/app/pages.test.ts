import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each lazily loaded page names its source file (as the build's manifest keys it) next to its
 * import; the server links that page's stylesheets by it. A name that drifts from the import would
 * leave a server-rendered page unstyled until its script ran, with nothing else failing.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const WEBSITE = resolve(HERE, '..', '..');

describe('page loaders', () => {
  it('name the very file they import, and it exists', () => {
    const source = readFileSync(join(HERE, 'pages.ts'), 'utf8');
    const pairs = [...source.matchAll(/remembered\(import\.meta\.env\.SSR && '([^']+)', \(\) => import\('([^']+)'\)\)/g)];
    expect(pairs.length).toBeGreaterThanOrEqual(14);
    for (const [, named, imported] of pairs) {
      const file = relative(WEBSITE, resolve(HERE, imported.replace(/\.js$/, '.tsx')));
      expect(named, imported).toBe(file);
      expect(existsSync(join(WEBSITE, named)), named).toBe(true);
    }
  });
});
