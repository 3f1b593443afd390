import fs from 'node:fs/promises';
import { type DataSource, type EntityManager } from 'typeorm';
import sharp from 'sharp';
import { MEDIA_USES_COUNT_CAP, MEDIA_USES_SHOWN, PORTRAITS, documentTypes, sizedImage, usesBeyondShown, type BlogDto, type Field, type MediaItemDto, type MediaUse, type ProductDto, type SecondSectionDto } from '@itsite/shared/contract';
import { MediaEntity, type MediaItem } from '../../data/entities/index.js';
import { loadSettings } from '../../data/settings.js';
import { rowsWhereIn } from '../../kernel/db/rows.js';
import { tableOf } from '../../data/entities/documents.js';

type Db = DataSource | EntityManager;

/** Types by the extension the media store writes a file with. */
const MIME_BY_EXT: Record<string, { kind: MediaItem['kind']; mime: string }> = {
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  webp: { kind: 'image', mime: 'image/webp' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  webm: { kind: 'video', mime: 'video/webm' },
};

/** The file name of a public path. */
export const fileNameOf = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);

/** What a stored file's name tells: its kind and type (the store names files by what they are) and an image's size. */
export function factsFromName(publicPath: string): Pick<MediaItem, 'kind' | 'mime' | 'width' | 'height'> {
  const ext = publicPath.slice(publicPath.lastIndexOf('.') + 1).toLowerCase();
  const type = MIME_BY_EXT[ext] ?? { kind: 'image', mime: 'application/octet-stream' };
  const size = sizedImage(publicPath);
  return { ...type, width: size?.width ?? null, height: size?.height ?? null };
}

/**
 * What the library records of a stored file: its name's facts, its size, and an image's dimensions
 * read from the file (on disk, or the bytes about to be stored) when its name does not carry them.
 * A missing file has 0 bytes.
 */
export async function fileFacts(publicPath: string, file: string | { buffer: Buffer }): Promise<Pick<MediaItem, 'kind' | 'mime' | 'bytes' | 'width' | 'height'>> {
  const facts = factsFromName(publicPath);
  const bytes = typeof file === 'string' ? (await fs.stat(file).catch(() => null))?.size : file.buffer.length;
  if (bytes !== undefined && facts.kind === 'image' && facts.width === null) {
    const meta = await sharp(typeof file === 'string' ? file : file.buffer).metadata().catch(() => null);
    if (meta?.width && meta.height) Object.assign(facts, { width: meta.width, height: meta.height });
  }
  return { ...facts, bytes: bytes ?? 0 };
}

/**
 * The columns that name a file, with the record each belongs to (its table, the column of its
 * title, and how a file's row joins it). Portraits (in the settings row) and revisions are read apart.
 */
const RECORD_USES: Array<{ type: MediaUse['type']; field: string; table: string; path: string; recordTable: string; record: string; title: string; join?: string }> = [
  { type: 'product', field: 'image', table: 'product_images', path: 'f.path', recordTable: 'products', record: 'r', title: 'name', join: 'productId' },
  { type: 'blog', field: 'icon video', table: 'blogs', path: 'r.iconImage', recordTable: 'blogs', record: 'r', title: 'title' },
  { type: 'blog', field: 'icon poster', table: 'blogs', path: 'r.iconPoster', recordTable: 'blogs', record: 'r', title: 'title' },
  { type: 'blog', field: 'section image', table: 'blog_sections', path: 'f.image', recordTable: 'blogs', record: 'r', title: 'title', join: 'blogId' },
  { type: 'secondSection', field: 'image', table: 'second_sections', path: 'r.imgSrc', recordTable: 'second_sections', record: 'r', title: 'title' },
  // Each document type's one-image fields (a case study's cover). Its lists of images are JSON: the
  // revisions that name them keep those (revision_media), as they keep every image a save named.
  ...Object.values(documentTypes).flatMap((type) =>
    Object.entries(type.fields as Record<string, Field>)
      .filter(([name, field]) => field.input === 'image' && type.traits.media.includes(name))
      .map(([name, field]) => ({ type: type.kind, field: field.label.toLowerCase(), table: tableOf(type.kind), path: `r.${name}`, recordTable: tableOf(type.kind), record: 'r', title: type.traits.slugFrom })),
  ),
];

/** Where an item is used: the first MEDIA_USES_SHOWN records, how many in all, and how many kept revisions name it. */
export interface MediaUsage {
  usedBy: MediaUse[];
  usedByCount: number;
  keptByRevisions: number;
}

/**
 * Where each of `paths` is used now, and how many kept revisions name it. For each column that
 * names files, one statement reads, for every path, the first MEDIA_USES_SHOWN records (an index
 * range with a LIMIT) and another counts its uses up to MEDIA_USES_COUNT_CAP: a file two hundred
 * thousand records share costs what a file one record uses does.
 */
