import type { z } from 'zod';
import {
  blogUpdateSchema,
  productUpdateSchema,
  type BlogDto,
  type BlogRevisionRecord,
  type ProductDto,
  type ProductRevisionRecord,
  type PublishingDto,
} from '@itsite/shared/contract';
import type { AppDeps } from '../context.js';
import { updateBlog } from '../commands/blogs.js';
import { updateProduct } from '../commands/products.js';
import type { Blog, Product, Revision } from '../entities/index.js';
import { HttpError } from '../errors.js';
import type { PublishingInput } from '../publishing/publishing.js';
import { categoryExists } from '../queries/products.js';
import type { RevisionAuthor } from './revisions.js';

/**
 * Restoring a revision is an update with the revision's record: the same rules and the same
 * command as an edit from the form, so what could not be saved today is not restored either (422,
 * naming the fields), and the restore keeps a revision of its own. The revision's media come back
 * with it (they are still on disk: the revision kept them).
 */

type Deps = Pick<AppDeps, 'db' | 'media'>;

/** The update input a record makes; a record today's rules refuse answers 422 with the issues. */
function asUpdate<S extends z.ZodType>(schema: S, values: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  throw new HttpError(422, `This revision cannot be restored: ${errors[0]?.message ?? 'it does not pass the rules'}`, errors);
}

/**
 * The revision's publishing, as an update asks for it. A scheduled time that has passed meanwhile
 * restores as published (the server would have published it by now).
 */
function publishingOf(record: PublishingDto, now: Date): PublishingInput {
  if (record.status === 'scheduled' && record.publishAt && new Date(record.publishAt) > now) return { status: 'scheduled', publishAt: record.publishAt };
  return { status: record.status === 'draft' ? 'draft' : 'published' };
}

const parsed = <R>(revision: Revision) => JSON.parse(revision.record) as R;

export async function restoreProduct(deps: Deps, product: Product, revision: Revision, author: RevisionAuthor | null, now = new Date()): Promise<ProductDto> {
  const record = parsed<ProductRevisionRecord>(revision);
  // A category deleted since: the product is uncategorized, as deleting it made every product.
  const category = record.category && (await categoryExists(deps.db, record.category)) ? record.category : '';
  const input = asUpdate(productUpdateSchema, { ...record, category, ...publishingOf(record, now), keepImages: record.image });
  return updateProduct(deps, product, input, [], { author, restoring: { number: revision.number, record } });
}

export async function restoreBlog(deps: Deps, blog: Blog, revision: Revision, author: RevisionAuthor | null, now = new Date()): Promise<BlogDto> {
  const record = parsed<BlogRevisionRecord>(revision);
  const input = asUpdate(blogUpdateSchema, { ...record, ...publishingOf(record, now) });
  return updateBlog(deps, blog, input, { images: [] }, { author, restoring: { number: revision.number, record } });
}
