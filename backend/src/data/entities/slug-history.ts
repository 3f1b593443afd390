import { EntitySchema } from 'typeorm';
import { SLUG_MAX, type DocumentKind } from '@itsite/shared/contract';
import { datetime, refColumn, varchar } from './columns.js';

/** Whose page a slug is: a product's, a blog's or a document's (shared/contract/documents.ts). */
export type SlugKind = 'product' | 'blog' | DocumentKind;

/**
 * A slug a product or a blog had before (shared/docs/api.md#slugs-and-old-addresses): its old address answers 301 to
 * the current one. One row per slug and kind; a slug some record has now wins over this table.
 */
export interface SlugHistory {
  kind: SlugKind;
  slug: string;
  recordId: string;
  /** When the record left this slug. */
  createdAt: Date;
}

export const SlugHistoryEntity = new EntitySchema<SlugHistory>({
  name: 'SlugHistory',
  tableName: 'slug_history',
  columns: {
    kind: { ...varchar(16), primary: true },
    slug: { ...varchar(SLUG_MAX), primary: true },
    recordId: refColumn(),
    createdAt: datetime(),
  },
  indices: [{ name: 'IDX_slug_history_record', columns: ['kind', 'recordId'] }],
});
