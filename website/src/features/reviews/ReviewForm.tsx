import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { NATIVE_FORMS, type NativeFormState } from '@itsite/shared/contract/forms';
import { useSite } from '../../lib/site.js';
import { useFormGuard } from '../../lib/useFormGuard.js';
import { clearFields, useDraft, valuesOf } from '../../lib/nativeForm.js';
import { StarRatingInput } from './StarRatingInput.js';
import { canSubmitReview, ratingChosen } from './reviewForm.js';
import { submitErrorText } from './reviewSubmit.js';
import styles from './ReviewModal.module.css';

/** The fields a visitor fills in (the product a review is of is the page's, not typed). */
const FIELDS = ['name', 'feedback', 'rating'] as const;

interface Props {
  /** The server's state of this view's form (the review page), or null (the dialog). */
  native?: NativeFormState | null;
  /** Whether the form is shown now (the dialog's): its token is fetched when it opens. */
  shown?: boolean;
  /** The name field, for the dialog to focus when it opens. */
  nameRef?: RefObject<HTMLInputElement | null>;
  /** The product reviewed (its slug), on a product's review page; none: a review of the company. */
  product?: string;
  /** Called after the server accepted the review (the form is already cleared). */
  onSubmitted: () => void;
}

/**
 * The review form of the dialog and of the review page: a plain HTML form posting to /review (it
 * works without the script), sent in place once the script is there. The button is disabled while
 * no rating is chosen, but only once the script can enable it again.
 */
export function ReviewForm({ native = null, shown = true, nameRef, product, onSubmitted }: Props) {
  const { api } = useSite();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const typed = native?.values ?? {};
  const [rating, setRating] = useState(() => Number(typed.rating) || 0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(native?.message ?? '');
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const guard = useFormGuard(api, { shown, native });
  const draft = useDraft(form, product ? `review:${product}` : 'review', FIELDS, (restored) => {
    if (restored.rating) setRating(Number(restored.rating));
  });
  const fieldErrors = native?.errors ?? {};

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    const values = valuesOf(el, FIELDS);
    const review = { name: values.name.trim(), feedback: values.feedback.trim(), rating: Number(values.rating) || 0, ...(product && { product }) };
    // Silently ignored without a trimmed name, a trimmed feedback and a rating.
    if (sending || !canSubmitReview(review)) return;
    setSending(true);
    setError('');
    try {
      // A retry of the same review carries the same Idempotency-Key: stored once.
      await api.reviews.submit({ ...review, ...guard.fields(el) }, guard.options(review));
      guard.sent();
      clearFields(el, FIELDS);
      draft.clear();
      setRating(0);
      onSubmitted();
    } catch (err) {
      setError(submitErrorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className={styles.form} method="post" action={NATIVE_FORMS.review.page} onSubmit={(e) => void submit(e)} onInput={draft.save} aria-label="Review form">
      <label className={styles.label} htmlFor={`${id}-name`}>
        Your name
      </label>
      <input
        ref={nameRef}
        id={`${id}-name`}
        className={styles.input}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={typed.name}
        aria-invalid={fieldErrors.name ? true : undefined}
        aria-describedby={fieldErrors.name ? `${id}-name-error` : undefined}
      />
      {fieldErrors.name ? (
        <p id={`${id}-name-error`} className={styles.fieldError}>
          {fieldErrors.name}
        </p>
      ) : null}
      <label className={styles.label} htmlFor={`${id}-feedback`}>
        Your feedback
      </label>
      <textarea
        id={`${id}-feedback`}
        className={styles.input}
        name="feedback"
        required
        maxLength={2000}
        rows={4}
        defaultValue={typed.feedback}
        aria-invalid={fieldErrors.feedback ? true : undefined}
        aria-describedby={fieldErrors.feedback ? `${id}-feedback-error` : undefined}
      />
      {fieldErrors.feedback ? (
        <p id={`${id}-feedback-error`} className={styles.fieldError}>
          {fieldErrors.feedback}
        </p>
      ) : null}
      <StarRatingInput defaultValue={rating} onChange={setRating} error={fieldErrors.rating} />
      {product ? <input type="hidden" name="product" value={product} /> : null}
      {guard.hidden}
      {fieldErrors.product ? (
        <p role="alert" className={styles.error}>
          {fieldErrors.product}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={`btn ${styles.submit}`} disabled={(scripted && !ratingChosen(rating)) || sending}>
        {sending ? 'Submitting...' : 'Submit Review'}
      </button>
    </form>
  );
}
