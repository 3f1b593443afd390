import { describe, expect, it } from 'vitest';
import { ApiError } from '@itsite/shared/api';
import { firstChars } from '../../lib/text.js';
import {
  avatarLetter,
  canSubmitReview,
  FEEDBACK_PREVIEW_CHARS,
  hasMoreAfter,
  nearRightEnd,
  ratingAfterClick,
  ratingChosen,
  reviewsOf,
  submitErrorText,
} from './reviewRules.js';

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

describe('ratingAfterClick (half stars)', () => {
  it('sets the whole value on a single click', () => {
    expect(ratingAfterClick(4, 1000, null).rating).toBe(4);
  });
  it('sets N - 0.5 on a second click on the same star within 300 ms', () => {
    const first = ratingAfterClick(4, 1000, null);
    expect(ratingAfterClick(4, 1200, first.last).rating).toBe(3.5);
    expect(ratingAfterClick(4, 1300, first.last).rating).toBe(3.5);
    const one = ratingAfterClick(1, 0, null);
    expect(ratingAfterClick(1, 100, one.last).rating).toBe(0.5);
  });
  it('keeps the whole value when the second click is too late or on another star', () => {
    const first = ratingAfterClick(4, 1000, null);
    expect(ratingAfterClick(4, 1301, first.last).rating).toBe(4);
    expect(ratingAfterClick(3, 1100, first.last).rating).toBe(3);
  });
  it('starts over with the whole star on a third quick click', () => {
    const a = ratingAfterClick(5, 0, null);
    const b = ratingAfterClick(5, 100, a.last);
    expect(b.rating).toBe(4.5);
    expect(ratingAfterClick(5, 200, b.last).rating).toBe(5);
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
