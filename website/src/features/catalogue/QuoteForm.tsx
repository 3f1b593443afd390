import { useRef, type FormEvent } from 'react';
import { Send } from '../../ui/icons.js';
import { buildQuoteMessage, getCart, saveShippingInfo, updateCart, type CartItem } from './cart.js';
import { valuesOf } from '../../lib/nativeForm.js';
import { ContactFields, QuoteNoteField, SendOutcome, useContactSender } from '../contact/index.js';
import formStyles from '../../ui/form.module.css';

interface QuoteFormProps {
  items: readonly CartItem[];
  /** Called once the message is stored (the cart empties itself then; Buy Now does not). */
  onSent?: () => void;
}

const FIELDS = ['name', 'email', 'phone', 'note'] as const;

/**
 * A quote request is ONE contact message listing the items. Same rules as the contact
 * form (all contact fields required, e-mail checked by the browser); the note is optional.
 * The contact details are kept in the cart's shipping info so the next request is prefilled.
 */
export function QuoteForm({ items, onSent }: QuoteFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const details = getCart().shippingInfo;
  const { state, send, hidden } = useContactSender();
  const sending = state.kind === 'sending';
  const fields = state.kind === 'failed' ? state.fields : {};

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending || items.length === 0) return;
    const el = e.currentTarget;
    const { note, ...contact } = valuesOf(el, FIELDS);
    const ok = await send({ ...contact, message: buildQuoteMessage(items, note) }, el);
    if (!ok) return;
    updateCart((s) => saveShippingInfo(s, { name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim() }));
    const noteField = el.elements.namedItem('note');
    if (noteField instanceof HTMLTextAreaElement) noteField.value = '';
    onSent?.();
  };

  return (
    <form ref={form} className={formStyles.form} onSubmit={(e) => void onSubmit(e)} aria-label="Request a quote">
      {state.kind === 'sent' ? null : (
        <>
          <ContactFields values={details ?? {}} errors={fields} />
          <QuoteNoteField error={fields.message} />
        </>
      )}
      {hidden}
      <div className={formStyles.actions}>
        {state.kind === 'sent' ? null : (
          <button type="submit" className="btn" disabled={sending || items.length === 0}>
            <Send size={18} aria-hidden />
            {sending ? 'Sending...' : 'Request a quote'}
          </button>
        )}
        <SendOutcome state={state} onRetry={() => form.current?.requestSubmit()} />
      </div>
    </form>
  );
}
