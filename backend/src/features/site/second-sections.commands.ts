import { assignFields, secondSectionType, uploads, type SecondSectionInput } from '@itsite/shared/contract';
import type { AppDeps } from '../../kernel/context.js';
import { SecondSectionEntity, type SecondSection } from '../../data/entities/index.js';
import type { IncomingFile } from '../../platform/media/store.js';
import { chosenImage } from '../../platform/media/picks.js';

/**
 * Updates the home page banner; a new image (an upload, or `libraryImage` chosen from the media
 * library) replaces the old one, which is then removed unless the library keeps it.
 */
export async function updateSecondSection(deps: Pick<AppDeps, 'db' | 'media'>, row: SecondSection, input: SecondSectionInput & { libraryImage?: string }, file?: IncomingFile): Promise<SecondSection> {
  const { db, media } = deps;
  const picked = await chosenImage(db, input.libraryImage, file, row.imgSrc);
  const accepted = file ? [await media.accept(file, uploads.secondSectionImage.kind)] : [];
  const oldImage = row.imgSrc;
  await media.withFiles(accepted, async ([path]) => {
    assignFields(secondSectionType, input, row);
    Object.assign(row, { imgSrc: path ?? picked ?? row.imgSrc, updatedAt: new Date() });
    await db.getRepository(SecondSectionEntity).save(row);
  });
  if (row.imgSrc !== oldImage) await media.removeUnused([oldImage]);
  return row;
}
