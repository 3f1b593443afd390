import { describe, expect, it } from 'vitest';
import { Kept } from './kept.js';

describe('Kept', () => {
  it('answers each key once, an undefined answer included, and keeps the last `limit` keys asked', () => {
    const kept = new Kept<string | undefined>(2);
    let made = 0;
    const of = (key: string) => kept.of(key, () => (made++, key === 'none' ? undefined : key.toUpperCase()));
    expect([of('a'), of('a'), of('none'), of('none')]).toEqual(['A', 'A', undefined, undefined]);
    expect(made).toBe(2);
    // A third key pushes out the oldest ('a'): asked again, it is made again.
    of('b');
    expect(made).toBe(3);
    of('none');
    expect(made).toBe(3);
    of('a');
    expect(made).toBe(4);
  });
});
