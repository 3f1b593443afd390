import { describe, expect, it } from 'vitest';
import { nextIndex, prevIndex, wrapIndex } from './carousel.js';

describe('carousel index', () => {
  it('steps forward through the slides and wraps from the last to the first', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextIndex(i, 5))).toEqual([1, 2, 3, 4, 0]);
  });
  it('steps back and wraps from the first to the last', () => {
    expect([0, 1, 2, 3, 4].map((i) => prevIndex(i, 5))).toEqual([4, 0, 1, 2, 3]);
  });
  it('brings any index, negative or past the end, back into 0..count-1', () => {
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
