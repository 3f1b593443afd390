import { useRef, type FormEvent } from 'react';
import { NATIVE_FORMS } from '@itsite/shared/contract/forms';
import { Send } from '../../ui/icons.js';
import { Field } from '../../ui/Field.js';
import { clearFields, useDraft, useNativeForm, valuesOf } from '../../lib/nativeForm.js';
import { ContactFields } from './ContactFields.js';
import { SendOutcome } from './SendOutcome.js';
import { useContactSender } from './useContactSender.js';
import styles from '../../ui/form.module.css';

const FIELDS = NATIVE_FORMS.contact.fields;

/**
 * A real HTML form: without the script it posts to the page itself and the server answers
 * (shared/docs/website.md#forms-without-javascript); with it, the same form sends in place. All four
 * fields required (the browser refuses an empty field or a malformed e-mail before anything is
 * sent); the button reads "Sending..." while busy; on success the form is cleared. The server
 * checks again and its field messages appear under the fields. What is typed is kept as a draft
 * in the tab until it is sent.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const { native, consumed } = useNativeForm('contact');
  const { state, send, hidden } = useContactSender(native, consumed);
  const draft = useDraft(form, 'contact', FIELDS);
  const sending = state.kind === 'sending';
  const fields = state.kind === 'failed' ? state.fields : {};
  const typed = native?.values ?? {};

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const el = e.currentTarget;
    if (await send(valuesOf(el, FIELDS), el)) {
      clearFields(el, FIELDS);
      draft.clear();
    }
  };

  return (
    <form ref={form} className={styles.form} method="post" action={NATIVE_FORMS.contact.page} onSubmit={(e) => void onSubmit(e)} onInput={draft.save} aria-label="Contact form">
      <ContactFields values={typed} errors={fields} />
      <Field
        name="message"
        label="Message"
        multiline
        rows={6}
        defaultValue={typed.message}
        placeholder="What would you like to build, fix or grow?"
        error={fields.message}
      />
      {hidden}
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={sending}>
          <Send size={18} aria-hidden />
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <SendOutcome state={state} onRetry={() => form.current?.requestSubmit()} />
      </div>
    </form>
  );
}
