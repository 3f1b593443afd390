import { executionAsyncId } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Whether async hooks are on in this process now, as seen from outside: with them on, a promise's
 * callback runs with an async id of its own; off, with the id of what made the promise. Asked from a
 * fresh timer's turn, as hooks turned off during a turn stay on for the rest of it.
 */
export async function asyncHooksOn(): Promise<boolean> {
  await sleep(1);
  const outer = executionAsyncId();
  return Promise.resolve().then(() => executionAsyncId() !== outer);
}
