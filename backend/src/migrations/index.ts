import { Initial1732000000000 } from './1732000000000-Initial.js';

/** Every migration, in order. Run at start; the schema is never synchronized. */
export const migrations = [Initial1732000000000];
