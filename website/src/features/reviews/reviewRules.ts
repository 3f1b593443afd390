import { sendFailureText } from '../../lib/formGuard.js';
import type { ReviewDto } from '@itsite/shared/contract/types';

/**
 * Limits for the public reviews. Page size and minimum rating equal REVIEW_PAGE_SIZE and
 * REVIEW_RATING_MIN of the contract constants; they are repeated here because the unit-test
 * resolver maps only the contract index (which pulls in zod), not its single modules.
 */
export const REVIEWS_PAGE_SIZE = 10;
export const RATING_MIN = 0.5;
export const SCROLL_LOAD_THRESHOLD_PX = 100;
export const FEEDBACK_PREVIEW_CHARS = 120;
export const HALF_STAR_WINDOW_MS = 300;
export const PUBLIC_REVIEW_REDIRECT_MS = 1200;

/** Texts, word for word. */
export const REVIEW_TEXT = {
  empty: 'No reviews yet.',
  thanks: 'Thank you for your review! Please consider leaving a public review on Google.',
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

export interface StarClick {
  star: number;
  at: number;
}

/**
 * A click on star N sets N; a second click on the same star within 300 ms sets
 * N - 0.5. `now` is passed in (milliseconds from any clock) so the rule is testable.
 * Returns the new rating and the click to remember for the next call.
 */
export function ratingAfterClick(star: number, now: number, last: StarClick | null, windowMs = HALF_STAR_WINDOW_MS): { rating: number; last: StarClick | null } {
  if (last && last.star === star && now - last.at >= 0 && now - last.at <= windowMs) {
    // Forget the click, so a third quick click starts over with the whole star.
    return { rating: star - 0.5, last: null };
  }
  return { rating: star, last: { star, at: now } };
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
