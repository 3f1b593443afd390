import type { ReviewStatus } from '../contract/constants.js';
import { fill, paths } from '../contract/paths.js';
import type { AnswerOf } from '../contract/endpoints.js';
import type {
  AdminBlogSort,
  AdminProductSort,
  AdminReviewSort,
  BlogBulkInput,
  CategoryInput,
  PortraitPerson,
  ProductBulkInput,
  ProductUpdateInput,
  ReviewBulkInput,
  ReviewSubject,
  ReviewUpdateInput,
  SettingsInput,
} from '../contract/schemas.js';
import type {
  LeadBulkInput,
  LeadSettingsInput,
  LeadSource,
  LeadStatus,
  LeadUpdateInput,
  OutboxStateName,
} from '../contract/index.js';
import type {
  AccountUpdateInput,
  PasswordChangeInput,
  SetPasswordInput,
  StaffCreateInput,
  SecuritySettingsDto,
  SignInProof,
  StaffUpdateInput,
} from '../contract/staff.js';
import { publicDocuments, type DocumentAnswer } from './documents.js';
import { APPLICATION_PATHS } from '../contract/careers.js';
import type { ApplicationStatus, ApplicationUpdateInput } from '../contract/applications.js';
import type { DocumentKind } from '../contract/documents.js';
import type { AnalyticsQuery, AnalyticsReport, ConversionKey } from '../contract/analytics.js';
import { documentPathOf } from '../contract/documentRoutes.js';
import { publicAuth, publicBlogs, publicCategories, publicContact, publicProducts, publicReviews, publicSecondSections, publicSettings, type BlogListParams, type PageParams } from './public.js';
import { ApiTransport, queryString, type RequestOptions } from './transport.js';

/** The lead inbox's filter (list, CSV and Excel exports); dates as `YYYY-MM-DD` or ISO 8601. */
export interface LeadFilterParams {
  status?: LeadStatus;
  /** A staff user id, or `none` for leads nobody owns. */
  owner?: string;
  /** The form the leads came from. */
  source?: LeadSource;
  from?: string;
  to?: string;
  q?: string;
  sort?: 'desc' | 'asc';
}
export interface LeadListParams extends LeadFilterParams {
  page?: number;
  limit?: number;
}

/** The applications inbox's filter and page. */
export interface ApplicationListParams extends PageParams {
  status?: ApplicationStatus;
  role?: string;
  q?: string;
}

export interface AdminProductParams extends PageParams {
  keyword?: string;
  sort?: AdminProductSort;
}
export interface AdminBlogParams extends BlogListParams {
  keyword?: string;
  sort?: AdminBlogSort;
}
export interface AdminReviewParams extends PageParams {
  /** Words in the name or feedback. */
  keyword?: string;
  status?: ReviewStatus;
  sort?: AdminReviewSort;
  /** 'site' (the company's reviews), 'products' (any product's) or one product's id. */
  about?: ReviewSubject;
}

/** The audit log's filters: the acting account, the action, the record, the dates. */
export interface AuditParams extends PageParams {
  user?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  from?: string;
  to?: string;
}


/**
 * The typed HTTP client of the whole API: the back office's (web admin and desktop console). The
 * public website uses PublicApiClient (public.ts), the part of it visitors' pages call.
 */
