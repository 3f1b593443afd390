import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, categoryType } from '@itsite/shared/contract';
import { datetime, idColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `categoryType`), plus what the server keeps itself. */
export interface Category extends ColumnValuesOf<typeof categoryType> {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export const CategoryEntity = new EntitySchema<Category>({
  name: 'Category',
  tableName: 'categories',
  columns: {
    id: idColumn(),
    name: varchar(80),
    description: text(),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
