import { useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORM_PAGES } from '@itsite/shared/contract/pages';
import { NATIVE_FORMS } from '@itsite/shared/contract/forms';
import { MAX_QUANTITY, quoteMessage, quoteTotal } from '@itsite/shared/contract/quote';
import { rupees } from '@itsite/shared/contract/format';
import { publicPaths } from '@itsite/shared/contract/preview';
import { Send } from '../../ui/icons.js';
import { Field } from '../../ui/Field.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { Spinner } from '../../ui/Spinner.js';
import { useSite } from '../../lib/site.js';
import { useRead } from '../../lib/reads.js';
import { queries } from '../../lib/queries.js';
import { useTitledPageMeta } from '../../lib/head.js';
import { clearFields, useDraft, useNativeForm, valuesOf } from '../../lib/nativeForm.js';
import { ContactFields, QuoteNoteField, SendOutcome, useContactSender } from '../contact/index.js';
import formStyles from '../../ui/form.module.css';
import styles from './QuotePage.module.css';

const meta = FORM_PAGES['/quote'];
const CONTACT_FIELDS = ['name', 'email', 'phone', 'note'] as const;

/** The quantity of the address (`?quantity=`), or 1 when it is not a whole number in range. */
function quantityOf(text: string | null): number {
  const n = /^\d{1,4}$/.test(text ?? '') ? Number(text) : 1;
  return n >= 1 && n <= MAX_QUANTITY ? n : 1;
}

/**
 * "Request a quote" for one product, without a cart: where the product page's Buy Now leads
 * without the script (`/quote?product=<slug>&quantity=<n>`). Its form posts natively to this
 * address; with the script it sends in place, the same message the server writes for a native post.
 */
export function QuotePage() {
  const [search] = useSearchParams();
  const slug = search.get('product') ?? '';
  const { api } = useSite();
  const read = useRead(slug ? queries.product(api, slug) : null);
  const form = useRef<HTMLFormElement>(null);
  const { native, consumed } = useNativeForm('quote');
  const { state, send, hidden } = useContactSender(native, consumed);
  const draft = useDraft(form, 'quote', CONTACT_FIELDS);
  useTitledPageMeta(meta.title, meta.description);

  const product = read.kind === 'loaded' ? read.data.product : null;
  const typed = native?.values ?? {};
  const quantity = quantityOf(typed.quantity || search.get('quantity'));
  const sending = state.kind === 'sending';
  const fields = state.kind === 'failed' ? state.fields : {};

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending || !product) return;
    const el = e.currentTarget;
    const { note, ...contact } = valuesOf(el, CONTACT_FIELDS);
    const count = quantityOf(valuesOf(el, ['quantity']).quantity);
    const message = quoteMessage([{ name: product.name, price: product.price, quantity: count }], note);
    if (await send({ ...contact, message, source: 'buyNow' }, el)) {
      clearFields(el, CONTACT_FIELDS);
      draft.clear();
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1>{meta.title}</h1>
      {!slug ? (
        <p>
          Pick a product in our <SiteLink to="/products">catalogue</SiteLink> and press Buy Now, or <SiteLink to="/contactUs">write to us</SiteLink>.
        </p>
      ) : read.kind === 'loading' ? (
        <Spinner label="Loading product" />
      ) : !product ? (
        <p role="alert" className={formStyles.failure}>
          This product is not in our catalogue any more. <SiteLink to="/products">See the products we offer</SiteLink>.
        </p>
      ) : (
        <div className={styles.layout}>
          <section className={`card ${styles.summary}`} aria-label="Your quote">
            <h2 className={styles.productName}>
              <SiteLink to={publicPaths.product(product.slug)}>{product.name}</SiteLink>
            </h2>
            <p>
              {quantity} × {rupees(product.price)} = <strong>{rupees(quoteTotal([{ name: product.name, price: product.price, quantity }]))}</strong>
            </p>
            <p className={styles.muted}>Prices exclude GST. {meta.description}</p>
          </section>
          <form
            ref={form}
            className={`card ${formStyles.form}`}
            method="post"
            action={`${NATIVE_FORMS.quote.page}?${new URLSearchParams({ product: product.slug, quantity: String(quantity) })}`}
            onSubmit={(e) => void onSubmit(e)}
            onInput={draft.save}
            aria-label="Request a quote"
          >
            <input type="hidden" name="product" value={product.slug} />
            <Field name="quantity" label="Quantity" type="number" inputMode="numeric" min={1} max={MAX_QUANTITY} defaultValue={String(quantity)} error={fields.quantity} />
            <ContactFields values={typed} errors={fields} />
            <QuoteNoteField defaultValue={typed.note} error={fields.note ?? fields.message} />
            {hidden}
            <div className={formStyles.actions}>
              <button type="submit" className="btn" disabled={sending}>
                <Send size={18} aria-hidden />
                {sending ? 'Sending...' : 'Request a quote'}
              </button>
              <SendOutcome state={state} onRetry={() => form.current?.requestSubmit()} />
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
