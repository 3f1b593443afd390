import styles from '../../ui/form.module.css';
import { CONTACT_TEXT, type SendState } from './useContactSender.js';

/** A lead form's result, announced: "sent" politely, a failure at once (the text stays in the form). */
export function SendOutcome({ state }: { state: SendState }) {
  return (
    <>
      <p role="status" className={styles.success}>
        {state.kind === 'sent' ? CONTACT_TEXT.sent : ''}
      </p>
      <p role="alert" className={styles.failure}>
        {state.kind === 'failed' ? state.message : ''}
      </p>
    </>
  );
}
