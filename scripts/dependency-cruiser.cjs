/**
 * The import rules of the repository, checked by dependency-cruiser in `npm test` (`npm run lint:imports`).
 * The rooms of backend/src and why they are so: shared/docs/architecture.md.
 *
 *   kernel → data → platform → features → web → main      (each imports only those before it)
 *   seed, cli, backup, test sit beside main.
 *
 * A broken rule prints the rule's name and the offending import (from → to) and fails the run.
 * There is no allow-list: an exception is a rule's own, written here with its reason.
 */
const src = '^backend/src/';
const room = (name) => `${src}${name}/`;
const above = (...names) => names.map(room);
/** Tests may reach across rooms (a test of the kernel starts a whole server); the rules are for the product's code. */
const tests = ['\\.test\\.tsx?$', `${room('test')}`];

module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment: 'No runtime import cycle anywhere in the repository (a cycle through `import type` alone leaves no runtime edge).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'kernel-imports-kernel',
      comment: 'kernel/ imports only kernel/ and the shared contract. The one exemption: `import type` into kernel/context.ts, the type hub of every request.',
      severity: 'error',
      from: { path: room('kernel'), pathNot: [...tests, `${room('kernel')}context\\.ts$`] },
      to: { path: above('data', 'platform', 'features', 'web', 'main', 'seed', 'cli', 'backup', 'test') },
    },
    {
      name: 'context-hub-imports-types-only',
      comment: 'kernel/context.ts may name the types of any room, and import nothing else from above the kernel.',
      severity: 'error',
      from: { path: `${room('kernel')}context\\.ts$` },
      to: { path: above('data', 'platform', 'features', 'web', 'main', 'seed', 'cli', 'backup', 'test'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'data-imports-kernel',
      comment: 'data/ (entities, migrations, the reads lower layers need) imports only kernel/ and data/.',
      severity: 'error',
      from: { path: room('data'), pathNot: tests },
      to: { path: above('platform', 'features', 'web', 'main', 'seed', 'cli', 'backup', 'test') },
    },
    {
      name: 'migrations-import-no-live-code',
      comment: 'A migration runs as it ran when written: it imports its own folder and the column helpers, never live code.',
      severity: 'error',
      from: { path: `${room('data/migrations')}\\d{13}-`, pathNot: tests },
      to: { path: src, pathNot: [`${room('data/migrations')}`, `${room('kernel')}ids\\.ts$`] },
    },
    {
      name: 'platform-imports-below',
      comment: 'platform/ imports kernel/, data/ and platform/: no feature, no page.',
      severity: 'error',
      from: { path: room('platform'), pathNot: tests },
      to: { path: above('features', 'web', 'main', 'seed', 'cli', 'backup', 'test') },
    },
    {
      name: 'features-import-below',
      comment: 'A feature imports kernel/, data/, platform/ and other features: never web/, main/ or the tools beside main.',
      severity: 'error',
      from: { path: room('features'), pathNot: tests },
      to: { path: above('web', 'main', 'seed', 'cli', 'backup', 'test') },
    },
    {
      name: 'feature-through-its-index',
      comment: "Another feature is reached only through its index.ts, the feature's public face.",
      severity: 'error',
      from: { path: `${room('features')}([^/]+)/`, pathNot: tests },
      to: { path: room('features'), pathNot: [`${room('features')}$1/`, `${room('features')}[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-imports-below',
      comment: 'web/ (pages, head, sitemap, feed) imports everything below it, and features only through their index.ts.',
      severity: 'error',
      from: { path: room('web'), pathNot: tests },
      to: { path: [...above('main', 'seed', 'cli', 'backup', 'test'), `${room('features')}[^/]+/(?!index\\.ts$)`] },
    },
    {
      name: 'main-and-tools-reach-features-through-index',
      comment: "main/ and the tools beside it (seed/, cli/, backup/) may use any room, and a feature only through its index.ts: what a feature offers the rest is what its index.ts exports.",
      severity: 'error',
      from: { path: above('main', 'seed', 'cli', 'backup'), pathNot: tests },
      to: { path: `${room('features')}[^/]+/(?!index\\.ts$)` },
    },
    {
      name: 'nothing-imports-main',
      comment: 'main/ is the composition root: only the test harness and tests start it.',
      severity: 'error',
      from: { path: src, pathNot: [room('main'), ...tests] },
      to: { path: room('main') },
    },
    {
      name: 'website-feature-through-its-index',
      comment: "A website feature (website/src/features/<name>) reaches another only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^website/src/features/([^/]+)/' },
      to: { path: '^website/src/features/', pathNot: ['^website/src/features/$1/', '^website/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'website-shared-parts-free-of-features',
      comment: "What two website features share lives in ui/ or lib/, which import no feature.",
      severity: 'error',
      from: { path: '^website/src/(ui|lib)/' },
      to: { path: '^website/src/features/' },
    },
    {
      name: 'resolvable',
      comment: 'Every relative import names a file that exists (an import the tool cannot follow is a rule it cannot check).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^[a-z@]', '\\.(css|svg|png|woff|woff2)$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)dist-ssr/', '(^|/)release/', '(^|/)out/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
