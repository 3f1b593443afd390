import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { leadCountCap, searchWords, type LeadDto, type LeadFilter, type LeadListQuery, type LeadNoteDto } from '@itsite/shared/contract';
import { LeadEntity, LeadNoteEntity, LeadReadEntity, UserEntity, type Lead } from '../../data/entities/index.js';
import { presentLead, presentLeadNote } from './lead.presenter.js';
import { countMatchesUpTo, countUpTo } from '../../kernel/db/paging.js';
import { matchKeyword, type MatchMode } from '../../kernel/db/search.js';

/**
 * The leads a filter selects: never deleted ones, and spam only when asked for by status. Words
 * are searched in name, e-mail, phone and message through the full-text index (kernel/db/search.ts),
 * as `mode` says: by default read from that index, the cheapest way to count them.
 */
export function leadsMatching(db: DataSource, filter: LeadFilter, mode: MatchMode | 'none' = 'join'): SelectQueryBuilder<Lead> {
  const qb = db.getRepository(LeadEntity).createQueryBuilder('m').where('m.deletedAt IS NULL');
  if (filter.status) qb.andWhere('m.status = :status', { status: filter.status });
  else qb.andWhere('m.status <> :spam', { spam: 'spam' });
  if (filter.owner === 'none') qb.andWhere('m.ownerId IS NULL');
  else if (filter.owner) qb.andWhere('m.ownerId = :owner', { owner: filter.owner });
  if (filter.source) qb.andWhere('m.source = :source', { source: filter.source });
  if (filter.from) qb.andWhere('m.createdAt >= :from', { from: filter.from });
  if (filter.to) qb.andWhere('m.createdAt <= :to', { to: filter.to });
  if (filter.q && mode !== 'none') matchKeyword(qb, 'contact_messages', filter.q, mode);
  return qb;
}

/** The ids among `ids` that `userId` has read. */
export async function readLeadIds(db: DataSource, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.getRepository(LeadReadEntity).find({ select: { leadId: true }, where: { userId, leadId: In(ids) } });
  return new Set(rows.map((r) => r.leadId));
}

export interface LeadPage {
  data: LeadDto[];
  page: number;
  limit: number;
  total: number;
  pages: number;
  unread: number;
}

/** The leads of `filter` that `userId` has not read (`mode` as leadsMatching's). */
export const unreadMatching = (db: DataSource, filter: LeadFilter, userId: string, mode: MatchMode | 'none' = 'join') =>
  leadsMatching(db, filter, mode).andWhere('NOT EXISTS (SELECT 1 FROM lead_reads r WHERE r.leadId = m.id AND r.userId = :me)', { me: userId });

/**
 * How many leads a filter selects, counted up to `cap`: a search's matches as every list's are
 * (countMatchesUpTo), other filters down their index.
 */
function countLeads(db: DataSource, filter: LeadFilter, cap: number, userId?: string): Promise<number> {
  const unfiltered = userId === undefined ? leadsMatching(db, filter, 'none') : unreadMatching(db, filter, userId, 'none');
  if (!filter.q) return countUpTo(db, unfiltered, cap);
  // Newest first, on the date indexes: the leads a search is most often after.
  const newestFirst = unfiltered.orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC');
  return countMatchesUpTo(db, newestFirst, { table: 'contact_messages', keyword: filter.q }, cap);
}

/**
 * One page of the inbox for `userId`, with the filter's total and how many of those they have not
 * read (both counted up to leadCountCap: LEAD_COUNT_CAP, or SEARCH_COUNT_CAP for a search). Newest
 * first (oldest with sort=asc). A search puts the best matches first, newest first among equals,
 * unless it matches the cap or more: ranking every one of a hundred thousand matches would cost a
 * sort of them all, so those come newest first, read down the date index (kernel/db/paging.ts,
 * pageOf, does the same for other lists).
 */
export async function listLeads(db: DataSource, userId: string, query: LeadListQuery): Promise<LeadPage> {
  const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
  const cap = leadCountCap(query.q);
  const [total, unread] = await Promise.all([countLeads(db, query, cap), countLeads(db, query, cap, userId)]);
  const rows = await leadsMatching(db, query, total < cap ? 'ranked' : 'walk')
    .addOrderBy('m.createdAt', direction)
    .addOrderBy('m.id', direction)
    .offset((query.page - 1) * query.limit)
    .limit(query.limit)
    .getMany();
  const read = await readLeadIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => presentLead(r, read.has(r.id))),
    page: query.page,
    limit: query.limit,
    total,
    pages: Math.ceil(total / query.limit),
    unread,
  };
}

/** A lead that is not deleted, or null. */
export function findLead(db: DataSource, id: string): Promise<Lead | null> {
  return db.getRepository(LeadEntity).createQueryBuilder('m').where('m.deletedAt IS NULL AND m.id = :id', { id }).getOne();
}

/** Names of these users by id ('' for none). */
export async function userNames(db: DataSource, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await db.getRepository(UserEntity).find({ select: { id: true, name: true }, where: { id: In(unique) } });
  return new Map(users.map((u) => [u.id, u.name]));
}

/** A lead's timeline, oldest first, with its authors' names. */
export async function leadTimeline(db: DataSource, leadId: string): Promise<LeadNoteDto[]> {
  const notes = await db.getRepository(LeadNoteEntity).find({ where: { leadId }, order: { createdAt: 'ASC', id: 'ASC' } });
  const names = await userNames(
    db,
    notes.map((n) => n.userId),
  );
  return notes.map((n) => presentLeadNote(n, names.get(n.userId) ?? ''));
}

/**
 * The filter's leads in batches, oldest or newest first as asked, read by keyset on
 * (createdAt, id): each batch is one indexed query, whatever the size of the inbox, and only one
 * batch is in memory at a time.
 */
export async function* leadBatches(db: DataSource, filter: LeadFilter, batchSize = 500): AsyncGenerator<Lead[]> {
  const asc = filter.sort === 'asc';
  // A search's matches: a few are read from the full-text index and sorted; many are found down
  // the date index, from the last lead read.
  const cap = leadCountCap(filter.q);
  const many = filter.q && searchWords(filter.q).length > 0 ? (await countLeads(db, filter, cap)) >= cap : false;
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const qb = leadsMatching(db, filter, many ? 'walk' : 'join');
    if (after) {
      const cmp = asc ? '>' : '<';
      qb.andWhere(`(m.createdAt ${cmp} :c OR (m.createdAt = :c AND m.id ${cmp} :cid))`, { c: after.createdAt, cid: after.id });
    }
    const rows = await qb
      .orderBy('m.createdAt', asc ? 'ASC' : 'DESC')
      .addOrderBy('m.id', asc ? 'ASC' : 'DESC')
      .limit(batchSize)
      .getMany();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
