import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { assignFields, columnsFrom, documentSchemas, fieldText, present, type AnyDocumentType, type DocumentKind, type DocumentType, type Field } from '@itsite/shared/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../kernel/context.js';
import { cleanRichFields } from '../../platform/content/richText.js';
import { newId } from '../../kernel/ids.js';
import { altsOf } from '../../platform/media/library.js';
import { takePicks } from '../../platform/media/picks.js';
import { publicOnly, publishingAfter } from '../../platform/content/publishing.js';
import { paged } from '../../kernel/db/paging.js';
import { likePattern } from '../../kernel/db/rows.js';
import { asUpdate, contentOf } from '../../platform/content/restore.js';
import { dropRevisions, keepRevision, type RevisionAuthor, type SaveBy } from '../../platform/content/revisions.js';
import { forgetSlugs, settleSlug, shareImageAfter, slugSafe } from '../../platform/content/slugs.js';
import type { Revision } from '../../data/entities/index.js';
import { documentEntities, type DocumentRow } from '../../data/entities/documents.js';

/**
 * What every document type does, from its declaration (shared/docs/content-types.md): its lists,
 * its answers, and its saves with their publishing, slug, media checks and revision. A type adds
 * nothing here.
 */

type Db = DataSource | EntityManager;
type Schemas = ReturnType<typeof documentSchemas>;
type CreateInput = z.output<Schemas['create']>;
type UpdateInput = z.output<Schemas['update']>;
type Deps = Pick<AppDeps, 'db' | 'media'>;

const schemasOf = new WeakMap<AnyDocumentType, Schemas>();
/** A type's rules and answers, made once. */
export function schemas(type: AnyDocumentType): Schemas {
  let found = schemasOf.get(type);
  if (!found) schemasOf.set(type, (found = documentSchemas(type as DocumentType)));
  return found;
}

export const entityFor = (kind: DocumentKind) => documentEntities[kind];

/** The media library paths a record holds in its media fields (one image, or a list of them). */
export function mediaPathsOf(type: AnyDocumentType, record: Record<string, unknown>): string[] {
  return type.traits.media.flatMap((name) => {
    const value = record[name];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value ? [value] : [];
  });
}

/** A record as the API answers it: its fields for the audience, publishing, and its images' alt texts. */
export function presentDocument(type: AnyDocumentType, row: DocumentRow, audience: 'public' | 'admin', alts: Map<string, string>) {
  const out = present(type, row, audience) as Record<string, unknown>;
  out.status = row.status;
  out.publishAt = row.publishAt ? new Date(row.publishAt).toISOString() : null;
  out.alt = Object.fromEntries(mediaPathsOf(type, row).map((path) => [path, alts.get(path) ?? '']));
  return out;
}

/** Records as answers, with the alt texts of all their images read at once. */
export async function presentDocuments(db: Db, type: AnyDocumentType, rows: DocumentRow[], audience: 'public' | 'admin') {
  const alts = await altsOf(db, [...new Set(rows.flatMap((r) => mediaPathsOf(type, r)))]);
  return rows.map((row) => presentDocument(type, row, audience, alts));
}

export interface DocumentQuery {
  page: number;
  limit: number;
  q?: string;
  status?: string;
  /** The site's filters (site.filters), by field name. */
  filters?: Record<string, string | undefined>;
  publicOnly?: boolean;
}


/**
 * One page of a type's records: a visitor's newest first by when each went public, published
 * only; the back office's by last edit. A search matches every word in any of the type's `search`
 * fields; a filter on a list field (services) matches records whose list holds the value.
 *
 * Plain LIKE, not a full-text index: a company's case studies or open roles number in the
 * dozens or hundreds, where a scan is a fraction of a millisecond.
 */
export async function listDocuments(db: DataSource, type: AnyDocumentType, query: DocumentQuery) {
  const qb = db.getRepository(entityFor(type.kind)).createQueryBuilder('d');
  if (query.publicOnly) qb.andWhere(publicOnly('d'));
  if (query.status) qb.andWhere('d.status = :status', { status: query.status });
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (value === undefined) continue;
    const field = (type.fields as Record<string, Field>)[name];
    if (field?.input === 'multiselect') qb.andWhere(`d.${name} LIKE :${name} ESCAPE '!'`, { [name]: likePattern(JSON.stringify(value)) });
    else qb.andWhere(`d.${name} = :${name}`, { [name]: value });
  }
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  words.forEach((word, i) => {
    qb.andWhere(
      new Brackets((or) => {
        for (const name of type.traits.search) or.orWhere(`d.${name} LIKE :w${i} ESCAPE '!'`, { [`w${i}`]: likePattern(word) });
      }),
    );
  });
  if (query.publicOnly) qb.orderBy('d.publishAt', 'DESC');
  else qb.orderBy('d.updatedAt', 'DESC');
  qb.addOrderBy('d.id', 'DESC');
  const [rows, total] = await qb
    .skip((query.page - 1) * query.limit)
    .take(query.limit)
    .getManyAndCount();
  return paged(await presentDocuments(db, type, rows, query.publicOnly ? 'public' : 'admin'), total, query.page, query.limit);
}

