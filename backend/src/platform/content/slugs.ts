import { In, Like, Not, type DataSource, type EntityManager, type EntitySchema, type ObjectLiteral } from 'typeorm';
import { firstFreeSlug, slugify } from '@itsite/shared/contract';
import { DOCUMENT_KINDS } from '@itsite/shared/contract';
import { BlogEntity, ProductEntity, SlugHistoryEntity, type Blog, type Product, type SlugKind } from '../../data/entities/index.js';
import { documentEntities, type DocumentRow } from '../../data/entities/documents.js';
import { HttpError, badRequest } from '../../kernel/errors.js';
import { isPublic } from './publishing.js';
import { rowsWhereIn } from '../../kernel/db/rows.js';

/**
 * Slugs of products and blogs (shared/docs/api.md#slugs-and-old-addresses): each has one, unique per kind, which is
 * its public address; the slugs it had before stay in `slug_history` and answer 301 to the
 * current one. A slug some record has now always wins over the history, so a slug one record left
 * and another took leads to the one that has it.
 */

type Db = DataSource | EntityManager;
type Sluggable = { id: string; slug: string };

interface KindInfo {
  entity: EntitySchema<ObjectLiteral>;
  /** What a record is called in messages. */
  label: string;
  /** The slug of a record whose title gives none (no ASCII letter or digit in it). */
  fallback: string;
}

const KINDS: Record<SlugKind, KindInfo> = {
  product: { entity: ProductEntity, label: 'product', fallback: 'product' },
  blog: { entity: BlogEntity, label: 'blog', fallback: 'post' },
  ...(Object.fromEntries(
    Object.entries(documentEntities).map(([kind, entity]) => {
      const label = DOCUMENT_KINDS[kind as keyof typeof DOCUMENT_KINDS].label.toLowerCase();
      return [kind, { entity, label, fallback: DOCUMENT_KINDS[kind as keyof typeof DOCUMENT_KINDS].segment }];
    }),
  ) as Record<Exclude<SlugKind, 'product' | 'blog'>, KindInfo>),
};

const slugTaken = (kind: SlugKind) =>
  new HttpError(409, `Another ${KINDS[kind].label} already uses this slug`, [{ path: 'slug', message: `Another ${KINDS[kind].label} already has this address; choose another slug` }]);

/**
 * The slug a save leaves `record` with. `requested` is what the editor sent: a slug, taken as it is
 * (409 on `slug` when another record of the kind has it now; a slug only in the history is free to
 * take); '' for one from `title`; undefined to keep the current one (a new record takes one from
 * its title). A slug from the title gets the first free `-2`, `-3`, ... when it is taken, now or
 * in the history (so another record's old address keeps leading to it).
 */
export async function slugFor(m: Db, kind: SlugKind, record: Sluggable | undefined, requested: string | undefined, title: string): Promise<string> {
  const repo = m.getRepository(KINDS[kind].entity);
  const others = record ? { id: Not(record.id) } : {};
  if (requested) {
    if (requested === record?.slug) return requested;
    if (await repo.exists({ where: { ...others, slug: requested } })) throw slugTaken(kind);
    return requested;
  }
  if (requested === undefined && record?.slug) return record.slug;
  const base = slugify(title) || KINDS[kind].fallback;
  // Every slug that starts like the base, now or before, except those this record holds itself.
  const current = await repo.find({ select: { slug: true }, where: { ...others, slug: Like(`${base}%`) } });
  const history = await m.getRepository(SlugHistoryEntity).find({ select: { slug: true, recordId: true }, where: { kind, slug: Like(`${base}%`) } });
  const taken = new Set([...current.map((r) => r.slug as string), ...history.filter((h) => h.recordId !== record?.id).map((h) => h.slug)]);
  return firstFreeSlug(base, taken);
}

/**
 * Keeps the old address of a record whose slug changed: the old slug now leads to it (to whatever
 * it was before), and the new one is no longer anyone's old address.
 */
