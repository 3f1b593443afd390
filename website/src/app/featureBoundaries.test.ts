import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature folder (website/src/features/<name>) may import another feature only through that
 * feature's index.ts; anything two features share belongs in ui/ or lib/.
 */
const FEATURES = resolve(dirname(fileURLToPath(import.meta.url)), '../features');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const featureOf = (path: string) => relative(FEATURES, path).split(sep)[0] ?? '';
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** The imports of one file that reach into another feature's internals. */
export function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file);
  const bad: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? '';
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    const rel = relative(FEATURES, target);
    if (rel.startsWith('..')) continue;
    const [feature, ...rest] = rel.split(sep);
    if (feature === own) continue;
    const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.(js|ts|tsx))?$/.test(rest[0] ?? ''));
    if (!isIndex) bad.push(`${relative(FEATURES, file)} -> ${spec}`);
  }
  return bad;
}

describe('feature boundaries', () => {
  it("no feature imports another feature's internals", () => {
    const bad = filesUnder(FEATURES).flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8')));
    expect(bad).toEqual([]);
  });
  it('catches a reach into another feature, and allows its index', () => {
    const file = join(FEATURES, 'contact', 'Contact.tsx');
    expect(crossFeatureImports(file, "import { CartDialog } from '../catalogue/CartDialog.js';")).toHaveLength(1);
    expect(crossFeatureImports(file, "import styles from '../catalogue/Catalogue.module.css';")).toHaveLength(1);
    expect(crossFeatureImports(file, "import { cart } from '../catalogue/index.js';")).toEqual([]);
    expect(crossFeatureImports(file, "import { Form } from './Form.js';")).toEqual([]);
    expect(crossFeatureImports(file, "import { Hero } from '../../ui/Hero.js';")).toEqual([]);
  });
});
