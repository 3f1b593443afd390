import { AsyncLocalStorage } from 'node:async_hooks';

/** What is known of the request being served, for every log line written while serving it. */
export interface RequestScope {
  reqId: string;
  /** The signed-in account, once the request resolved it. */
  userId?: string;
  /**
   * While a page is rendered: the lean reads it made (kernel/db/rows.ts), by database and statement,
   * so that its head and its API reads, which ask for the same rows, read them once.
   */
  reads?: Map<object, Map<string, Promise<Array<Record<string, unknown>>>>>;
}

const storage = new AsyncLocalStorage<RequestScope>();
/** Scopes running now. */
let running = 0;

/**
 * The scope of the request being served (its id, its account, its page's reads), for everything
 * that runs while serving it, however deep.
 *
 * Node 20 follows a scope through async hooks, and they cost on every async step of the whole
 * process once on (every promise, timer, tick and socket write calls into them): measured, about
 * 5 µs of the 70 a kept answer cost to send. So they are on only while a scope runs, and off again when the
 * last one is done: a kept answer is sent with no scope, and in the moments no request is being
 * made, pays nothing for them. What a request leaves running after it is done (a timer, a write
 * in the background) may then find no scope, as if it had been started by none.
 */
export const requestScope = {
  getStore(): RequestScope | undefined {
    return storage.getStore();
  },

  /** Runs `work` in `scope`, until the promise it returns settles. */
  run<A extends unknown[], T>(scope: RequestScope, work: (...args: A) => Promise<T>, ...args: A): Promise<T> {
    running++;
    let done: Promise<T>;
    try {
      done = Promise.resolve(storage.run(scope, work, ...args));
    } catch (err) {
      done = Promise.reject(err);
    }
    return done.finally(() => {
      if (--running === 0) storage.disable();
    });
  },
};
