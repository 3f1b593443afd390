import { z } from 'zod';
import { ok } from './answers.js';
import { DOCUMENT_KIND_NAMES, type DocumentKind } from './documents.js';
import { blogDto, type BlogDto } from './content/blog.js';
import { productDto, type ProductDto } from './content/product.js';

/**
 * Revisions of products and blogs (shared/docs/admin.md#revisions): every save (create, update,
 * restore) keeps the whole record as it was saved, who saved it and when. The newest
 * `REVISIONS_KEPT` of each item are kept; an item's revisions go with it.
 */
export const REVISIONS_KEPT = 50;

/** How often an open editor with unsaved changes keeps them as an autosave revision. */
export const AUTOSAVE_SECONDS = 30;

/** Products, blogs and each document type (documents.ts). */
export const REVISION_ITEM_TYPES = ['product', 'blog', ...DOCUMENT_KIND_NAMES] as Array<'product' | 'blog' | DocumentKind>;
export type RevisionItemType = (typeof REVISION_ITEM_TYPES)[number];

/**
 * What the save that kept a revision did. An `autosave` is the editor's form kept every
 * AUTOSAVE_SECONDS while someone types: the item itself is not changed (nothing is published), and
 * each author's newest one is overwritten by the next: a session of typing adds one revision, not
 * one every 30 seconds.
 */
export const REVISION_ACTIONS = ['create', 'update', 'restore', 'autosave'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * A revision's record: the item as its answer carried it when saved, without its id and dates.
 * Whatever the answer carries is kept (a field added later is kept without more code), and a
 * restore puts back whatever an update takes.
 */
export type ProductRevisionRecord = Omit<ProductDto, '_id' | 'createdAt' | 'updatedAt'>;
export type BlogRevisionRecord = Omit<BlogDto, '_id' | 'createdAt' | 'updatedAt'>;
/** A document's record is its answer's fields (content/document.ts). */
export type RevisionRecord = ProductRevisionRecord | BlogRevisionRecord | Record<string, unknown>;

/** One revision in an item's list, newest first. */
export const revisionSummaryDto = z.object({
  _id: z.string(),
  /** 1 for the item's first kept revision, one more for each save after it. */
  number: z.number().int(),
  action: z.enum(REVISION_ACTIONS),
  /** The staff account that saved; null when it is unknown. */
  authorId: z.string().nullable(),
  /** Its name at the time. */
  authorName: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /**
   * The record's fields (names as in the record) that differ from the revision before it; every
   * field of the record for the first one kept.
   */
  changed: z.array(z.string()),
  /** A restore: the number of the revision it put back. */
  restoredFrom: z.number().int().nullable(),
});
export type RevisionSummaryDto = z.output<typeof revisionSummaryDto>;

/** PUT …/autosave: the revision the form was kept as. */
export const autosaveResponse = ok({ data: revisionSummaryDto });

/** One revision with its whole record. */
export type RevisionDto<R extends RevisionRecord = RevisionRecord> = RevisionSummaryDto & { record: R };

/**
 * A kept record as answered: the item's answer when it was saved, so one kept before a field was
 * added lacks it (a restore fills it from the field's default) and one kept before a field was
 * removed still has it.
 */
const keptRecord = (dto: z.ZodObject) => z.looseObject(dto.omit({ _id: true, createdAt: true, updatedAt: true }).partial().shape);

/**
 * One revision of a product, or of a blog, with its record. Typed as today's record, which screens
 * read it as (a field an old record lacks reads as undefined); described as what it may be.
 */
export const productRevisionDto = revisionSummaryDto.extend({ record: keptRecord(productDto) as unknown as z.ZodType<ProductRevisionRecord> });
export const blogRevisionDto = revisionSummaryDto.extend({ record: keptRecord(blogDto) as unknown as z.ZodType<BlogRevisionRecord> });

/** GET …/revisions: the newest `REVISIONS_KEPT` revisions of the item, newest first. */
export const revisionListResponse = ok({ data: z.array(revisionSummaryDto) });
export type RevisionListResponse = z.output<typeof revisionListResponse>;
