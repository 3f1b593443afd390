import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, PublishState, productType } from '@itsite/shared/contract';
import { authoredColumns, datetime, double, idColumn, int, refColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `productType`), plus what the server keeps itself. */
export interface Product extends Omit<ColumnValuesOf<typeof productType>, 'categoryId'> {
  id: string;
  /** NULL once the product's category was deleted. */
  categoryId: string | null;
  /** Drafts and scheduled ones are staff's only (shared/contract/publishing.ts). */
  status: PublishState;
  /** When it went (published) or goes (scheduled) public; null for a draft. */
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const ProductEntity = new EntitySchema<Product>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: idColumn(),
    name: varchar(200),
    description: text(),
    price: double(),
    ratings: double(),
    categoryId: refColumn(true),
    stock: int(),
    kind: varchar(16),
    ...authoredColumns(),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
