import { eslintCommand, importRulesCommand } from './checks.js';
import { mustAll } from './run.js';

/** `npm run lint`: ESLint with type-aware rules (zero warnings) and the import rules of scripts/dependency-cruiser.cjs. */
await mustAll([eslintCommand(), importRulesCommand()]);
