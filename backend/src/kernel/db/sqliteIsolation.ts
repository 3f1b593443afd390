import type { DataSource, QueryResult, QueryRunner } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import type Database from 'better-sqlite3';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';

/**
 * Who has the one SQLite connection: one transaction alone, or any number of single statements.
 * A transaction waiting for its turn goes before statements that arrive after it, so reads under
 * load cannot keep a write out.
 */
class Turns {
  /** The runner whose transaction is open. */
  holder: QueryRunner | null = null;
  /** Single statements under way (each awaits a tick between taking its turn and running). */
  statements = 0;
  /** Transactions waiting for their turn. */
  waiting = 0;
  private changed: Promise<void> | null = null;
  private wake: () => void = () => undefined;

  /** Settles at the next change of who has the connection. */
  next(): Promise<void> {
    return (this.changed ??= new Promise<void>((resolve) => (this.wake = resolve)));
  }

  notify(): void {
    if (!this.changed) return;
    this.changed = null;
    this.wake();
  }
}

/**
 * SQLite here is one connection that every request shares. A transaction on it stays open across
 * awaits, and any statement another request sent meanwhile would run inside it: committed with it,
 * or lost when it rolls back (a sign-in's session row vanished that way when another request's
 * transaction was refused). This makes each transaction exclusive, as a connection of its own is
 * on MySQL/MariaDB.
 *
 * TypeORM's SQLite driver hands out one shared query runner; here each caller gets a runner of its
 * own over the one connection (they share the prepared-statement cache). A runner that starts a
 * transaction waits for the connection, then holds it until the transaction ends: statements from
 * every other runner wait meanwhile, and its own run (nested transactions become savepoints, as
 * TypeORM makes them). So a transaction's work must go through its own manager, as it must on
 * MySQL: a statement through the data source inside it would wait for the transaction to end.
 *
 * (An earlier version told a transaction's statements apart with an `AsyncLocalStorage` entered at
 * its start. That kept Node's async hooks on for good, which cost every async step of the process,
 * a kept answer's included.)
 */
export function isolateSqliteTransactions(db: DataSource): void {
  if (db.options.type !== 'better-sqlite3') return;
  const driver = db.driver as BetterSqlite3Driver;
  const turns = new Turns();
  const statementCache = new Map<string, unknown>();

  const leave = (runner: QueryRunner) => {
    if (turns.holder !== runner) return;
    turns.holder = null;
    turns.notify();
  };

  class IsolatedRunner extends BetterSqlite3QueryRunner {
    constructor() {
      super(driver);
      // A private field of TypeORM's runner: prepared statements stay shared, as with one runner.
      (this as unknown as { stmtCache: Map<string, unknown> }).stmtCache = statementCache;
    }

    // TypeORM's two forms: the structured result, or the driver's raw one.
    override query(query: string, parameters: unknown[] | undefined, structured: true): Promise<QueryResult>;
    override query(query: string, parameters?: unknown[]): Promise<unknown>;
    override async query(query: string, parameters?: unknown[], structured?: boolean): Promise<unknown> {
      if (turns.holder === this) return super.query(query, parameters, structured);
      while (turns.holder !== null || turns.waiting > 0) await turns.next();
      turns.statements++;
      try {
        return await super.query(query, parameters, structured);
      } finally {
        if (--turns.statements === 0) turns.notify();
      }
    }

    override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
      if (turns.holder !== this) {
        turns.waiting++;
        while (turns.holder !== null || turns.statements > 0) await turns.next();
        turns.waiting--;
        turns.holder = this;
      }
      try {
        await super.startTransaction(isolationLevel);
      } catch (err) {
        if (this.transactionDepth === 0) leave(this);
        throw err;
      }
    }

    override async commitTransaction(): Promise<void> {
      try {
        await super.commitTransaction();
      } finally {
        if (this.transactionDepth === 0) leave(this);
      }
    }

    override async rollbackTransaction(): Promise<void> {
      try {
        await super.rollbackTransaction();
      } finally {
        if (this.transactionDepth === 0) leave(this);
      }
    }

    /** Released with its transaction still open (its end failed): it is rolled back, and the connection freed. */
    override async release(): Promise<void> {
      if (turns.holder === this) {
        const connection = driver.databaseConnection as Database.Database;
        if (connection.inTransaction) {
          try {
            connection.exec('ROLLBACK');
          } catch {
            // Already ended by SQLite itself.
          }
        }
        this.isTransactionActive = false;
        this.transactionDepth = 0;
        leave(this);
      }
      return super.release();
    }
  }

  driver.createQueryRunner = () => new IsolatedRunner();
}
