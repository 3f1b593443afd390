import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, PublishState, blogType } from '@itsite/shared/contract';
import { authoredColumns, datetime, idColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `blogType`), plus what the server keeps itself. */
export interface Blog extends ColumnValuesOf<typeof blogType> {
  id: string;
  iconImage: string;
  /** A still of the icon video, shown until it plays; '' when there is none. */
  iconPoster: string;
  /** Drafts and scheduled ones are staff's only (shared/contract/publishing.ts). */
  status: PublishState;
  /** When it went (published) or goes (scheduled) public; null for a draft. */
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const BlogEntity = new EntitySchema<Blog>({
  name: 'Blog',
  tableName: 'blogs',
  columns: {
    id: idColumn(),
    title: varchar(200),
    heading: varchar(300),
    description: text(),
    author: varchar(100),
    category: varchar(32),
    iconImage: varchar(300),
    iconPoster: { ...varchar(300), default: '' },
    ...authoredColumns(),
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
