import { z } from 'zod';
import { ok, okMessage, otherAnswer, paged, withData } from './answers.js';
import { attributionDto, attributionFields } from './attribution.js';
import { APPLICATION_FIELDS, APPLICATION_PATHS as PATHS, CV_FIELD, CV_MAX_BYTES, CV_MEDIA_TYPES } from './careers.js';
import { leadNoteDto, leadNoteSchema } from './content/contact.js';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './content/define.js';
import { emailSchema, numberInput, optionalText, phoneSchema, singleLine } from './content/rules.js';
import { staffOptionDto } from './staff.js';

export * from './careers.js';

/**
 * Applications to open roles (shared/docs/admin.md#applications): sent from each role's page with
 * a CV, worked in the back office's Applications inbox by admins and recruiters (the staff area
 * `applications`), never by editors or sales. An application's life: `new` (or `spam` when the
 * spam screen caught it), then as the hiring goes.
 */
export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'spam'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

export const APPLICATION_PAGE_SIZE = 25;

/** What an applicant writes (the CV comes beside it, as the multipart field `cv`). */
export const applicationType = defineContentType({
  label: 'Application',
  timestamps: ['createdAt'],
  fields: {
    name: { label: 'Name', input: 'text', schema: singleLine('Name', 100), list: true },
    email: { label: 'Email', input: 'email', schema: emailSchema, list: true },
    phone: { label: 'Phone', input: 'phone', schema: phoneSchema, list: true },
    message: { label: 'Message', input: 'textarea', schema: optionalText('Message', 5000).default('') },
  },
});

/** The form's text fields, as the visitor's post carries them, and where the visit started (attribution.ts). */
export const applicationSchema = createSchemaOf(applicationType).extend(attributionFields);
export type ApplicationInput = z.input<typeof applicationSchema>;

const cvDto = z.object({
  /** The file's name as the applicant's computer called it. */
  name: z.string(),
  type: z.enum([CV_MEDIA_TYPES.pdf, CV_MEDIA_TYPES.docx]),
  bytes: z.number().int(),
});

/** An application as the inbox shows it. */
export const applicationDto = dtoSchemaOf(applicationType, 'admin').extend({
  roleId: z.string(),
  /** The role's title when the application was sent. */
  roleTitle: z.string(),
  cv: cvDto,
  status: z.enum(APPLICATION_STATUSES),
  ownerId: z.string().nullable(),
  /** Where the visit that sent it started (landing page, referring host, UTM values); null when unknown. */
  attribution: attributionDto,
});
export type ApplicationDto = z.output<typeof applicationDto>;

/** What the applicant is told: it arrived (nothing of what is kept about it). */
export const applicationReceipt = ok({ message: z.string(), data: z.object({ _id: z.string(), roleTitle: z.string() }) });

const idSchema = z.string({ error: 'Expected an id' }).trim().min(1, 'Expected an id').max(24, 'Not a valid id');
const statusSchema = z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` });

/** The inbox's filter (list and CSV export): without `status`, spam is left out. */
export const applicationFilterSchema = z.object({
  status: statusSchema.optional(),
  role: idSchema.optional().describe("Only one role's applications (its id)"),
  q: optionalText('Search', 200).optional().describe('Words in the name, e-mail, phone, message or role'),
});
export type ApplicationFilter = z.output<typeof applicationFilterSchema>;

export const applicationListQuerySchema = applicationFilterSchema.extend({
  page: numberInput('Page').pipe(z.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(100_000, 'Page must be at most 100000')).default(1),
  limit: numberInput('Limit').pipe(z.number().int('Limit must be a whole number').min(1, 'Limit must be 1 or more').max(100, 'Limit must be at most 100')).default(APPLICATION_PAGE_SIZE),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const applicationUpdateSchema = z
  .object({ status: statusSchema.optional(), ownerId: z.union([z.null(), idSchema]).optional() })
  .strict()
  .refine((v) => v.status !== undefined || v.ownerId !== undefined, { message: 'Nothing to update: send status or ownerId' });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;

/** An application with its timeline (notes, status and owner changes), oldest first. */
const withTimeline = ok({ data: applicationDto, timeline: z.array(leadNoteDto) });

const tag = 'Applications';
const PDF_OR_DOCX = `${CV_MEDIA_TYPES.pdf}, ${CV_MEDIA_TYPES.docx}`;

/** The applications' endpoints (endpoints.ts takes them into its table). */
export const applicationEndpoints = {
  sendApplication: {
    errors: { 409: 'The role takes no more applications' },
    method: 'POST',
    path: PATHS.apply,
    access: 'public',
    limit: 'publicWrite',
    tag,
    summary: `Apply for an open role (multipart: ${APPLICATION_FIELDS.join(', ')} and the CV as \`${CV_FIELD}\`, a PDF or DOCX up to ${CV_MAX_BYTES / 1024 / 1024} MB, checked by its content); 409 when the role takes no more applications`,
    body: applicationSchema,
    attachments: [{ field: CV_FIELD, mediaTypes: PDF_OR_DOCX, maxBytes: CV_MAX_BYTES, description: 'The CV' }],
    answer: applicationReceipt,
  },
  listApplications: { method: 'GET', path: PATHS.list, access: 'applications', tag, summary: 'One page of the applications inbox, newest first', query: applicationListQuerySchema, answer: paged(applicationDto) },
  exportApplications: {
    method: 'GET',
    path: PATHS.exportCsv,
    access: 'applications',
    tag,
    summary: "The filter's applications as a CSV file (UTF-8)",
    query: applicationFilterSchema,
    answer: otherAnswer('text/csv; charset=utf-8', "The filter's applications, one a row, with a header row"),
  },
  applicationOwners: {
    method: 'GET',
    path: PATHS.owners,
    access: 'applications',
    tag,
    summary: 'Active staff who may work applications (admins and recruiters), by name',
    answer: withData(z.array(staffOptionDto)),
  },
  getApplication: { method: 'GET', path: PATHS.one, access: 'applications', tag, summary: 'One application with its timeline', answer: withTimeline },
  updateApplication: {
    method: 'PATCH',
    path: PATHS.one,
    access: 'applications',
    audit: { record: 'application', values: true },
    tag,
    summary: "Change an application's status or owner",
    body: applicationUpdateSchema,
    answer: withTimeline,
  },
  addApplicationNote: {
    method: 'POST',
    path: PATHS.notes,
    access: 'applications',
    audit: { record: 'application', action: 'note' },
    tag,
    summary: "Add a note to an application's timeline",
    body: leadNoteSchema,
    answer: ok({ timeline: z.array(leadNoteDto) }),
  },
  deleteApplication: { method: 'DELETE', path: PATHS.one, access: 'applications', audit: { record: 'application' }, tag, summary: 'Delete an application and its CV, for good', answer: okMessage },
  downloadApplicationCv: {
    method: 'GET',
    path: PATHS.cv,
    access: 'applications',
    tag,
    summary: 'The CV, as a download (never a public address)',
    answer: otherAnswer(PDF_OR_DOCX, 'The CV as the applicant sent it'),
  },
} as const;
