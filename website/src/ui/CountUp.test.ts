import { describe, expect, it } from 'vitest';
import { countAt } from './CountUp.js';

describe('countAt', () => {
  it('starts at the start value and ends exactly at the end value after the duration', () => {
    expect(countAt(0, 1, 101, 2000)).toBe(1);
    expect(countAt(2000, 1, 101, 2000)).toBe(101);
    expect(countAt(5000, 1, 101, 2000)).toBe(101);
  });
  it('only ever rises on the way', () => {
    const values = Array.from({ length: 21 }, (_, i) => countAt(i * 100, 0, 896, 2000));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