export async function usageOf(db: Db, paths: readonly string[]): Promise<Map<string, MediaUsage>> {
  const usage = new Map(paths.map((p) => [p, { usedBy: [] as MediaUse[], usedByCount: 0, keptByRevisions: 0 }]));
  if (paths.length === 0) return usage;
  const list = [...new Set(paths)];
  const add = (path: string, use: MediaUse) => {
    const one = usage.get(path);
    if (one && one.usedBy.length < MEDIA_USES_SHOWN) one.usedBy.push(use);
  };
  /** One SELECT per path, each with its LIMIT, as one statement. */
  const perPath = (part: string) => list.map((_, i) => `SELECT * FROM (${part}) u${i}`).join(' UNION ALL ');

  for (const use of RECORD_USES) {
    const from = use.table === use.recordTable ? `${use.table} ${use.record}` : `${use.table} f INNER JOIN ${use.recordTable} ${use.record} ON ${use.record}.id = f.${use.join}`;
    const fileTable = use.table === use.recordTable ? `${use.table} ${use.record}` : `${use.table} f`;
    const [rows, counts] = await Promise.all([
      db.query<Array<{ path: string; id: string; title: string }>>(
        perPath(`SELECT ${use.path} AS path, ${use.record}.id AS id, ${use.record}.${use.title} AS title FROM ${from} WHERE ${use.path} = ? LIMIT ${MEDIA_USES_SHOWN}`),
        list,
      ),
      db.query<Array<{ path: string; uses: string | number }>>(
        perPath(`SELECT ? AS path, COUNT(*) AS uses FROM (SELECT 1 AS one FROM ${fileTable} WHERE ${use.path} = ? LIMIT ${MEDIA_USES_COUNT_CAP}) c`),
        list.flatMap((p) => [p, p]),
      ),
    ]);
    for (const r of rows) add(r.path, { type: use.type, id: r.id, title: r.title, field: use.field });
    for (const c of counts) {
      const one = usage.get(c.path);
      if (one) one.usedByCount = Math.min(MEDIA_USES_COUNT_CAP, one.usedByCount + Number(c.uses));
    }
  }

  const settings = await loadSettings(db);
  for (const [person, key] of Object.entries(PORTRAITS)) {
    const path = settings[key];
    const one = path ? usage.get(path) : undefined;
    if (!one) continue;
    add(path, { type: 'portrait', id: person, title: person === 'founder' ? 'Founder portrait' : 'Co-founder portrait', field: 'portrait' });
    one.usedByCount = Math.min(MEDIA_USES_COUNT_CAP, one.usedByCount + 1);
  }

  const revisions: Array<{ path: string; n: string | number }> = await db
    .createQueryBuilder()
    .select(['r.path AS path', 'COUNT(*) AS n'])
    .from('revision_media', 'r')
    .where('r.path IN (:...list)', { list })
    .groupBy('r.path')
    .getRawMany();
  for (const r of revisions) {
    const one = usage.get(r.path);
    if (one) one.keptByRevisions = Number(r.n);
  }
  const kept = revisions.map((r) => r.path);
  for (const { path, use } of kept.length ? await inlineUses(db, kept) : []) {
    add(path, use);
    usage.get(path)!.usedByCount += 1;
  }
  return usage;
}

/** The rich-text fields of each kind of record that may show images inline, with the column of its title. */
const RICH_TEXT_USES: Array<{ type: MediaUse['type']; from: string; fields: string[]; title: string; id: string }> = [
  { type: 'product', from: 'products r', fields: ['r.description'], title: 'r.name', id: 'r.id' },
  { type: 'blog', from: 'blog_sections s INNER JOIN blogs r ON r.id = s.blogId', fields: ['s.description'], title: 'r.title', id: 'r.id' },
  ...Object.values(documentTypes).map((type) => ({
    type: type.kind,
    from: `${tableOf(type.kind)} r`,
    fields: Object.entries(type.fields as Record<string, Field>).filter(([, f]) => f.input === 'richtext').map(([name]) => `r.${name}`),
    title: `r.${type.traits.slugFrom}`,
    id: 'r.id',
  })),
];

/**
 * The records whose text shows one of `paths` inline now. Only records a kept revision names the
 * file in can (every save keeps one), so those few are read by id, never the whole table.
 */
