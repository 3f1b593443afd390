import { parseArgs } from 'node:util';
import { loadConfig } from '../kernel/config.js';
import { createDataSource } from '../data/data-source.js';
import { migrate, migrationStatus, undoLastMigration } from '../kernel/db/migrate.js';

/**
 * `npm run migrate`: applies the pending migrations (each name printed), under the same lock as a
 * start, apart from starting the server (with MIGRATIONS=off, before rolling out new instances).
 * `--status` lists every migration, applied or pending; `--undo` reverts the last one applied.
 * Uses the server's DATABASE_URL / DATA_DIR.
 */
const { values } = parseArgs({ options: { status: { type: 'boolean' }, undo: { type: 'boolean' } } });

/** Applying makes a new embedded database if there is none (a first deploy); reading or reverting needs one. */
function opened() {
  try {
    return createDataSource(loadConfig(), { mustExist: Boolean(values.status || values.undo) });
  } catch (err) {
    process.stderr.write(`migrate failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

const db = opened();
await db.initialize();
try {
  if (values.status) {
    const all = await migrationStatus(db);
    for (const m of all) process.stdout.write(`${m.applied ? 'applied' : 'pending'}  ${m.name}\n`);
    const pending = all.filter((m) => !m.applied).length;
    process.stdout.write(pending ? `${pending} pending: npm run migrate applies them\n` : 'up to date\n');
  } else if (values.undo) {
    const undone = await undoLastMigration(db);
    process.stdout.write(undone ? `reverted  ${undone}\n` : 'no migration applied: nothing to revert\n');
  } else {
    const ran = await migrate(db);
    for (const name of ran) process.stdout.write(`applied  ${name}\n`);
    process.stdout.write(ran.length ? `${ran.length} migration(s) applied\n` : 'up to date: nothing to apply\n');
  }
} catch (err) {
  process.stderr.write(`migrate failed: ${err instanceof Error ? err.message : String(err)}\n`);
  // Each migration runs in its own transaction: say which ones are in.
  const status = await migrationStatus(db).catch(() => []);
  for (const m of status) process.stderr.write(`${m.applied ? 'applied' : 'pending'}  ${m.name}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
