import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import type { Logger } from '../observability/logger.js';

/** How long an instance waits for another one's migrations before giving up. */
const LOCK_WAIT_SECONDS = 600;

/**
 * Runs `work` while holding the database's migration lock, so that of several instances starting at
 * the same moment one checks and migrates and the others wait, then find the schema migrated.
 *
 * - MySQL/MariaDB: `GET_LOCK` on a connection of its own (named after the database, so sites sharing
 *   one server do not wait on each other); the server releases it if the process dies.
 * - SQLite: an exclusive transaction on a lock file beside the database (`site.db-migrations.lock`),
 *   held while the migrations run on the database's own connection; the operating system releases
 *   it if the process dies. (An exclusive transaction on the database itself would lock out the
 *   migrations' own connection.)
 */
export async function withMigrationLock<T>(db: DataSource, work: () => Promise<T>, logger?: Logger): Promise<T> {
  if (db.options.type === 'mysql') {
    const runner = db.createQueryRunner();
    await runner.connect();
    const name = `${String(db.options.database)}:migrations`.slice(0, 64);
    try {
      const started = Date.now();
      const [{ got } = { got: 0 }] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, LOCK_WAIT_SECONDS])) as Array<{ got: number | string | null }>;
      if (Number(got) !== 1) throw new Error(`another instance held the migration lock for ${LOCK_WAIT_SECONDS} s`);
      if (Date.now() - started > 500) logger?.info({ waitedMs: Date.now() - started }, 'waited for another instance to migrate the database');
      try {
        return await work();
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }
  const file = `${String(db.options.database)}-migrations.lock`;
  const lock = new Database(path.resolve(file), { timeout: 0 });
  try {
    const deadline = Date.now() + LOCK_WAIT_SECONDS * 1000;
    let waited = false;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
        if (!waited) logger?.info('waiting for another instance to migrate the database');
        waited = true;
        await sleep(100);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

export interface MigrationStatus {
  name: string;
  applied: boolean;
}

/** Every migration the code knows, oldest first, and whether this database has it. */
export async function migrationStatus(db: DataSource): Promise<MigrationStatus[]> {
  const runner = db.createQueryRunner();
  try {
    const table = db.options.migrationsTableName ?? 'migrations';
    const applied = new Set<string>();
    if (await runner.hasTable(table)) {
      const rows = (await runner.query(`SELECT ${db.driver.escape('name')} AS name FROM ${db.driver.escape(table)}`)) as Array<{ name: string }>;
      for (const row of rows) applied.add(row.name);
    }
    return db.migrations.map((m) => ({ name: m.name ?? m.constructor.name, applied: applied.has(m.name ?? m.constructor.name) }));
  } finally {
    await runner.release();
  }
}

/** Applies what is pending, under the lock; each migration that runs is logged by name. Returns their names. */
export async function migrate(db: DataSource, logger?: Logger): Promise<string[]> {
  return withMigrationLock(
    db,
    async () => {
      const ran = await db.runMigrations({ transaction: 'each' });
      for (const m of ran) logger?.info({ migration: m.name }, 'migration applied');
      return ran.map((m) => m.name);
    },
    logger,
  );
}

/** Reverts the last migration applied, under the lock; returns its name (undefined when none was applied). */
export async function undoLastMigration(db: DataSource): Promise<string | undefined> {
  return withMigrationLock(db, async () => {
    const before = (await migrationStatus(db)).filter((m) => m.applied);
    if (before.length === 0) return undefined;
    await db.undoLastMigration({ transaction: 'each' });
    const after = new Set((await migrationStatus(db)).filter((m) => m.applied).map((m) => m.name));
    return before.find((m) => !after.has(m.name))?.name;
  });
}
