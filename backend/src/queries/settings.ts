import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_COMPANY_FACTS, DEFAULT_TIME_ZONE, settingsRecordSchema, type SettingsDto, type SettingsInput } from '@itsite/shared/contract';
import { SettingsEntity } from '../entities/index.js';

/** Settings are one row with this id. */
export const SETTINGS_ROW_ID = 'site';

/** Shown until an admin saves settings (or the demo seed does): neutral, and no outside services. */
export const DEFAULT_SETTINGS: SettingsInput = {
  companyName: 'Your Company',
  tagline: 'IT services',
  address: 'Set the company address in Admin → Settings',
  phones: ['+91 00000 00000'],
  email: 'info@example.com',
  whatsappNumber: '910000000000',
  social: { linkedin: '', facebook: '', instagram: '', x: '' },
  facts: { ...DEFAULT_COMPANY_FACTS },
  timeZone: DEFAULT_TIME_ZONE,
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  publicReviewUrl: '',
  founderPortrait: '',
  coFounderPortrait: '',
};

export async function loadSettings(db: DataSource | EntityManager): Promise<SettingsDto> {
  const row = await db.getRepository(SettingsEntity).findOneBy({ id: SETTINGS_ROW_ID });
  if (!row) return { ...DEFAULT_SETTINGS, updatedAt: new Date(0).toISOString() };
  // Stored data was validated on write; parse again so a hand-edited row cannot break the site.
  const parsed = settingsRecordSchema.safeParse(JSON.parse(row.data));
  const settings = parsed.success ? parsed.data : DEFAULT_SETTINGS;
  return { ...settings, updatedAt: row.updatedAt.toISOString() };
}

export async function hasSettings(db: DataSource): Promise<boolean> {
  return db.getRepository(SettingsEntity).existsBy({ id: SETTINGS_ROW_ID });
}
