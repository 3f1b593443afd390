import styles from '../../ui/form.module.css';
import { CONTACT_TEXT, type SendState } from './useContactSender.js';

/**
 * A lead form's result, announced: "sent" politely (with when a person replies), a failure at once
 * (the text stays in the form), with a button that sends the same again when it never got through.
 */
export function SendOutcome({ state, onRetry }: { state: SendState; onRetry?: () => void }) {
  return (
    <>
      <p role="status" className={styles.success}>
        {state.kind === 'sent' ? `${CONTACT_TEXT.sent} ${CONTACT_TEXT.reply}` : ''}
      </p>
      <div role="alert" className={styles.failure}>
        {state.kind === 'failed' && state.message ? (
          <>
            <span>{state.message}</span>
            {state.retry && onRetry ? (
              <button type="button" className={`btn btn--ghost ${styles.retry}`} onClick={onRetry}>
                Try again
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
