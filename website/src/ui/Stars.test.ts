import { describe, expect, it } from 'vitest';
import { starFill } from './Stars.js';

describe('starFill', () => {
  it('reaches the end of the last whole star, then half the next for a half rating', () => {
    // 18 px stars, 2 px apart: star n spans [(n-1)*20, (n-1)*20 + 18].
    expect(starFill(3, 18)).toBe(60);
    expect(starFill(3.5, 18)).toBe(69);
    expect(starFill(0.5, 18)).toBe(9);
  });

  it('fills all five for 5 and none for 0, and keeps out-of-range ratings inside', () => {
    expect(starFill(5, 16)).toBe(5 * 18);
    expect(starFill(0, 16)).toBe(0);
    expect(starFill(7, 16)).toBe(5 * 18);
    expect(starFill(-1, 16)).toBe(0);
  });

  it('rounds a rating between halves down to the half below', () => {
    expect(starFill(4.2, 18)).toBe(80);
    expect(starFill(4.7, 18)).toBe(89);
  });
});
