import { z } from 'zod';
import { attributionDto, attributionFields } from '../attribution.js';
import { SEARCH_COUNT_CAP } from '../constants.js';
import { formatCount } from '../format.js';
import { searchWords } from '../search.js';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './define.js';
import { dateInput, dateUntilInput, emailSchema, numberInput, optionalText, phoneSchema, requiredText, singleLine } from './rules.js';

/**
 * A lead's life in the inbox (shared/docs/admin.md#lead-inbox): every message arrives as `new`
 * (or `spam` when the spam screen catches it) and staff move it along.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

/** Which form sent the lead. The website's forms that send nothing are the contact form. */
export const LEAD_SOURCES = ['contact', 'quote', 'buyNow'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** How the inbox and its exports name each kind of lead. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = { contact: 'Contact', quote: 'Quote', buyNow: 'Buy now' };

/** Inbox pages: 25 leads unless asked, 100 at most. */
export const LEAD_PAGE_SIZE = 25;
export const LEAD_MAX_PAGE_SIZE = 100;
/**
 * Lead counts (the inbox's total and unread, the dashboard's figures) are exact up to this many
 * and answered as this many beyond, which screens show as "10,000+": counting a million leads
 * exactly would cost a scan on every read, and nobody reads the difference.
 */
export const LEAD_COUNT_CAP = 10_000;

/**
 * Where the counts of a lead list with search `q` stop: a search's at SEARCH_COUNT_CAP, as every
 * list's search does (a common word matches one lead in eight, and counting ten thousand of those
 * through the full-text index cost a quarter of a second on MariaDB); the inbox's at LEAD_COUNT_CAP.
 */
export const leadCountCap = (q?: string) => (q && searchWords(q).length > 0 ? SEARCH_COUNT_CAP : LEAD_COUNT_CAP);

/** A lead count as screens show it: "1,234", or "10,000+" at the cap (`cap`: a search's, leadCountCap). */
export const formatLeadCount = (n: number, cap = LEAD_COUNT_CAP) => formatCount(n, cap);

/** Ids one bulk action may name. */
export const LEAD_BULK_MAX = 500;
/** Deleted leads, and spam on "empty spam", are purged after this many days. */
export const LEAD_PURGE_DAYS = 30;

/** A lead from the contact, quote or buy-now forms. Only staff ever read one. */
export const contactMessageType = defineContentType({
  label: 'Message',
  timestamps: ['createdAt'],
  fields: {
    name: { label: 'Name', input: 'text', schema: singleLine('Name', 100), list: true },
    email: { label: 'Email', input: 'email', schema: emailSchema, list: true },
    phone: { label: 'Phone', input: 'phone', schema: phoneSchema, list: true },
    message: { label: 'Message', input: 'textarea', schema: requiredText('Message', 5000), list: true },
  },
});

/**
 * What a visitor's form sends; `source` is optional (the website's forms predate it), and so is
 * where the visit started (attribution.ts: its script sends it, a native post gets it from its Referer).
 */
export const contactSchema = createSchemaOf(contactMessageType).extend({
  source: z.enum(LEAD_SOURCES, { error: 'Source must be contact, quote or buyNow' }).default('contact'),
  ...attributionFields,
});
export type ContactInput = z.input<typeof contactSchema>;
/** The message as it arrived (also the realtime `newContactMessage` frame's data). */
export const contactMessageDto = dtoSchemaOf(contactMessageType, 'admin');
export type ContactMessageDto = z.output<typeof contactMessageDto>;

/**
 * A lead as the inbox shows it: the message, where it came from, its status, who owns it, when to
 * follow up, and whether the caller read it.
 */
export const leadDto = contactMessageDto.extend({
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  ownerId: z.string().nullable(),
  followUpAt: z.string().nullable(),
  /** Where the visit that sent it started (landing page, referring host, UTM values); null when unknown. */
  attribution: attributionDto,
  /** Read by the signed-in caller. */
  read: z.boolean(),
});
export type LeadDto = z.output<typeof leadDto>;

export const LEAD_NOTE_KINDS = ['note', 'status', 'owner', 'followUp'] as const;
export type LeadNoteKind = (typeof LEAD_NOTE_KINDS)[number];

/**
 * One entry of a lead's timeline: a note, or a change of status, owner or follow-up date, with who
 * and when. A `followUp` entry's text is the new follow-up moment (ISO 8601), or '' when it was
 * cleared: screens show it on the site's clock, which the server does not write into the text.
 */
export const leadNoteDto = z.object({
  _id: z.string(),
  leadId: z.string(),
  userId: z.string(),
  /** The author's name at the time of reading ('' when the account is gone). */
  userName: z.string(),
  kind: z.enum(LEAD_NOTE_KINDS),
  text: z.string(),
  createdAt: z.string(),
});
export type LeadNoteDto = z.output<typeof leadNoteDto>;

/** One page of the inbox, and how many leads matching the filter the caller has not read. */
export const leadListResponse = z.object({
  success: z.literal(true),
  /** One page of leads. */
  data: z.array(leadDto),
  page: z.number().int(),
  limit: z.number().int(),
  /** Leads matching the filter. */
  total: z.number().int(),
  pages: z.number().int(),
  /** Leads matching the filter that the caller has not read. */
  unread: z.number().int(),
});
export type LeadListResponse = z.output<typeof leadListResponse>;

const idSchema = z.string({ error: 'Expected an id' }).trim().min(1, 'Expected an id').max(24, 'Not a valid id');
const statusSchema = z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` });

/**
 * The inbox's filter (list, CSV and Excel exports). Without `status`, spam is left out; `owner` is
 * a user id or `none`; `source` the form the leads came from; `from`/`to` bound `createdAt` (a bare
 * date `to` includes that whole day); `q` matches name, e-mail, phone and message.
 */
export const leadFilterSchema = z.object({
  status: statusSchema.optional(),
  owner: idSchema.optional(),
  source: z.enum(LEAD_SOURCES, { error: `Source must be one of ${LEAD_SOURCES.join(', ')}` }).optional(),
  from: dateInput('From').optional(),
  to: dateUntilInput('To'),
  q: optionalText('Search', 200).optional(),
  sort: z.enum(['desc', 'asc'], { error: 'Sort must be desc or asc' }).default('desc'),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

export const leadListQuerySchema = leadFilterSchema.extend({
  page: numberInput('Page').pipe(z.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(100_000, 'Page must be at most 100000')).default(1),
  limit: numberInput('Limit')
    .pipe(z.number().int('Limit must be a whole number').min(1, 'Limit must be 1 or more').max(LEAD_MAX_PAGE_SIZE, `Limit must be at most ${LEAD_MAX_PAGE_SIZE}`))
    .default(LEAD_PAGE_SIZE),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

const followUpSchema = z.union([z.null(), z.iso.datetime({ offset: true, error: 'Follow-up must be an ISO 8601 date and time' }).transform((v) => new Date(v))]);

/** Staff move a lead along: any of status, owner (a user id, or null for nobody) and follow-up date. */
export const leadUpdateSchema = z
  .object({
    status: statusSchema.optional(),
    ownerId: z.union([z.null(), idSchema]).optional(),
    followUpAt: followUpSchema.optional(),
  })
  .refine((v) => v.status !== undefined || v.ownerId !== undefined || v.followUpAt !== undefined, { message: 'Nothing to update: send status, ownerId or followUpAt' });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

export const leadNoteSchema = z.object({ text: requiredText('Note', 5000) });
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

const bulkIds = z
  .array(idSchema, { error: 'ids must be a list of lead ids' })
  .min(1, 'Choose at least one lead')
  .max(LEAD_BULK_MAX, `At most ${LEAD_BULK_MAX} leads at once`);

/** One action on several leads; ids that do not exist (or are deleted) are skipped and counted out. */
export const leadBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('read'), ids: bulkIds }),
    z.object({ action: z.literal('unread'), ids: bulkIds }),
    z.object({ action: z.literal('delete'), ids: bulkIds }),
    z.object({ action: z.literal('status'), ids: bulkIds, status: statusSchema }),
    z.object({ action: z.literal('assign'), ids: bulkIds, ownerId: z.union([z.null(), idSchema]) }),
  ],
  { error: 'action must be read, unread, delete, status or assign' },
);
export type LeadBulkInput = z.input<typeof leadBulkSchema>;

/** E-mail waiting in the outbox, sent, given up on (failed) or skipped (no alert addresses). */
export const OUTBOX_STATES = ['pending', 'failed', 'sent', 'skipped'] as const;
export type OutboxStateName = (typeof OUTBOX_STATES)[number];

/** Without `state`: what has not gone out (pending and failed), newest first. */
export const outboxQuerySchema = z.object({
  state: z.enum(OUTBOX_STATES, { error: `State must be one of ${OUTBOX_STATES.join(', ')}` }).optional(),
  limit: numberInput('Limit').pipe(z.number().int('Limit must be a whole number').min(1, 'Limit must be 1 or more').max(100, 'Limit must be at most 100')).default(50),
});

/** An outbox row as admins see it (delivery problems of new-lead alerts). */
export const outboxMessageDto = z.object({
  _id: z.string(),
  kind: z.literal('leadAlert'),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The lead the alert is about. */
  leadId: z.string().nullable(),
  /** That lead's name, as the alert says it. */
  leadName: z.string().nullable(),
  /** Whom the last attempt was addressed to (the lead alert addresses then); empty before the first. */
  recipients: z.array(z.string()),
});
export type OutboxMessageDto = z.output<typeof outboxMessageDto>;
