import type { BlogDto } from './content/blog.js';
import type { ProductDto } from './content/product.js';

/**
 * Revisions of products and blogs (shared/docs/admin.md#revisions): every save (create, update,
 * restore) keeps the whole record as it was saved, who saved it and when. The newest
 * `REVISIONS_KEPT` of each item are kept; an item's revisions go with it.
 */
export const REVISIONS_KEPT = 50;

export const REVISION_ITEM_TYPES = ['product', 'blog'] as const;
export type RevisionItemType = (typeof REVISION_ITEM_TYPES)[number];

/** What the save that kept a revision did. */
export const REVISION_ACTIONS = ['create', 'update', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * A revision's record: the item as its answer carried it when saved, without its id and dates.
 * Whatever the answer carries is kept (a field added later is kept without more code), and a
 * restore puts back whatever an update takes.
 */
export type ProductRevisionRecord = Omit<ProductDto, '_id' | 'createdAt' | 'updatedAt'>;
export type BlogRevisionRecord = Omit<BlogDto, '_id' | 'createdAt' | 'updatedAt'>;
export type RevisionRecord = ProductRevisionRecord | BlogRevisionRecord;

/** One revision in an item's list, newest first. */
export interface RevisionSummaryDto {
  _id: string;
  /** 1 for the item's first kept revision, one more for each save after it. */
  number: number;
  action: RevisionAction;
  /** The staff account that saved; null when it is unknown. */
  authorId: string | null;
  /** Its name at the time. */
  authorName: string | null;
  /** ISO 8601. */
  createdAt: string;
  /**
   * The record's fields (names as in the record) that differ from the revision before it; every
   * field of the record for the first one kept.
   */
  changed: string[];
  /** A restore: the number of the revision it put back. */
  restoredFrom: number | null;
}

/** One revision with its whole record. */
export interface RevisionDto<R extends RevisionRecord = RevisionRecord> extends RevisionSummaryDto {
  record: R;
}

/** GET …/revisions: the newest `REVISIONS_KEPT` revisions of the item, newest first. */
export interface RevisionListResponse {
  success: true;
  data: RevisionSummaryDto[];
}
