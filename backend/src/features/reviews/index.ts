/** The reviews' public face: their routes, the review form's native post, and the product review reads the catalogue and page head need. */
export { approvedReviewsOf, reviewSummaries } from './productReviews.queries.js';
export { registerReviewRoutes, submitReview } from './reviews.routes.js';
