import { RATING_MAX, RATING_MIN, RATING_STEP } from './reviewRules.js';

/*
 * The review form's rules and texts: apart from reviewRules.ts, which the home page's strip loads,
 * so that they come with the form (a chunk of its own), not with every first visit.
 */

export const REVIEW_TEXT = {
  thanks: 'Thank you for your review! We check every review before it is published, so yours will appear here once it is approved.',
  /** Added to the thanks when the settings name a public review page (the browser goes there next). */
  publicReview: 'Please consider leaving a public review on Google.',
  failed: 'Failed to submit.',
  networkError: 'Network error.',
} as const;

/** What a visitor is told once the review is in: pending until approved, and the public review page when the settings name one. */
export const thanksNotice = (publicReview: boolean): string => (publicReview ? `${REVIEW_TEXT.thanks} ${REVIEW_TEXT.publicReview}` : REVIEW_TEXT.thanks);

/** The ratings a visitor can choose, lowest first: ten half stars (the radio inputs of the rating). */
export const RATINGS: readonly number[] = Array.from({ length: RATING_MAX / RATING_STEP }, (_, i) => (i + 1) * RATING_STEP);

/** Two clicks on the same star this close together give its half star (the spec's rule). */
export const HALF_STAR_DOUBLE_CLICK_MS = 300;

/** A click, for the double-click rule: which star, and when (ms). */
export interface StarClick {
  star: number;
  at: number;
}

/** The star a rating's half belongs to: 3.5 and 4 are both the fourth star's. */
export const starOf = (rating: number) => Math.ceil(rating);

/**
 * The rating a click gives: the half star clicked (the left half of star N is N - 0.5, its right
 * half N), except that a second click on the same star within 300 ms of the first gives N - 0.5
 * wherever it lands.
 */
export function ratingAfterClick(clicked: number, at: number, previous: StarClick | null): number {
  const star = starOf(clicked);
  if (previous && previous.star === star && at - previous.at <= HALF_STAR_DOUBLE_CLICK_MS) return star - RATING_STEP;
  return clicked;
}

/** A rating's name: "1 star", "3.5 stars". */
export const ratingName = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/** How the rating reads out: "3.5 stars out of 5", "1 star out of 5", "Not rated yet". */
export function ratingText(rating: number): string {
  if (rating < RATING_MIN) return 'Not rated yet';
  return `${ratingName(rating)} out of ${RATING_MAX}`;
}

export interface ReviewDraft {
  name: string;
  feedback: string;
  rating: number;
}

/** The submit button is disabled while the rating is below 0.5. */
export function ratingChosen(rating: number): boolean {
  return rating >= RATING_MIN;
}

/** A submit is silently ignored without a trimmed name, a trimmed feedback and a rating. */
export function canSubmitReview(draft: ReviewDraft): boolean {
  return draft.name.trim() !== '' && draft.feedback.trim() !== '' && ratingChosen(draft.rating);
}
