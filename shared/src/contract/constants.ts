/** Business constants of the product (shared/docs/README.md#limits-and-timings-at-a-glance). One place, read by backend and front ends. */

export const BLOG_CATEGORIES = ['backOffice', 'digitalMarketing', 'others'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * What a product is: goods that are shipped (the only kind with shipping, delivery and warranty
 * lines), something delivered digitally (a licence, a template), or work done for the client.
 */
export const PRODUCT_KINDS = ['physical', 'digital', 'service'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/**
 * A product whose kind was never said (rows from before kinds, a create that leaves it out): the
 * kind that promises nothing, neither shipping nor a download.
 */
export const DEFAULT_PRODUCT_KIND: ProductKind = 'service';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Staff roles (shared/docs/admin.md#staff-and-roles); what each may use is ROLE_AREAS in staff.ts. */
export const ROLES = ['admin', 'editor', 'sales', 'recruiter'] as const;
export type Role = (typeof ROLES)[number];

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_MAX_PAGE_SIZE = 50;
/** A product's page lists this many of its approved reviews, newest first (its rating counts them all). */
export const PRODUCT_REVIEWS_SHOWN = 10;
export const REVIEW_RATING_MIN = 0.5;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_STEP = 0.5;

export const PRODUCTS_PER_PAGE = 8;

/**
 * Paged lists (shared/docs/api.md#paged-lists): each list answers one page, `limit` rows at most,
 * whatever the query asks, so an answer costs the same with 100 records or 200,000.
 */
export const BLOG_PAGE_SIZE = 20;
export const BLOG_MAX_PAGE_SIZE = 50;
/** Blogs per category in the header's menu (the newest). */
export const BLOG_MENU_SIZE = 8;
/** Back-office tables: default and largest page. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** How many records one bulk action (reviews, products, blogs) may name: a whole admin page at most. */
export const BULK_MAX = ADMIN_MAX_PAGE_SIZE;
/**
 * A keyword search counts its matches up to this many and answers this many beyond (screens show
 * "1,000+"); it puts the best matches first when it has fewer, and lists them in the list's own
 * order (newest first) when it has more: scoring and sorting twenty thousand matches to show
 * twenty would cost each search a sort of them all, and nobody pages through a thousand results.
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Highest page number a list accepts: deeper offsets are refused (400) rather than sent to the database. */
export const MAX_PAGE = 100_000;

export const CURRENCY_SYMBOL = '₹';


export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Realtime reconnection: delays grow from 1 s to 5 s, 20 s connect timeout (shared/docs/realtime-and-security.md#keeping-the-connection). */
export const REALTIME_RECONNECT_MIN_MS = 1000;
export const REALTIME_RECONNECT_MAX_MS = 5000;
export const REALTIME_CONNECT_TIMEOUT_MS = 20000;