export class ApiClient extends ApiTransport {
  // ---- auth ---------------------------------------------------------------------------------
  readonly auth = {
    ...publicAuth(this),
    /** The password step: the account, or (two-step sign-in) a ticket for the code step. */
    login: (email: string, password: string) =>
      this.request<AnswerOf<'login'>>('POST', paths.login, { email, password }),
    /** The code step: the password step's ticket and a code or a recovery code. */
    loginWithCode: (ticket: string, proof: SignInProof) => this.request<AnswerOf<'loginCode'>>('POST', paths.loginCode, { ticket, ...proof }),
    loginDesktop: (email: string, password: string) =>
      this.request<AnswerOf<'login'>>('POST', paths.login, { email, password, client: 'desktop' }),
    logout: () => this.request<AnswerOf<'logout'>>('POST', paths.logout),
    /** My account: name, e-mail, phone. */
    updateAccount: (body: AccountUpdateInput) => this.request<AnswerOf<'updateAccount'>>('PATCH', paths.me, body),
    /** My password (the current one required); my other sessions end. */
    changePassword: (body: PasswordChangeInput) => this.request<AnswerOf<'changePassword'>>('PUT', paths.changePassword, body),
    /** Begins setting up two-step sign-in: a new secret as a QR code and as text. */
    startTwoFactor: () => this.request<AnswerOf<'startTwoFactor'>>('POST', paths.startTwoFactor),
    /** Turns it on with the app's first code; answers the recovery codes, shown once. */
    /** Turns two-step sign-in on with the app's first code and the account's password; the account's other sessions end. */
    confirmTwoFactor: (code: string, password: string) => this.request<AnswerOf<'confirmTwoFactor'>>('POST', paths.confirmTwoFactor, { code, password }),
    turnOffTwoFactor: (password: string) => this.request<AnswerOf<'turnOffTwoFactor'>>('POST', paths.turnOffTwoFactor, { password }),
    newRecoveryCodes: (password: string) => this.request<AnswerOf<'newRecoveryCodes'>>('POST', paths.newRecoveryCodes, { password }),
    /** My live sessions, most recently used first. */
    sessions: () => this.request<AnswerOf<'mySessions'>>('GET', paths.mySessions),
    /** Ends one of my sessions (its sockets close at once). */
    endSession: (id: string) => this.request<AnswerOf<'endMySession'>>('DELETE', fill(paths.endMySession, id)),
    /** Sign out everywhere else: every session of mine but this one ends. */
    endOtherSessions: () => this.request<AnswerOf<'endMyOtherSessions'>>('POST', paths.endMyOtherSessions),
    /** The public "set your password" page: the link's token and the new password; signs the web in. */
    setPassword: (body: SetPasswordInput) => this.request<AnswerOf<'setPassword'>>('POST', paths.setPassword, body),
  };

  // ---- staff (admins; the lead owners for whoever works leads) ------------------------------
  readonly staff = {
    list: () => this.request<AnswerOf<'listStaff'>>('GET', paths.listStaff),
    /** A new account and its one-time set-password link (shown once). */
    create: (body: StaffCreateInput) => this.request<AnswerOf<'createStaff'>>('POST', paths.listStaff, body),
    update: (id: string, body: StaffUpdateInput) => this.request<AnswerOf<'updateStaff'>>('PATCH', fill(paths.updateStaff, id), body),
    /** A new set-password link; the old password and the account's sessions stop working. */
    resetPassword: (id: string) => this.request<AnswerOf<'resetStaffPassword'>>('POST', fill(paths.resetStaffPassword, id)),
    /** Active staff who may own a lead (admin and sales). */
    leadOwners: () => this.request<AnswerOf<'leadOwners'>>('GET', paths.leadOwners),
    /** Whether every account must use two-step sign-in. */
    security: () => this.request<AnswerOf<'getSecurity'>>('GET', paths.getSecurity),
    setSecurity: (body: SecuritySettingsDto) => this.request<AnswerOf<'updateSecurity'>>('PUT', paths.getSecurity, body),
  };

  // ---- audit log (admins) --------------------------------------------------------------------
  readonly audit = {
    /** One page of the audit log, newest first; dates as `YYYY-MM-DD` or ISO 8601. */
    list: (q: AuditParams = {}) => this.request<AnswerOf<'listAudit'>>('GET', paths.listAudit + queryString(q)),
  };

