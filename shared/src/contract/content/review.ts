import { z } from 'zod';
import { REVIEW_STATUSES } from '../constants.js';
import { createSchemaOf, defineContentType, dtoSchemaOf } from './define.js';
import { ratingSchema, requiredText, singleLine } from './rules.js';

/** A client review: submitted by a visitor as pending, shown publicly once approved. */
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

export const reviewCreateSchema = createSchemaOf(reviewType);
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
/** Admin review: with its moderation status. */
export const adminReviewDto = dtoSchemaOf(reviewType, 'admin');
export type AdminReviewDto = z.output<typeof adminReviewDto>;
