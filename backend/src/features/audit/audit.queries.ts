import type { DataSource } from 'typeorm';
import { documentTypes, type AuditQuery, type AuditRecordType } from '@itsite/shared/contract';
import type { AuditEntry } from '../../data/entities/index.js';
import { tableOf } from '../../data/entities/documents.js';
import { AuditEntryEntity } from '../../data/entities/index.js';
import { presentAuditEntry } from './audit.presenter.js';
import { pageOf, paged } from '../../kernel/db/paging.js';

/**
 * The audit log screen (GET /api/v1/admin/audit): entries matching the filters, newest first, one
 * page. The id settles ties of the same millisecond (ids sort by time).
 */
export async function listAudit(db: DataSource, q: AuditQuery) {
  const qb = db.getRepository(AuditEntryEntity).createQueryBuilder('a');
  if (q.user) qb.andWhere('a.actorId = :user', { user: q.user });
  if (q.action) qb.andWhere('a.action = :action', { action: q.action });
  if (q.recordType) qb.andWhere('a.recordType = :recordType', { recordType: q.recordType });
  if (q.recordId) qb.andWhere('a.recordId = :recordId', { recordId: q.recordId });
  if (q.from) qb.andWhere('a.at >= :from', { from: q.from });
  if (q.to) qb.andWhere('a.at <= :to', { to: q.to });
  qb.orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC');
  const { rows, total } = await pageOf(db, AuditEntryEntity, qb, q.page, q.limit);
  const names = await recordNames(db, rows);
  return paged(
    rows.map((e) => presentAuditEntry(e, (e.recordType && e.recordId && names.get(`${e.recordType}:${e.recordId}`)) || null)),
    total,
    q.page,
    q.limit,
  );
}

/** Where each kind of record keeps its name: its table and the column people know it by. */
const NAMED: Partial<Record<AuditRecordType, { table: string; column: string }>> = {
  product: { table: 'products', column: 'name' },
  category: { table: 'categories', column: 'name' },
  blog: { table: 'blogs', column: 'title' },
  review: { table: 'reviews', column: 'name' },
  lead: { table: 'contact_messages', column: 'name' },
  staff: { table: 'users', column: 'name' },
  account: { table: 'users', column: 'name' },
  security: { table: 'users', column: 'name' },
  media: { table: 'media', column: "CASE WHEN originalName <> '' THEN originalName ELSE path END" },
  ...(Object.fromEntries(Object.values(documentTypes).map((type) => [type.kind, { table: tableOf(type.kind), column: type.traits.slugFrom }])) as Partial<Record<AuditRecordType, { table: string; column: string }>>),
};

/**
 * The names of the records a page of entries names, as they are now: one query per kind of record
 * on the page, by primary key. An entry whose record is gone has none (the screen says so).
 */
async function recordNames(db: DataSource, entries: AuditEntry[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  for (const e of entries) {
    if (!e.recordType || !e.recordId || !NAMED[e.recordType as AuditRecordType]) continue;
    const ids = wanted.get(e.recordType) ?? new Set<string>();
    ids.add(e.recordId);
    wanted.set(e.recordType, ids);
  }
  const names = new Map<string, string>();
  for (const [type, ids] of wanted) {
    const { table, column } = NAMED[type as AuditRecordType]!;
    const list = [...ids];
    const rows: Array<{ id: string; name: string | null }> = await db.query(`SELECT id, ${column} AS name FROM ${table} WHERE id IN (${list.map(() => '?').join(', ')})`, list);
    for (const row of rows) if (row.name) names.set(`${type}:${row.id}`, String(row.name).replace(/^\/uploads\//, ''));
  }
  return names;
}
