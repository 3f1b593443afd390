import { EntitySchema } from 'typeorm';
import type { RevisionAction, RevisionItemType } from '@itsite/shared/contract';
import { datetime, idColumn, int, refColumn, varchar } from './columns.js';

/**
 * One kept revision of a product or a blog (backend/src/platform/content): the whole record as one save
 * left it, as JSON. Written once, never updated; the oldest beyond REVISIONS_KEPT are pruned, and
 * an item's go when it is deleted.
 */
export interface Revision {
  id: string;
  itemType: RevisionItemType;
  itemId: string;
  /** 1, 2, ... per item, in the order of the saves. */
  number: number;
  action: RevisionAction;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
  /** JSON: the names of the record's fields that changed since the revision before. */
  changed: string;
  /** JSON: the record (RevisionRecord). MEDIUMTEXT on MySQL/MariaDB: a blog of 20 long sections outgrows TEXT. */
  record: string;
  restoredFrom: number | null;
}

export const RevisionEntity = new EntitySchema<Revision>({
  name: 'Revision',
  tableName: 'revisions',
  columns: {
    id: idColumn(),
    itemType: varchar(16),
    itemId: refColumn(),
    number: int(),
    action: varchar(16),
    authorId: refColumn(true),
    authorName: varchar(100, true),
    createdAt: datetime(),
    changed: { type: 'text' },
    // The migration makes it MEDIUMTEXT on MySQL/MariaDB (the schema is never synchronized).
    record: { type: 'text' },
    restoredFrom: { ...int(), nullable: true },
  },
  // As the migration (1765200000000-Revisions.ts): an item's revisions by number, one number once.
  indices: [{ name: 'IDX_revisions_item_number', columns: ['itemType', 'itemId', 'number'], unique: true }],
});
