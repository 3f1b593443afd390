import { z } from 'zod';
import { ok } from './answers.js';
import { LEAD_STATUSES, type LeadStatus } from './content/contact.js';
import { auditEntryDto } from './audit.js';
import { PUBLISH_STATES } from './publishing.js';
import { REVISION_ACTIONS, REVISION_ITEM_TYPES } from './revisions.js';

/** Lead statuses still being worked on: a follow-up date on one of these is a promise to keep. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'qualified'] as const satisfies readonly LeadStatus[];

/** How many leads the dashboard lists (latest, and follow-ups due). */
export const DASHBOARD_LEAD_COUNT = 5;

/** A lead as the dashboard lists it: who, how to reach them, where it stands, and whether the caller read it. */
export const dashboardLeadDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
  followUpAt: z.string().nullable(),
  /** Read by the signed-in caller. */
  read: z.boolean(),
});
export type DashboardLeadDto = z.output<typeof dashboardLeadDto>;

const count = z.number().int();

/** The lead figures of the dashboard. */
export const dashboardLeads = z.object({
  /** Leads received since midnight, spam and deleted ones left out. */
  today: count,
  /** Leads received since Monday midnight, spam and deleted ones left out. */
  week: count,
  /** Every status's count (deleted leads left out; spam counted under `spam`). */
  byStatus: z.object(Object.fromEntries(LEAD_STATUSES.map((s) => [s, count])) as Record<LeadStatus, typeof count>),
  /** Open leads (new, contacted, qualified) whose follow-up date has come. */
  followUpsDue: count,
  /** The most overdue of those, earliest follow-up first (at most five). */
  followUps: z.array(dashboardLeadDto),
  /** The five newest leads, spam left out. */
  latest: z.array(dashboardLeadDto),
  /** Leads (spam left out) the caller has not read: the inbox's unread count. */
  unread: count,
});
export type DashboardLeads = z.output<typeof dashboardLeads>;

/** How many items the dashboard's content lists show (coming up, recent edits, activity). */
export const DASHBOARD_CONTENT_COUNT = 5;

/** A product, blog or document as the dashboard lists it. */
export const dashboardItemDto = z.object({
  type: z.enum(REVISION_ITEM_TYPES as [string, ...string[]]),
  _id: z.string(),
  title: z.string(),
  status: z.enum(PUBLISH_STATES),
  /** When it goes (scheduled) or went (published) public; null for a draft. */
  publishAt: z.string().nullable(),
});
export type DashboardItemDto = z.output<typeof dashboardItemDto>;

/** The content figures and lists of the dashboard, for the roles that write content. */
export const dashboardContent = z.object({
  /** Products, blogs and documents kept as drafts. */
  drafts: count,
  /** Those scheduled to go public. */
  scheduled: count,
  /** The next to go public, soonest first. */
  upcoming: z.array(dashboardItemDto),
  /** The latest saves (from the revisions), newest first: what, by whom, when. */
  recent: z.array(dashboardItemDto.extend({ action: z.enum(REVISION_ACTIONS), by: z.string().nullable(), at: z.string() })),
});
export type DashboardContent = z.output<typeof dashboardContent>;

/**
 * GET /api/v1/admin/dashboard (shared/docs/api.md#dashboard). "Today" and "this week" are the
 * server's calendar (its time zone): since midnight, and since Monday midnight. Each part is null
 * for a role that may not use its area (leads: admin and sales; reviews: admin and editor).
 */
export const dashboardResponse = ok({
  leads: dashboardLeads.nullable(),
  reviews: z.object({ /** Reviews waiting for approval. */ pending: count }).nullable(),
  /** Drafts, scheduled items and recent edits (admins and editors). */
  content: dashboardContent.nullable(),
  /** The latest entries of the audit log (admins). */
  activity: z.array(auditEntryDto).nullable(),
});
export type DashboardResponse = z.output<typeof dashboardResponse>;
