import { describe, expect, it } from 'vitest';
import { addDays, presetRange, rangeOf, rangeParams, rangeProblem, todayOn } from './range.js';

describe('the Analytics range', () => {
  it("takes today from the site's clock, not the computer's", () => {
    const lateEvening = new Date('2026-11-28T20:00:00Z');
    expect(todayOn('Asia/Kolkata', lateEvening)).toBe('2026-11-29');
    expect(todayOn('UTC', lateEvening)).toBe('2026-11-28');
    expect(todayOn('America/Los_Angeles', new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-28');
  });

  it('counts the last N days with today the last of them, across months and leap days', () => {
    expect(presetRange('7', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('90', '2028-03-01')).toEqual({ from: '2027-12-03', to: '2028-03-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads the address: a preset by name, two valid days as a custom range, anything else the last 30 days', () => {
    const today = '2026-11-29';
    expect(rangeOf(new URLSearchParams('range=7'), today)).toEqual({ choice: '7', from: '2026-11-23', to: today });
    expect(rangeOf(new URLSearchParams('from=2026-01-01&to=2026-01-31'), today)).toEqual({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' });
    for (const bad of ['', 'range=365', 'from=2026-02-30&to=2026-03-01', 'from=2026-03-01&to=2026-02-01', 'from=2024-01-01&to=2026-01-01', 'from=2026-01-01']) {
      expect(rangeOf(new URLSearchParams(bad), today), bad).toEqual({ choice: '30', from: '2026-10-31', to: today });
    }
    expect(rangeParams('90', { from: 'x', to: 'y' })).toEqual({ range: '90' });
    expect(rangeParams('custom', { from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it("says what is wrong with two chosen days, as the server's rules would", () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull(); // 366 days, both counted
    expect(rangeProblem('2025-01-01', '2026-01-02')).toEqual({ to: 'A report covers at most 366 days' });
    expect(rangeProblem('2026-02-01', '2026-01-31')).toEqual({ from: 'From must not be after To' });
    expect(rangeProblem('', '2026-01-31')).toEqual({ from: 'Choose the first day', to: undefined });
  });
});
