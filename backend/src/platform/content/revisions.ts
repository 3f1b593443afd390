import { In, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { REVISIONS_KEPT, inlineImagesOf, type RevisionAction, type RevisionDto, type RevisionItemType, type RevisionRecord, type RevisionSummaryDto } from '@itsite/shared/contract';
import type { AppContext } from '../../kernel/context.js';
import { RevisionEntity, RevisionMediaEntity, type Revision } from '../../data/entities/index.js';
import { notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { isUploadPath } from '../media/store.js';

/**
 * Revisions of products and blogs (shared/docs/admin.md#revisions). Each save keeps one, in the
 * save's own transaction: the record as the save's answer carries it (so a field added to the
 * answer is kept without more code), who saved and when. The files a revision names are listed in
 * `revision_media`, which the media store counts as references: a file stays while a revision
 * could put it back, and goes once the last such revision is pruned or its item deleted.
 */

export interface RevisionAuthor {
  id: string;
  name: string;
}

/** Who saves, and for a restore the revision it puts back (whose media it may reuse). */
export interface SaveBy<R extends RevisionRecord = RevisionRecord> {
  author: RevisionAuthor | null;
  restoring?: { number: number; record: R };
}

/** The save's author: the signed-in staff account of the request. */
export function savedBy<R extends RevisionRecord>(ctx: AppContext): SaveBy<R> {
  const user = ctx.state.auth?.user;
  return { author: user ? { id: user.id, name: user.name } : null };
}

/** An answer without its id and dates: what a revision keeps. */
type Answer = { _id: string; createdAt?: string; updatedAt?: string } & object;

function recordOf(answer: Answer): Record<string, unknown> {
  const { _id: _, createdAt: _c, updatedAt: _u, ...record } = answer;
  return record;
}

/**
 * Every uploaded file a record names, at any depth (images, a blog's icon and poster, sections'
 * images, the images rich text shows inline).
 */
export function mediaOf(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isUploadPath(value)) found.add(value);
    else if (value.includes('<img')) for (const src of inlineImagesOf(value)) if (isUploadPath(src)) found.add(src);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaOf(v, found);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) mediaOf(v, found);
  }
  return found;
}

/** The names of the fields whose values differ between two records (in the newer one's order). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/** A locking read on MySQL/MariaDB (the latest committed row, not the transaction's snapshot); SQLite's transactions take turns anyway. */
const locked = (m: EntityManager) => (m.connection.options.type === 'better-sqlite3' ? {} : { lock: { mode: 'pessimistic_write' as const } });

/**
 * Keeps a revision of the item `answer` describes, in the save's transaction `m`, and prunes the
 * item's revisions beyond the newest REVISIONS_KEPT. Answers the files the pruned revisions named:
 * the caller removes those no record uses any more once the transaction is over.
 */
export async function keepRevision(m: EntityManager, itemType: RevisionItemType, answer: Answer, by: SaveBy, saved: Exclude<RevisionAction, 'restore'>, now = new Date()): Promise<string[]> {
  const repo = m.getRepository(RevisionEntity);
  const itemId = answer._id;
  const record = recordOf(answer);
  // The save changed the item's row first, so concurrent saves of one item come here one at a time.
  const previous = await repo.findOne({ where: { itemType, itemId }, order: { number: 'DESC' }, ...locked(m) });
  const number = (previous?.number ?? 0) + 1;
  const id = newId(now.getTime());
  await repo.insert({
    id,
    itemType,
    itemId,
    number,
    action: by.restoring ? 'restore' : saved,
    authorId: by.author?.id ?? null,
    authorName: by.author?.name.slice(0, 100) ?? null,
    createdAt: now,
    changed: JSON.stringify(previous ? changedFields(JSON.parse(previous.record) as Record<string, unknown>, record) : Object.keys(record)),
    record: JSON.stringify(record),
    restoredFrom: by.restoring?.number ?? null,
  });
  const media = [...mediaOf(record)];
  if (media.length) await m.getRepository(RevisionMediaEntity).insert(media.map((path) => ({ revisionId: id, path })));

  const stale = await repo.find({ select: { id: true }, where: { itemType, itemId, number: LessThanOrEqual(number - REVISIONS_KEPT) } });
  return dropRevisionRows(m, stale.map((r) => r.id));
}