  // ---- media library (content) -----------------------------------------------------------------
  readonly media = {
    /** One page of the library, newest first, by kind and searched in alt text and file name. */
    list: (q: { page?: number; limit?: number; kind?: 'image' | 'video'; q?: string } = {}) => this.request<AnswerOf<'listMedia'>>('GET', paths.listMedia + queryString(q)),
    /** Uploads files (`images`, `videos`) with their alt texts (`alts`, a JSON list). */
    upload: (form: FormData, options?: RequestOptions) => this.request<AnswerOf<'uploadMedia'>>('POST', paths.listMedia, form, options),
    setAlt: (id: string, alt: string) => this.request<AnswerOf<'updateMedia'>>('PATCH', fill(paths.updateMedia, id), { alt }),
    /** Refused (409, naming where) while a record or a kept revision uses the file. */
    remove: (id: string) => this.request<AnswerOf<'deleteMedia'>>('DELETE', fill(paths.updateMedia, id)),
    cleanUp: () => this.request<AnswerOf<'cleanUpMedia'>>('POST', paths.cleanUpMedia),
  };

  // ---- catalogue ----------------------------------------------------------------------------
  readonly products = {
    ...publicProducts(this),
    /** Back office: every product whatever its price, one page, searched and sorted on the server. */
    adminList: (q: AdminProductParams = {}) => this.request<AnswerOf<'listAdminProducts'>>('GET', paths.listAdminProducts + queryString(q)),
    create: (form: FormData, options?: RequestOptions) =>
      this.request<AnswerOf<'createProduct'>>('POST', paths.createProduct, form, options),
    update: (id: string, body: FormData | Omit<ProductUpdateInput, 'keepImages'>, options?: RequestOptions) =>
      this.request<AnswerOf<'updateProduct'>>('PUT', fill(paths.updateProduct, id), body, options),
    remove: (id: string) => this.request<AnswerOf<'deleteProduct'>>('DELETE', fill(paths.updateProduct, id)),
    /** Delete several products at once; ids of no product come back in `missing`. */
    bulk: (body: ProductBulkInput) => this.request<AnswerOf<'bulkProducts'>>('POST', paths.bulkProducts, body),
    /** The product's revisions, newest first (at most 50), without their records. */
    revisions: (id: string) => this.request<AnswerOf<'listProductRevisions'>>('GET', fill(paths.listProductRevisions, id)),
    revision: (id: string, revisionId: string) => this.request<AnswerOf<'getProductRevision'>>('GET', fill(paths.getProductRevision, id, revisionId)),
    /** Puts a revision back (a save of its own, kept as a new revision); answers the product. */
    restoreRevision: (id: string, revisionId: string) => this.request<AnswerOf<'restoreProductRevision'>>('POST', fill(paths.restoreProductRevision, id, revisionId)),
    /** Keeps the editor's unsaved form (an update's fields, no files) as an autosave revision; the product is not changed. */
    autosave: (id: string, fields: Record<string, string>) => this.request<AnswerOf<'autosaveProduct'>>('PUT', fill(paths.autosaveProduct, id), fields),
  };

  readonly categories = {
    ...publicCategories(this),
    create: (body: CategoryInput) => this.request<AnswerOf<'createCategory'>>('POST', paths.listCategories, body),
    update: (id: string, body: CategoryInput) => this.request<AnswerOf<'updateCategory'>>('PUT', fill(paths.getCategory, id), body),
    remove: (id: string) => this.request<AnswerOf<'deleteCategory'>>('DELETE', fill(paths.getCategory, id)),
  };

