import { EntitySchema } from 'typeorm';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, SLUG_MAX } from '@itsite/shared/contract';
import type { ColumnValuesOf, PublishState, productType } from '@itsite/shared/contract';
import { datetime, double, idColumn, int, refColumn, text, varchar } from './columns.js';

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
    // Its address (unique per kind) and what search results and share cards show (shared/contract/seo.ts).
    slug: { ...varchar(SLUG_MAX), unique: true },
    metaTitle: { ...varchar(META_TITLE_MAX), default: '' },
    metaDescription: { ...varchar(META_DESCRIPTION_MAX), default: '' },
    shareImage: { ...varchar(300), default: '' },
    status: { ...varchar(16), default: 'published' },
    publishAt: { ...datetime(), nullable: true },
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
