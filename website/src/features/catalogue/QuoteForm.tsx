import { useState, type FormEvent } from 'react';
import { Send } from '../../ui/icons.js';
import { buildQuoteMessage, getCart, saveShippingInfo, updateCart, type CartItem } from './cart.js';
import { Field } from '../../ui/Field.js';
import { SendOutcome, useContactSender } from '../contact/index.js';
import formStyles from '../../ui/form.module.css';

interface QuoteFormProps {
  items: readonly CartItem[];
  /** Called once the message is stored (the cart empties itself then; Buy Now does not). */
  onSent?: () => void;
}

/**
 * A quote request is ONE contact message listing the items. Same rules as the contact
 * form (all contact fields required, e-mail checked by the browser); the note is optional.
 * The contact details are kept in the cart's shipping info so the next request is prefilled.
 */
export function QuoteForm({ items, onSent }: QuoteFormProps) {
  const [details, setDetails] = useState(() => getCart().shippingInfo ?? { name: '', email: '', phone: '' });
  const [note, setNote] = useState('');
  const { state, send, honeypot } = useContactSender();
  const sending = state.kind === 'sending';
  const fields = state.kind === 'failed' ? state.fields : {};
  const set = (key: keyof typeof details) => (value: string) => setDetails((d) => ({ ...d, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || items.length === 0) return;
    const ok = await send({ ...details, message: buildQuoteMessage(items, note) });
    if (!ok) return;
    updateCart((s) => saveShippingInfo(s, { name: details.name.trim(), email: details.email.trim(), phone: details.phone.trim() }));
    setNote('');
    onSent?.();
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} aria-label="Request a quote">
      {state.kind === 'sent' ? null : (
        <>
          <div className={formStyles.row}>
            <Field name="name" label="Name" value={details.name} onChange={set('name')} autoComplete="name" error={fields.name} />
            <Field name="phone" label="Phone" value={details.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" error={fields.phone} />
          </div>
          <Field name="email" label="Email" type="email" value={details.email} onChange={set('email')} autoComplete="email" error={fields.email} />
          <Field
            name="note"
            label="Note"
            multiline
            rows={3}
            required={false}
            value={note}
            onChange={setNote}
            placeholder="Delivery city, GST number, licence terms, anything we should know"
            error={fields.message}
          />
        </>
      )}
      {honeypot}
      <div className={formStyles.actions}>
        {state.kind === 'sent' ? null : (
          <button type="submit" className="btn" disabled={sending || items.length === 0}>
            <Send size={18} aria-hidden />
            {sending ? 'Sending...' : 'Request a quote'}
          </button>
        )}
        <SendOutcome state={state} />
      </div>
    </form>
  );
}
