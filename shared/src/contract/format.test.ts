import { describe, expect, it } from 'vitest';
import { rupees } from './format.js';

describe('rupees', () => {
  it('groups digits the Indian way', () => {
    expect(rupees(124999)).toBe('₹1,24,999');
    expect(rupees(999)).toBe('₹999');
  });
});
