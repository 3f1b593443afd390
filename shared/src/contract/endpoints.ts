import { z } from 'zod';
import { fill, paths } from './paths.js';
import { EMAIL_OR_PHONE_TAKEN, REVISION_BROKEN, SLUG_TAKEN } from './errorCases.js';
import { bulkResult, ok, okMessage, otherAnswer, paged, withData, type Answer } from './answers.js';
import {
  analyticsCampaignsDto,
  analyticsConversionsDto,
  analyticsEventSchema,
  analyticsPagesDto,
  analyticsPostsDto,
  analyticsQuerySchema,
  analyticsSourcesDto,
  analyticsSummaryDto,
  conversionsQuerySchema,
} from './analytics.js';
import { auditEntryDto, auditQuerySchema, type AuditSpec } from './audit.js';
import { blogCreateSchema, blogDto, blogUpdateSchema } from './content/blog.js';
import { categoryDto, categorySchema } from './content/category.js';
import {
  contactMessageDto,
  contactSchema,
  leadDto,
  leadListResponse,
  leadNoteDto,
  outboxMessageDto,
  outboxQuerySchema,
  leadBulkSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from './content/contact.js';
import { documentEndpointTable } from './content/documentTypes.js';
import { applicationEndpoints } from './applications.js';
import { productCreateSchema, productDto, productUpdateSchema } from './content/product.js';
import { adminReviewDto, reviewCreateSchema, reviewDto, reviewStatusSchema, reviewSummaryDto, reviewUpdateSchema } from './content/review.js';
import { secondSectionDto, secondSectionSchema } from './content/secondSection.js';
import { leadSettingsDto, leadSettingsSchema, settingsDto, settingsSchema } from './content/settings.js';
import { uploads, type UploadField } from './content/uploads.js';
import { dashboardResponse } from './dashboard.js';
import { bannerImageSchema, imageAltsSchema, libraryImageSchema, mediaItemDto, mediaListReply, mediaQuerySchema, mediaUpdateSchema, mediaUploadSchema } from './media.js';
import { autosaveResponse, blogRevisionDto, productRevisionDto, revisionListResponse } from './revisions.js';
import { adminReviewPage, blogMenuResponse, productListResponse, userDto } from './types.js';
import {
  passwordLinkDto,
  sessionDto,
  staffDto,
  staffOptionDto,
  twoFactorChallengeDto,
  twoFactorSetupDto,
  accountUpdateSchema,
  passwordChangeSchema,
  passwordCheckSchema,
  securitySettingsSchema,
  setPasswordSchema,
  signInCodeSchema,
  staffCreateSchema,
  staffUpdateSchema,
  twoFactorConfirmSchema,
  type StaffArea,
} from './staff.js';
import {
  adminBlogQuerySchema,
  adminProductQuerySchema,
  adminReviewQuerySchema,
  blogBulkSchema,
  blogListQuerySchema,
  loginSchema,
  productBulkSchema,
  reviewBulkSchema,
  reviewListQuerySchema,
} from './schemas.js';

/**
 * Every route of the HTTP API, declared once: the backend registers its handlers from this table
 * (and puts the guard that `access` names in front of them), the OpenAPI document is generated
 * from it, and the tests walk it. `access` is where a public write is marked as such.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `public`: anyone, reads and the few writes a visitor makes (contact form, review, sign-in);
 * - `signedIn`: any signed-in staff account (its own session and account, the dashboard);
 * - a staff area (staff.ts): `content`, `leads`, or `admin` (the admin role only); the server
 *   refuses (403) every role that may not use the area, whatever it sends.
 */
export type Access = 'public' | 'signedIn' | StaffArea;

/** A file a multipart body carries that is not for the media library (a CV): checked by its content. */
export interface Attachment {
  field: string;
  /** Accepted media types, comma-separated. */
  mediaTypes: string;
  maxBytes: number;
  description: string;
}

export interface Endpoint {
  method: Method;
  /** Router pattern, with `:name` parameters. */
  path: string;
  access: Access;
  /**
   * `publicWrite`: a visitor's write (a lead, a review), limited per address (429 with
   * Retry-After) so one client cannot flood the inbox. Sign-in has its own throttle.
   */
  limit?: 'publicWrite';
  /** One line for the API reference. */
  summary: string;
  /**
   * A POST that acts on existing records (a bulk action) answers 200, not 201 Created; one that
   * only takes something in to be stored later (an analytics beacon) 202 Accepted, with no body.
   */
  answers?: 200 | 202;
  tag: string;
  /** The JSON (or multipart) body's rule. */
  body?: z.ZodType;
  query?: z.ZodType;
  /** File fields of a multipart body (declared in content/uploads.ts). */
  files?: readonly UploadField[];
  /** A multipart body's files that are not media (an applicant's CV): each field's media types and largest size. */
  attachments?: readonly Attachment[];
  /**
   * What a successful call answers: a zod schema of its JSON (the OpenAPI document describes it,
   * the client's types come from it, and the test servers check every answer against it), or the
   * media type of what else it sends (a file, a page).
   */
  answer: Answer;
  /**
   * Error answers of this endpoint besides those its kind always has (400; 401 and 403 when not
   * public; 404 with a path parameter; 413 and 415 with files; 429), each with when it is given.
   * The test servers refuse an error status its operation does not document.
   */
  errors?: Readonly<Partial<Record<401 | 403 | 404 | 405 | 406 | 409 | 410 | 412 | 413 | 415 | 416 | 422 | 423 | 501 | 503, string>>>;
  /**
   * What a successful call records in the audit log (audit.ts). Every write that is not public
   * declares it, or `false` where the handler records it itself or it changes nothing worth an
   * entry (a read mark); endpoints.test.ts checks. A public write records only when it declares one.
   */
  audit?: AuditSpec | false;
}

const productListQuery = z.object({
  keyword: z.string().optional().describe('Words in the product name (each word also matches as a prefix); best match first'),
  page: z.string().optional().describe('Page number, from 1'),
  'price[gte]': z.string().optional().describe('Lowest price'),
  'price[lte]': z.string().optional().describe('Highest price'),
  'ratings[gte]': z.string().optional().describe('Lowest rating'),
  category: z.string().optional().describe('Category id'),
});

/** A sign-in's answer: the account (the desktop console also gets its token and device token), or the code step's challenge. */
const signedInAnswer = z.union([ok({ user: userDto }), ok({ user: userDto, token: z.string(), device: z.string() })]);
const signInAnswer = z.union([...signedInAnswer.options, twoFactorChallengeDto]);

/** A lead with its timeline (notes, status and owner changes), oldest first. */
const leadWithTimeline = ok({ data: leadDto, timeline: z.array(leadNoteDto) });

/** What the service is doing besides answering: Redis, the outbox, the media storage and its disk. */
const readyAnswer = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.enum(['off', 'ok', 'degraded']),
  /** Realtime frames waiting for Redis to come back, and those given up on. */
  queued: z.number().int(),
  dropped: z.number().int(),
  outbox: z.enum(['on', 'off']),
  media: z.object({ storage: z.string(), disk: z.string().optional(), diskFreeBytes: z.number().optional() }),
  /** When the last backup was written whole (`npm run backup`), or null when none was on this database. */
  lastBackupAt: z.string().datetime().nullable(),
});

