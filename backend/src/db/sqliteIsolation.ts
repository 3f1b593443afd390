import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * SQLite here is one connection that every request shares. A transaction on it stays open across
 * awaits, and any statement another request sends meanwhile runs inside it: committed with it, or
 * lost when it rolls back (a sign-in's session row vanished that way when another request's
 * transaction was refused). This makes each transaction exclusive: while one is open, statements
 * from anywhere else wait until it has ended, then run on their own.
 *
 * A transaction's own statements are recognised by an async-local token set when it starts (in the
 * flow that started it: `DataSource.transaction`'s work, or the implicit transaction of a `save`),
 * and nested transactions of that flow become savepoints as TypeORM makes them.
 */
export function isolateSqliteTransactions(db: DataSource): void {
  if (db.options.type !== 'better-sqlite3') return;
  const runner: QueryRunner = db.driver.createQueryRunner('master');
  const owner = new AsyncLocalStorage<symbol>();
  let open: { token: symbol; depth: number; done: Promise<void>; release: () => void } | null = null;
  let queue: Promise<void> = Promise.resolve();

  const mine = () => open !== null && owner.getStore() === open.token;
  const waitOthers = async () => {
    while (open && !mine()) await open.done;
  };

  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    await waitOthers();
    return query(...args);
  }) as QueryRunner['query'];

  const start = runner.startTransaction.bind(runner);
  const commit = runner.commitTransaction.bind(runner);
  const rollback = runner.rollbackTransaction.bind(runner);

  runner.startTransaction = ((isolationLevel?: Parameters<QueryRunner['startTransaction']>[0]) => {
    if (mine() && open) {
      open.depth++;
      return start(isolationLevel);
    }
    // Synchronous on purpose: the token belongs to the caller's flow from here on.
    //
    // This keeps Node's async hooks on from the first transaction (they cost every async step of the
    // process, a kept answer's too), and they must stay on: flows are told apart only by what the
    // hooks saw as they branched. Turned off when no transaction was open, two flows that branched
    // meanwhile (two instances' rollups started together) shared one async resource, the second
    // token overwrote the first, and a statement of one ran inside the other's transaction.
    const token = Symbol('transaction');
    owner.enterWith(token);
    const turn = queue.then(async () => {
      await waitOthers();
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      open = { token, depth: 1, done, release };
      try {
        await start(isolationLevel);
      } catch (err) {
        end();
        throw err;
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  }) as QueryRunner['startTransaction'];

  const end = () => {
    const ended = open;
    open = null;
    ended?.release();
  };
  const finish = (original: () => Promise<void>) => async () => {
    try {
      await original();
    } finally {
      if (open && mine() && --open.depth === 0) end();
    }
  };
  runner.commitTransaction = finish(commit);
  runner.rollbackTransaction = finish(rollback);
}
