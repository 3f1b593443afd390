import { describe, expect, it, vi } from 'vitest';
import { UnreadCounter } from './unread.js';

describe('UnreadCounter', () => {
  it('counts new leads and goes back to zero when they are read', () => {
    const counter = new UnreadCounter();
    counter.add();
    counter.add(2);
    expect(counter.count).toBe(3);
    counter.markAllRead();
    expect(counter.count).toBe(0);
  });

  it('starts from the persisted count, ignoring a nonsensical one', () => {
    expect(new UnreadCounter(4).count).toBe(4);
    expect(new UnreadCounter(-2).count).toBe(0);
    expect(new UnreadCounter(Number.NaN).count).toBe(0);
  });

  it('tells listeners about each change, once, until they unsubscribe', () => {
    const counter = new UnreadCounter();
    const listener = vi.fn();
    const off = counter.subscribe(listener);
    counter.add();
    counter.add(0);
    counter.add(-1);
    counter.markAllRead();
    counter.markAllRead();
    expect(listener.mock.calls).toEqual([[1], [0]]);
    off();
    counter.add();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("takes the server's count as it is, ignoring nonsense", () => {
    const counter = new UnreadCounter(4);
    const seen: number[] = [];
    counter.subscribe((n) => seen.push(n));
    counter.sync(2);
    counter.sync(-1);
    counter.sync(1.5);
    counter.sync(2);
    counter.sync(0);
    expect(seen).toEqual([2, 0]);
  });
});
