import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_COMPANY_FACTS, DEFAULT_TIME_ZONE, settingsRecordSchema, type SettingsDto, type SettingsInput } from '@itsite/shared/contract';
import { SettingsEntity } from './entities/index.js';
import { rowsWhereIn } from '../kernel/db/rows.js';

/** Settings are one row with this id. */
export const SETTINGS_ROW_ID = 'site';

/** Shown until an admin saves settings (or the demo seed does): neutral, and no outside services. */
export const DEFAULT_SETTINGS: SettingsInput = {
  companyName: 'Your Company',
  tagline: 'IT services',
  address: 'Set the company address in Admin → Settings',
  country: 'IN',
  phones: ['+91 00000 00000'],
  email: 'info@example.com',
  whatsappNumber: '910000000000',
  social: { linkedin: '', facebook: '', instagram: '', x: '' },
  facts: { ...DEFAULT_COMPANY_FACTS },
  timeZone: DEFAULT_TIME_ZONE,
  feedContent: 'full',
  // No shipping promise until the company sets one.
  freeShippingOver: 0,
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  publicReviewUrl: '',
  founderPortrait: '',
  coFounderPortrait: '',
};

/**
 * The stored text last parsed and what it parsed to. Every page reads the settings (its head and
 * its API reads), and parsing them again is most of a read's cost; the row is still read each time,
 * so a change (from any instance) shows at once.
 */
let lastParsed: { data: string; settings: SettingsInput } | undefined;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const part of Object.values(value)) deepFreeze(part);
    Object.freeze(value);
  }
  return value;
}

function parseSettings(data: string): SettingsInput {
  if (lastParsed?.data === data) return lastParsed.settings;
  // Stored data was validated on write; parse again so a hand-edited row cannot break the site.
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = undefined;
  }
  const parsed = settingsRecordSchema.safeParse(json);
  // Frozen, as every caller shares it: a caller that changed a part of it would change it for all.
  const settings = deepFreeze(parsed.success ? parsed.data : structuredClone(DEFAULT_SETTINGS));
  lastParsed = { data, settings };
  return settings;
}

export async function loadSettings(db: DataSource | EntityManager): Promise<SettingsDto> {
  // Each public page reads the settings (its head, and the page's own read): by the lean reader.
  const [row] = await rowsWhereIn(db, SettingsEntity, 'id', [SETTINGS_ROW_ID]);
  if (!row) return { ...DEFAULT_SETTINGS, updatedAt: new Date(0).toISOString() };
  return { ...parseSettings(row.data), updatedAt: row.updatedAt.toISOString() };
}

export async function hasSettings(db: DataSource): Promise<boolean> {
  return db.getRepository(SettingsEntity).existsBy({ id: SETTINGS_ROW_ID });
}
