import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint`: ESLint with typescript-eslint's type-aware recommended rules over every
 * workspace, zero warnings allowed (in `npm test`). Lives in scripts/ to keep the repository's top
 * level to what the customer fixed; run as `eslint --config scripts/eslint.config.js`.
 *
 * Each file is read with the TypeScript project that owns it (the ten projects `npm run typecheck`
 * checks), so the rules see the same types the compiler does.
 */
const root = path.resolve(import.meta.dirname, '..');

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/out/**', '**/release/**', 'test-results/**', 'website/playwright-report/**', '**/*.d.ts', '**/*.cjs', 'scripts/eslint.config.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        tsconfigRootDir: root,
        project: [
          'backend/tsconfig.test.json',
          'shared/tsconfig.json',
          'shared/tsconfig.admin.json',
          'website/tsconfig.json',
          'website/e2e/tsconfig.json',
          'desktop/tsconfig.node.json',
          'desktop/tsconfig.web.json',
          'desktop/e2e/tsconfig.json',
          'scripts/tsconfig.json',
        ],
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The code's convention: a leading underscore names what is there to be left unused (a
      // positional parameter an interface passes, a field left out of a rest copy, a caught error).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // `Promise.reject(x)` held to the rule `throw x` is (only-throw-error's defaults): a value
      // typed `unknown` (a caught error, a failure passed on as it came) may be passed on as it is.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // Unit tests stand in for async APIs with async functions: vi.fn(async () => value),
      // mockImplementation(async (q) => ...), act(async () => ...). A stub has to return a promise,
      // and `async` makes its throw a rejection as the real API's would be: an async function with
      // nothing to await is the stub, not a mistake.
      '@typescript-eslint/require-await': 'off',
      // Vitest types its asymmetric matchers (expect.any(String), expect.stringMatching(...),
      // expect.objectContaining(...)) as returning any, so that they fit in any expected value
      // (vitest-dev/vitest#7015): every expected object that uses one is an "unsafe assignment".
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // The generators of the demo videos and posters (backend/assets/demo/make-*.ts), run by hand
    // with tsx: plain scripts in no TypeScript project (untyped), so linted without type information.
    files: ['backend/assets/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
