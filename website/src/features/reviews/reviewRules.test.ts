import { describe, expect, it } from 'vitest';
import { ApiError } from '@itsite/shared/api';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_RATING_STEP, reviewType } from '@itsite/shared/contract';
import { firstChars } from '../../lib/text.js';
import { avatarLetter, FEEDBACK_PREVIEW_CHARS, hasMoreAfter, nearRightEnd, RATING_MAX, RATING_MIN, RATING_STEP, reviewsOf } from './reviewRules.js';
import { canSubmitReview, RATINGS, ratingAfterClick, ratingName, ratingChosen, ratingText } from './reviewForm.js';
import { submitErrorText } from './reviewSubmit.js';

const review = (i: number) => ({ _id: String(i), name: `Client ${i}`, rating: 5, feedback: 'Great', createdAt: '2025-01-01T00:00:00.000Z' });
const page = (n: number) => Array.from({ length: n }, (_, i) => review(i));

describe('hasMoreAfter ("no more pages")', () => {
  it('expects another page after a full page of 10', () => {
    expect(hasMoreAfter(page(10))).toBe(true);
  });
  it('stops after a short page, an empty page, a non-list or a failure', () => {
    expect(hasMoreAfter(page(9))).toBe(false);
    expect(hasMoreAfter([])).toBe(false);
    expect(hasMoreAfter({ data: page(10) })).toBe(false);
    expect(hasMoreAfter(null)).toBe(false);
    expect(hasMoreAfter(undefined)).toBe(false);
  });
});

describe('reviewsOf', () => {
  it('keeps well-formed reviews and ignores anything that is not a list', () => {
    expect(reviewsOf([review(1), { nope: true }, null])).toEqual([review(1)]);
    expect(reviewsOf({ reviews: [review(1)] })).toEqual([]);
  });
});

describe('nearRightEnd (100 px threshold)', () => {
  it('is true within 100 px of the right end and false before', () => {
    // 3000 px of content in a 1000 px window: the right end is reached at scrollLeft 2000.
    expect(nearRightEnd(1900, 1000, 3000)).toBe(true);
    expect(nearRightEnd(2000, 1000, 3000)).toBe(true);
    expect(nearRightEnd(1899, 1000, 3000)).toBe(false);
    expect(nearRightEnd(0, 1000, 3000)).toBe(false);
  });
});

describe('review cards', () => {
  it('shows the upper-cased first letter of the name, or "U"', () => {
    expect(avatarLetter('priya sharma')).toBe('P');
    expect(avatarLetter('  ankit')).toBe('A');
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter(undefined)).toBe('U');
  });
  it('cuts feedback to 120 characters plus "..."', () => {
    const long = 'a'.repeat(130);
    expect(firstChars(long, FEEDBACK_PREVIEW_CHARS)).toBe(`${'a'.repeat(120)}...`);
    expect(firstChars('short', FEEDBACK_PREVIEW_CHARS)).toBe('short');
  });
});

describe('ratingAfterClick (half stars by pointer)', () => {
  it('gives the half star clicked', () => {
    expect(ratingAfterClick(3.5, 1000, null)).toBe(3.5);
    expect(ratingAfterClick(4, 1000, null)).toBe(4);
  });
  it('gives N - 0.5 for a second click on star N within 300 ms, wherever it lands', () => {
    expect(ratingAfterClick(3, 1200, { star: 3, at: 1000 })).toBe(2.5);
    expect(ratingAfterClick(3, 1300, { star: 3, at: 1000 })).toBe(2.5);
    expect(ratingAfterClick(3, 1301, { star: 3, at: 1000 })).toBe(3);
    expect(ratingAfterClick(4, 1100, { star: 3, at: 1000 })).toBe(4);
  });
  it('reads the value out in words', () => {
    expect(ratingText(0)).toBe('Not rated yet');
    expect(ratingText(1)).toBe('1 star out of 5');
    expect(ratingText(3.5)).toBe('3.5 stars out of 5');
    expect(ratingName(4.5)).toBe('4.5 stars');
  });
});

describe('the rating input and the server agree', () => {
  it('uses the contract\'s bounds and step', () => {
    expect([RATING_MIN, RATING_MAX, RATING_STEP]).toEqual([REVIEW_RATING_MIN, REVIEW_RATING_MAX, REVIEW_RATING_STEP]);
  });
  it('produces only ratings the server accepts, and every one it accepts', () => {
    const reachable = new Set<number>(RATINGS);
    expect([...reachable].sort((a, b) => a - b)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    for (const rating of reachable) expect(reviewType.fields.rating.schema.safeParse(rating).success, String(rating)).toBe(true);
    for (const rating of [0, 0.25, 5.5]) expect(reviewType.fields.rating.schema.safeParse(rating).success, String(rating)).toBe(false);
  });
});

describe('submitting a review', () => {
  it('needs a rating of at least 0.5 before the button is enabled', () => {
    expect(ratingChosen(0)).toBe(false);
    expect(ratingChosen(0.5)).toBe(true);
  });
  it('ignores a submit with a blank name, blank feedback or no rating', () => {
    expect(canSubmitReview({ name: 'Asha', feedback: 'Great work', rating: 3.5 })).toBe(true);
    expect(canSubmitReview({ name: '   ', feedback: 'Great work', rating: 3.5 })).toBe(false);
    expect(canSubmitReview({ name: 'Asha', feedback: ' \n ', rating: 3.5 })).toBe(false);
    expect(canSubmitReview({ name: 'Asha', feedback: 'Great work', rating: 0 })).toBe(false);
  });
  it('says "Failed to submit." for a refused request and "Network error." when the server is unreachable', () => {
    expect(submitErrorText(new ApiError(400, 'Feedback must be at most 2000 characters'))).toBe('Feedback must be at most 2000 characters');
    expect(submitErrorText(ApiError.fromBody(400, null, 'Request failed (400)'))).toBe('Failed to submit.');
    expect(submitErrorText(new ApiError(500, 'oops'))).toBe('Failed to submit.');
    expect(submitErrorText(new ApiError(0, 'Network error'))).toBe('Network error. Nothing was sent (are you offline?). Your text is still here, so you can try again.');
  });
});
