import { EntitySchema } from 'typeorm';
import { refColumn, varchar } from './columns.js';

/**
 * The uploaded files a revision's record names (an image, a blog's icon and poster). The media
 * store counts them as references (platform/media/store.ts), so a file stays on disk while a revision that
 * could put it back is kept.
 */
export interface RevisionMedia {
  revisionId: string;
  path: string;
}

export const RevisionMediaEntity = new EntitySchema<RevisionMedia>({
  name: 'RevisionMedia',
  tableName: 'revision_media',
  columns: {
    revisionId: { ...refColumn(), primary: true },
    path: { ...varchar(300), primary: true },
  },
  // The media store looks files up by path.
  indices: [{ name: 'IDX_revision_media_path', columns: ['path'] }],
});
