import { In, type EntityManager } from 'typeorm';
import { assignFields, countProblem, uploads, columnsFrom, productType, type ProductCreateInput, type ProductDto, type ProductRevisionRecord, type ProductUpdateInput, productUpdateSchema } from '@itsite/shared/contract';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { ProductEntity, ProductImageEntity, ReviewEntity, type Product, type Revision } from '../../data/entities/index.js';
import { badRequest } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { IncomingFile } from '../../platform/media/store.js';
import { takePicks } from '../../platform/media/picks.js';
import { presentProduct } from './product.presenter.js';
import { categoryExists, imagesOf } from './products.queries.js';
import { foundIds, outcomeOf, type BulkOutcome } from '../../platform/content/bulk.js';
import { publishingAfter } from '../../platform/content/publishing.js';
import { cleanRichFields } from '../../platform/content/richText.js';
import { dropRevisions, keepRevision, type RevisionAuthor, type SaveBy } from '../../platform/content/revisions.js';
import { asUpdate, contentOf, revisionRecord } from '../../platform/content/restore.js';
import { forgetSlugs, settleSlug, shareImageAfter, slugSafe } from '../../platform/content/slugs.js';

type Deps = Pick<AppDeps, 'db' | 'media'>;

const images = uploads.productImages;

/** A product holds between `min` and `max` images, kept ones included. */
function assertImageCount(count: number): void {
  const problem = countProblem(images, count);
  if (problem) throw badRequest(problem, [{ path: images.field, message: problem }]);
}

/** A category id sent by a client must name an existing category. */
async function assertCategory(deps: Deps, id: string): Promise<void> {
  if (!(await categoryExists(deps.db, id))) throw badRequest('Category not found', [{ path: 'category', message: 'Choose an existing category' }]);
}

async function replaceImages(m: EntityManager, productId: string, paths: string[]): Promise<void> {
  const repo = m.getRepository(ProductImageEntity);
  await repo.delete({ productId });
  if (paths.length) await repo.insert(paths.map((path, position) => ({ productId, path, position })));
}

/** A new product with its images: every file is checked before anything is stored. */
export async function createProduct(deps: Deps, input: ProductCreateInput, files: IncomingFile[], by: SaveBy): Promise<ProductDto> {
  const { db, media } = deps;
  const now = new Date();
  const publishing = publishingAfter(input, undefined, now);
  await cleanRichFields(db, productType, input);
  await assertCategory(deps, input.category);
  const picked = unique(input.keepImages ?? []);
  assertImageCount(picked.length + files.length);
  // A new product may be shared with an image it was given from the library, not one it uploads.
  shareImageAfter(input.shareImage, '', picked);
  await takePicks(db, images.kind, picked.map((path) => ({ path, field: 'keepImages' })));
  const accepted = await media.acceptAll(files, images.kind);
  const product: Product = { id: newId(), ...columnsFrom(productType, input), ...publishing, createdAt: now, updatedAt: now };
  const paths = await media.withFiles(accepted, async (uploaded) => {
    const paths = [...picked, ...uploaded];
    await slugSafe('product', () => db.transaction(async (m) => {
      await settleSlug(m, 'product', product, undefined, input.slug, product.name);
      await m.getRepository(ProductEntity).insert(product);
      await replaceImages(m, product.id, paths);
      await keepRevision(m, 'product', presentProduct(product, paths), by, 'create');
    }));
    return paths;
  });
  return presentProduct(product, paths);
}

const unique = (paths: readonly string[]) => [...new Set(paths)];

/**
 * Updates a product's fields and images. Which stored images it has: those named in keepImages
 * (current ones, a restored revision's, or items chosen from the library); without it, all current
 * ones unless new images are sent (then the new ones replace the old, as a plain re-upload would).
 * Files no record uses any more are removed afterwards.
 */
