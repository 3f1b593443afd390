import { describe, expect, it } from 'vitest';
import { instantOfZoned, isTimeZone, timeZoneNames, zonedInputValue, zoneOffsetLabel } from './timeZone.js';

describe('site time zone helpers', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZoneNames()).toEqual(expect.arrayContaining(['UTC', 'Asia/Kolkata', 'Europe/Berlin', 'America/New_York']));
    expect(timeZoneNames()[0]).toBe('UTC');
    expect(timeZoneNames(['Europe/Kyiv', 'Mars/Olympus'])).toContain('Europe/Kyiv');
    expect(timeZoneNames(['Mars/Olympus'])).not.toContain('Mars/Olympus');
  });

  it('reads a wall-clock time in the site zone, not the computer\'s', () => {
    expect(instantOfZoned('2026-12-01T09:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(instantOfZoned('2026-12-01T09:00', 'America/New_York')?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(instantOfZoned('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedInputValue('2026-12-01T03:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01T09:00');
    expect(zonedInputValue('2026-12-31T23:30:00.000Z', 'Asia/Kolkata')).toBe('2027-01-01T05:00');
    expect(zonedInputValue(null, 'UTC')).toBe('');
    expect(instantOfZoned('2026-12-01T09:00:45', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T03:30:45.000Z');
    expect(zonedInputValue('2026-12-01T03:30:45.000Z', 'Asia/Kolkata')).toBe('2026-12-01T09:00:45');
  });

  it('handles the days clocks change: a skipped time lands just after, a doubled one is the first', () => {
    // Berlin springs forward at 02:00 on 29 March 2026 (02:30 never shows) and falls back at 03:00 on 25 October.
    expect(instantOfZoned('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfZoned('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOfZoned('2026-10-25T04:00', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(instantOfZoned('', 'UTC')).toBeNull();
    expect(instantOfZoned('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(instantOfZoned('2026-02-10T25:00', 'UTC')).toBeNull();
    expect(instantOfZoned('tomorrow', 'UTC')).toBeNull();
  });

  it('names a zone\'s offset for labels', () => {
    expect(zoneOffsetLabel('Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneOffsetLabel('UTC')).toMatch(/^GMT(\+0)?$/);
  });
});
