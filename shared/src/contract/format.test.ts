import { describe, expect, it } from 'vitest';
import { LEAD_COUNT_CAP, formatLeadCount } from './content/contact.js';
import { SEARCH_COUNT_CAP } from './constants.js';
import { longDateIST } from './dates.js';
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

describe('without Intl, the text Intl gives', () => {
  // Values of every size and sign, with decimals that round both ways.
  const values = [0, -0, 1, 7, 99, 999, 1000, 1001, 12_345, 99_999, 100_000, 123_456.789, 1_234_567, 99_99_99_999, 1e15 + 3, -1, -1234.5, -0.0004, 0.1 + 0.2, 2.675, 1.005, 1999.995, 0.5, 12.3456];
  const random = Array.from({ length: 2000 }, (_, i) => (i % 2 ? -1 : 1) * Math.random() * 10 ** (i % 13));

  // Except that a value which rounds to zero reads "0" where Intl writes "-0".
  const unsignedZero = (text: string) => text.replace(/^(₹?)-(0$)/, '$1$2');

  it('groups digits and rounds decimals as en-IN does', () => {
    for (const n of [...values, ...random]) {
      expect(rupees(n), String(n)).toBe(unsignedZero(`₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n)}`));
      expect(formatCount(n), String(n)).toBe(unsignedZero(n.toLocaleString('en-IN')));
    }
    expect(rupees(-0.001)).toBe('₹0');
  });

  it("reads an instant as its day in India, as en-IN's long date does", () => {
    const instants = ['2026-11-27T18:29:59.999Z', '2026-11-27T18:30:00Z', '2024-02-28T20:00:00Z', '2025-12-31T18:30:00Z', '1999-01-01T00:00:00Z'];
    for (let i = 0; i < 500; i++) instants.push(new Date(Date.UTC(2000, 0, 1) + Math.random() * 40 * 365 * 86_400_000).toISOString());
    for (const iso of instants) {
      expect(longDateIST(iso), iso).toBe(new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }));
    }
    expect(longDateIST('not a date')).toBe('');
  });
});
