import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { asyncHooksOn } from '../../test/asyncHooks.js';
import { requestScope } from './context.js';

/** The scope seen after a timer, a tick and an await inside `work`'s own async steps. */
const seenAfterAsyncSteps = async () => {
  await sleep(2);
  await new Promise((resolve) => process.nextTick(resolve));
  await Promise.resolve();
  return requestScope.getStore()?.reqId;
};

describe('requestScope', () => {
  it('follows each scope through its async steps, however the scopes overlap and end', async () => {
    let endB!: () => void;
    const bEnded = new Promise<void>((resolve) => (endB = resolve));
    const a = requestScope.run({ reqId: 'a' }, async () => {
      const before = await seenAfterAsyncSteps();
      // B, started after A, is done: A still runs, and still sees its own scope.
      await bEnded;
      return [before, await seenAfterAsyncSteps()];
    });
    const b = requestScope.run({ reqId: 'b' }, seenAfterAsyncSteps);
    expect(await b).toBe('b');
    endB();
    expect(await a).toEqual(['a', 'a']);
    expect(requestScope.getStore()).toBeUndefined();
    // Async hooks follow a scope while it runs; once every scope has ended, they are off (they cost
    // on every async step of the whole process).
    expect(await requestScope.run({ reqId: 'c' }, asyncHooksOn)).toBe(true);
    await expect.poll(asyncHooksOn, { timeout: 5000 }).toBe(false);
  });

  it('starts following again once every scope has ended, and a failed one ends too', async () => {
    await expect(requestScope.run({ reqId: 'thrown' }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      requestScope.run({ reqId: 'thrown at once' }, () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(await requestScope.run({ reqId: 'next' }, seenAfterAsyncSteps)).toBe('next');
    // Nested: the inner scope inside the outer, the outer again after it.
    const nested = await requestScope.run({ reqId: 'outer' }, async () => [await requestScope.run({ reqId: 'inner' }, seenAfterAsyncSteps), await seenAfterAsyncSteps()]);
    expect(nested).toEqual(['inner', 'outer']);
  });
});
