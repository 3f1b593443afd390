import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, blogSectionType } from '@itsite/shared/contract';
import { refColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `blogSectionType`), plus what the server keeps itself. */
export interface BlogSection extends ColumnValuesOf<typeof blogSectionType> {
  blogId: string;
  position: number;
  image: string;
}

export const BlogSectionEntity = new EntitySchema<BlogSection>({
  name: 'BlogSection',
  tableName: 'blog_sections',
  columns: {
    blogId: { ...refColumn(), primary: true },
    position: { type: 'int', primary: true },
    heading: varchar(300),
    description: text(),
    image: varchar(300),
  },
});
