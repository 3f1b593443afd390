import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FieldError, MediaKind } from '@itsite/shared/contract';
import { MediaEntity } from '../../data/entities/index.js';
import { badRequest } from '../../kernel/errors.js';

type Db = DataSource | EntityManager;

/** A file a form chose from the media library, with the request field that named it. */
export interface LibraryPick {
  path: string;
  field: string;
}

/**
 * Checks files chosen from the library: each must be an item of `kind`, and an image must have
 * its alt text (a public page shows it). 400 naming every field that fails, before anything is
 * stored. Then marks them kept: the library keeps a chosen item when its records let it go.
 * Answers each chosen item's alt text, by path.
 */
export async function takePicks(db: Db, kind: MediaKind, picks: readonly LibraryPick[]): Promise<Map<string, string>> {
  if (picks.length === 0) return new Map();
  const paths = [...new Set(picks.map((p) => p.path))];
  const items = await db.getRepository(MediaEntity).find({ select: { path: true, kind: true, alt: true }, where: { path: In(paths) } });
  const byPath = new Map(items.map((i) => [i.path, i]));
  const errors: FieldError[] = [];
  for (const { path, field } of picks) {
    const item = byPath.get(path);
    if (!item || item.kind !== kind) errors.push({ path: field, message: `Choose ${kind === 'image' ? 'an image' : 'a video'} from the media library` });
    else if (kind === 'image' && !item.alt) errors.push({ path: field, message: 'This image has no alt text: write it in the media library first' });
  }
  if (errors.length) throw badRequest(errors.length === 1 ? errors[0].message : `${errors.length} chosen files cannot be used`, errors);
  await db.getRepository(MediaEntity).update({ path: In(paths), kept: false }, { kept: true });
  return new Map(items.map((i) => [i.path, i.alt]));
}

/**
 * A one-image field's library choice (`libraryImage`), checked and kept (see takePicks); undefined
 * when none is made or it is the image the field has now. Choosing and uploading at once is a 400.
 */
export async function chosenImage(db: Db, libraryImage: string | undefined, upload: unknown, current: string): Promise<string | undefined> {
  if (libraryImage === undefined) return undefined;
  if (upload) throw badRequest('Send an upload or a library image, not both', [{ path: 'libraryImage', message: 'Choose one image' }]);
  if (libraryImage === current) return undefined;
  await takePicks(db, 'image', [{ path: libraryImage, field: 'libraryImage' }]);
  return libraryImage;
}
