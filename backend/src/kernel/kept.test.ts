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

  it('pushes out the oldest key first, round after round, and keeps no more than `limit`', () => {
    const kept = new Kept<number>(3);
    // Ten times round the bound: each new key pushes out the one kept longest ago.
    for (let i = 0; i < 31; i++) kept.put(`k${i}`, i);
    const held = Array.from({ length: 31 }, (_, i) => kept.get(`k${i}`)).filter((v) => v !== undefined);
    expect(held).toEqual([28, 29, 30]);
    // Kept again, a key keeps its place: it is still the oldest, and goes next.
    kept.put('k28', -28);
    kept.put('k31', 31);
    expect([kept.get('k28'), kept.get('k29'), kept.get('k30'), kept.get('k31')]).toEqual([undefined, 29, 30, 31]);
  });

  it('keeps nothing with a bound of 0', () => {
    const kept = new Kept<string>(0);
    expect(kept.put('a', 'A')).toBe('A');
    expect(kept.get('a')).toBeUndefined();
    let made = 0;
    kept.of('a', () => String(++made));
    kept.of('a', () => String(++made));
    expect(made).toBe(2);
  });
});