async function inlineUses(db: Db, paths: readonly string[]): Promise<Array<{ path: string; use: MediaUse }>> {
  const candidates: Array<{ path: string; itemType: string; itemId: string }> = await db
    .createQueryBuilder()
    .select(['m.path AS path', 'r.itemType AS itemType', 'r.itemId AS itemId'])
    .distinct(true)
    .from('revision_media', 'm')
    .innerJoin('revisions', 'r', 'r.id = m.revisionId')
    .where('m.path IN (:...paths)', { paths })
    .getRawMany();
  const found: Array<{ path: string; use: MediaUse }> = [];
  for (const source of RICH_TEXT_USES) {
    const mine = candidates.filter((c) => c.itemType === source.type);
    if (mine.length === 0 || source.fields.length === 0) continue;
    // One statement per kind of record: those of the candidates whose text shows any image at all
    // (few), with that text; which file each shows is read here.
    const ids = [...new Set(mine.map((c) => c.itemId))].slice(0, MEDIA_USES_COUNT_CAP);
    const rows: Array<Record<string, string | null>> = await db.query(
      `SELECT ${source.id} AS id, ${source.title} AS title, ${source.fields.map((f, i) => `${f} AS f${i}`).join(', ')} FROM ${source.from} WHERE ${source.id} IN (${ids.map(() => '?').join(', ')}) AND (${source.fields.map((f) => `${f} LIKE ?`).join(' OR ')})`,
      [...ids, ...source.fields.map(() => '%<img %')],
    );
    for (const { path, itemId } of mine) {
      const shows = rows.filter((r) => r.id === itemId && source.fields.some((_, i) => r[`f${i}`]?.includes(`src="${path}"`)));
      if (shows[0]) found.push({ path, use: { type: source.type, id: itemId, title: shows[0].title ?? '', field: 'text' } });
    }
  }
  return found;
}

/** "A, B, C" for the records using a file, with "and N more" past those named. */
export function usedByText(usage: Pick<MediaUsage, 'usedBy' | 'usedByCount'>): string {
  const titles = usage.usedBy.map((u) => u.title).join(', ');
  const more = usesBeyondShown(usage);
  return more ? `${titles} and ${more} more` : titles;
}

export function presentMedia(item: MediaItem, usage: MediaUsage | undefined): MediaItemDto {
  return {
    _id: item.id,
    path: item.path,
    name: fileNameOf(item.path),
    originalName: item.originalName,
    kind: item.kind,
    mime: item.mime,
    bytes: item.bytes,
    width: item.width,
    height: item.height,
    alt: item.alt,
    uploadedBy: item.uploadedByName !== null || item.uploadedById !== null ? { id: item.uploadedById, name: item.uploadedByName ?? '' } : null,
    demo: item.demo,
    createdAt: item.createdAt.toISOString(),
    usedBy: usage?.usedBy ?? [],
    usedByCount: usage?.usedByCount ?? 0,
    keptByRevisions: usage?.keptByRevisions ?? 0,
  };
}

/** Items with their usage, in the order given. */
export async function presentMediaItems(db: Db, items: MediaItem[]): Promise<MediaItemDto[]> {
  const usage = await usageOf(db, items.map((i) => i.path));
  return items.map((i) => presentMedia(i, usage.get(i.path)));
}

/** The alt text of each of `paths` that is a library item ('' for none). */
export async function altsOf(db: Db, paths: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(paths.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  // By the lean reader: a page's section images or banners, read on every uncached page.
  const rows = await rowsWhereIn(db, MediaEntity, 'path', wanted);
  return new Map(rows.map((r) => [r.path, r.alt]));
}

/** Banner records with their image's alt text (`imgAlt`). */
export async function withBannerAlts(db: Db, rows: SecondSectionDto[]): Promise<SecondSectionDto[]> {
  const alts = await altsOf(db, rows.map((r) => r.imgSrc));
  return rows.map((r) => ({ ...r, imgAlt: alts.get(r.imgSrc) ?? '' }));
}

/**
 * One presented product with its images' alt texts (`imageAlt`, parallel to `image`): for a saved,
 * restored or single read product. Lists present theirs with the alt texts (presentProduct's `alts`).
 */
export async function withImageAlt(db: Db, product: ProductDto): Promise<ProductDto> {
  const alts = await altsOf(db, product.image);
  return { ...product, imageAlt: product.image.map((path) => alts.get(path) ?? '') };
}

/** One presented blog with each section image's alt text (`imageAlt`); lists present theirs with them (presentBlog's `alts`). */
export async function withSectionAlt(db: Db, blog: BlogDto): Promise<BlogDto> {
  const alts = await altsOf(db, blog.content.map((s) => s.image));
  return { ...blog, content: blog.content.map((s) => ({ ...s, imageAlt: alts.get(s.image) ?? '' })) };
}

/** Writes the alt texts of just-stored files (their items exist: the store recorded them). */
export async function setAlts(db: Db, paths: readonly string[], alts: readonly string[]): Promise<void> {
  for (const [i, path] of paths.entries()) {
    if (alts[i]) await db.getRepository(MediaEntity).update({ path }, { alt: alts[i] });
  }
}