export async function rememberSlugChange(m: EntityManager, kind: SlugKind, recordId: string, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  const history = m.getRepository(SlugHistoryEntity);
  await history.delete({ kind, slug: In([oldSlug, newSlug]) });
  if (oldSlug) await history.insert({ kind, slug: oldSlug, recordId, createdAt: new Date() });
}

/**
 * Gives `record` the slug its save asks for (slugFor; `previous` is its slug before, undefined for
 * a new record) and keeps the old address when it changed. Runs in the save's transaction, after
 * the input's fields were copied onto the record.
 */
export async function settleSlug(m: EntityManager, kind: SlugKind, record: Sluggable, previous: string | undefined, requested: string | undefined, title: string): Promise<void> {
  record.slug = await slugFor(m, kind, previous === undefined ? undefined : { id: record.id, slug: previous }, requested, title);
  if (previous !== undefined) await rememberSlugChange(m, kind, record.id, previous, record.slug);
}

/** Runs a save, answering a slug's unique-index violation (two saves took the same slug at once) as the editor's 409. */
export async function slugSafe<T>(kind: SlugKind, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    throw slugClash(err, kind) ?? err;
  }
}

/** Forgets the old addresses of deleted records (they answer 404 from then on). */
export async function forgetSlugs(m: EntityManager, kind: SlugKind, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length) await m.getRepository(SlugHistoryEntity).delete({ kind, recordId: In([...recordIds]) });
}

/** A unique-index violation on a slug column, as the 409 an editor gets for a slug taken. */
function slugClash(err: unknown, kind: SlugKind): HttpError | undefined {
  const e = err as { code?: string; message?: string };
  const unique = e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
  return unique && /slug/i.test(e?.message ?? '') ? slugTaken(kind) : undefined;
}

/** The share image a save leaves: one of the record's `images`, or '' for the default (the first). */
export function shareImageAfter(sent: string | undefined, current: string, images: readonly string[]): string {
  if (sent === undefined) return images.includes(current) ? current : '';
  if (sent === '' || images.includes(sent)) return sent;
  throw badRequest('The share image must be one of its own images', [{ path: 'shareImage', message: 'Choose one of its current images' }]);
}

/** The record a public address names, and whether the address is an old one (answered 301 to its slug's). */
export type Resolved<T> = { record: T; moved: boolean } | undefined;

/**
 * The record a public address `/product/<param>` or `/blog/<param>` names: the one whose slug it
 * is; else the one that had it as its slug before, or whose id it is, as `moved` (its address is
 * now `publicPaths[kind](record.slug)`). A draft or scheduled record is not there (undefined) unless
 * `drafts` (an editor's preview, a content editor's read).
 */
export async function resolveAddress(db: Db, kind: 'product', param: string, drafts: boolean): Promise<Resolved<Product>>;
export async function resolveAddress(db: Db, kind: 'blog', param: string, drafts: boolean): Promise<Resolved<Blog>>;
export async function resolveAddress(db: Db, kind: Exclude<SlugKind, 'product' | 'blog'>, param: string, drafts: boolean): Promise<Resolved<DocumentRow>>;
export async function resolveAddress(db: Db, kind: SlugKind, param: string, drafts: boolean): Promise<Resolved<Product | Blog | DocumentRow>> {
  type Row = Product | Blog | DocumentRow;
  const entity = KINDS[kind].entity as EntitySchema<Row>;
  const visible = (r: Row | undefined): r is Row => Boolean(r && (drafts || isPublic(r)));
  // Every product and blog page reads its record here: by the lean reader, not a built query.
  const [bySlug] = await rowsWhereIn(db, entity, 'slug', [param]);
  if (bySlug) return visible(bySlug) ? { record: bySlug, moved: false } : undefined;
  const old = await db.getRepository(SlugHistoryEntity).findOneBy({ kind, slug: param });
  const [moved] = await rowsWhereIn(db, entity, 'id', [old?.recordId ?? param]);
  return visible(moved) ? { record: moved, moved: true } : undefined;
}
