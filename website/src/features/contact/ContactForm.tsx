import { useState, type FormEvent } from 'react';
import { Send } from '../../ui/icons.js';
import { Field } from '../../ui/Field.js';
import { SendOutcome } from './SendOutcome.js';
import { useContactSender } from './useContactSender.js';
import styles from '../../ui/form.module.css';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * All four fields required (the browser refuses an empty field or a malformed
 * e-mail before anything is sent); the button reads "Sending..." while busy; on success the form
 * is cleared. The server checks again and its field messages appear under the fields.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const { state, send, honeypot } = useContactSender();
  const sending = state.kind === 'sending';
  const fields = state.kind === 'failed' ? state.fields : {};
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (await send(values)) setValues(EMPTY);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Contact form">
      <div className={styles.row}>
        <Field name="name" label="Name" value={values.name} onChange={set('name')} autoComplete="name" error={fields.name} />
        <Field name="phone" label="Phone" value={values.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" error={fields.phone} />
      </div>
      <Field name="email" label="Email" type="email" value={values.email} onChange={set('email')} autoComplete="email" error={fields.email} />
      <Field
        name="message"
        label="Message"
        multiline
        rows={6}
        value={values.message}
        onChange={set('message')}
        placeholder="What would you like to build, fix or grow?"
        error={fields.message}
      />
      {honeypot}
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={sending}>
          <Send size={18} aria-hidden />
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <SendOutcome state={state} />
      </div>
    </form>
  );
}
