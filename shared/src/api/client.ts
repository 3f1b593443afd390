import { XSRF_COOKIE, XSRF_HEADER, type ReviewStatus } from '../contract/constants.js';
import { api } from '../contract/routes.js';
import type { AnswerOf } from '../contract/endpoints.js';
import type { BlogCategory } from '../contract/index.js';
import type {
  AdminBlogSort,
  AdminProductSort,
  AdminReviewSort,
  BlogBulkInput,
  CategoryInput,
  ContactInput,
  PortraitPerson,
  ProductBulkInput,
  ProductUpdateInput,
  ReviewBulkInput,
  ReviewCreateInput,
  ReviewUpdateInput,
  SettingsInput,
} from '../contract/schemas.js';
import type {
  LeadBulkInput,
  LeadDto,
  LeadNoteDto,
  LeadSettingsInput,
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
import { ApiError } from './errors.js';

/** The lead inbox's filter (list and CSV export); dates as `YYYY-MM-DD` or ISO 8601. */
export interface LeadFilterParams {
  status?: LeadStatus;
  /** A staff user id, or `none` for leads nobody owns. */
  owner?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: 'desc' | 'asc';
}
export interface LeadListParams extends LeadFilterParams {
  page?: number;
  limit?: number;
}

function queryString(params: object): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** What a visitor's form adds for the spam screen: the signed token and the (empty) honeypot. */
export interface FormGuardFields {
  formToken?: string;
  website?: string;
}

type LeadWithTimeline = { success: true; data: LeadDto; timeline: LeadNoteDto[] };

export interface ApiClientOptions {
  /** Origin of the API; '' (default) for the page's own origin. */
  baseUrl?: string;
  /** Web: the XSRF token to echo on writes (read from the XSRF-TOKEN cookie by default). */
  xsrfToken?: () => string | undefined;
  /** Desktop: a bearer token for every request. */
  bearerToken?: () => string | undefined;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Upload progress from 0 to 1 (uses XMLHttpRequest, which reports upload progress). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on a visitor's form). */
  headers?: Record<string, string>;
}

export interface ProductQueryParams {
  keyword?: string;
  page?: number;
  priceGte?: number;
  priceLte?: number;
  ratingsGte?: number;
  category?: string;
}

/** A back-office table's page: the server searches, filters, sorts and pages. */
export interface PageParams {
  page?: number;
  limit?: number;
}
export interface AdminProductParams extends PageParams {
  keyword?: string;
  sort?: AdminProductSort;
}
export interface BlogListParams extends PageParams {
  category?: BlogCategory;
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

type Body = unknown;

function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The typed HTTP client of the API, shared by the website, the web admin and the desktop console. */
export class ApiClient {
  readonly baseUrl: string;
  private readonly opts: ApiClientOptions;

  constructor(opts: ApiClientOptions = {}) {
    this.opts = opts;
    this.baseUrl = (opts.baseUrl ?? '').replace(/\/+$/, '');
  }

  /** Where uploaded files are fetched from when not from this server (S3_PUBLIC_URL: a CDN or public bucket). */
  private mediaBase: string | undefined;

  /** The media address the server announces with the settings (`mediaBaseUrl`); undefined: this server. */
  setMediaBase(base: string | undefined): void {
    this.mediaBase = base ? base.replace(/\/+$/, '') : undefined;
  }

  /** Absolute address of an uploaded file (the API returns `/uploads/...`): on the media address when there is one. */
  mediaUrl(path: string): string {
    if (/^https?:\/\//.test(path)) return path;
    if (this.mediaBase && path.startsWith('/uploads/')) return `${this.mediaBase}/${path.slice('/uploads/'.length)}`;
    return `${this.baseUrl}${path}`;
  }

  private headers(method: string, body: Body): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const bearer = this.opts.bearerToken?.();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    else if (MUTATING.has(method)) {
      const xsrf = (this.opts.xsrfToken ?? (() => cookie(XSRF_COOKIE)))();
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    return headers;
  }

  async request<T>(method: string, path: string, body?: Body, options: RequestOptions = {}): Promise<T> {
    const url = this.baseUrl + path;
    const headers = { ...this.headers(method, body), ...options.headers };
    const payload = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
    if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      return this.xhr<T>(method, url, headers, payload, options);
    }
    let res: Response;
    try {
      res = await (this.opts.fetch ?? fetch)(url, { method, headers, body: payload, credentials: 'include', signal: options.signal });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new ApiError(0, 'Network error');
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const error = ApiError.fromBody(res.status, parsed, `Request failed (${res.status})`);
      const retryAfter = Number(res.headers?.get('retry-after'));
      if (retryAfter > 0) error.retryAfterSeconds = retryAfter;
      throw error;
    }
    return parsed as T;
  }

  private xhr<T>(method: string, url: string, headers: Record<string, string>, body: XMLHttpRequestBodyInit | undefined, options: RequestOptions): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = true;
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) options.onUploadProgress?.(e.loaded / e.total);
      };
      xhr.onerror = () => reject(new ApiError(0, 'Network error'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.onload = () => {
        let parsed: unknown = undefined;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          parsed = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          options.onUploadProgress?.(1);
          resolve(parsed as T);
        } else reject(ApiError.fromBody(xhr.status, parsed, `Request failed (${xhr.status})`));
      };
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body ?? null);
    });
  }

  // ---- auth ---------------------------------------------------------------------------------
  readonly auth = {
    /** The password step: the account, or (two-step sign-in) a ticket for the code step. */
    login: (email: string, password: string) =>
      this.request<AnswerOf<'login'>>('POST', api.login, { email, password }),
    /** The code step: the password step's ticket and a code or a recovery code. */
    loginWithCode: (ticket: string, proof: SignInProof) => this.request<AnswerOf<'loginCode'>>('POST', api.loginCode, { ticket, ...proof }),
    loginDesktop: (email: string, password: string) =>
      this.request<AnswerOf<'login'>>('POST', api.login, { email, password, client: 'desktop' }),
    me: () => this.request<AnswerOf<'me'>>('GET', api.me),
    logout: () => this.request<AnswerOf<'logout'>>('POST', api.logout),
    /** My account: name, e-mail, phone. */
    updateAccount: (body: AccountUpdateInput) => this.request<AnswerOf<'updateAccount'>>('PATCH', api.me, body),
    /** My password (the current one required); my other sessions end. */
    changePassword: (body: PasswordChangeInput) => this.request<AnswerOf<'changePassword'>>('PUT', api.myPassword, body),
    /** Begins setting up two-step sign-in: a new secret as a QR code and as text. */
    startTwoFactor: () => this.request<AnswerOf<'startTwoFactor'>>('POST', api.twoFactorSetup),
    /** Turns it on with the app's first code; answers the recovery codes, shown once. */
    /** Turns two-step sign-in on with the app's first code and the account's password; the account's other sessions end. */
    confirmTwoFactor: (code: string, password: string) => this.request<AnswerOf<'confirmTwoFactor'>>('POST', api.twoFactor, { code, password }),
    turnOffTwoFactor: (password: string) => this.request<AnswerOf<'turnOffTwoFactor'>>('POST', api.twoFactorOff, { password }),
    newRecoveryCodes: (password: string) => this.request<AnswerOf<'newRecoveryCodes'>>('POST', api.recoveryCodes, { password }),
    /** My live sessions, most recently used first. */
    sessions: () => this.request<AnswerOf<'mySessions'>>('GET', api.mySessions),
    /** Ends one of my sessions (its sockets close at once). */
    endSession: (id: string) => this.request<AnswerOf<'endMySession'>>('DELETE', api.mySession(id)),
    /** Sign out everywhere else: every session of mine but this one ends. */
    endOtherSessions: () => this.request<AnswerOf<'endMyOtherSessions'>>('POST', api.myOtherSessions),
    /** The public "set your password" page: the link's token and the new password; signs the web in. */
    setPassword: (body: SetPasswordInput) => this.request<AnswerOf<'setPassword'>>('POST', api.passwordLink, body),
  };

  // ---- staff (admins; the lead owners for whoever works leads) ------------------------------
  readonly staff = {
    list: () => this.request<AnswerOf<'listStaff'>>('GET', api.staff),
    /** A new account and its one-time set-password link (shown once). */
    create: (body: StaffCreateInput) => this.request<AnswerOf<'createStaff'>>('POST', api.staff, body),
    update: (id: string, body: StaffUpdateInput) => this.request<AnswerOf<'updateStaff'>>('PATCH', api.staffMember(id), body),
    /** A new set-password link; the old password and the account's sessions stop working. */
    resetPassword: (id: string) => this.request<AnswerOf<'resetStaffPassword'>>('POST', api.staffPasswordLink(id)),
    /** Active staff who may own a lead (admin and sales). */
    leadOwners: () => this.request<AnswerOf<'leadOwners'>>('GET', api.leadOwners),
    /** Whether every account must use two-step sign-in. */
    security: () => this.request<AnswerOf<'getSecurity'>>('GET', api.security),
    setSecurity: (body: SecuritySettingsDto) => this.request<AnswerOf<'updateSecurity'>>('PUT', api.security, body),
  };

  // ---- audit log (admins) --------------------------------------------------------------------
  readonly audit = {
    /** One page of the audit log, newest first; dates as `YYYY-MM-DD` or ISO 8601. */
    list: (q: AuditParams = {}) => this.request<AnswerOf<'listAudit'>>('GET', api.audit + queryString(q)),
  };

  // ---- media library (content) -----------------------------------------------------------------
  readonly media = {
    /** One page of the library, newest first, by kind and searched in alt text and file name. */
    list: (q: { page?: number; limit?: number; kind?: 'image' | 'video'; q?: string } = {}) => this.request<AnswerOf<'listMedia'>>('GET', api.media + queryString(q)),
    /** Uploads files (`images`, `videos`) with their alt texts (`alts`, a JSON list). */
    upload: (form: FormData, options?: RequestOptions) => this.request<AnswerOf<'uploadMedia'>>('POST', api.media, form, options),
    setAlt: (id: string, alt: string) => this.request<AnswerOf<'updateMedia'>>('PATCH', api.mediaItem(id), { alt }),
    /** Refused (409, naming where) while a record or a kept revision uses the file. */
    remove: (id: string) => this.request<AnswerOf<'deleteMedia'>>('DELETE', api.mediaItem(id)),
    cleanUp: () => this.request<AnswerOf<'cleanUpMedia'>>('POST', api.mediaCleanup),
  };

  // ---- catalogue ----------------------------------------------------------------------------
  readonly products = {
    list: (q: ProductQueryParams = {}) => {
      const params = new URLSearchParams();
      if (q.keyword) params.set('keyword', q.keyword);
      if (q.page) params.set('page', String(q.page));
      if (q.priceGte !== undefined) params.set('price[gte]', String(q.priceGte));
      if (q.priceLte !== undefined) params.set('price[lte]', String(q.priceLte));
      if (q.ratingsGte !== undefined) params.set('ratings[gte]', String(q.ratingsGte));
      if (q.category) params.set('category', q.category);
      const qs = params.toString();
      return this.request<AnswerOf<'listProducts'>>('GET', qs ? `${api.products}?${qs}` : api.products);
    },
    /** Back office: every product whatever its price, one page, searched and sorted on the server. */
    adminList: (q: AdminProductParams = {}) => this.request<AnswerOf<'listAdminProducts'>>('GET', api.adminProducts + queryString(q)),
    get: (id: string) => this.request<AnswerOf<'getProduct'>>('GET', api.product(id)),
    /** The product a page address names: its slug, a slug it had, or its id (`slug` in the answer is its address now). */
    bySlug: (slug: string) => this.request<AnswerOf<'getProductBySlug'>>('GET', api.productBySlug(slug)),
    create: (form: FormData, options?: RequestOptions) =>
      this.request<AnswerOf<'createProduct'>>('POST', api.adminProductNew, form, options),
    update: (id: string, body: FormData | Omit<ProductUpdateInput, 'keepImages'>, options?: RequestOptions) =>
      this.request<AnswerOf<'updateProduct'>>('PUT', api.adminProduct(id), body, options),
    remove: (id: string) => this.request<AnswerOf<'deleteProduct'>>('DELETE', api.adminProduct(id)),
    /** Delete several products at once; ids of no product come back in `missing`. */
    bulk: (body: ProductBulkInput) => this.request<AnswerOf<'bulkProducts'>>('POST', api.adminProductsBulk, body),
    /** The product's revisions, newest first (at most 50), without their records. */
    revisions: (id: string) => this.request<AnswerOf<'listProductRevisions'>>('GET', api.productRevisions(id)),
    revision: (id: string, revisionId: string) => this.request<AnswerOf<'getProductRevision'>>('GET', api.productRevision(id, revisionId)),
    /** Puts a revision back (a save of its own, kept as a new revision); answers the product. */
    restoreRevision: (id: string, revisionId: string) => this.request<AnswerOf<'restoreProductRevision'>>('POST', api.restoreProductRevision(id, revisionId)),
  };

  readonly categories = {
    list: () => this.request<AnswerOf<'listCategories'>>('GET', api.categories),
    get: (id: string) => this.request<AnswerOf<'getCategory'>>('GET', api.category(id)),
    create: (body: CategoryInput) => this.request<AnswerOf<'createCategory'>>('POST', api.categories, body),
    update: (id: string, body: CategoryInput) => this.request<AnswerOf<'updateCategory'>>('PUT', api.category(id), body),
    remove: (id: string) => this.request<AnswerOf<'deleteCategory'>>('DELETE', api.category(id)),
  };

  // ---- blogs and content --------------------------------------------------------------------
  readonly blogs = {
    /** One page of blogs, newest first (20 unless `limit` says otherwise, at most 50). */
    list: (q: BlogListParams = {}) => this.request<AnswerOf<'listBlogs'>>('GET', api.blogs + queryString(q)),
    /** The header's menu: each category's newest blogs, ids, slugs and titles. */
    menu: () => this.request<AnswerOf<'blogMenu'>>('GET', api.blogMenu),
    adminList: (q: AdminBlogParams = {}) => this.request<AnswerOf<'listAdminBlogs'>>('GET', api.adminBlogs + queryString(q)),
    get: (id: string) => this.request<AnswerOf<'getBlog'>>('GET', api.blog(id)),
    /** The blog a page address names: its slug, a slug it had, or its id (`slug` in the answer is its address now). */
    bySlug: (slug: string) => this.request<AnswerOf<'getBlogBySlug'>>('GET', api.blogBySlug(slug)),
    create: (form: FormData, options?: RequestOptions) => this.request<AnswerOf<'createBlog'>>('POST', api.blogs, form, options),
    update: (id: string, form: FormData, options?: RequestOptions) => this.request<AnswerOf<'updateBlog'>>('PUT', api.blog(id), form, options),
    remove: (id: string) => this.request<AnswerOf<'deleteBlog'>>('DELETE', api.blog(id)),
    /** Delete several blogs at once; ids of no blog come back in `missing`. */
    bulk: (body: BlogBulkInput) => this.request<AnswerOf<'bulkBlogs'>>('POST', api.adminBlogsBulk, body),
    /** The blog's revisions, newest first (at most 50), without their records. */
    revisions: (id: string) => this.request<AnswerOf<'listBlogRevisions'>>('GET', api.blogRevisions(id)),
    revision: (id: string, revisionId: string) => this.request<AnswerOf<'getBlogRevision'>>('GET', api.blogRevision(id, revisionId)),
    /** Puts a revision back (a save of its own, kept as a new revision); answers the blog. */
    restoreRevision: (id: string, revisionId: string) => this.request<AnswerOf<'restoreBlogRevision'>>('POST', api.restoreBlogRevision(id, revisionId)),
  };

  readonly secondSections = {
    list: () => this.request<AnswerOf<'listSecondSections'>>('GET', api.secondSections),
    get: (id: string) => this.request<AnswerOf<'getSecondSection'>>('GET', api.secondSection(id)),
    update: (id: string, form: FormData, options?: RequestOptions) =>
      this.request<AnswerOf<'updateSecondSection'>>('PUT', api.secondSection(id), form, options),
  };

  readonly settings = {
    /** `mediaBaseUrl`: where pages fetch uploaded files from, when not from this server (S3_PUBLIC_URL). */
    get: () => this.request<AnswerOf<'getSettings'>>('GET', api.settings),
    update: (body: SettingsInput) => this.request<AnswerOf<'updateSettings'>>('PUT', api.adminSettings, body),
    /** A new portrait for the About page: multipart with the image as `image`. */
    setPortrait: (person: PortraitPerson, form: FormData, options?: RequestOptions) =>
      this.request<AnswerOf<'updatePortrait'>>('PUT', api.portrait(person), form, options),
    removePortrait: (person: PortraitPerson) => this.request<AnswerOf<'removePortrait'>>('DELETE', api.portrait(person)),
  };

  // ---- leads and reviews --------------------------------------------------------------------
  readonly contact = {
    /** A visitor's form: the body may carry the spam screen's `formToken` and honeypot, `options.headers` an Idempotency-Key. */
    send: (body: ContactInput & FormGuardFields, options?: RequestOptions) =>
      this.request<AnswerOf<'sendContactMessage'>>('POST', api.contact, body, options),
    /** One page of the inbox (the first page, newest first, without parameters). */
    list: (params: LeadListParams = {}) => this.request<AnswerOf<'listContactMessages'>>('GET', `${api.contact}${queryString(params)}`),
    get: (id: string) => this.request<AnswerOf<'getLead'>>('GET', api.contactMessage(id)),
    update: (id: string, body: LeadUpdateInput) => this.request<AnswerOf<'updateLead'>>('PATCH', api.contactMessage(id), body),
    addNote: (id: string, text: string) => this.request<AnswerOf<'addLeadNote'>>('POST', api.contactNotes(id), { text }),
    markRead: (id: string) => this.request<AnswerOf<'markLeadRead'>>('PUT', api.contactRead(id)),
    markUnread: (id: string) => this.request<AnswerOf<'markLeadUnread'>>('DELETE', api.contactRead(id)),
    notSpam: (id: string) => this.request<AnswerOf<'markLeadNotSpam'>>('POST', api.contactNotSpam(id)),
    bulk: (body: LeadBulkInput) => this.request<AnswerOf<'bulkLeads'>>('POST', api.contactBulk, body),
    emptySpam: () => this.request<AnswerOf<'emptySpam'>>('POST', api.contactEmptySpam),
    /** The CSV export's address for this filter (a download: open it with the session's credentials). */
    exportUrl: (filter: LeadFilterParams = {}) => `${this.baseUrl}${api.contactExport}${queryString(filter)}`,
    /** Soft delete: hidden at once, purged after 30 days. */
    remove: (id: string) => this.request<AnswerOf<'deleteContactMessage'>>('DELETE', api.contactMessage(id)),
    /** A signed "form shown at" token for the spam screen (send it as `formToken`). */
    formToken: () => this.request<AnswerOf<'formToken'>>('GET', api.formToken),
    settings: () => this.request<AnswerOf<'getLeadSettings'>>('GET', api.leadSettings),
    updateSettings: (body: LeadSettingsInput) => this.request<AnswerOf<'updateLeadSettings'>>('PUT', api.leadSettings, body),
    /** Alert e-mails not delivered yet (or in `state`). */
    outbox: (state?: OutboxStateName) => this.request<AnswerOf<'listOutbox'>>('GET', `${api.outbox}${queryString({ state })}`),
    /** Queue a failed alert e-mail again (409 unless it failed). */
    retryOutbox: (id: string) => this.request<AnswerOf<'retryOutbox'>>('POST', api.outboxRetry(id)),
  };

  readonly reviews = {
    list: (page: number, limit = 10) => this.request<AnswerOf<'listReviews'>>('GET', `${api.reviews}?page=${page}&limit=${limit}`),
    submit: (body: ReviewCreateInput & FormGuardFields, options?: RequestOptions) => this.request<AnswerOf<'submitReview'>>('POST', api.reviews, body, options),
    adminList: (q: AdminReviewParams = {}) => this.request<AnswerOf<'listAllReviews'>>('GET', api.reviewsAdmin + queryString(q)),
    setStatus: (id: string, status: 'approved' | 'rejected') =>
      this.request<AnswerOf<'setReviewStatus'>>('PATCH', api.reviewStatus(id), { status }),
    update: (id: string, body: { feedback?: string; rating?: number | string } | ReviewUpdateInput) =>
      this.request<AnswerOf<'updateReview'>>('PATCH', api.review(id), body),
    remove: (id: string) => this.request<AnswerOf<'deleteReview'>>('DELETE', api.review(id)),
    /** Approve, reject or delete several reviews at once; ids of no review come back in `missing`. */
    bulk: (body: ReviewBulkInput) => this.request<AnswerOf<'bulkReviews'>>('POST', api.reviewsBulk, body),
  };

  // ---- dashboard ----------------------------------------------------------------------------
  readonly dashboard = {
    /** The back office's first screen: lead figures, follow-ups due, pending reviews, the caller's unread count. */
    get: () => this.request<AnswerOf<'dashboard'>>('GET', api.dashboard),
  };
}
