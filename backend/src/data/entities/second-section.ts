import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, secondSectionType } from '@itsite/shared/contract';
import { datetime, idColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `secondSectionType`), plus what the server keeps itself. */
export interface SecondSection extends ColumnValuesOf<typeof secondSectionType> {
  id: string;
  imgSrc: string;
  createdAt: Date;
  updatedAt: Date;
}

export const SecondSectionEntity = new EntitySchema<SecondSection>({
  name: 'SecondSection',
  tableName: 'second_sections',
  columns: {
    id: idColumn(),
    title: varchar(200),
    para: text(),
    imgSrc: varchar(300),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
