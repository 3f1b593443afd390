import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, reviewType } from '@itsite/shared/contract';
import { datetime, double, idColumn, refColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `reviewType`), plus what the server keeps itself. */
export interface Review extends ColumnValuesOf<typeof reviewType> {
  id: string;
  /** The product it reviews; null for a review of the company (the site's reviews). */
  productId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const ReviewEntity = new EntitySchema<Review>({
  name: 'Review',
  tableName: 'reviews',
  columns: {
    id: idColumn(),
    name: varchar(100),
    rating: double(),
    feedback: text(),
    status: varchar(16),
    productId: refColumn(true),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
