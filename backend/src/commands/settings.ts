import type { DataSource, EntityManager } from 'typeorm';
import type { SettingsDto, SettingsInput } from '@itsite/shared/contract';
import { SettingsEntity } from '../entities/index.js';
import { SETTINGS_ROW_ID } from '../queries/settings.js';

/** Saves the settings; pass a transaction's manager to save them as part of a larger change. */
export async function saveSettings(db: DataSource | EntityManager, input: SettingsInput): Promise<SettingsDto> {
  const updatedAt = new Date();
  await db.getRepository(SettingsEntity).save({ id: SETTINGS_ROW_ID, data: JSON.stringify(input), updatedAt });
  return { ...input, updatedAt: updatedAt.toISOString() };
}
