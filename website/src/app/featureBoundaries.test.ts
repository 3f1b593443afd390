import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature folder (website/src/features/<name>) may import another feature only through that
 * feature's index.ts; anything two features share belongs in ui/ or lib/.
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

/** The relative imports of a file that land in `dir`. */
function importsInto(file: string, source: string, dir: string): string[] {
  const hits: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? '';
    if (spec.startsWith('.') && !relative(dir, resolve(dirname(file), spec)).startsWith('..')) hits.push(`${relative(SRC, file)} -> ${spec}`);
  }
  return hits;
}

describe('feature boundaries', () => {
  it("no feature imports another feature's internals", () => {
    const bad = filesUnder(FEATURES).flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8')));
    expect(bad).toEqual([]);
  });

  it('keeps the shared parts (ui/, lib/) free of any feature', () => {
    const bad = [...filesUnder(join(SRC, 'ui')), ...filesUnder(join(SRC, 'lib'))].flatMap((file) => importsInto(file, readFileSync(file, 'utf8'), FEATURES));
    expect(bad).toEqual([]);
  });

  it('has no feature or shared part importing the old folders by kind (pages/, components/)', () => {
    const files = [...filesUnder(FEATURES), ...filesUnder(join(SRC, 'ui'))];
    const bad = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...importsInto(file, source, join(SRC, 'pages')), ...importsInto(file, source, join(SRC, 'components'))];
    });
    expect(bad).toEqual([]);
  });

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
      const routerImports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim()));
      return [
        ...(routerImports.includes('Link') ? [`${relative(SRC, file)}: Link from react-router`] : []),
        ...(/from\s*'lucide-react'/.test(source) ? [`${relative(SRC, file)}: lucide-react`] : []),
      ];
    });
    expect(publicFiles.length).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });

  it('catches a reach into another feature, and allows its index', () => {
    const file = join(FEATURES, 'contact', 'Contact.tsx');
    expect(crossFeatureImports(file, "import { CartDialog } from '../catalogue/CartDialog.js';")).toHaveLength(1);
    expect(crossFeatureImports(file, "import styles from '../catalogue/Catalogue.module.css';")).toHaveLength(1);
    expect(crossFeatureImports(file, "import { cart } from '../catalogue/index.js';")).toEqual([]);
    expect(crossFeatureImports(file, "import { Form } from './Form.js';")).toEqual([]);
    expect(crossFeatureImports(file, "import { Hero } from '../../ui/Hero.js';")).toEqual([]);
    expect(importsInto(join(SRC, 'ui', 'Hero.tsx'), "import { Home } from '../features/home/Home.js';", FEATURES)).toHaveLength(1);
    expect(importsInto(join(SRC, 'ui', 'Hero.tsx'), "import { motion } from '../lib/motion.js';", FEATURES)).toEqual([]);
    const card = join(FEATURES, 'services', 'ServiceCard.tsx');
    expect(importsInto(card, "import styles from '../../pages/content/content.module.css';", join(SRC, 'pages'))).toHaveLength(1);
    expect(importsInto(card, "import { Stars } from '../../components/Stars.js';", join(SRC, 'components'))).toHaveLength(1);
    expect(importsInto(card, "import styles from '../../ui/content.module.css';", join(SRC, 'pages'))).toEqual([]);
  });
});
