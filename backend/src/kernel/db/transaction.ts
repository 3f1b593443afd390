import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` in a transaction. MySQL/MariaDB give each transaction a connection of its own; on
 * SQLite's one shared connection, transactions take turns and statements from elsewhere wait for
 * them (kernel/db/sqliteIsolation.ts, set up by openDatabase), so the same call is right for both.
 */
export function inTransaction<T>(db: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
