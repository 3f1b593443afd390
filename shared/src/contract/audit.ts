import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants.js';
import { dateInput, dateUntilInput, optionalText } from './content/rules.js';
import { pageFields } from './schemas.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES, type DocumentKind } from './documents.js';

/**
 * The audit log (shared/docs/admin.md#audit-log): who did what, when and from where. Every write an
 * endpoint makes on behalf of staff is recorded from the endpoint table (its `audit` declaration),
 * sign-in and sign-out by the sign-in routes. Entries are never edited or deleted by the
 * application; entries older than the retention (`AUDIT_RETENTION_DAYS`) are pruned.
 */

/** The kinds of record an entry can name. */
const FIXED_RECORD_TYPES = [
  'product',
  'category',
  'blog',
  'homeContent',
  'review',
  'lead',
  'leadAlert',
  'leadSettings',
  'settings',
  'portrait',
  'media',
  'staff',
  'account',
  'session',
  'security',
  'application',
] as const;
/** The fixed kinds, then each document type's (documents.ts). */
export const AUDIT_RECORD_TYPES = [...FIXED_RECORD_TYPES, ...DOCUMENT_KIND_NAMES] as [(typeof FIXED_RECORD_TYPES)[number] | DocumentKind, ...Array<(typeof FIXED_RECORD_TYPES)[number] | DocumentKind>];
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_RECORD_LABELS: Record<AuditRecordType, string> = {
  product: 'Product',
  category: 'Category',
  blog: 'Blog',
  homeContent: 'Home content',
  review: 'Review',
  lead: 'Lead',
  leadAlert: 'Lead alert',
  leadSettings: 'Lead settings',
  settings: 'Settings',
  portrait: 'Portrait',
  media: 'Media item',
  staff: 'Staff account',
  account: 'My account',
  session: 'Session',
  security: 'Sign-in security',
  application: 'Application',
  ...(Object.fromEntries(DOCUMENT_KIND_NAMES.map((kind) => [kind, DOCUMENT_KINDS[kind].label])) as Record<DocumentKind, string>),
};

/**
 * What entries say was done. `create`, `update` and `delete` are the defaults of POST, PUT/PATCH
 * and DELETE; the others are named by their endpoint (or are a bulk action's `action`).
 */
export const AUDIT_ACTION_LABELS = {
  signIn: 'Signed in',
  signInFailed: 'Sign-in failed',
  signOut: 'Signed out',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  approve: 'Approved',
  reject: 'Rejected',
  status: 'Status set',
  assign: 'Assigned',
  note: 'Note added',
  notSpam: 'Taken out of spam',
  emptySpam: 'Spam emptied',
  retry: 'Sent again',
  restore: 'Revision restored',
  cleanup: 'Unused media deleted',
  passwordChange: 'Password changed',
  passwordLink: 'Password link issued',
  endSession: 'Session ended',
  endOtherSessions: 'Signed out everywhere else',
  twoFactorSetup: 'Two-step sign-in set-up begun',
  twoFactorOn: 'Two-step sign-in turned on',
  twoFactorOff: 'Two-step sign-in turned off',
  recoveryCodes: 'New recovery codes',
  /** A scheduled product or blog that went public at its time: done by the system, no one's click. */
  publish: 'Published on schedule',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/**
 * An endpoint's audit declaration (Endpoint.audit): the record type its entries name and what they
 * say was done. The record's id is the path's parameter, else the `_id` of the record answered.
 */
export interface AuditSpec {
  record: AuditRecordType;
  /** Default: `create` for POST, `update` for PUT and PATCH, `delete` for DELETE. */
  action?: AuditAction;
  /**
   * A bulk action: the entry's action is the body's `action` when it is one of these (others, such
   * as read marks, are not recorded), and the ids it names are kept in `changes.ids`.
   */
  bulk?: readonly AuditAction[];
  /** Also keep the values sent (settings, roles), not only the names of the fields. */
  values?: true;
  /** The record is the signed-in account itself (its id is the actor's). */
  self?: true;
}

/**
 * What an entry says changed. Never a password, token, secret or code: fields whose name says so
 * are left out, names and values alike.
 */
export const auditChanges = z.object({
  /** The fields sent (for an upload, the file fields too). */
  fields: z.array(z.string()).optional(),
  /** Their values, for records whose values are kept (settings, roles). */
  values: z.record(z.string(), z.unknown()).optional(),
  /** Values before the change, where the endpoint knows them (a role, an account's state). */
  before: z.record(z.string(), z.unknown()).optional(),
  /** The records a bulk action named. */
  ids: z.array(z.string()).optional(),
  /** A failed sign-in: the e-mail or phone that was tried. */
  login: z.string().optional(),
  /** Why a sign-in failed: a wrong password, a wrong two-step code, or no such account. */
  reason: z.enum(['wrongPassword', 'wrongCode', 'unknownAccount']).optional(),
});
export type AuditChanges = z.output<typeof auditChanges>;

export const auditEntryDto = z.object({
  _id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** The staff account that acted; null for an unknown account (a failed sign-in) or a visitor. */
  actorId: z.string().nullable(),
  /** The account's name at the time. */
  actorName: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  /**
   * The record's name as it is now (a product's name, a blog's title, an account's name, a lead's
   * sender, a file's name); null when it has none of its own (settings) or is deleted.
   */
  recordName: z.string().nullable(),
  /** The address the request came from. */
  ip: z.string().nullable(),
  changes: auditChanges.nullable(),
});
export type AuditEntryDto = z.output<typeof auditEntryDto>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/v1/admin/audit: filters (all optional), newest first, one page. */
export const auditQuerySchema = z.object({
  ...pageFields(AUDIT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  /** The acting account's id. */
  user: optionalText('User', 24).optional(),
  action: optionalText('Action', 40).optional(),
  recordType: optionalText('Record type', 40).optional(),
  recordId: optionalText('Record id', 64).optional(),
  from: dateInput('From').optional(),
  to: dateUntilInput('To'),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** Shortest and longest retention `AUDIT_RETENTION_DAYS` may set, and its default. */
export const AUDIT_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;
