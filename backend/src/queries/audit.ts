import type { DataSource } from 'typeorm';
import type { AuditQuery } from '@itsite/shared/contract';
import { AuditEntryEntity } from '../entities/index.js';
import { presentAuditEntry } from '../presenters/index.js';
import { pageOf, paged } from './paging.js';

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
  return paged(rows.map(presentAuditEntry), total, q.page, q.limit);
}