  // ---- document types (case studies, ...) ---------------------------------------------------
  /** A document type's calls, by its kind: the same group for every type (content/document.ts). */
  readonly documents = <D extends DocumentKind>(kind: D) => {
    const at = (op: Parameters<typeof documentPathOf>[1], ...ids: string[]) => fill(documentPathOf(kind, op), ...ids);
    return {
      ...publicDocuments(this)(kind),
      adminList: (q: { page?: number; limit?: number; q?: string; status?: string } = {}) => this.request<DocumentAnswer<D, 'listAdmin'>>('GET', at('listAdmin') + queryString(q)),
      get: (id: string) => this.request<DocumentAnswer<D, 'get'>>('GET', at('get', id)),
      create: (body: Record<string, unknown>) => this.request<DocumentAnswer<D, 'create'>>('POST', at('create'), body),
      update: (id: string, body: Record<string, unknown>) => this.request<DocumentAnswer<D, 'update'>>('PUT', at('update', id), body),
      remove: (id: string) => this.request<DocumentAnswer<D, 'delete'>>('DELETE', at('delete', id)),
      revisions: (id: string) => this.request<DocumentAnswer<D, 'listRevisions'>>('GET', at('listRevisions', id)),
      revision: (id: string, revisionId: string) => this.request<DocumentAnswer<D, 'getRevision'>>('GET', at('getRevision', id, revisionId)),
      restoreRevision: (id: string, revisionId: string) => this.request<DocumentAnswer<D, 'restoreRevision'>>('POST', at('restoreRevision', id, revisionId)),
      autosave: (id: string, body: Record<string, unknown>) => this.request<DocumentAnswer<D, 'autosave'>>('PUT', at('autosave', id), body),
    };
  };

  // ---- blogs and content --------------------------------------------------------------------
  readonly blogs = {
    ...publicBlogs(this),
    adminList: (q: AdminBlogParams = {}) => this.request<AnswerOf<'listAdminBlogs'>>('GET', paths.listAdminBlogs + queryString(q)),
    create: (form: FormData, options?: RequestOptions) => this.request<AnswerOf<'createBlog'>>('POST', paths.listBlogs, form, options),
    update: (id: string, form: FormData, options?: RequestOptions) => this.request<AnswerOf<'updateBlog'>>('PUT', fill(paths.getBlog, id), form, options),
    remove: (id: string) => this.request<AnswerOf<'deleteBlog'>>('DELETE', fill(paths.getBlog, id)),
    /** Delete several blogs at once; ids of no blog come back in `missing`. */
    bulk: (body: BlogBulkInput) => this.request<AnswerOf<'bulkBlogs'>>('POST', paths.bulkBlogs, body),
    /** The blog's revisions, newest first (at most 50), without their records. */
    revisions: (id: string) => this.request<AnswerOf<'listBlogRevisions'>>('GET', fill(paths.listBlogRevisions, id)),
    revision: (id: string, revisionId: string) => this.request<AnswerOf<'getBlogRevision'>>('GET', fill(paths.getBlogRevision, id, revisionId)),
    /** Puts a revision back (a save of its own, kept as a new revision); answers the blog. */
    restoreRevision: (id: string, revisionId: string) => this.request<AnswerOf<'restoreBlogRevision'>>('POST', fill(paths.restoreBlogRevision, id, revisionId)),
    /** Keeps the editor's unsaved form (an update's fields, no files) as an autosave revision; the blog is not changed. */
    autosave: (id: string, fields: Record<string, string>) => this.request<AnswerOf<'autosaveBlog'>>('PUT', fill(paths.autosaveBlog, id), fields),
  };

  readonly secondSections = {
    ...publicSecondSections(this),
    update: (id: string, form: FormData, options?: RequestOptions) =>
      this.request<AnswerOf<'updateSecondSection'>>('PUT', fill(paths.getSecondSection, id), form, options),
  };

  readonly settings = {
    ...publicSettings(this),
    update: (body: SettingsInput) => this.request<AnswerOf<'updateSettings'>>('PUT', paths.updateSettings, body),
    /** A new portrait for the About page: multipart with the image as `image`. */
    setPortrait: (person: PortraitPerson, form: FormData, options?: RequestOptions) =>
      this.request<AnswerOf<'updatePortrait'>>('PUT', fill(paths.updatePortrait, person), form, options),
    removePortrait: (person: PortraitPerson) => this.request<AnswerOf<'removePortrait'>>('DELETE', fill(paths.updatePortrait, person)),
  };