/**
 * Keeps an editor's unsaved form (`answer`: the item as an update would leave it) as an autosave
 * revision, changing nothing else: the item stays as it is, published or not. When the item's
 * newest revision is already this author's autosave it is overwritten (one per author at the top,
 * not one per 30 seconds), else it is a new revision, pruned like any other. Answers the kept
 * revision and the files no longer named by a revision (for the caller to remove if unused).
 */
export async function keepAutosave(db: DataSource, itemType: RevisionItemType, answer: Answer, author: RevisionAuthor | null, now = new Date()): Promise<{ revision: RevisionSummaryDto; dropped: string[] }> {
  return db.transaction(async (m) => {
    const repo = m.getRepository(RevisionEntity);
    const itemId = answer._id;
    const newest = await repo.findOne({ where: { itemType, itemId }, order: { number: 'DESC' }, ...locked(m) });
    if (!newest || newest.action !== 'autosave' || newest.authorId !== (author?.id ?? null)) {
      const pruned = await keepRevision(m, itemType, answer, { author }, 'autosave', now);
      const kept = await repo.findOneByOrFail({ itemType, itemId, number: (newest?.number ?? 0) + 1 });
      return { revision: presentSummary(kept), dropped: pruned };
    }
    // Overwritten in place: compared with the save before it, its files listed afresh.
    const before = await repo.findOne({ where: { itemType, itemId, number: newest.number - 1 } });
    const record = recordOf(answer);
    const mediaRepo = m.getRepository(RevisionMediaEntity);
    const was = await mediaRepo.find({ select: { path: true }, where: { revisionId: newest.id } });
    await mediaRepo.delete({ revisionId: newest.id });
    const media = [...mediaOf(record)];
    if (media.length) await mediaRepo.insert(media.map((path) => ({ revisionId: newest.id, path })));
    Object.assign(newest, {
      createdAt: now,
      authorName: author?.name.slice(0, 100) ?? null,
      record: JSON.stringify(record),
      changed: JSON.stringify(before ? changedFields(JSON.parse(before.record) as Record<string, unknown>, record) : Object.keys(record)),
    });
    await repo.save(newest);
    return { revision: presentSummary(newest), dropped: was.map((r) => r.path).filter((p) => !media.includes(p)) };
  });
}

/** Deletes the items' revisions (the items are being deleted); answers the files they named. */
export async function dropRevisions(m: EntityManager, itemType: RevisionItemType, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await m.getRepository(RevisionEntity).find({ select: { id: true }, where: { itemType, itemId: In([...itemIds]) } });
  return dropRevisionRows(m, rows.map((r) => r.id));
}

async function dropRevisionRows(m: EntityManager, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const mediaRepo = m.getRepository(RevisionMediaEntity);
  const media = await mediaRepo.find({ select: { path: true }, where: { revisionId: In(ids) } });
  await mediaRepo.delete({ revisionId: In(ids) });
  await m.getRepository(RevisionEntity).delete({ id: In(ids) });
  return [...new Set(media.map((r) => r.path))];
}

function presentSummary(r: Revision): RevisionSummaryDto {
  return {
    _id: r.id,
    number: r.number,
    action: r.action,
    authorId: r.authorId,
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
    changed: JSON.parse(r.changed) as string[],
    restoredFrom: r.restoredFrom,
  };
}

export const presentRevision = <R extends RevisionRecord>(r: Revision): RevisionDto<R> => ({ ...presentSummary(r), record: JSON.parse(r.record) as R });

/** The item's revisions, newest first (at most REVISIONS_KEPT), without their records. */
export async function listRevisions(db: DataSource, itemType: RevisionItemType, itemId: string): Promise<RevisionSummaryDto[]> {
  const rows = await db.getRepository(RevisionEntity).find({
    select: { id: true, number: true, action: true, authorId: true, authorName: true, createdAt: true, changed: true, restoredFrom: true },
    where: { itemType, itemId },
    order: { number: 'DESC' },
    take: REVISIONS_KEPT,
  });
  return rows.map(presentSummary);
}

/** One revision of the item; 404 "Revision not found" for an unknown id or another item's revision. */
export async function findRevision(db: DataSource, itemType: RevisionItemType, itemId: string, revisionId: string): Promise<Revision> {
  const found = await db.getRepository(RevisionEntity).findOneBy({ id: revisionId, itemType, itemId });
  if (!found) throw notFound('Revision');
  return found;
}
