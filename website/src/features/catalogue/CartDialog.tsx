import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { SiteLink } from '../../ui/SiteLink.js';
import { ShoppingCart, Trash2, X } from '../../ui/icons.js';
import { addToCart, cartTotal, clearCartItems, lineTotal, removeFromCart, updateCart, useCart, type CartItem } from './cart.js';
import { useSite } from '../../lib/site.js';
import { rupees } from '@itsite/shared/contract/format';
import { publicPaths } from '@itsite/shared/contract/preview';
import { QuantityStepper } from './QuantityStepper.js';
import { QuoteForm } from './QuoteForm.js';
import styles from './CartDialog.module.css';

export type CartDialogMode = { kind: 'cart' } | { kind: 'buyNow'; item: CartItem };

interface CartDialogProps {
  mode: CartDialogMode;
  onClose: () => void;
}

function ItemRow({ item, editable, onNavigate }: { item: CartItem; editable: boolean; onNavigate: () => void }) {
  const { api } = useSite();
  return (
    <li className={styles.item}>
      <div className={styles.thumb}>{item.image ? <img src={api.mediaUrl(item.image)} alt="" width={64} height={64} /> : <ShoppingCart aria-hidden />}</div>
      <div className={styles.itemMain}>
        <SiteLink to={publicPaths.product(item.slug ?? item.product)} className={styles.itemName} onClick={onNavigate}>
          {item.name}
        </SiteLink>
        <span className={styles.unit}>{rupees(item.price)} each</span>
        {editable ? (
          <QuantityStepper
            compact
            showLabel={false}
            value={item.quantity}
            label={`Quantity of ${item.name}`}
            decreaseLabel={`Decrease quantity of ${item.name}`}
            increaseLabel={`Increase quantity of ${item.name}`}
            onChange={(quantity) => updateCart((s) => addToCart(s, { ...item, quantity }))}
          />
        ) : (
          <span className={styles.unit}>Quantity: {item.quantity}</span>
        )}
      </div>
      <div className={styles.itemEnd}>
        <span className={styles.lineTotal}>{rupees(lineTotal(item))}</span>
        {editable ? (
          <button type="button" className={styles.remove} onClick={() => updateCart((s) => removeFromCart(s, item.product))}>
            <Trash2 size={16} aria-hidden />
            Remove<span className="visually-hidden"> {item.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The cart and its "Request a quote" form in a native modal dialog (focus stays inside, Escape
 * closes, focus returns to the button that opened it). In Buy Now mode it shows the one product
 * and quantity chosen on the product page and leaves the cart as it is.
 */
export function CartDialog({ mode, onClose }: CartDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cart = useCart();
  const [sent, setSent] = useState(false);
  const items = mode.kind === 'cart' ? cart.cartItems : [mode.item];

  // Mounted means open. No close() on cleanup: removing the element ends the modal state anyway,
  // and StrictMode's mount-unmount-mount would otherwise queue a close event for an open dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();
  // A click on the backdrop lands on the <dialog> element itself.
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close();
  };

  const title = mode.kind === 'cart' ? 'Your cart' : 'Buy Now';
  const showForm = items.length > 0 || sent;

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onClick={onBackdrop}>
      <div className={styles.panel}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Close">
            <X aria-hidden />
          </button>
        </header>

        {!sent && items.length === 0 ? (
          <div className={styles.empty}>
            <ShoppingCart size={40} aria-hidden />
            <p>Your cart is empty.</p>
            <SiteLink to="/products" className="btn" onClick={close}>
              Browse products
            </SiteLink>
          </div>
        ) : null}

        {!sent && items.length > 0 ? (
          <>
            <ul className={styles.items} aria-label="Items">
              {items.map((item) => (
                <ItemRow key={item.product} item={item} editable={mode.kind === 'cart'} onNavigate={close} />
              ))}
            </ul>
            <p className={styles.total}>
              <span>Total</span>
              <strong>{rupees(cartTotal(items))}</strong>
            </p>
            <p className={styles.note}>Prices exclude GST. We confirm availability, delivery and payment options in a formal quote.</p>
            <h3 className={styles.formTitle}>Request a quote</h3>
          </>
        ) : null}

        {showForm ? (
          <QuoteForm
            items={items}
            onSent={() => {
              setSent(true);
              if (mode.kind === 'cart') updateCart(clearCartItems);
            }}
          />
        ) : null}

        {sent ? (
          <div className={styles.sentActions}>
            <p className={styles.note}>Thank you. A consultant will reply with a formal quote within one business day.</p>
            <button type="button" className="btn btn--ghost" onClick={close}>
              Close
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
