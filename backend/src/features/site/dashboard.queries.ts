import { In, Not, type DataSource, type EntitySchema, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  DASHBOARD_CONTENT_COUNT,
  DASHBOARD_LEAD_COUNT,
  documentTypes,
  type DashboardContent,
  type DashboardItemDto,
  type PublishState,
  type RevisionItemType,
  LEAD_COUNT_CAP,
  LEAD_STATUSES,
  OPEN_LEAD_STATUSES,
  mayUse,
  type DashboardLeadDto,
  type DashboardLeads,
  type DashboardResponse,
  type LeadFilter,
  type LeadStatus,
  type Role,
} from '@itsite/shared/contract';
import { BlogEntity, LeadEntity, ProductEntity, ReviewEntity, RevisionEntity, type Lead } from '../../data/entities/index.js';
import { documentEntities } from '../../data/entities/documents.js';
import { listAudit } from '../audit/index.js';
import { leadsMatching, readLeadIds, unreadMatching } from '../leads/index.js';
import { countUpTo } from '../../kernel/db/paging.js';

/** Midnight today and Monday midnight this week, in the server's time zone. */
export function dayAndWeekStart(now: Date): { today: Date; week: Date } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const sinceMonday = (today.getDay() + 6) % 7;
  const week = new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday);
  return { today, week };
}

const notSpam: LeadFilter = { sort: 'desc', to: undefined };

function presentDashboardLead(m: Lead, read: boolean): DashboardLeadDto {
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    followUpAt: m.followUpAt ? m.followUpAt.toISOString() : null,
    read,
  };
}

/**
 * Everything the back office's dashboard shows `user`: the parts of the areas their role may use
 * (leads, reviews), each figure one indexed count stopping at LEAD_COUNT_CAP or a five-row read,
 * so the dashboard costs the same whatever the size of the inbox.
 */
export async function loadDashboard(db: DataSource, user: { id: string; role: Role }, now = new Date()): Promise<Omit<DashboardResponse, 'success'>> {
  const writes = mayUse(user.role, 'content');
  const [leads, pending, content, activity] = await Promise.all([
    mayUse(user.role, 'leads') ? leadFigures(db, user.id, now) : null,
    writes ? db.getRepository(ReviewEntity).countBy({ status: 'pending' }) : null,
    writes ? contentFigures(db) : null,
    mayUse(user.role, 'admin') ? listAudit(db, { page: 1, limit: DASHBOARD_CONTENT_COUNT, to: undefined }).then((p) => p.data) : null,
  ]);
  return { leads, reviews: pending === null ? null : { pending }, content, activity };
}

/** What is published on a schedule, by the type its revisions and the dashboard name it: its entity and title field. */
const PUBLISHED_KINDS: Array<{ type: RevisionItemType; entity: EntitySchema<ObjectLiteral>; title: string }> = [
  { type: 'product', entity: ProductEntity, title: 'name' },
  { type: 'blog', entity: BlogEntity, title: 'title' },
  ...Object.values(documentTypes).map((t) => ({ type: t.kind, entity: documentEntities[t.kind], title: t.traits.slugFrom })),
];

const itemOf = (type: RevisionItemType, title: string, row: ObjectLiteral): DashboardItemDto => ({
  type,
  _id: String(row.id),
  title: String(row[title] ?? ''),
  status: row.status as PublishState,
  publishAt: row.publishAt ? (row.publishAt as Date).toISOString() : null,
});

/**
 * Drafts and scheduled items across every publishable kind (each an indexed count), the next five
 * to go public, and the five latest saves with their titles as they are now.
 */
async function contentFigures(db: DataSource): Promise<DashboardContent> {
  const select = (title: string) => ({ id: true, [title]: true, status: true, publishAt: true });
  const per = await Promise.all(
    PUBLISHED_KINDS.map(async (k) => {
      const repo = db.getRepository(k.entity);
      const [drafts, scheduled, upcoming] = await Promise.all([
        repo.countBy({ status: 'draft' }),
        repo.countBy({ status: 'scheduled' }),
        repo.find({ select: select(k.title), where: { status: 'scheduled' }, order: { publishAt: 'ASC' }, take: DASHBOARD_CONTENT_COUNT }),
      ]);
      return { drafts, scheduled, upcoming: upcoming.map((row) => itemOf(k.type, k.title, row)) };
    }),
  );
  // Saves only: an autosave changed nothing on the item.
  const revisions = await db.getRepository(RevisionEntity).find({
    select: { id: true, itemType: true, itemId: true, action: true, authorName: true, createdAt: true },
    where: { action: Not('autosave') },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: DASHBOARD_CONTENT_COUNT,
  });
  const items = new Map<string, DashboardItemDto>();
  for (const k of PUBLISHED_KINDS) {
    const ids = [...new Set(revisions.filter((r) => r.itemType === k.type).map((r) => r.itemId))];
    if (ids.length === 0) continue;
    const rows = await db.getRepository(k.entity).find({ select: select(k.title), where: { id: In(ids) } });
    for (const row of rows) items.set(`${k.type}:${String(row.id)}`, itemOf(k.type, k.title, row));
  }
  return {
    drafts: per.reduce((n, p) => n + p.drafts, 0),
    scheduled: per.reduce((n, p) => n + p.scheduled, 0),
    upcoming: per
      .flatMap((p) => p.upcoming)
      .sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? ''))
      .slice(0, DASHBOARD_CONTENT_COUNT),
    // A save of an item deleted since is left out: there is nothing to open.
    recent: revisions.flatMap((r) => {
      const item = items.get(`${r.itemType}:${r.itemId}`);
      return item ? [{ ...item, action: r.action, by: r.authorName, at: r.createdAt.toISOString() }] : [];
    }),
  };
}

async function leadFigures(db: DataSource, userId: string, now: Date): Promise<DashboardLeads> {
  const { today, week } = dayAndWeekStart(now);
  const count = (qb: SelectQueryBuilder<Lead>) => countUpTo(db, qb, LEAD_COUNT_CAP);
  const [todayCount, weekCount, statusCounts, followUpsDue, followUps, latest, unread] = await Promise.all([
    count(leadsMatching(db, { ...notSpam, from: today })),
    count(leadsMatching(db, { ...notSpam, from: week })),
    Promise.all(LEAD_STATUSES.map((status) => count(leadsMatching(db, { ...notSpam, status })))),
    count(followUpsDueQuery(db, now)),
    followUpsDueQuery(db, now).orderBy('m.followUpAt', 'ASC').addOrderBy('m.id', 'ASC').limit(DASHBOARD_LEAD_COUNT).getMany(),
    leadsMatching(db, notSpam).orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC').limit(DASHBOARD_LEAD_COUNT).getMany(),
    count(unreadMatching(db, notSpam, userId)),
  ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s, i) => [s, statusCounts[i]])) as Record<LeadStatus, number>;
  const read = await readLeadIds(db, userId, [...latest, ...followUps].map((m) => m.id));
  return {
    today: todayCount,
    week: weekCount,
    byStatus,
    followUpsDue,
    followUps: followUps.map((m) => presentDashboardLead(m, read.has(m.id))),
    latest: latest.map((m) => presentDashboardLead(m, read.has(m.id))),
    unread,
  };
}

function followUpsDueQuery(db: DataSource, now: Date) {
  return db
    .getRepository(LeadEntity)
    .createQueryBuilder('m')
    .where('m.deletedAt IS NULL')
    .andWhere('m.status IN (:...open)', { open: [...OPEN_LEAD_STATUSES] })
    .andWhere('m.followUpAt IS NOT NULL AND m.followUpAt <= :now', { now });
}
