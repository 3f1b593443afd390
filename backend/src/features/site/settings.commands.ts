import type { DataSource, EntityManager } from 'typeorm';
import { PORTRAITS, uploads, type PortraitPerson, type SettingsDto, type SettingsInput, type settingsSchema } from '@itsite/shared/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../kernel/context.js';
import { SettingsEntity } from '../../data/entities/index.js';
import type { IncomingFile } from '../../platform/media/store.js';
import { chosenImage } from '../../platform/media/picks.js';
import { SETTINGS_ROW_ID, loadSettings } from '../../data/settings.js';

/** Saves the settings; pass a transaction's manager to save them as part of a larger change. */
export async function saveSettings(db: DataSource | EntityManager, input: SettingsInput): Promise<SettingsDto> {
  const updatedAt = new Date();
  await db.getRepository(SettingsEntity).save({ id: SETTINGS_ROW_ID, data: JSON.stringify(input), updatedAt });
  return { ...input, updatedAt: updatedAt.toISOString() };
}

/** Saves what the settings form sends; what the server keeps itself (the portraits) stays as it is. */
export async function updateSettings(db: DataSource, input: z.output<typeof settingsSchema>): Promise<SettingsDto> {
  return db.transaction(async (m) => {
    const { updatedAt: _updatedAt, ...current } = await loadSettings(m);
    return saveSettings(m, { ...current, ...input });
  });
}

/**
 * Replaces a portrait with an uploaded image (checked and re-encoded like every upload) or an image
 * chosen from the media library (`{ library: path }`), or removes it (null); the file it replaces
 * is deleted once nothing uses it, unless the library keeps it.
 */
export async function setPortrait(deps: Pick<AppDeps, 'db' | 'media'>, person: PortraitPerson, image: IncomingFile | { library: string } | null): Promise<SettingsDto> {
  const { db, media } = deps;
  const key = PORTRAITS[person];
  const file = image && 'path' in image ? image : null;
  const picked = image && 'library' in image ? ((await chosenImage(db, image.library, null, (await loadSettings(db))[key])) ?? image.library) : '';
  const accepted = file ? [await media.accept(file, uploads.portrait.kind)] : [];
  let previous = '';
  const saved = await media.withFiles(accepted, ([path]) =>
    db.transaction(async (m) => {
      const { updatedAt: _updatedAt, ...current } = await loadSettings(m);
      previous = current[key];
      return saveSettings(m, { ...current, [key]: path ?? picked });
    }),
  );
  if (previous && previous !== saved[key]) await media.removeUnused([previous]);
  return saved;
}
