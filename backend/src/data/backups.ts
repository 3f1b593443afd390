import type { DataSource } from 'typeorm';
import { SettingsEntity } from './entities/index.js';

/** The settings row that remembers the last good backup (written by `npm run backup`). */
const BACKUPS_ROW_ID = 'backups';

export interface LastBackup {
  /** When the archive was complete, ISO 8601. */
  at: string;
  /** Its file name (not its folder). */
  file: string;
  bytes: number;
}

/** The last backup that was written whole, or null when none was (on this database). */
export async function lastBackup(db: DataSource): Promise<LastBackup | null> {
  const row = await db.getRepository(SettingsEntity).findOneBy({ id: BACKUPS_ROW_ID });
  if (!row) return null;
  try {
    const value = JSON.parse(row.data) as Partial<LastBackup>;
    return typeof value.at === 'string' && typeof value.file === 'string' && typeof value.bytes === 'number' ? { at: value.at, file: value.file, bytes: value.bytes } : null;
  } catch {
    return null;
  }
}

export async function recordBackup(db: DataSource, backup: LastBackup): Promise<void> {
  await db.getRepository(SettingsEntity).save({ id: BACKUPS_ROW_ID, data: JSON.stringify(backup), updatedAt: new Date(backup.at) });
}
