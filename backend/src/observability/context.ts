import { AsyncLocalStorage } from 'node:async_hooks';

/** What is known of the request being served, for every log line written while serving it. */
export interface RequestScope {
  reqId: string;
  /** The signed-in account, once the request resolved it. */
  userId?: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
