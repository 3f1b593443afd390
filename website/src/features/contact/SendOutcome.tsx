import styles from '../../ui/form.module.css';
import { CONTACT_TEXT, type SendState } from './useContactSender.js';

/**
 * A lead form's result, announced: "sent" politely (with when a person replies), a failure at once
 * (the text stays in the form), and a button that sends the same again when it never got through.
 */
export function SendOutcome({ state, onRetry }: { state: SendState; onRetry?: () => void }) {
  const failed = state.kind === 'failed';
  return (
    <>
      <p role="status" className={styles.success}>
        {state.kind === 'sent' ? `${CONTACT_TEXT.sent} ${CONTACT_TEXT.reply}` : ''}
      </p>
      <p role="alert" className={styles.failure}>
        {failed ? state.message : ''}
      </p>
      {failed && state.retry && state.message && onRetry ? (
        <button type="button" className={`btn btn--ghost ${styles.retry}`} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </>
  );
}
