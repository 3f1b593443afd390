import { EntitySchema } from 'typeorm';
import { datetime, idColumn, int, refColumn, varchar } from './columns.js';

/**
 * One uploaded file of the media library (shared/docs/admin.md#media-library): every file the
 * media store writes is recorded here, whatever form uploaded it. Where it is used is not stored:
 * it is read from the records that name its path (platform/media/library.ts).
 */
export interface MediaItem {
  id: string;
  /** Its public path, `/uploads/<name>`. */
  path: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  /** Null when unknown (a video, a file missing when the library was first filled). */
  width: number | null;
  height: number | null;
  /** What the image shows, for people who cannot see it ('' = not written yet). */
  alt: string;
  /** The file's name on the uploader's computer ('' for items from before it was kept, and for demo files). */
  originalName: string;
  uploadedById: string | null;
  /** The uploader's name at the time (the account may be gone). */
  uploadedByName: string | null;
  createdAt: Date;
  /**
   * Chosen from the library by a form (platform/media/picks.ts): it stays in the library when no record uses
   * it any more, until it is deleted or cleaned up. Otherwise it goes with the last record using it.
   */
  kept: boolean;
  /** Written by the demo seed (a sample picture), not by staff. */
  demo: boolean;
}

export const MediaEntity = new EntitySchema<MediaItem>({
  name: 'Media',
  tableName: 'media',
  columns: {
    id: idColumn(),
    path: varchar(300),
    kind: varchar(8),
    mime: varchar(40),
    bytes: int(),
    width: { ...int(), nullable: true },
    height: { ...int(), nullable: true },
    alt: varchar(250),
    originalName: { ...varchar(255), default: '' },
    uploadedById: refColumn(true),
    uploadedByName: varchar(100, true),
    createdAt: datetime(),
    kept: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
  },
  indices: [
    { name: 'IDX_media_path', columns: ['path'], unique: true },
    // The library lists newest first, by kind or all.
    { name: 'IDX_media_createdAt', columns: ['createdAt', 'id'] },
    { name: 'IDX_media_kind_createdAt', columns: ['kind', 'createdAt', 'id'] },
    // The store's start-up look for items still without their file's size (MediaBytesIndex migration).
    { name: 'IDX_media_bytes', columns: ['bytes'] },
  ],
});
