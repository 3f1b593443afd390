import type { DataSource, SelectQueryBuilder } from 'typeorm';
import {
  DASHBOARD_LEAD_COUNT,
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
import { ContactMessageEntity, ReviewEntity, type ContactMessage } from '../entities/index.js';
import { leadsMatching, readLeadIds, unreadMatching } from './leads.js';
import { countUpTo } from './paging.js';

/** Midnight today and Monday midnight this week, in the server's time zone. */
export function dayAndWeekStart(now: Date): { today: Date; week: Date } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const sinceMonday = (today.getDay() + 6) % 7;
  const week = new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday);
  return { today, week };
}

const notSpam: LeadFilter = { sort: 'desc', to: undefined };

function presentDashboardLead(m: ContactMessage, read: boolean): DashboardLeadDto {
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
  const [leads, pending] = await Promise.all([
    mayUse(user.role, 'leads') ? leadFigures(db, user.id, now) : null,
    mayUse(user.role, 'content') ? db.getRepository(ReviewEntity).countBy({ status: 'pending' }) : null,
  ]);
  return { leads, reviews: pending === null ? null : { pending } };
}

async function leadFigures(db: DataSource, userId: string, now: Date): Promise<DashboardLeads> {
  const { today, week } = dayAndWeekStart(now);
  const count = (qb: SelectQueryBuilder<ContactMessage>) => countUpTo(db, qb, LEAD_COUNT_CAP);
  const [todayCount, weekCount, statusCounts, followUpsDue, followUps, latest, unread] = await Promise.all([
    count(leadsMatching(db, { ...notSpam, from: today })),
    count(leadsMatching(db, { ...notSpam, from: week })),
    Promise.all(LEAD_STATUSES.map((status) => count(leadsMatching(db, { ...notSpam, status })))),
    count(followUpsDueQuery(db, now)),
    followUpsDueQuery(db, now).orderBy('m.followUpAt', 'ASC').addOrderBy('m.id', 'ASC').limit(DASHBOARD_LEAD_COUNT).getMany(),
    leadsMatching(db, notSpam).orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC').limit(DASHBOARD_LEAD_COUNT).getMany(),
    count(unreadMatching(db, notSpam, userId)),
  ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s, i) => [s, statusCounts[i]!])) as Record<LeadStatus, number>;
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
    .getRepository(ContactMessageEntity)
    .createQueryBuilder('m')
    .where('m.deletedAt IS NULL')
    .andWhere('m.status IN (:...open)', { open: [...OPEN_LEAD_STATUSES] })
    .andWhere('m.followUpAt IS NOT NULL AND m.followUpAt <= :now', { now });
}
