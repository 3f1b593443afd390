import { present, reviewType, type AdminReviewDto, type ReviewDto } from '@itsite/shared/contract';
import type { Review } from '../entities/index.js';

/** What a visitor may see of a review: not its moderation status. */
export const presentReview = (r: Review): ReviewDto => present(reviewType, r);
export const presentAdminReview = (r: Review): AdminReviewDto => present(reviewType, r, 'admin');