  // ---- leads and reviews --------------------------------------------------------------------
  readonly contact = {
    ...publicContact(this),
    /** One page of the inbox (the first page, newest first, without parameters). */
    list: (params: LeadListParams = {}) => this.request<AnswerOf<'listContactMessages'>>('GET', `${paths.sendContactMessage}${queryString(params)}`),
    get: (id: string) => this.request<AnswerOf<'getLead'>>('GET', fill(paths.getLead, id)),
    update: (id: string, body: LeadUpdateInput) => this.request<AnswerOf<'updateLead'>>('PATCH', fill(paths.getLead, id), body),
    addNote: (id: string, text: string) => this.request<AnswerOf<'addLeadNote'>>('POST', fill(paths.addLeadNote, id), { text }),
    markRead: (id: string) => this.request<AnswerOf<'markLeadRead'>>('PUT', fill(paths.markLeadRead, id)),
    markUnread: (id: string) => this.request<AnswerOf<'markLeadUnread'>>('DELETE', fill(paths.markLeadRead, id)),
    notSpam: (id: string) => this.request<AnswerOf<'markLeadNotSpam'>>('POST', fill(paths.markLeadNotSpam, id)),
    bulk: (body: LeadBulkInput) => this.request<AnswerOf<'bulkLeads'>>('POST', paths.bulkLeads, body),
    emptySpam: () => this.request<AnswerOf<'emptySpam'>>('POST', paths.emptySpam),
    /** The CSV export's address for this filter (a download: open it with the session's credentials). */
    exportUrl: (filter: LeadFilterParams = {}) => `${this.baseUrl}${paths.exportLeads}${queryString(filter)}`,
    /** The same leads as an Excel workbook. */
    exportXlsxUrl: (filter: LeadFilterParams = {}) => `${this.baseUrl}${paths.exportLeadsXlsx}${queryString(filter)}`,
    /** Soft delete: hidden at once, purged after 30 days. */
    remove: (id: string) => this.request<AnswerOf<'deleteContactMessage'>>('DELETE', fill(paths.getLead, id)),
    settings: () => this.request<AnswerOf<'getLeadSettings'>>('GET', paths.getLeadSettings),
    updateSettings: (body: LeadSettingsInput) => this.request<AnswerOf<'updateLeadSettings'>>('PUT', paths.getLeadSettings, body),
    /** Alert e-mails not delivered yet (or in `state`). */
    outbox: (state?: OutboxStateName) => this.request<AnswerOf<'listOutbox'>>('GET', `${paths.listOutbox}${queryString({ state })}`),
    /** Queue a failed alert e-mail again (409 unless it failed). */
    retryOutbox: (id: string) => this.request<AnswerOf<'retryOutbox'>>('POST', fill(paths.retryOutbox, id)),
  };

  /** Applications to open roles (admins and recruiters). */
  readonly applications = {
    list: (params: ApplicationListParams = {}) => this.request<AnswerOf<'listApplications'>>('GET', `${APPLICATION_PATHS.list}${queryString(params)}`),
    get: (id: string) => this.request<AnswerOf<'getApplication'>>('GET', fill(APPLICATION_PATHS.one, id)),
    update: (id: string, body: ApplicationUpdateInput) => this.request<AnswerOf<'updateApplication'>>('PATCH', fill(APPLICATION_PATHS.one, id), body),
    addNote: (id: string, text: string) => this.request<AnswerOf<'addApplicationNote'>>('POST', fill(APPLICATION_PATHS.notes, id), { text }),
    remove: (id: string) => this.request<AnswerOf<'deleteApplication'>>('DELETE', fill(APPLICATION_PATHS.one, id)),
    owners: () => this.request<AnswerOf<'applicationOwners'>>('GET', APPLICATION_PATHS.owners),
    /** The CSV export's address for this filter (a download with the session's credentials). */
    exportUrl: (filter: Omit<ApplicationListParams, 'page' | 'limit'> = {}) => `${this.baseUrl}${APPLICATION_PATHS.exportCsv}${queryString(filter)}`,
    /** The CV's address (a download with the session's credentials; never a public one). */
    cvUrl: (id: string) => `${this.baseUrl}${fill(APPLICATION_PATHS.cv, id)}`,
  };

