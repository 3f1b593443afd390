import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { X } from '../../ui/icons.js';
import type { ApiClient } from '@itsite/shared/api';
import { useFormGuard } from '../../lib/useFormGuard.js';
import { StarRatingInput } from './StarRatingInput.js';
import { canSubmitReview, ratingChosen, submitErrorText } from './reviewRules.js';
import styles from './ReviewModal.module.css';

interface Props {
  api: ApiClient;
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the review (the form is already reset). */
  onSubmitted: () => void;
}

/**
 * "Share Your Review". A native modal <dialog>: the browser keeps focus inside,
 * makes the page behind it inert, and closes it on Escape.
 */
export function ReviewModal({ api, open, onClose, onSubmitted }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState('');
  const [rating, setRating] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  // The token is fetched each time the dialog opens: that is when the form is shown.
  const guard = useFormGuard(api, open);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setError('');
      el.showModal();
      // Start in the first field rather than on the × button the browser would pick.
      nameInput.current?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Silently ignored without a trimmed name, a trimmed feedback and a rating.
    if (sending || !canSubmitReview({ name, feedback, rating })) return;
    setSending(true);
    setError('');
    try {
      const review = { name: name.trim(), feedback: feedback.trim(), rating };
      // A retry of the same review carries the same Idempotency-Key: stored once.
      await api.reviews.submit({ ...review, ...guard.fields() }, guard.options(review));
      guard.sent();
      setName('');
      setFeedback('');
      setRating(0);
      onSubmitted();
    } catch (err) {
      setError(submitErrorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    // The dialog's own close event (× button, Escape, form close) keeps the parent's state in step.
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          Share Your Review
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => dialog.current?.close()}>
          <X size={22} aria-hidden />
        </button>
      </div>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          Your name
        </label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className={styles.input}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
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
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
        />
        <StarRatingInput value={rating} onChange={setRating} />
        {guard.field}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={`btn ${styles.submit}`} disabled={!ratingChosen(rating) || sending}>
          {sending ? 'Submitting...' : 'Submit Review'}
        </button>
      </form>
    </dialog>
  );
}
