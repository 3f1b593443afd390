import type { DataSource, EntityManager } from 'typeorm';
import { leadSettingsSchema, type LeadSettingsDto } from '@itsite/shared/contract';
import { SettingsEntity } from './entities/index.js';

/** The lead inbox's settings are their own row of the settings table, never part of the public settings. */
export const LEAD_SETTINGS_ROW_ID = 'leads';

export async function loadLeadSettings(db: DataSource | EntityManager): Promise<LeadSettingsDto> {
  const row = await db.getRepository(SettingsEntity).findOneBy({ id: LEAD_SETTINGS_ROW_ID });
  const parsed = row ? leadSettingsSchema.safeParse(JSON.parse(row.data)) : undefined;
  const values = parsed?.success ? parsed.data : { spamPhrases: [], leadAlertEmails: [] };
  return { ...values, updatedAt: (row?.updatedAt ?? new Date(0)).toISOString() };
}

export async function saveLeadSettings(db: DataSource | EntityManager, input: Omit<LeadSettingsDto, 'updatedAt'>): Promise<LeadSettingsDto> {
  const updatedAt = new Date();
  const values = { spamPhrases: input.spamPhrases, leadAlertEmails: input.leadAlertEmails };
  await db.getRepository(SettingsEntity).save({ id: LEAD_SETTINGS_ROW_ID, data: JSON.stringify(values), updatedAt });
  return { ...values, updatedAt: updatedAt.toISOString() };
}