  readonly reviews = {
    ...publicReviews(this),
    adminList: (q: AdminReviewParams = {}) => this.request<AnswerOf<'listAllReviews'>>('GET', paths.listAllReviews + queryString(q)),
    setStatus: (id: string, status: 'approved' | 'rejected') =>
      this.request<AnswerOf<'setReviewStatus'>>('PATCH', fill(paths.setReviewStatus, id), { status }),
    update: (id: string, body: { feedback?: string; rating?: number | string } | ReviewUpdateInput) =>
      this.request<AnswerOf<'updateReview'>>('PATCH', fill(paths.updateReview, id), body),
    remove: (id: string) => this.request<AnswerOf<'deleteReview'>>('DELETE', fill(paths.updateReview, id)),
    /** Approve, reject or delete several reviews at once; ids of no review come back in `missing`. */
    bulk: (body: ReviewBulkInput) => this.request<AnswerOf<'bulkReviews'>>('POST', paths.bulkReviews, body),
  };

  // ---- site analytics (admins; the conversion report sales too) --------------------------------------------------------------
  /** The reports of shared/docs/analytics.md#reports: a range of days on the site's clock, both included. */
  readonly analytics = {
    summary: (q: AnalyticsQuery) => this.request<AnswerOf<'analyticsSummary'>>('GET', `${fill(paths.analyticsReport, 'summary')}${queryString(q)}`),
    pages: (q: AnalyticsQuery) => this.request<AnswerOf<'analyticsPages'>>('GET', `${fill(paths.analyticsReport, 'pages')}${queryString(q)}`),
    sources: (q: AnalyticsQuery) => this.request<AnswerOf<'analyticsSources'>>('GET', `${fill(paths.analyticsReport, 'sources')}${queryString(q)}`),
    campaigns: (q: AnalyticsQuery) => this.request<AnswerOf<'analyticsCampaigns'>>('GET', `${fill(paths.analyticsReport, 'campaigns')}${queryString(q)}`),
    /** Blog posts' views and visitors, and the leads that landed on each (admins). */
    posts: (q: AnalyticsQuery) => this.request<AnswerOf<'analyticsPosts'>>('GET', `${fill(paths.analyticsReport, 'posts')}${queryString(q)}`),
    /** Views, visitors, leads and conversion rate by source, campaign or landing page (admins and sales). */
    conversions: (q: AnalyticsQuery & { by: ConversionKey }) => this.request<AnswerOf<'analyticsConversions'>>('GET', `${fill(paths.analyticsReport, 'conversions')}${queryString(q)}`),
    /** A report's CSV address for this range (a download with the session's credentials). */
    csvUrl: (report: AnalyticsReport, q: AnalyticsQuery) => `${this.baseUrl}${fill(paths.exportAnalytics, report)}${queryString(q)}`,
    /** The conversion report's CSV address. */
    conversionsCsvUrl: (q: AnalyticsQuery & { by: ConversionKey }) => `${this.baseUrl}${fill(paths.exportAnalytics, 'conversions')}${queryString(q)}`,
  };

  // ---- dashboard ----------------------------------------------------------------------------
  readonly dashboard = {
    /** The back office's first screen: lead figures, follow-ups due, pending reviews, the caller's unread count. */
    get: () => this.request<AnswerOf<'dashboard'>>('GET', paths.dashboard),
  };
}
