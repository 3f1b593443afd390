import { sendFailureText } from '../../lib/formGuard.js';
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

/**
 * A click on star N: its left half gives N - 0.5, its right half N. `x` is where the click landed
 * from the star's left edge, `width` the star's width (any unit, the same for both).
 */
export function ratingAtPoint(star: number, x: number, width: number): number {
  return x < width / 2 ? star - RATING_STEP : star;
}

/** Two clicks on the same star this close together give its half star (the spec's rule). */
export const HALF_STAR_DOUBLE_CLICK_MS = 300;

/** A click, for the double-click rule: which star, and when (ms). */
export interface StarClick {
  star: number;
  at: number;
}

/**
 * The rating a click on star N gives: where it lands (`ratingAtPoint`), except that a second click
 * on the same star within 300 ms of the first gives N - 0.5 wherever it lands.
 */
export function ratingForClick(star: number, x: number, width: number, at: number, previous: StarClick | null): number {
  if (previous && previous.star === star && at - previous.at <= HALF_STAR_DOUBLE_CLICK_MS) return star - RATING_STEP;
  return ratingAtPoint(star, x, width);
}

/**
 * The rating after a key on the rating slider, or null when the key does not change it: the arrow
 * keys move by half a star (right and up raise it; from "not rated" either way starts at half a
 * star), Page Up and Page Down by a whole star, Home and End go to the lowest and the highest.
 */
export function ratingAfterKey(rating: number, key: string): number | null {
  const clamp = (v: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, v));
  const from = (delta: number) => (rating < RATING_MIN ? RATING_MIN : clamp(rating + delta));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return from(RATING_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return from(-RATING_STEP);
    case 'PageUp':
      return from(1);
    case 'PageDown':
      return from(-1);
    case 'Home':
      return RATING_MIN;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}

/** How the rating reads out: "3.5 stars out of 5", "1 star out of 5", "Not rated yet". */
export function ratingText(rating: number): string {
  if (rating < RATING_MIN) return 'Not rated yet';
  return `${rating} ${rating === 1 ? 'star' : 'stars'} out of ${RATING_MAX}`;
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

/**
 * Which message a failed submit shows: the server's sentence for a refusal (a field too long, too
 * many reviews from one address), "Failed to submit." for a server fault, "Network error." when
 * the server could not be reached; when it was offline, throttled (429) or away (503) it adds that the
 * text is kept for another try.
 */
export function submitErrorText(err: unknown): string {
  return sendFailureText(err, REVIEW_TEXT.failed, REVIEW_TEXT.networkError);
}
