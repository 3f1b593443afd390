/** Business constants of the product (shared/docs/README.md#limits-and-timings-at-a-glance). One place, read by backend and front ends. */

export const BLOG_CATEGORIES = ['backOffice', 'digitalMarketing', 'others'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_MAX_PAGE_SIZE = 50;
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
