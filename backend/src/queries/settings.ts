import type { DataSource, EntityManager } from 'typeorm';
import { settingsSchema, type SettingsDto, type SettingsInput } from '@itsite/shared/contract';
import { SettingsEntity } from '../../entities/index.js';

const ROW_ID = 'site';

/** Shown until an admin saves settings (or the demo seed does): neutral, and no outside services. */
export const DEFAULT_SETTINGS: SettingsInput = {
  companyName: 'Your Company',
  tagline: 'IT services',
  address: 'Set the company address in Admin → Settings',
  phones: ['+91 00000 00000'],
  email: 'info@example.com',
  whatsappNumber: '910000000000',
  social: { linkedin: '', facebook: '', instagram: '', x: '' },
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  publicReviewUrl: '',
};

export async function loadSettings(db: DataSource): Promise<SettingsDto> {
  const row = await db.getRepository(SettingsEntity).findOneBy({ id: ROW_ID });
  if (!row) return { ...DEFAULT_SETTINGS, updatedAt: new Date(0).toISOString() };
  // Stored data was validated on write; parse again so a hand-edited row cannot break the site.
  const parsed = settingsSchema.safeParse(JSON.parse(row.data));
  const settings = parsed.success ? parsed.data : DEFAULT_SETTINGS;
  return { ...settings, updatedAt: row.updatedAt.toISOString() };
}

/** Saves the settings; pass a transaction's manager to save them as part of a larger change. */
export async function saveSettings(db: DataSource | EntityManager, input: SettingsInput): Promise<SettingsDto> {
  const updatedAt = new Date();
  await db.getRepository(SettingsEntity).save({ id: ROW_ID, data: JSON.stringify(input), updatedAt });
  return { ...input, updatedAt: updatedAt.toISOString() };
}

export async function hasSettings(db: DataSource): Promise<boolean> {
  return db.getRepository(SettingsEntity).existsBy({ id: ROW_ID });
}
