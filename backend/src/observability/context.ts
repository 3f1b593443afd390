import { AsyncLocalStorage } from 'node:async_hooks';

/** What is known of the request being served, for every log line written while serving it. */
export interface RequestScope {
  reqId: string;
  /** The signed-in account, once the request resolved it. */
  userId?: string;
  /**
   * While a page is rendered: the lean reads it made (queries/rows.ts), by database and statement,
   * so that its head and its API reads, which ask for the same rows, read them once.
   */
  reads?: Map<object, Map<string, Promise<Array<Record<string, unknown>>>>>;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
