import { npx } from './run.js';

/**
 * The static checks `npm test` runs before any test, and `npm run typecheck` / `npm run lint` run
 * alone. `tsc -b` first (shared, backend and scripts; the other checks read what it emits), then
 * these, two at a time, longest first.
 */

/** The seven TypeScript projects outside `tsc -b`'s three: all ten are type-checked. */
const projects = [
  'website/tsconfig.json',
  'backend/tsconfig.test.json',
  'shared/tsconfig.admin.json',
  'website/e2e/tsconfig.json',
  'desktop/tsconfig.node.json',
  'desktop/tsconfig.web.json',
  'desktop/e2e/tsconfig.json',
];

export const typecheckCommands = (): Array<[string, string[]]> => projects.map((project) => [npx('tsc'), ['-p', project]]);

/** ESLint over every workspace: type-aware recommended rules, zero warnings (`npm run lint`). */
export const eslintCommand = (): [string, string[]] => [npx('eslint'), ['--config', 'scripts/eslint.config.js', '--max-warnings', '0', '.']];

/** The import rules (dependency-cruiser, scripts/dependency-cruiser.cjs). */
export const importRulesCommand = (): [string, string[]] => [
  npx('depcruise'),
  ['backend/src', 'shared/src', 'website/src', 'desktop/src', 'desktop/e2e', 'website/e2e', 'scripts', '--config', 'scripts/dependency-cruiser.cjs', '--output-type', 'err'],
];
