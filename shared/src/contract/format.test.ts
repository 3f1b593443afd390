import { describe, expect, it } from 'vitest';
import { LEAD_COUNT_CAP, formatLeadCount } from './content/contact.js';
import { SEARCH_COUNT_CAP } from './constants.js';
import { formatCount, rupees } from './format.js';

describe('rupees', () => {
  it('groups digits the Indian way', () => {
    expect(rupees(124999)).toBe('₹1,24,999');
    expect(rupees(999)).toBe('₹999');
  });
});

describe('formatLeadCount', () => {
  it('reads a count under the cap as it is, and the cap as "and more"', () => {
    expect(formatLeadCount(0)).toBe('0');
    expect(formatLeadCount(9_999)).toBe('9,999');
    expect(formatLeadCount(LEAD_COUNT_CAP)).toBe('10,000+');
  });
});

describe('formatCount', () => {
  it('groups digits, and reads a count at its cap as "and more"', () => {
    expect(formatCount(123_456)).toBe('1,23,456');
    expect(formatCount(999, SEARCH_COUNT_CAP)).toBe('999');
    expect(formatCount(SEARCH_COUNT_CAP, SEARCH_COUNT_CAP)).toBe('1,000+');
  });
});
