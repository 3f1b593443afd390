import type { LeadStatus } from './content/contact.js';

/** Lead statuses still being worked on: a follow-up date on one of these is a promise to keep. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'qualified'] as const satisfies readonly LeadStatus[];

/** How many leads the dashboard lists (latest, and follow-ups due). */
export const DASHBOARD_LEAD_COUNT = 5;

/** A lead as the dashboard lists it: who, how to reach them, where it stands, and whether the caller read it. */
export interface DashboardLeadDto {
  _id: string;
  name: string;
  email: string;
  phone: string;
  status: LeadStatus;
  createdAt: string;
  followUpAt: string | null;
  /** Read by the signed-in caller. */
  read: boolean;
}

/**
 * GET /api/v1/admin/dashboard (shared/docs/api.md#dashboard). "Today" and "this week" are the
 * server's calendar (its time zone): since midnight, and since Monday midnight. Each part is null
 * for a role that may not use its area (leads: admin and sales; reviews: admin and editor).
 */
export interface DashboardResponse {
  success: true;
  leads: DashboardLeads | null;
  reviews: {
    /** Reviews waiting for approval. */
    pending: number;
  } | null;
}

/** The lead figures of the dashboard. */
export interface DashboardLeads {
  /** Leads received since midnight, spam and deleted ones left out. */
  today: number;
  /** Leads received since Monday midnight, spam and deleted ones left out. */
  week: number;
  /** Every status's count (deleted leads left out; spam counted under `spam`). */
  byStatus: Record<LeadStatus, number>;
  /** Open leads (new, contacted, qualified) whose follow-up date has come. */
  followUpsDue: number;
  /** The most overdue of those, earliest follow-up first (at most five). */
  followUps: DashboardLeadDto[];
  /** The five newest leads, spam left out. */
  latest: DashboardLeadDto[];
  /** Leads (spam left out) the caller has not read: the inbox's unread count. */
  unread: number;
}
