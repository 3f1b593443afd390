import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  PRODUCT_PRICE_DEFAULT_MAX,
  REVIEW_MAX_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  UPLOAD_LIMITS,
} from './constants.js';

/**
 * Validation schemas, declared once: the backend rejects bad input with them and the admin forms
 * show the same rules. Multipart bodies arrive as strings, so number and JSON fields accept both.
 */

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A number that may arrive as a string (multipart, query string, free-text inputs). */
export const numberInput = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: `${label} must be a number` }),
  );

/** A JSON value that may arrive as a JSON string (multipart). Invalid JSON fails the inner schema. */
const jsonInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

const booleanInput = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Expected true or false' }),
);

export const ratingSchema = numberInput('Rating')
  .pipe(
    z
      .number()
      .min(REVIEW_RATING_MIN, `Rating must be between ${REVIEW_RATING_MIN} and ${REVIEW_RATING_MAX}`)
      .max(REVIEW_RATING_MAX, `Rating must be between ${REVIEW_RATING_MIN} and ${REVIEW_RATING_MAX}`)
      .refine((v) => Number.isInteger(v * 2), 'Rating must be in steps of 0.5'),
  );

// ---- auth -------------------------------------------------------------------------------------

export const loginSchema = z.object({
  email: requiredText('Email or phone', 254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  client: z.enum(['web', 'desktop']).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const phonePattern = /^[+()\d][\d\s()+-]{5,30}$/;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(32, 'Phone must be at most 32 characters')
  .regex(phonePattern, 'Enter a valid phone number');

/** Used by `npm run admin` to create or reset an admin. */
export const adminAccountSchema = z.object({
  email: emailSchema,
  password: z.string().min(10, 'Password must be at least 10 characters').max(1024),
  name: optionalText('Name', 100).optional(),
  phone: phoneSchema.optional(),
});

// ---- contact ----------------------------------------------------------------------------------

export const contactSchema = z.object({
  name: requiredText('Name', 100),
  email: emailSchema,
  phone: phoneSchema,
  message: requiredText('Message', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

// ---- reviews ----------------------------------------------------------------------------------

export const reviewCreateSchema = z.object({
  name: requiredText('Name', 100),
  rating: ratingSchema,
  feedback: requiredText('Feedback', 2000),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

export const reviewUpdateSchema = z
  .object({
    feedback: requiredText('Feedback', 2000).optional(),
    rating: ratingSchema.optional(),
  })
  .refine((v) => v.feedback !== undefined || v.rating !== undefined, {
    message: 'Nothing to update: send feedback or rating',
  });
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;

export const reviewStatusSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});

export const reviewListQuerySchema = z.object({
  page: numberInput('Page').pipe(z.number().int().min(1, 'Page must be 1 or more')).default(1),
  limit: numberInput('Limit')
    .pipe(z.number().int().min(1).max(REVIEW_MAX_PAGE_SIZE, `Limit must be at most ${REVIEW_MAX_PAGE_SIZE}`))
    .default(REVIEW_PAGE_SIZE),
});

// ---- categories -------------------------------------------------------------------------------

export const categorySchema = z.object({
  name: requiredText('Name', 80),
  description: requiredText('Description', 1000),
});
export type CategoryInput = z.infer<typeof categorySchema>;

// ---- products ---------------------------------------------------------------------------------

const price = numberInput('Price').pipe(
  z.number().min(0, 'Price must be 0 or more').max(100_000_000, 'Price is too large'),
);
const stock = numberInput('Stock').pipe(
  z.number().int('Stock must be a whole number').min(0, 'Stock must be 0 or more').max(1_000_000_000, 'Stock is too large'),
);
const productRatings = numberInput('Ratings').pipe(
  z.number().min(0, 'Ratings must be between 0 and 5').max(5, 'Ratings must be between 0 and 5'),
);

export const productCreateSchema = z.object({
  name: requiredText('Name', 200),
  description: requiredText('Description', 5000),
  price,
  ratings: productRatings.default(0),
  category: requiredText('Category', 64),
  stock,
});
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

export const productUpdateSchema = z.object({
  name: requiredText('Name', 200),
  description: requiredText('Description', 5000),
  price,
  stock,
  ratings: productRatings.optional(),
  category: optionalText('Category', 64).optional(),
  /** Multipart only: which of the current image paths to keep, in order. */
  keepImages: jsonInput(z.array(z.string().max(300), { error: 'keepImages must be a list of image paths' })).optional(),
});
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

const queryNumber = (label: string) => numberInput(label).pipe(z.number().min(0, `${label} must be 0 or more`));

export const productQuerySchema = z.object({
  keyword: optionalText('Keyword', 100).default(''),
  page: numberInput('Page').pipe(z.number().int().min(1, 'Page must be 1 or more')).default(1),
  priceGte: queryNumber('price[gte]').default(0),
  priceLte: queryNumber('price[lte]').default(PRODUCT_PRICE_DEFAULT_MAX),
  ratingsGte: queryNumber('ratings[gte]').default(0),
  category: optionalText('Category', 64).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

// ---- blogs ------------------------------------------------------------------------------------

export const blogFieldsSchema = z.object({
  title: requiredText('Title', 200),
  heading: requiredText('Heading', 300),
  description: requiredText('Description', 20000),
  author: requiredText('Author', 100),
  category: z.enum(BLOG_CATEGORIES, { error: 'Select a category' }),
});

const sectionText = {
  heading: requiredText('Heading', 300),
  description: requiredText('Description', 20000),
};

const sectionList = <T extends z.ZodType>(item: T) =>
  jsonInput(
    z
      .array(item, { error: 'content must be a list of sections' })
      .min(1, 'At least one content block is required.')
      .max(UPLOAD_LIMITS.blogSections, `At most ${UPLOAD_LIMITS.blogSections} content blocks`),
  );

export const blogCreateSchema = blogFieldsSchema.extend({
  content: sectionList(z.object(sectionText)),
});
export type BlogCreateInput = z.infer<typeof blogCreateSchema>;

/**
 * On update each section says whether a new image comes with it (`hasNewImage`, files matched in
 * order) or which current image it keeps (`image`); a section with neither keeps the image of the
 * section at the same position.
 */
export const blogUpdateSchema = blogFieldsSchema.extend({
  content: sectionList(
    z.object({
      ...sectionText,
      image: z.string().max(300).optional(),
      hasNewImage: booleanInput.optional(),
    }),
  ),
});
export type BlogUpdateInput = z.infer<typeof blogUpdateSchema>;

// ---- second section ---------------------------------------------------------------------------

export const secondSectionSchema = z.object({
  title: requiredText('Title', 200),
  para: requiredText('Paragraph', 5000),
});
export type SecondSectionInput = z.infer<typeof secondSectionSchema>;

// ---- settings ---------------------------------------------------------------------------------

const httpsUrlOrEmpty = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), `${label} must be an https:// address or empty`);

export const settingsSchema = z.object({
  companyName: requiredText('Company name', 120),
  tagline: optionalText('Tagline', 300),
  address: requiredText('Address', 500),
  phones: z.array(phoneSchema).min(1, 'At least one phone number').max(4),
  email: emailSchema,
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, 'WhatsApp number: 8 to 15 digits with country code, no +'),
  social: z.object({
    linkedin: httpsUrlOrEmpty('LinkedIn'),
    facebook: httpsUrlOrEmpty('Facebook'),
    instagram: httpsUrlOrEmpty('Instagram'),
    x: httpsUrlOrEmpty('X'),
  }),
  mapEmbedUrl: httpsUrlOrEmpty('Map embed'),
  chatWidgetScriptUrl: httpsUrlOrEmpty('Chat widget script'),
  publicReviewUrl: httpsUrlOrEmpty('Public review page'),
});
export type SettingsInput = z.infer<typeof settingsSchema>;
