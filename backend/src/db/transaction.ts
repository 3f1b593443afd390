import type { DataSource, EntityManager } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in a transaction. On SQLite every query goes through one connection, where two
 * transactions started at once would nest into each other (savepoints), so they run one after the
 * other; MySQL/MariaDB give each its own connection and isolation.
 */
export function inTransaction<T>(db: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  if (db.options.type !== 'better-sqlite3') return db.transaction(work);
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(
    () => db.transaction(work),
    () => db.transaction(work),
  );
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}
