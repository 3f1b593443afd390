import { z } from 'zod';
import { REVIEW_STATUSES } from '../constants.js';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './define.js';
import { ratingSchema, requiredText, singleLine } from './rules.js';

/**
 * A client review: submitted by a visitor as pending, shown publicly once approved. A review is of
 * the company (the site's reviews: the /reviews page, the home page's testimonials) or of one
 * product (`product` on submit: its page lists its approved reviews and rates it by their average).
 */
export const reviewType = defineContentType({
  label: 'Review',
  timestamps: ['createdAt'],
  fields: {
    name: { label: 'Name', input: 'text', schema: singleLine('Name', 100), list: true },
    feedback: { label: 'Feedback', input: 'textarea', schema: requiredText('Feedback', 2000), list: true },
    rating: { label: 'Rating', input: 'rating', schema: ratingSchema, list: true },
    status: { label: 'Status', input: 'select', schema: z.enum(REVIEW_STATUSES), readOnly: true, public: false, list: true },
  },
});

/** The product a review is of: its id or its page's slug; left out (or '') for a review of the company. */
const reviewedProduct = z.string({ error: 'Product must be a product id or slug' }).trim().max(200, 'Product must be a product id or slug').optional();

export const reviewCreateSchema = createSchemaOf(reviewType).extend({ product: reviewedProduct });
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

/** Staff may correct the feedback and the rating; the name stays the reviewer's. */
export const reviewUpdateSchema = z
  .object({
    feedback: reviewType.fields.feedback.schema.optional(),
    rating: reviewType.fields.rating.schema.optional(),
  })
  .refine((v) => v.feedback !== undefined || v.rating !== undefined, {
    message: 'Nothing to update: send feedback or rating',
  });
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;

export const reviewStatusSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});



/** Public review: what a visitor may see. */
export const reviewDto = dtoSchemaOf(reviewType);
export type ReviewDto = z.output<typeof reviewDto>;
/** The product a review is of, as the back office names it; null for a review of the company. */
export const reviewedProductDto = z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable();
/** Admin review: with its moderation status and the product it is of. */
export const adminReviewDto = dtoSchemaOf(reviewType, 'admin').extend({ product: reviewedProductDto });

/** A product's rating: the average of its approved reviews (to one decimal) and how many there are; null with none. */
export const reviewSummaryDto = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type ReviewSummary = z.output<typeof reviewSummaryDto>;
export type AdminReviewDto = z.output<typeof adminReviewDto>;
