import { z } from 'zod';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  BLOG_CATEGORIES,
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BULK_MAX,
  MAX_PAGE,
  REVIEW_MAX_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_STATUSES,
} from './constants.js';
import { emailSchema, numberInput, optionalText, phoneSchema, requiredText } from './content/rules.js';

/**
 * Validation schemas: the backend rejects bad input with them and the admin forms show the same
 * rules. Each content type's create and update rules derive from its declaration in `content/`;
 * this file adds the requests that are not a content type (sign-in, list queries).
 */
export * from './content/rules.js';
export { productCreateSchema, productUpdateSchema, type ProductCreateInput, type ProductUpdateInput } from './content/product.js';
export { categorySchema, type CategoryInput } from './content/category.js';
export { blogCreateSchema, blogFieldsSchema, blogUpdateSchema, type BlogCreateInput, type BlogUpdateInput } from './content/blog.js';
export {
  reviewCreateSchema,
  reviewStatusSchema,
  reviewUpdateSchema,
  type ReviewCreateInput,
  type ReviewUpdateInput,
} from './content/review.js';
export { contactSchema, type ContactInput } from './content/contact.js';
export { secondSectionSchema, type SecondSectionInput } from './content/secondSection.js';
export { DEFAULT_COMPANY_FACTS, yearsInBusiness, type CompanyFacts } from './facts.js';
export {
  PORTRAITS,
  companyFactsSchema,
  settingsRecordSchema,
  settingsSchema,
  type PortraitPerson,
  type SettingsInput,
} from './content/settings.js';

// ---- auth -------------------------------------------------------------------------------------

export const loginSchema = z.object({
  email: requiredText('Email or phone', 254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  client: z.enum(['web', 'desktop']).optional(),
  /** The desktop console's device token from an earlier sign-in (a browser sends its device cookie instead). */
  device: z.string().max(200).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Used by `npm run admin` to create or reset an admin. */
export const adminAccountSchema = z.object({
  email: emailSchema,
  password: z.string().min(10, 'Password must be at least 10 characters').max(1024),
  name: optionalText('Name', 100).optional(),
  phone: phoneSchema.optional(),
});

// ---- list queries -----------------------------------------------------------------------------

/** A page number from 1; a bound keeps an absurd page from reaching the database as an offset. */
const pageNumber = numberInput('Page')
  .pipe(z.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`))
  .default(1);

/** `page` and `limit` (1 to `max`, `size` when absent). */
export const pageFields = (size: number, max: number) => ({
  page: pageNumber,
  limit: numberInput('Limit')
    .pipe(z.number().int('Limit must be a whole number').min(1, 'Limit must be 1 or more').max(max, `Limit must be at most ${max}`))
    .default(size),
});

export const reviewListQuerySchema = z.object(pageFields(REVIEW_PAGE_SIZE, REVIEW_MAX_PAGE_SIZE));

const queryNumber = (label: string) => numberInput(label).pipe(z.number().min(0, `${label} must be 0 or more`));

/** Words to search for (full-text, each word also matches as a prefix). */
const keywordField = optionalText('Keyword', 100).default('');

export const productQuerySchema = z.object({
  keyword: keywordField,
  page: pageNumber,
  priceGte: queryNumber('price[gte]').default(0),
  // No upper price bound unless one is asked for: a default ceiling would hide dearer products.
  priceLte: queryNumber('price[lte]').optional(),
  ratingsGte: queryNumber('ratings[gte]').default(0),
  category: optionalText('Category', 64).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

const blogCategory = z.enum(BLOG_CATEGORIES, { error: 'Unknown blog category' });

export const blogListQuerySchema = z.object({
  category: blogCategory.optional(),
  ...pageFields(BLOG_PAGE_SIZE, BLOG_MAX_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

// ---- back-office lists --------------------------------------------------------------------------

export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'name', 'priceAsc', 'priceDesc', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductQuerySchema = z.object({
  ...pageFields(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  keyword: keywordField,
  /** Without a keyword the default is newest first; with one, best match first. */
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: 'Unknown sort' }).optional(),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const ADMIN_BLOG_SORTS = ['newest', 'oldest', 'title'] as const;
export type AdminBlogSort = (typeof ADMIN_BLOG_SORTS)[number];

export const adminBlogQuerySchema = z.object({
  ...pageFields(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  keyword: keywordField,
  category: blogCategory.optional(),
  /** Without a keyword the default is newest first; with one, best match first. */
  sort: z.enum(ADMIN_BLOG_SORTS, { error: 'Unknown sort' }).optional(),
});
export type AdminBlogQuery = z.infer<typeof adminBlogQuerySchema>;

export const ADMIN_REVIEW_SORTS = ['pendingFirst', 'newest', 'oldest'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

/** Which reviews the back office lists: the company's (`site`), any product's (`products`), or one product's (its id). */
export const REVIEW_SUBJECTS = ['site', 'products'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number] | (string & {});

export const adminReviewQuerySchema = z.object({
  ...pageFields(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  keyword: keywordField,
  status: z.enum(REVIEW_STATUSES, { error: 'Unknown review status' }).optional(),
  about: z
    .string()
    .regex(/^[\w-]{1,24}$/, "about must be 'site', 'products' or a product's id")
    .optional()
    .describe("Reviews of the company ('site'), of any product ('products'), or of one product (its id)"),
  sort: z.enum(ADMIN_REVIEW_SORTS, { error: 'Unknown sort' }).default('pendingFirst'),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

// ---- bulk actions -------------------------------------------------------------------------------

/** A record id as the server makes them: 24 hexadecimal characters. */
export const recordIdSchema = z.string({ error: 'Expected an id' }).regex(/^[0-9a-f]{24}$/, 'Not a valid id');

/** The records a bulk action names: 1 to BULK_MAX ids (a repeated id counts once). */
const bulkIds = (noun: string) =>
  z
    .array(recordIdSchema, { error: `ids must be a list of ${noun} ids` })
    .min(1, `Choose at least one ${noun}`)
    .max(BULK_MAX, `At most ${BULK_MAX} ${noun}s at once`);

export const REVIEW_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type ReviewBulkAction = (typeof REVIEW_BULK_ACTIONS)[number];

/** Approve, reject or delete several reviews at once. */
export const reviewBulkSchema = z.object({
  action: z.enum(REVIEW_BULK_ACTIONS, { error: 'action must be approve, reject or delete' }),
  ids: bulkIds('review'),
});
export type ReviewBulkInput = z.infer<typeof reviewBulkSchema>;

/** Delete several products at once (with their images). */
export const productBulkSchema = z.object({ action: z.literal('delete', { error: 'action must be delete' }), ids: bulkIds('product') });
export type ProductBulkInput = z.infer<typeof productBulkSchema>;

/** Delete several blogs at once (with their sections and media). */
export const blogBulkSchema = z.object({ action: z.literal('delete', { error: 'action must be delete' }), ids: bulkIds('blog') });
export type BlogBulkInput = z.infer<typeof blogBulkSchema>;
