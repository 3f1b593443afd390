import { sendFailureText } from '../../lib/formGuard.js';
import { REVIEW_TEXT } from './reviewForm.js';

/*
 * Apart from reviewRules.ts, whose limits the home page's testimonials read: the form's failure
 * texts need the API's error types, which only the review form loads.
 */

/**
 * Which message a failed submit shows: the server's sentence for a refusal (a field too long, too
 * many reviews from one address), "Failed to submit." for a server fault, "Network error." when
 * the server could not be reached; when it was offline, throttled (429) or away (503) it adds that the
 * text is kept for another try.
 */
export function submitErrorText(err: unknown): string {
  return sendFailureText(err, REVIEW_TEXT.failed, REVIEW_TEXT.networkError);
}
