import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomic } from './fileUtil.js';
import { parseServerAddress } from './serverAddress.js';

/** `HH:MM`, 24-hour clock. */
export const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM format');

export const quietHoursSchema = z
  .object({ enabled: z.boolean(), from: clockSchema, to: clockSchema })
  .strict()
  .refine((q) => !q.enabled || q.from !== q.to, { message: 'Quiet hours need different start and end times', path: ['to'] });

export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** The newest lead already counted: its time, and the ids of the leads created at that same time. */
export const lastSeenSchema = z.object({ at: z.string(), ids: z.array(z.string()) });
export type LastSeen = z.infer<typeof lastSeenSchema>;

export const settingsSchema = z.object({
  // A hand-edited file could hold anything: only a clean origin is used as the server.
  serverOrigin: z
    .string()
    .refine((s) => {
      const parsed = parseServerAddress(s);
      return parsed.ok && parsed.origin === s;
    })
    .nullable()
    .catch(null),
  quietHours: quietHoursSchema.catch({ enabled: false, from: '20:00', to: '08:00' }),
  window: windowStateSchema.nullable().catch(null),
  lastSeen: lastSeenSchema.nullable().catch(null),
  unread: z.number().int().nonnegative().catch(0),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  serverOrigin: null,
  quietHours: { enabled: false, from: '20:00', to: '08:00' },
  window: null,
  lastSeen: null,
  unread: 0,
};

/**
 * The console's own settings, one JSON file in the user's profile. A damaged or older file never
 * stops the console: each field that does not validate falls back to its default on its own.
 */
export class SettingsStore {
  private current: Settings;

  constructor(private readonly file: string) {
    this.current = SettingsStore.read(file);
  }

  private static read(file: string): Settings {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return structuredClone(DEFAULT_SETTINGS);
    }
    const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...(typeof raw === 'object' && raw ? raw : {}) });
    return parsed.success ? parsed.data : structuredClone(DEFAULT_SETTINGS);
  }

  get(): Settings {
    return structuredClone(this.current);
  }

  update(patch: Partial<Settings>): Settings {
    this.current = { ...this.current, ...patch };
    writeFileAtomic(this.file, `${JSON.stringify(this.current, null, 2)}\n`);
    return this.get();
  }
}
