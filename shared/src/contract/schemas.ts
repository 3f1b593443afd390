import { z } from 'zod';
import { BLOG_CATEGORIES, REVIEW_MAX_PAGE_SIZE, REVIEW_PAGE_SIZE } from './constants.js';
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
export { PORTRAITS, settingsRecordSchema, settingsSchema, type PortraitPerson, type SettingsInput } from './content/settings.js';

// ---- auth -------------------------------------------------------------------------------------

export const loginSchema = z.object({
  email: requiredText('Email or phone', 254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  client: z.enum(['web', 'desktop']).optional(),
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

export const reviewListQuerySchema = z.object({
  page: numberInput('Page').pipe(z.number().int().min(1, 'Page must be 1 or more')).default(1),
  limit: numberInput('Limit')
    .pipe(z.number().int().min(1).max(REVIEW_MAX_PAGE_SIZE, `Limit must be at most ${REVIEW_MAX_PAGE_SIZE}`))
    .default(REVIEW_PAGE_SIZE),
});

const queryNumber = (label: string) => numberInput(label).pipe(z.number().min(0, `${label} must be 0 or more`));

export const productQuerySchema = z.object({
  keyword: optionalText('Keyword', 100).default(''),
  page: numberInput('Page').pipe(z.number().int().min(1, 'Page must be 1 or more')).default(1),
  priceGte: queryNumber('price[gte]').default(0),
  // No upper price bound unless one is asked for: a default ceiling would hide dearer products.
  priceLte: queryNumber('price[lte]').optional(),
  ratingsGte: queryNumber('ratings[gte]').default(0),
  category: optionalText('Category', 64).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const blogListQuerySchema = z.object({
  category: z.enum(BLOG_CATEGORIES, { error: 'Unknown blog category' }).optional(),
});