/** One product's public read: the product (with its reviews' summary) and its newest approved reviews (at most PRODUCT_REVIEWS_SHOWN). */
const productAnswer = ok({ product: productDto, reviews: z.array(reviewDto) });

const productFiles = [uploads.productImages];
const blogFiles = [uploads.blogIcon, uploads.blogIconPoster, uploads.blogSectionImages];

export const endpoints = {
  healthz: { method: 'GET', path: paths.healthz, access: 'public', tag: 'Health', summary: 'The process is up', answer: z.object({ status: z.literal('ok') }) },
  readyz: { method: 'GET', path: paths.readyz, access: 'public', tag: 'Health', summary: 'The database answers (and what Redis, the outbox and the media storage are doing)', errors: { 503: 'The database does not answer' }, answer: readyAnswer },
  metrics: { method: 'GET', path: paths.metrics, access: 'public', tag: 'Health', summary: 'Prometheus metrics, with `Authorization: Bearer <METRICS_TOKEN>` (404 when no token is configured)', errors: { 401: 'The metrics token is missing or wrong', 404: 'No METRICS_TOKEN is configured: the metrics are not served' }, answer: otherAnswer('text/plain; version=0.0.4', 'Prometheus metrics in the text exposition format') },

  // Sign-in (success and failure) and sign-out are recorded by their handlers, which know the account.
  login: { method: 'POST', path: paths.login, access: 'public', audit: false, tag: 'Auth', summary: 'Sign in with e-mail or phone; web gets a cookie, desktop a token', body: loginSchema, errors: { 401: 'The e-mail or phone and password do not match an account', 403: 'The account is deactivated' }, answer: signInAnswer },
  me: { method: 'GET', path: paths.me, access: 'signedIn', tag: 'Auth', summary: 'The signed-in account', answer: ok({ user: userDto }) },
  // Public: without a session it only clears the cookies; with one it needs the XSRF token like any cookie write.
  logout: { method: 'POST', path: paths.logout, access: 'public', audit: false, answers: 200, tag: 'Auth', summary: 'End this session (answers 200 without one)', errors: { 403: 'A signed-in browser sent no valid XSRF header' }, answer: okMessage },
  updateAccount: { method: 'PATCH', path: paths.updateAccount, access: 'signedIn', audit: { record: 'account', self: true }, tag: 'Auth', summary: 'Change my name, e-mail and phone', body: accountUpdateSchema, errors: { 409: EMAIL_OR_PHONE_TAKEN }, answer: ok({ user: userDto }) },
  changePassword: {
    method: 'PUT',
    path: paths.changePassword,
    access: 'signedIn',
    tag: 'Auth',
    summary: 'Change my password (the current one is required; my other sessions end)',
    body: passwordChangeSchema,
    audit: { record: 'account', action: 'passwordChange', self: true },
    answer: okMessage,
  },
  loginCode: {
    errors: { 401: 'The code or recovery code is not right or was used, or the sign-in ticket expired' },
    method: 'POST',
    path: paths.loginCode,
    access: 'public',
    answers: 200,
    tag: 'Auth',
    summary: "Sign-in's second step: the password step's ticket and a code (or a recovery code); answers as the sign-in does",
    body: signInCodeSchema,
    answer: signedInAnswer,
  },
  startTwoFactor: {
    errors: { 409: 'Two-step sign-in is already on' },
    method: 'POST',
    path: paths.startTwoFactor,
    access: 'signedIn',
    answers: 200,
    tag: 'Auth',
    summary: 'Begin setting up two-step sign-in: a new secret, as a QR code and as text',
    audit: { record: 'account', action: 'twoFactorSetup', self: true },
    answer: withData(twoFactorSetupDto),
  },
  confirmTwoFactor: {
    errors: { 409: 'Two-step sign-in is already on' },
    method: 'POST',
    path: paths.confirmTwoFactor,
    access: 'signedIn',
    answers: 200,
    tag: 'Auth',
    summary: "Turn two-step sign-in on with the app's first code; answers ten recovery codes, shown once",
    body: twoFactorConfirmSchema,
    audit: { record: 'account', action: 'twoFactorOn', self: true },
    answer: ok({ message: z.string(), recoveryCodes: z.array(z.string()) }),
  },
  turnOffTwoFactor: {
    errors: { 409: 'Two-step sign-in is required of all staff, or is not on' },
    method: 'POST',
    path: paths.turnOffTwoFactor,
    access: 'signedIn',
    answers: 200,
    tag: 'Auth',
    summary: 'Turn two-step sign-in off (the password again); refused while admins require it',
    body: passwordCheckSchema,
    audit: { record: 'account', action: 'twoFactorOff', self: true },
    answer: okMessage,
  },
  newRecoveryCodes: {
    errors: { 409: 'Two-step sign-in is not on' },
    method: 'POST',
    path: paths.newRecoveryCodes,
    access: 'signedIn',
    answers: 200,
    tag: 'Auth',
    summary: 'Ten new recovery codes (the password again); the old ones stop working',
    body: passwordCheckSchema,
    audit: { record: 'account', action: 'recoveryCodes', self: true },
    answer: ok({ message: z.string(), recoveryCodes: z.array(z.string()) }),
  },
  mySessions: { method: 'GET', path: paths.mySessions, access: 'signedIn', tag: 'Auth', summary: 'My live sessions (web and desktop), most recently used first', answer: withData(z.array(sessionDto)) },
  endMySession: {
    method: 'DELETE',
    path: paths.endMySession,
    access: 'signedIn',
    tag: 'Auth',
    summary: 'End one of my sessions (its sockets close at once); 404 for a session that is not mine',
    audit: { record: 'session', action: 'endSession' },
    answer: okMessage,
  },
  endMyOtherSessions: {
    method: 'POST',
    path: paths.endMyOtherSessions,
    access: 'signedIn',
    answers: 200,
    tag: 'Auth',
    summary: 'Sign out everywhere else: end every session of mine but this one',
    audit: { record: 'session', action: 'endOtherSessions' },
    answer: ok({ ended: z.number().int(), message: z.string() }),
  },
  setPassword: {
    errors: { 410: 'The link expired or was used already' },
    method: 'POST',
    path: paths.setPassword,
    access: 'public',
    answers: 200,
    tag: 'Auth',
    summary: "Set a password with a one-time link's token (a new account's or a reset); signs the web in",
    body: setPasswordSchema,
    answer: ok({ user: userDto, signInRequired: z.boolean().optional() }),
  },

  listStaff: { method: 'GET', path: paths.listStaff, access: 'admin', tag: 'Staff', summary: 'Every staff account, active ones first, by name', answer: withData(z.array(staffDto)) },
  createStaff: {
    errors: { 409: EMAIL_OR_PHONE_TAKEN },
    method: 'POST',
    path: paths.createStaff,
    access: 'admin',
    tag: 'Staff',
    summary: 'Create a staff account; answers its one-time set-password link (valid 24 h), shown once',
    body: staffCreateSchema,
    audit: { record: 'staff', values: true },
    answer: ok({ data: staffDto, link: passwordLinkDto }),
  },
  updateStaff: {
    errors: { 409: `${EMAIL_OR_PHONE_TAKEN}, or the change would leave no active admin`, 422: 'An admin cannot deactivate their own account' },
    method: 'PATCH',
    path: paths.updateStaff,
    access: 'admin',
    tag: 'Staff',
    summary: 'Change a role or (de)activate an account; deactivating ends its sessions. The last active admin stays (409)',
    body: staffUpdateSchema,
    audit: { record: 'staff', values: true },
    answer: withData(staffDto),
  },
  resetStaffPassword: {
    errors: { 422: 'Your own password is changed in My account; a deactivated account is reactivated first' },
    method: 'POST',
    path: paths.resetStaffPassword,
    access: 'admin',
    answers: 200,
    tag: 'Staff',
    summary: 'A new one-time set-password link for an account (the old link stops working)',
    audit: { record: 'staff', action: 'passwordLink' },
    answer: ok({ data: staffDto, link: passwordLinkDto }),
  },
  getSecurity: { method: 'GET', path: paths.getSecurity, access: 'admin', tag: 'Staff', summary: 'Security settings: whether every account must use two-step sign-in', answer: withData(securitySettingsSchema) },
  updateSecurity: {
    errors: { 409: 'Two-step sign-in is required of everyone before the admin has set it up' },
    method: 'PUT',
    path: paths.updateSecurity,
    access: 'admin',
    tag: 'Staff',
    summary: 'Require two-step sign-in of every account, or not (an admin without it cannot require it)',
    body: securitySettingsSchema,
    audit: { record: 'security', values: true },
    answer: withData(securitySettingsSchema),
  },
  leadOwners: { method: 'GET', path: paths.leadOwners, access: 'leads', tag: 'Staff', summary: 'Active staff who may work leads (admin and sales), by name', answer: withData(z.array(staffOptionDto)) },

  listProducts: { method: 'GET', path: paths.listProducts, access: 'public', tag: 'Products', summary: 'Catalogue page: filters, newest first, and the counts', query: productListQuery, answer: productListResponse },
  listAdminProducts: { method: 'GET', path: paths.listAdminProducts, access: 'content', tag: 'Products', summary: 'Back-office product table: one page (at most 100), searched and sorted on the server', query: adminProductQuerySchema, answer: paged(productDto) },
  getProduct: { method: 'GET', path: paths.getProduct, access: 'public', tag: 'Products', summary: 'One product, with its newest approved reviews', answer: productAnswer },
  getProductBySlug: {
    method: 'GET',
    path: paths.getProductBySlug,
    access: 'public',
    tag: 'Products',
    summary: "One product by its page's address: its slug, a slug it had before, or its id (its `slug` says its address now), with its newest approved reviews",
    answer: productAnswer,
  },
  createProduct: { method: 'POST', path: paths.createProduct, access: 'content', audit: { record: 'product' }, tag: 'Products', summary: 'Create a product with its images and their alt texts (multipart)', body: productCreateSchema.extend(imageAltsSchema.shape), files: productFiles, errors: { 409: SLUG_TAKEN }, answer: ok({ product: productDto }) },
  updateProduct: { method: 'PUT', path: paths.updateProduct, access: 'content', audit: { record: 'product' }, tag: 'Products', summary: 'Update a product; keepImages and new images (each with its alt text) set its images', body: productUpdateSchema.extend(imageAltsSchema.shape), files: productFiles, errors: { 409: SLUG_TAKEN }, answer: ok({ product: productDto }) },
  deleteProduct: { method: 'DELETE', path: paths.deleteProduct, access: 'content', audit: { record: 'product' }, tag: 'Products', summary: 'Delete a product with its images and its reviews', answer: okMessage },
  bulkProducts: {
    method: 'POST',
    path: paths.bulkProducts,
    access: 'content',
    tag: 'Products',
    summary: 'Delete several products (1 to 100 ids) with their images, in one transaction; ids of no product are answered in `missing`',
    body: productBulkSchema,
    answers: 200,
    audit: { record: 'product', bulk: ['delete'] },
    answer: bulkResult,
  },

  listProductRevisions: {
    method: 'GET',
    path: paths.listProductRevisions,
    access: 'content',
    tag: 'Products',
    summary: "A product's revisions, newest first (at most 50): who saved, when, and which fields changed",
    answer: revisionListResponse,
  },
  getProductRevision: { method: 'GET', path: paths.getProductRevision, access: 'content', tag: 'Products', summary: 'One revision of a product, with the whole record it kept', answer: withData(productRevisionDto) },
  restoreProductRevision: {
    errors: { 409: SLUG_TAKEN, 422: REVISION_BROKEN },
    method: 'POST',
    path: paths.restoreProductRevision,
    access: 'content',
    answers: 200,
    tag: 'Products',
    summary: 'Put a revision back: saved as an update (checked as one), which keeps a new revision; answers the product',
    audit: { record: 'product', action: 'restore' },
    answer: ok({ product: productDto }),
  },
  autosaveProduct: {
    method: 'PUT',
    path: paths.autosaveProduct,
    access: 'content',
    tag: 'Products',
    summary: "Keep the editor's unsaved form as an autosave revision (JSON, an update's fields without files); the product itself is not changed",
    // Every 30 s while someone types, and nothing changes: the product's revisions list it, not the audit log.
    audit: false,
    body: productUpdateSchema,
    answer: autosaveResponse,
  },

  listCategories: { method: 'GET', path: paths.listCategories, access: 'public', tag: 'Categories', summary: 'All categories by name (public: the catalogue shows their names)', answer: ok({ categories: z.array(categoryDto) }) },
  getCategory: { method: 'GET', path: paths.getCategory, access: 'public', tag: 'Categories', summary: 'One category', answer: ok({ category: categoryDto }) },
  createCategory: { method: 'POST', path: paths.createCategory, access: 'content', audit: { record: 'category' }, tag: 'Categories', summary: 'Create a category (names are unique, ignoring case)', body: categorySchema, errors: { 409: 'Another category has this name (ignoring case)' }, answer: ok({ message: z.string(), category: categoryDto }) },
  updateCategory: { method: 'PUT', path: paths.updateCategory, access: 'content', audit: { record: 'category' }, tag: 'Categories', summary: 'Rename or describe a category', body: categorySchema, errors: { 409: 'Another category has this name (ignoring case)' }, answer: ok({ message: z.string(), category: categoryDto }) },
  deleteCategory: { method: 'DELETE', path: paths.deleteCategory, access: 'content', audit: { record: 'category' }, tag: 'Categories', summary: 'Delete a category; its products become uncategorized', answer: okMessage },

  listBlogs: { method: 'GET', path: paths.listBlogs, access: 'public', tag: 'Blogs', summary: 'Blogs newest first, with their sections: one page (20, at most 50) and the totals', query: blogListQuerySchema, answer: paged(blogDto) },
  // Declared before getBlog: "menu" is not a blog id.
  blogMenu: { method: 'GET', path: paths.blogMenu, access: 'public', tag: 'Blogs', summary: "The header menu: each category's 8 newest blogs (id, title, category)", answer: blogMenuResponse },
  listAdminBlogs: { method: 'GET', path: paths.listAdminBlogs, access: 'content', tag: 'Blogs', summary: 'Back-office blog table: one page (at most 100), searched and filtered on the server', query: adminBlogQuerySchema, answer: paged(blogDto) },
  // Declared before getBlog, as "menu" is.
  getBlogBySlug: {
    method: 'GET',
    path: paths.getBlogBySlug,
    access: 'public',
    tag: 'Blogs',
    summary: "One blog with its sections by its page's address: its slug, a slug it had before, or its id (its `slug` says its address now)",
    answer: withData(blogDto),
  },
  getBlog: { method: 'GET', path: paths.getBlog, access: 'public', tag: 'Blogs', summary: 'One blog with its sections', answer: withData(blogDto) },
  createBlog: { method: 'POST', path: paths.createBlog, access: 'content', audit: { record: 'blog' }, tag: 'Blogs', summary: 'Create a blog with its icon and section images (multipart)', body: blogCreateSchema, files: blogFiles, errors: { 409: SLUG_TAKEN }, answer: ok({ message: z.string(), data: blogDto }) },
  updateBlog: { method: 'PUT', path: paths.updateBlog, access: 'content', audit: { record: 'blog' }, tag: 'Blogs', summary: 'Update a blog; sections keep or replace their images', body: blogUpdateSchema, files: blogFiles, errors: { 409: SLUG_TAKEN }, answer: ok({ message: z.string(), data: blogDto }) },
  deleteBlog: { method: 'DELETE', path: paths.deleteBlog, access: 'content', audit: { record: 'blog' }, tag: 'Blogs', summary: 'Delete a blog and its media', answer: okMessage },
  bulkBlogs: {
    method: 'POST',
    path: paths.bulkBlogs,
    access: 'content',
    tag: 'Blogs',
    summary: 'Delete several blogs (1 to 100 ids) with their sections and media, in one transaction; ids of no blog are answered in `missing`',
    body: blogBulkSchema,
    answers: 200,
    audit: { record: 'blog', bulk: ['delete'] },
    answer: bulkResult,
  },

  listBlogRevisions: {
    method: 'GET',
    path: paths.listBlogRevisions,
    access: 'content',
    tag: 'Blogs',
    summary: "A blog's revisions, newest first (at most 50): who saved, when, and which fields changed",
    answer: revisionListResponse,
  },
  getBlogRevision: { method: 'GET', path: paths.getBlogRevision, access: 'content', tag: 'Blogs', summary: 'One revision of a blog, with the whole record it kept', answer: withData(blogRevisionDto) },
  restoreBlogRevision: {
    errors: { 409: SLUG_TAKEN, 422: REVISION_BROKEN },
    method: 'POST',
    path: paths.restoreBlogRevision,
    access: 'content',
    answers: 200,
    tag: 'Blogs',
    summary: 'Put a revision back: saved as an update (checked as one), which keeps a new revision; answers the blog',
    audit: { record: 'blog', action: 'restore' },
    answer: ok({ message: z.string(), data: blogDto }),
  },
  autosaveBlog: {
    method: 'PUT',
    path: paths.autosaveBlog,
    access: 'content',
    tag: 'Blogs',
    summary: "Keep the editor's unsaved form as an autosave revision (JSON, an update's fields without files); the blog itself is not changed",
    audit: false,
    body: blogUpdateSchema,
    answer: autosaveResponse,
  },

  listSecondSections: { method: 'GET', path: paths.listSecondSections, access: 'public', tag: 'Home content', summary: 'The home page banner records', answer: withData(z.array(secondSectionDto)) },
  getSecondSection: { method: 'GET', path: paths.getSecondSection, access: 'public', tag: 'Home content', summary: 'One banner record', answer: withData(secondSectionDto) },
  updateSecondSection: { method: 'PUT', path: paths.updateSecondSection, access: 'content', audit: { record: 'homeContent' }, tag: 'Home content', summary: 'Update the banner; a new image (an upload with its alt text imgAlt, or libraryImage: one from the media library) replaces the old', body: secondSectionSchema.extend(bannerImageSchema.shape), files: [uploads.secondSectionImage], answer: ok({ message: z.string(), data: secondSectionDto }) },

  formToken: { method: 'GET', path: paths.formToken, access: 'public', tag: 'Leads', summary: 'A signed "form shown at" token for the contact and review forms (spam screen)', answer: ok({ token: z.string(), tokenField: z.string(), honeypotField: z.string() }) },
  sendContactMessage: { method: 'POST', path: paths.sendContactMessage, access: 'public', limit: 'publicWrite', tag: 'Leads', summary: 'A visitor sends a message (contact form, quote, buy now)', body: contactSchema, answer: ok({ message: z.string(), data: contactMessageDto }) },
  listContactMessages: {
    method: 'GET',
    path: paths.listContactMessages,
    access: 'leads',
    tag: 'Leads',
    summary: 'One page of the lead inbox (newest first unless sort=asc): filters, totals, read state and unread count',
    query: leadListQuerySchema,
    answer: leadListResponse,
  },
  exportLeadsXlsx: {
    method: 'GET',
    path: paths.exportLeadsXlsx,
    access: 'leads',
    tag: 'Leads',
    summary: "The filter's leads as an Excel workbook: times on the site's clock, phone numbers as text, owners by name, each lead's notes",
    query: leadFilterSchema,
    answer: otherAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', "The filter's leads, one a row, under a heading row"),
  },
  exportLeads: { method: 'GET', path: paths.exportLeads, access: 'leads', tag: 'Leads', summary: "The filter's leads as a CSV file (UTF-8)", query: leadFilterSchema, answer: otherAnswer('text/csv; charset=utf-8', "The filter's leads, one a row, with a header row") },
  bulkLeads: { method: 'POST', answers: 200, path: paths.bulkLeads, access: 'leads', audit: { record: 'lead', bulk: ['status', 'assign', 'delete'] }, tag: 'Leads', summary: 'Mark read or unread, set status, assign or delete several leads', body: leadBulkSchema, answer: ok({ affected: z.number().int() }) },
  emptySpam: { method: 'POST', answers: 200, path: paths.emptySpam, access: 'leads', audit: { record: 'lead', action: 'emptySpam' }, tag: 'Leads', summary: 'Delete for good the spam older than 30 days', answer: ok({ deleted: z.number().int() }) },
  getLead: { method: 'GET', path: paths.getLead, access: 'leads', tag: 'Leads', summary: 'One lead with its timeline (notes, status and owner changes)', answer: leadWithTimeline },
  updateLead: { method: 'PATCH', path: paths.updateLead, access: 'leads', audit: { record: 'lead', values: true }, tag: 'Leads', summary: "Change a lead's status, owner or follow-up date", body: leadUpdateSchema, answer: leadWithTimeline },
  addLeadNote: { method: 'POST', path: paths.addLeadNote, access: 'leads', audit: { record: 'lead', action: 'note' }, tag: 'Leads', summary: "Add a note to a lead's timeline", body: leadNoteSchema, answer: ok({ timeline: z.array(leadNoteDto) }) },
  markLeadRead: { method: 'PUT', path: paths.markLeadRead, access: 'leads', audit: false, tag: 'Leads', summary: 'Mark a lead read (for the caller)', answer: withData(leadDto) },
  markLeadUnread: { method: 'DELETE', path: paths.markLeadUnread, access: 'leads', audit: false, tag: 'Leads', summary: 'Mark a lead unread (for the caller)', answer: withData(leadDto) },
  markLeadNotSpam: { method: 'POST', answers: 200, path: paths.markLeadNotSpam, access: 'leads', audit: { record: 'lead', action: 'notSpam' }, tag: 'Leads', summary: 'Take a lead out of spam: it becomes new and staff are told', answer: withData(leadDto) },
  deleteContactMessage: { method: 'DELETE', path: paths.deleteContactMessage, access: 'leads', audit: { record: 'lead' }, tag: 'Leads', summary: 'Delete a lead (hidden at once, purged after 30 days)', answer: okMessage },
  getLeadSettings: { method: 'GET', path: paths.getLeadSettings, access: 'admin', tag: 'Leads', summary: 'Spam phrases and lead alert addresses', answer: ok({ settings: leadSettingsDto }) },
  listOutbox: { method: 'GET', path: paths.listOutbox, access: 'admin', tag: 'Leads', summary: 'New-lead alert e-mails not delivered yet (pending, failed) or by state', query: outboxQuerySchema, answer: withData(z.array(outboxMessageDto)) },
  retryOutbox: {
    errors: { 409: 'The alert has not failed, or no SMTP server is configured' },
    method: 'POST',
    path: paths.retryOutbox,
    access: 'admin',
    tag: 'Leads',
    summary: 'Queue a failed new-lead alert e-mail again (due now, a fresh round of attempts); 409 unless it failed',
    answers: 200,
    audit: { record: 'leadAlert', action: 'retry' },
    answer: ok({ message: z.string(), data: outboxMessageDto }),
  },
  updateLeadSettings: { method: 'PUT', path: paths.updateLeadSettings, access: 'admin', audit: { record: 'leadSettings', values: true }, tag: 'Leads', summary: 'Change the spam phrases and lead alert addresses', body: leadSettingsSchema, answer: ok({ message: z.string(), settings: leadSettingsDto }) },
  dashboard: { method: 'GET', path: paths.dashboard, access: 'signedIn', tag: 'Leads', summary: "The back office's first screen: new leads today and this week, leads by status, follow-ups due, pending reviews, the five newest leads and the caller's unread count", answer: dashboardResponse },

  listReviews: { method: 'GET', path: paths.listReviews, access: 'public', tag: 'Reviews', summary: 'Approved reviews, newest first, one page (a plain array)', query: reviewListQuerySchema, answer: z.array(reviewDto) },
  reviewSummary: {
    method: 'GET',
    path: paths.reviewSummary,
    access: 'public',
    tag: 'Reviews',
    summary: "The company's rating: the average of its approved reviews (to one decimal) and their count; null with none (reviews of products not counted)",
    answer: z.object({ success: z.literal(true), summary: reviewSummaryDto }),
  },
  submitReview: { method: 'POST', path: paths.submitReview, access: 'public', limit: 'publicWrite', tag: 'Reviews', summary: 'A visitor submits a review; it waits for approval', body: reviewCreateSchema, answer: ok({ message: z.string(), data: reviewDto }) },
  listAllReviews: { method: 'GET', path: paths.listAllReviews, access: 'content', tag: 'Reviews', summary: 'Reviews with their status: one page (at most 100), by status, pending first, and the count of each status', query: adminReviewQuerySchema, answer: adminReviewPage },
  setReviewStatus: { method: 'PATCH', path: paths.setReviewStatus, access: 'content', audit: { record: 'review', values: true }, tag: 'Reviews', summary: 'Approve or reject a review', body: reviewStatusSchema, answer: withData(adminReviewDto) },
  updateReview: { method: 'PATCH', path: paths.updateReview, access: 'content', audit: { record: 'review' }, tag: 'Reviews', summary: "Correct a review's feedback or rating", body: reviewUpdateSchema, answer: withData(adminReviewDto) },
  deleteReview: { method: 'DELETE', path: paths.deleteReview, access: 'content', audit: { record: 'review' }, tag: 'Reviews', summary: 'Delete a review', answer: okMessage },
  bulkReviews: {
    method: 'POST',
    path: paths.bulkReviews,
    access: 'content',
    tag: 'Reviews',
    summary: 'Approve, reject or delete several reviews (1 to 100 ids) in one transaction; ids of no review are answered in `missing`',
    body: reviewBulkSchema,
    answers: 200,
    audit: { record: 'review', bulk: ['approve', 'reject', 'delete'] },
    answer: bulkResult,
  },

  getSettings: { method: 'GET', path: paths.getSettings, access: 'public', tag: 'Settings', summary: "The site's public settings", answer: ok({ settings: settingsDto, mediaBaseUrl: z.string().optional() }) },
  updateSettings: { method: 'PUT', path: paths.updateSettings, access: 'admin', audit: { record: 'settings', values: true }, tag: 'Settings', summary: "Change the site's settings", body: settingsSchema, answer: ok({ message: z.string(), settings: settingsDto }) },
  updatePortrait: {
    method: 'PUT',
    path: paths.updatePortrait,
    access: 'admin',
    tag: 'Settings',
    summary: "Replace the About page's founder or coFounder portrait (multipart: an upload, or libraryImage: one from the media library)",
    body: libraryImageSchema,
    files: [uploads.portrait],
    audit: { record: 'portrait' },
    answer: ok({ message: z.string(), settings: settingsDto }),
  },
  removePortrait: { method: 'DELETE', path: paths.removePortrait, access: 'admin', audit: { record: 'portrait' }, tag: 'Settings', summary: 'Remove a portrait (the About page shows the initial)', answer: ok({ message: z.string(), settings: settingsDto }) },

  listMedia: {
    method: 'GET',
    path: paths.listMedia,
    access: 'content',
    tag: 'Media',
    summary: 'The media library: newest first, one page (40, at most 100), by kind, searched in alt text and file name; each item with where it is used',
    query: mediaQuerySchema,
    answer: mediaListReply,
  },
  uploadMedia: {
    method: 'POST',
    path: paths.uploadMedia,
    access: 'content',
    audit: { record: 'media' },
    tag: 'Media',
    summary: 'Add images and videos to the library (multipart), with an alt text for each (`alts`, a JSON list)',
    body: mediaUploadSchema,
    files: [uploads.libraryImages, uploads.libraryVideos],
    answer: ok({ message: z.string(), data: z.array(mediaItemDto) }),
  },
  cleanUpMedia: {
    method: 'POST',
    path: paths.cleanUpMedia,
    access: 'content',
    answers: 200,
    audit: { record: 'media', action: 'cleanup' },
    tag: 'Media',
    summary: 'Delete every item used nowhere (no record and no kept revision names it); answers how many',
    answer: ok({ message: z.string(), data: z.object({ removed: z.number().int() }) }),
  },
  updateMedia: { method: 'PATCH', path: paths.updateMedia, access: 'content', audit: { record: 'media' }, tag: 'Media', summary: "Change an item's alt text", body: mediaUpdateSchema, answer: ok({ message: z.string(), data: mediaItemDto }) },
  deleteMedia: {
    errors: { 409: 'The file is in use (`usedBy` lists where)' },
    method: 'DELETE',
    path: paths.deleteMedia,
    access: 'content',
    audit: { record: 'media' },
    tag: 'Media',
    summary: 'Delete an item and its file; 409 with where it is used while a record or kept revision names it',
    answer: ok({ message: z.string(), data: mediaItemDto }),
  },

  listAudit: {
    method: 'GET',
    path: paths.listAudit,
    access: 'admin',
    tag: 'Audit',
    summary: 'The audit log: who did what, when and from where; filtered, newest first, one page (50, at most 100). Entries cannot be changed or deleted',
    query: auditQuerySchema,
    answer: paged(auditEntryDto),
  },

  collectEvent: {
    method: 'POST',
    path: paths.collectEvent,
    access: 'public',
    answers: 202,
    tag: 'Analytics',
    summary:
      "A public page's view, as navigator.sendBeacon posts it (JSON, also as text/plain; at most 2 KB, else 413). Always 202 with no body, counted or not: not counted with DNT: 1 or Sec-GPC: 1, from a bot, from signed-in staff, from another site's page, or for an address that is no public page. No cookie is read for counting or set; limited per address (429)",
    body: analyticsEventSchema,
    answer: otherAnswer('text/plain', 'An empty body: whether the view was counted is not said'),
  },
  analyticsSummary: { method: 'GET', path: fill(paths.analyticsReport, 'summary'), access: 'admin', tag: 'Analytics', summary: "Views and visitors per day of the range (days on the site's clock, at most 366), their totals and per device class", query: analyticsQuerySchema, answer: analyticsSummaryDto },
  analyticsPages: { method: 'GET', path: fill(paths.analyticsReport, 'pages'), access: 'admin', tag: 'Analytics', summary: 'The most viewed pages of the range, with their views and visitors', query: analyticsQuerySchema, answer: analyticsPagesDto },
  analyticsSources: { method: 'GET', path: fill(paths.analyticsReport, 'sources'), access: 'admin', tag: 'Analytics', summary: 'Where views came from (utm_source, else the referring host; null: direct), most views first', query: analyticsQuerySchema, answer: analyticsSourcesDto },
  analyticsCampaigns: { method: 'GET', path: fill(paths.analyticsReport, 'campaigns'), access: 'admin', tag: 'Analytics', summary: 'Views by utm_campaign, most views first', query: analyticsQuerySchema, answer: analyticsCampaignsDto },
  analyticsPosts: {
    method: 'GET',
    path: fill(paths.analyticsReport, 'posts'),
    access: 'admin',
    tag: 'Analytics',
    summary: "Blog posts of the range: each /blog/<slug> address's views and visitors, its post's title and the leads that landed on it, most views first",
    query: analyticsQuerySchema,
    answer: analyticsPostsDto,
  },
  // Lead attribution is the sales role's too: the leads area (admins and sales).
  analyticsConversions: {
    method: 'GET',
    path: fill(paths.analyticsReport, 'conversions'),
    access: 'leads',
    tag: 'Analytics',
    summary: 'Views, visitors, leads and conversion rate (leads / visitors) by source (utm_source, else the referring host; null: direct), campaign or landing page, most views first',
    query: conversionsQuerySchema,
    answer: analyticsConversionsDto,
  },
  exportConversions: {
    method: 'GET',
    path: fill(paths.exportAnalytics, 'conversions'),
    access: 'leads',
    tag: 'Analytics',
    summary: 'The conversion report as a CSV file (UTF-8), same query',
    query: conversionsQuerySchema,
    answer: otherAnswer('text/csv; charset=utf-8', "The report's rows, one a line, with a header row"),
  },
  exportAnalytics: {
    method: 'GET',
    path: paths.exportAnalytics,
    access: 'admin',
    tag: 'Analytics',
    summary: 'A report (summary, pages, sources, campaigns or posts) as a CSV file (UTF-8), same query',
    query: analyticsQuerySchema,
    answer: otherAnswer('text/csv; charset=utf-8', "The report's rows, one a line, with a header row"),
  },

  // Each document type's (content/documentTypes.ts): listCaseStudies, createCaseStudy, ...
  ...documentEndpointTable,

  // Applications to open roles (applications.ts).
  ...applicationEndpoints,

  openapi: { method: 'GET', path: paths.openapi, access: 'public', tag: 'Reference', summary: 'This API as an OpenAPI 3.1 document', answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  apiDocs: { method: 'GET', path: paths.apiDocs, access: 'public', tag: 'Reference', summary: 'This API as a readable page', answer: otherAnswer('text/html; charset=utf-8', 'The API reference as a page') },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** What a successful call of an endpoint answers: its declared schema's output (the client's types come from here). */
export type AnswerOf<N extends EndpointName> = (typeof endpoints)[N]['answer'] extends z.ZodType<infer T> ? T : never;
