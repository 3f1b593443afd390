import type { ReviewDto } from '@itsite/shared/contract/types';

/**
 * Limits for the public reviews. Page size and the rating's bounds and step equal REVIEW_PAGE_SIZE
 * and REVIEW_RATING_MIN/MAX/STEP of the contract constants (the server takes half stars); they are
 * repeated here because the unit-test resolver maps only the contract index (which pulls in zod),
 * not its single modules.
 */
export const REVIEWS_PAGE_SIZE = 10;
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const SCROLL_LOAD_THRESHOLD_PX = 100;
export const FEEDBACK_PREVIEW_CHARS = 120;
export const PUBLIC_REVIEW_REDIRECT_MS = 1200;

/** Texts, word for word. */
export const REVIEW_TEXT = {
  empty: 'No reviews yet.',
  thanks: 'Thank you for your review! We check every review before it is published, so yours will appear here once it is approved.',
  /** Added to the thanks when the settings name a public review page (the browser goes there next). */
  publicReview: 'Please consider leaving a public review on Google.',
  failed: 'Failed to submit.',
  networkError: 'Network error.',
} as const;

/**
 * After a page arrives, are there more? Not when the response is empty, not a list,
 * failed (pass `undefined`), or shorter than a full page.
 */
export function hasMoreAfter(response: unknown, pageSize: number = REVIEWS_PAGE_SIZE): boolean {
  return Array.isArray(response) && response.length >= pageSize;
}

/** The usable reviews of a response; anything that is not a list gives none. */
export function reviewsOf(response: unknown): ReviewDto[] {
  if (!Array.isArray(response)) return [];
  return response.filter(
    (r): r is ReviewDto => typeof r === 'object' && r !== null && typeof (r as ReviewDto).name === 'string' && typeof (r as ReviewDto).feedback === 'string',
  );
}

/** True when the horizontal list is scrolled to within `threshold` px of its right end. */
export function nearRightEnd(scrollLeft: number, clientWidth: number, scrollWidth: number, threshold = SCROLL_LOAD_THRESHOLD_PX): boolean {
  return scrollWidth - (scrollLeft + clientWidth) <= threshold;
}

/** The avatar of a review card: the name's first letter, upper-cased; "U" when there is none. */
export function avatarLetter(name: string | null | undefined): string {
  const first = (name ?? '').trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

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
