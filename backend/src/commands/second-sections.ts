import { assignFields, secondSectionType, uploads, type SecondSectionInput } from '@itsite/shared/contract';
import type { AppDeps } from '../context.js';
import { SecondSectionEntity, type SecondSection } from '../entities/index.js';
import type { IncomingFile } from '../media/store.js';

/** Updates the home page banner; a new image replaces the old one, which is then removed. */
export async function updateSecondSection(deps: Pick<AppDeps, 'db' | 'media'>, row: SecondSection, input: SecondSectionInput, file?: IncomingFile): Promise<SecondSection> {
  const { db, media } = deps;
  const accepted = file ? [await media.accept(file, uploads.secondSectionImage.kind)] : [];
  const oldImage = row.imgSrc;
  await media.withFiles(accepted, async ([path]) => {
    assignFields(secondSectionType, input, row);
    Object.assign(row, { imgSrc: path ?? row.imgSrc, updatedAt: new Date() });
    await db.getRepository(SecondSectionEntity).save(row);
  });
  if (row.imgSrc !== oldImage) await media.removeUnused([oldImage]);
  return row;
}
