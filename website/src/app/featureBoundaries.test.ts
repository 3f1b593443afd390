import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The website's layout: every page and part in a feature, ui/, lib/ or the app shell. Which
 * imports a feature may make (another feature only through its index.ts; ui/ and lib/ import no
 * feature) is checked with the backend's rules by dependency-cruiser (scripts/dependency-cruiser.cjs).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(SRC, 'features');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('feature boundaries', () => {
  it('has every page and part in a feature, ui/, lib/ or the app shell: no folder by kind is left', () => {
    const top = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory()).sort();
    expect(top).toEqual(['admin', 'app', 'features', 'lib', 'styles', 'ui']);
    expect(readdirSync(FEATURES).sort()).toEqual(['blog', 'careers', 'caseStudies', 'catalogue', 'company', 'contact', 'home', 'policies', 'reviews', 'services']);
  });

  it("renders the public site's links and icons with its own light parts, not React Router's Link or lucide-react", () => {
    // Both cost a tenth or more of a server-rendered page each (ui/SiteLink.tsx, ui/icons.tsx).
    const publicFiles = [FEATURES, join(SRC, 'app'), join(SRC, 'ui'), join(SRC, 'lib')].flatMap(filesUnder).filter((file) => !/\.test\.tsx?$/.test(file));
    const bad = publicFiles.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const routerImports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)].flatMap((m) => m[1].split(',').map((name) => name.trim()));
      return [
        ...(routerImports.includes('Link') ? [`${relative(SRC, file)}: Link from react-router`] : []),
        ...(/from\s*'lucide-react'/.test(source) ? [`${relative(SRC, file)}: lucide-react`] : []),
      ];
    });
    expect(publicFiles.length).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });
});
