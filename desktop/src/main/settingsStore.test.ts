import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, quietHoursSchema, SettingsStore } from './settingsStore.js';

describe('SettingsStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'console-settings-'));
    file = path.join(dir, 'settings.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts with the defaults and keeps what was saved across restarts', () => {
    expect(new SettingsStore(file).get()).toEqual(DEFAULT_SETTINGS);
    new SettingsStore(file).update({ serverOrigin: 'https://www.example.com', unread: 3 });
    expect(new SettingsStore(file).get()).toMatchObject({ serverOrigin: 'https://www.example.com', unread: 3 });
  });

  it('survives a damaged file', () => {
    writeFileSync(file, '{ not json');
    expect(new SettingsStore(file).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    writeFileSync(
      file,
      JSON.stringify({
        serverOrigin: 'javascript:alert(1)',
        quietHours: { enabled: true, from: '25:00', to: '07:00' },
        window: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
        unread: -4,
      }),
    );
    const s = new SettingsStore(file).get();
    expect(s.serverOrigin).toBeNull();
    expect(s.quietHours).toEqual(DEFAULT_SETTINGS.quietHours);
    expect(s.window).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
    expect(s.unread).toBe(0);
  });

  it('writes readable JSON', () => {
    new SettingsStore(file).update({ unread: 1 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ unread: 1 });
  });
});

describe('quietHoursSchema', () => {
  it('accepts HH:MM ranges, also across midnight', () => {
    expect(quietHoursSchema.safeParse({ enabled: true, from: '22:00', to: '07:30' }).success).toBe(true);
    expect(quietHoursSchema.safeParse({ enabled: false, from: '09:00', to: '09:00' }).success).toBe(true);
  });

  it('refuses malformed times, equal start and end, and extra fields', () => {
    expect(quietHoursSchema.safeParse({ enabled: true, from: '7:00', to: '08:00' }).success).toBe(false);
    expect(quietHoursSchema.safeParse({ enabled: true, from: '24:00', to: '08:00' }).success).toBe(false);
    expect(quietHoursSchema.safeParse({ enabled: true, from: '08:00', to: '08:00' }).success).toBe(false);
    expect(quietHoursSchema.safeParse({ enabled: true, from: '20:00', to: '08:00', extra: 1 }).success).toBe(false);
  });
});
