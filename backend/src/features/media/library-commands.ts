import { In, type DataSource } from 'typeorm';
import type { MediaItemDto, MediaListReply, MediaQuery } from '@itsite/shared/contract';
import type { AppDeps } from '../../kernel/context.js';
import { MediaEntity } from '../../data/entities/index.js';
import { pageOf, paged } from '../../kernel/db/paging.js';
import { likePattern } from '../../kernel/db/rows.js';
import { presentMediaItems } from '../../platform/media/library.js';
import type { IncomingFile } from '../../platform/media/store.js';


/**
 * The library's page: newest first, by kind, searched in alt text and file name (a plain LIKE: the
 * library holds thousands of files at most, and the kind narrows it first), with the counts.
 */
export async function listMedia(db: DataSource, query: MediaQuery): Promise<MediaListReply> {
  const qb = db.getRepository(MediaEntity).createQueryBuilder('m');
  if (query.kind) qb.andWhere('m.kind = :kind', { kind: query.kind });
  if (query.q) qb.andWhere("(m.alt LIKE :q ESCAPE '!' OR m.originalName LIKE :q ESCAPE '!' OR m.path LIKE :q ESCAPE '!')", { q: likePattern(query.q) });
  qb.orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
  const [{ rows, total }, kinds] = await Promise.all([
    pageOf(db, MediaEntity, qb, query.page, query.limit),
    db.getRepository(MediaEntity).createQueryBuilder('m').select(['m.kind AS kind', 'COUNT(*) AS n']).groupBy('m.kind').getRawMany<{ kind: string; n: string | number }>(),
  ]);
  const count = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
  const counts = { all: count('image') + count('video'), image: count('image'), video: count('video') };
  return { ...paged(await presentMediaItems(db, rows), total, query.page, query.limit), counts };
}

/** Checks and stores uploaded files as library items, each with its alt text (`alts`: images first, then videos). */
export async function uploadMedia(deps: Pick<AppDeps, 'db' | 'media'>, images: IncomingFile[], videos: IncomingFile[], alts: string[]): Promise<MediaItemDto[]> {
  const { db, media } = deps;
  const accepted = [...(await media.acceptAll(images, 'image')), ...(await media.acceptAll(videos, 'video'))].map((file, i) => ({ ...file, alt: alts[i] ?? '' }));
  const paths = await media.write(accepted, { variants: 'now' });
  const items = await db.getRepository(MediaEntity).findBy({ path: In(paths) });
  const byPath = new Map(items.map((i) => [i.path, i]));
  return presentMediaItems(db, paths.flatMap((p) => byPath.get(p) ?? []));
}

/**
 * How long a new item is spared by the clean-up: a form's upload is written (and recorded) a
 * moment before the record that uses it is saved.
 */
export const CLEANUP_GRACE_MS = 10 * 60 * 1000;

/** Deletes every item no record and no kept revision names (older than the grace); answers how many. */
export async function cleanUpMedia(deps: Pick<AppDeps, 'db' | 'media'>): Promise<number> {
  const { db, media } = deps;
  const before = new Date(Date.now() - CLEANUP_GRACE_MS);
  let removed = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .getRepository(MediaEntity)
      .createQueryBuilder('m')
      .select(['m.id', 'm.path'])
      .where('m.createdAt < :before AND m.id > :after', { before, after })
      .orderBy('m.id', 'ASC')
      .limit(500)
      .getMany();
    if (batch.length === 0) return removed;
    after = batch[batch.length - 1].id;
    const paths = batch.map((i) => i.path);
    const used = await media.usedOf(paths);
    const unused = paths.filter((p) => !used.has(p));
    await media.discard(unused);
    removed += unused.length;
  }
}