/** Checks the images a save names that the record does not hold yet: each a library image with its alt text (400 naming the field). */
async function checkNewImages(db: Db, type: AnyDocumentType, input: Record<string, unknown>, current: DocumentRow | undefined): Promise<void> {
  const held = new Set(current ? mediaPathsOf(type, current) : []);
  const picks = type.traits.media.flatMap((name) => {
    const value = input[name];
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return list.flatMap((path, i) => (typeof path === 'string' && path && !held.has(path) ? [{ path, field: Array.isArray(value) ? `${name}.${i}` : name }] : []));
  });
  await takePicks(db, 'image', picks);
}

/** A new record, published, scheduled or a draft, with its first revision. */
export async function createDocument(deps: Deps, type: AnyDocumentType, input: CreateInput, by: SaveBy) {
  const now = new Date();
  const values = input as Record<string, unknown>;
  const publishing = publishingAfter(input, undefined, now);
  await cleanRichFields(deps.db, type, values);
  await checkNewImages(deps.db, type, values, undefined);
  const row = { id: newId(), ...columnsFrom(type, input), ...publishing, createdAt: now, updatedAt: now } as unknown as DocumentRow;
  row.shareImage = shareImageAfter(input.shareImage as string | undefined, '', mediaPathsOf(type, row));
  return save(deps, type, row, undefined, input.slug as string | undefined, by, 'create');
}

/** Changes what the input names (a field left out stays); a restore passes its revision in `by`. */
export async function updateDocument(deps: Deps, type: AnyDocumentType, row: DocumentRow, input: UpdateInput, by: SaveBy) {
  const values = input as Record<string, unknown>;
  const publishing = publishingAfter(input, row, new Date());
  await cleanRichFields(deps.db, type, values);
  await checkNewImages(deps.db, type, values, row);
  const previousSlug = row.slug;
  assignFields(type, input, row);
  Object.assign(row, publishing, { updatedAt: new Date() });
  row.shareImage = shareImageAfter(input.shareImage as string | undefined, row.shareImage, mediaPathsOf(type, row));
  return save(deps, type, row, previousSlug, input.slug as string | undefined, by, 'update');
}

async function save(deps: Deps, type: AnyDocumentType, row: DocumentRow, previousSlug: string | undefined, slug: string | undefined, by: SaveBy, action: 'create' | 'update') {
  const entity = entityFor(type.kind);
  const { answer, pruned } = await slugSafe(type.kind, () =>
    deps.db.transaction(async (m) => {
      await settleSlug(m, type.kind, row, previousSlug, slug, fieldText(row[type.traits.slugFrom]));
      if (action === 'create') await m.getRepository(entity).insert(row as never);
      else await m.getRepository(entity).save(row);
      const [answer] = await presentDocuments(m, type, [row], 'admin');
      // A revision keeps the record; the alt texts are the media library's, not its.
      const { alt: _alt, ...record } = answer;
      return { answer, pruned: await keepRevision(m, type.kind, record as { _id: string }, by, action) };
    }),
  );
  await deps.media.removeUnused(pruned);
  return answer;
}

/** The record as an update with `input` would leave it, changing nothing (publishing included): what an autosave keeps. */
export async function documentAsUpdated(deps: Deps, type: AnyDocumentType, row: DocumentRow, input: UpdateInput): Promise<{ _id: string }> {
  const values = input as Record<string, unknown>;
  await cleanRichFields(deps.db, type, values);
  await checkNewImages(deps.db, type, values, row);
  const draft = { ...row };
  assignFields(type, input, draft);
  if (input.slug) draft.slug = input.slug as string;
  const [answer] = await presentDocuments(deps.db, type, [draft], 'admin');
  // As a save's revision: the alt texts are the media library's, not the record's.
  const { alt: _alt, ...record } = answer;
  return record as { _id: string };
}

/** Deletes a record with its revisions and old addresses; its images stay in the library. */
export async function deleteDocument(deps: Deps, type: AnyDocumentType, row: DocumentRow): Promise<void> {
  const kept = await deps.db.transaction(async (m) => {
    await forgetSlugs(m, type.kind, [row.id]);
    await m.getRepository(entityFor(type.kind)).delete({ id: row.id });
    return dropRevisions(m, type.kind, [row.id]);
  });
  await deps.media.removeUnused(kept);
}

/** Puts a revision's content back as an update (checked as one); publishing stays as it is. */
export async function restoreDocument(deps: Deps, type: AnyDocumentType, row: DocumentRow, revision: Revision, author: RevisionAuthor | null) {
  const record = JSON.parse(revision.record) as Record<string, unknown>;
  const input = asUpdate(schemas(type).update, contentOf(type, record, row));
  return updateDocument(deps, type, row, input, { author, restoring: { number: revision.number, record } });
}
