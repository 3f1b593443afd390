import { present, reviewType, type AdminReviewDto, type ReviewDto } from '@itsite/shared/contract';
import type { Review } from '../../data/entities/index.js';

/** What a visitor may see of a review: not its moderation status. */
export const presentReview = (r: Review): ReviewDto => present(reviewType, r);
/** What staff see of a review: its status too, and the product it is of (null: of the company). */
export const presentAdminReview = (r: Review, product: AdminReviewDto['product']): AdminReviewDto => ({ ...present(reviewType, r, 'admin'), product });
