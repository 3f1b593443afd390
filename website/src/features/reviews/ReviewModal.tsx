import { useEffect, useId, useRef } from 'react';
import { X } from '../../ui/icons.js';
import { ReviewForm } from './ReviewForm.js';
import { thanksNotice } from './reviewForm.js';
import { useSite } from '../../lib/site.js';
import styles from './ReviewModal.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the review (the form is already reset), with what to tell the visitor. */
  onSubmitted: (notice: string) => void;
}

/**
 * "Share Your Review". A native modal <dialog>: the browser keeps focus inside,
 * makes the page behind it inert, and closes it on Escape.
 */
export function ReviewModal({ open, onClose, onSubmitted }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const { settings } = useSite();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // Start in the first field rather than on the × button the browser would pick.
      nameInput.current?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

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
      {/* The token is fetched each time the dialog opens: that is when the form is shown. */}
      <ReviewForm shown={open} nameRef={nameInput} onSubmitted={() => onSubmitted(thanksNotice(Boolean(settings?.publicReviewUrl)))} />
    </dialog>
  );
}
