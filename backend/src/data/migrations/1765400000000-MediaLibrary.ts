import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { PORTRAITS, sizedImage } from '@itsite/shared/contract';
import { newId } from '../../kernel/ids.js';

// A migration runs as it ran when written: the two helpers it needs from the media library are
// copied here as they were, so later changes to the live code never change what it does.

/** Whether a value is the public path of an uploaded file (`/uploads/<name>`). */
function isUploadPath(value: string): boolean {
  if (!value.startsWith('/uploads/')) return false;
  const name = value.slice('/uploads/'.length);
  return /^[A-Za-z0-9._-]+$/.test(name) && !name.startsWith('.');
}

/** Types by the extension the media store wrote a file with. */
const MIME_BY_EXT: Record<string, { kind: 'image' | 'video'; mime: string }> = {
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  webp: { kind: 'image', mime: 'image/webp' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  webm: { kind: 'video', mime: 'video/webm' },
};

/** What a stored file's name tells: its kind and type and an image's size. */
function factsFromName(publicPath: string): { kind: 'image' | 'video'; mime: string; width: number | null; height: number | null } {
  const ext = publicPath.slice(publicPath.lastIndexOf('.') + 1).toLowerCase();
  const type = MIME_BY_EXT[ext] ?? { kind: 'image', mime: 'application/octet-stream' };
  const size = sizedImage(publicPath);
  return { ...type, width: size?.width ?? null, height: size?.height ?? null };
}

/**
 * The media library (shared/docs/admin.md#media-library): one row per uploaded file. Every file a
 * record or kept revision names gets its item now, with what its name tells and no alt text
 * (editors write it in the library); its size, and the dimensions of an image whose name does not
 * carry them, are read from the file when the media store starts (MediaStore.init).
 */
export class MediaLibrary1765400000000 implements MigrationInterface {
  name = 'MediaLibrary1765400000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    await q.createTable(
      new Table({
        name: 'media',
        columns: [
          { name: 'id', type: 'varchar', length: '24', isPrimary: true },
          { name: 'path', type: 'varchar', length: '300' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'mime', type: 'varchar', length: '40' },
          { name: 'bytes', type: 'int' },
          { name: 'width', type: 'int', isNullable: true },
          { name: 'height', type: 'int', isNullable: true },
          { name: 'alt', type: 'varchar', length: '250' },
          { name: 'uploadedById', type: 'varchar', length: '24', isNullable: true },
          { name: 'uploadedByName', type: 'varchar', length: '100', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'IDX_media_path', columnNames: ['path'], isUnique: true },
          { name: 'IDX_media_createdAt', columnNames: ['createdAt', 'id'] },
          { name: 'IDX_media_kind_createdAt', columnNames: ['kind', 'createdAt', 'id'] },
        ],
      }),
    );
    if (mysql) await q.query('ALTER TABLE `media` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await backfill(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('media', true);
  }
}

const REFERENCES: Array<[table: string, column: string]> = [
  ['product_images', 'path'],
  ['blogs', 'iconImage'],
  ['blogs', 'iconPoster'],
  ['blog_sections', 'image'],
  ['second_sections', 'imgSrc'],
  ['revision_media', 'path'],
];

async function backfill(q: QueryRunner): Promise<void> {
  const paths = new Set<string>();
  for (const [table, column] of REFERENCES) {
    const rows = (await q.query(`SELECT DISTINCT ${column} AS p FROM ${table}`)) as Array<{ p: string | null }>;
    for (const { p } of rows) if (p && isUploadPath(p)) paths.add(p);
  }
  const settings = (await q.query(`SELECT data FROM settings`)) as Array<{ data: string }>;
  for (const { data } of settings) {
    const parsed = safeJson(data);
    for (const key of Object.values(PORTRAITS)) {
      const p = parsed?.[key];
      if (typeof p === 'string' && isUploadPath(p)) paths.add(p);
    }
  }
  if (paths.size === 0) return;
  const now = new Date();
  for (const p of paths) {
    const facts = { ...factsFromName(p), bytes: 0 };
    await q.manager
      .createQueryBuilder()
      .insert()
      // The columns this migration made: a later one's (kept, ...) do not exist yet.
      .into('media', ['id', 'path', 'kind', 'mime', 'bytes', 'width', 'height', 'alt', 'uploadedById', 'uploadedByName', 'createdAt'])
      .values({ id: newId(), path: p, ...facts, alt: '', uploadedById: null, uploadedByName: null, createdAt: now })
      .updateEntity(false)
      .execute();
  }
}

function safeJson(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
