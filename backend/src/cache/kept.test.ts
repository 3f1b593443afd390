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

  it('keeps what is put in place of what was kept, within the same bound', () => {
    const kept = new Kept<string>(2);
    kept.put('a', 'first');
    kept.put('a', 'second');
    kept.put('b', 'b');
    expect([kept.get('a'), kept.get('b')]).toEqual(['second', 'b']);
    // Putting a third key pushes out the oldest.
    kept.put('c', 'c');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 'b', 'c']);
    expect(kept.of('c', () => 'made')).toBe('c');
  });
});
