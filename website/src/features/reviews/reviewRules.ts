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
/** The strip's text when nothing is approved yet (apart from the form's texts below, which come with the form). */
export const NO_REVIEWS = 'No reviews yet.';


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
