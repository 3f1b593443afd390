import { typecheckCommands } from './checks.js';
import { must, mustAll, npx } from './run.js';

/** `npm run typecheck`: all ten TypeScript projects of the repository. */
await must(npx('tsc'), ['-b']);
await mustAll(typecheckCommands());
