import type { DataSource, EntityManager } from 'typeorm';
import { securitySettingsSchema, type SecuritySettingsDto } from '@itsite/shared/contract';
import { SettingsEntity } from './entities/index.js';

/** The security settings are one row of the settings table, apart from the site's public ones. */
export const SECURITY_ROW_ID = 'security';

export const DEFAULT_SECURITY: SecuritySettingsDto = { requireTwoFactor: false };

export async function loadSecurity(db: DataSource | EntityManager): Promise<SecuritySettingsDto> {
  const row = await db.getRepository(SettingsEntity).findOneBy({ id: SECURITY_ROW_ID });
  const parsed = row ? securitySettingsSchema.safeParse(JSON.parse(row.data)) : undefined;
  return parsed?.success ? parsed.data : DEFAULT_SECURITY;
}

export async function saveSecurity(db: DataSource | EntityManager, settings: SecuritySettingsDto, now = new Date()): Promise<void> {
  await db.getRepository(SettingsEntity).save({ id: SECURITY_ROW_ID, data: JSON.stringify(settings), updatedAt: now });
}