export async function updateProduct(deps: Deps, product: Product, input: ProductUpdateInput, files: IncomingFile[], by: SaveBy<ProductRevisionRecord>): Promise<ProductDto> {
  const { db, media } = deps;
  const now = new Date();
  const publishing = publishingAfter(input, product, now);
  await cleanRichFields(db, productType, input);
  if (input.category) await assertCategory(deps, input.category);
  const current = await imagesOf(db, product.id);
  let kept = current;
  if (input.keepImages) {
    const known = [...current, ...(by.restoring?.record.image ?? [])];
    kept = unique(input.keepImages);
    assertImageCount(kept.length + files.length);
    await takePicks(db, images.kind, kept.filter((p) => !known.includes(p)).map((path) => ({ path, field: 'keepImages' })));
  } else if (files.length) {
    kept = [];
  }
  assertImageCount(kept.length + files.length);
  const shareImage = shareImageAfter(input.shareImage, product.shareImage, kept);
  const previousSlug = product.slug;
  const accepted = await media.acceptAll(files, images.kind);
  const { held, pruned } = await media.withFiles(accepted, async (paths) => {
    const held = [...kept, ...paths];
    const pruned = await slugSafe('product', () => db.transaction(async (m) => {
      assignFields(productType, input, product);
      Object.assign(product, publishing, { shareImage, updatedAt: now });
      await settleSlug(m, 'product', product, previousSlug, input.slug, product.name);
      await m.getRepository(ProductEntity).save(product);
      await replaceImages(m, product.id, held);
      return keepRevision(m, 'product', presentProduct(product, held), by, 'update');
    }));
    return { held, pruned };
  });
  await media.removeUnused([...current.filter((p) => !held.includes(p)), ...pruned]);
  return presentProduct(product, held);
}

/**
 * The product as an update with `input` would leave it, changing nothing: what an autosave keeps.
 * No files come with an autosave; its images are the current ones (or those it names to keep), and
 * its publishing stays the product's own.
 */
export async function productAsUpdated(deps: Deps, product: Product, input: ProductUpdateInput): Promise<ProductDto> {
  await cleanRichFields(deps.db, productType, input);
  if (input.category) await assertCategory(deps, input.category);
  const draft = { ...product };
  assignFields(productType, input, draft);
  if (input.slug) draft.slug = input.slug;
  const images = input.keepImages ? unique(input.keepImages) : await imagesOf(deps.db, product.id);
  assertImageCount(images.length);
  return presentProduct(draft, images);
}

export async function deleteProduct(deps: Deps, product: Product): Promise<void> {
  await deleteProducts(deps, [product.id]);
}

/**
 * Deletes products with their images, revisions and reviews in one transaction (ids of no product are
 * answered as missing), then the image files no record uses any more.
 */
export async function deleteProducts(deps: Deps, ids: readonly string[]): Promise<BulkOutcome> {
  const { found, images } = await inTransaction(deps.db, async (m) => {
    const found = await foundIds(m, ProductEntity, ids);
    if (found.length === 0) return { found, images: [] };
    const imageRepo = m.getRepository(ProductImageEntity);
    const images = (await imageRepo.find({ select: { path: true }, where: { productId: In(found) } })).map((i) => i.path);
    await imageRepo.delete({ productId: In(found) });
    await forgetSlugs(m, 'product', found);
    // A review of a product no longer sold reviews nothing on the site.
    await m.getRepository(ReviewEntity).delete({ productId: In(found) });
    await m.getRepository(ProductEntity).delete({ id: In(found) });
    return { found, images: [...images, ...(await dropRevisions(m, 'product', found))] };
  });
  await deps.media.removeUnused(images);
  return outcomeOf(ids, found);
}

/** Restores a product's revision (platform/content/restore.ts): an update with the revision's content. */
export async function restoreProduct(deps: Deps, product: Product, revision: Revision, author: RevisionAuthor | null): Promise<ProductDto> {
  const record = revisionRecord<ProductRevisionRecord>(revision);
  // A category deleted since: the product is uncategorized, as deleting it made every product.
  const category = record.category && (await categoryExists(deps.db, record.category)) ? record.category : '';
  const input = asUpdate(productUpdateSchema, { ...contentOf(productType, record, product), category, keepImages: record.image });
  return updateProduct(deps, product, input, [], { author, restoring: { number: revision.number, record } });
}
