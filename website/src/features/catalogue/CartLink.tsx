import { Suspense, useState, type CSSProperties } from 'react';
import { ShoppingCart } from '../../ui/icons.js';
import { cartCount, useCart } from './cart.js';

import { LazyCartDialog as CartDialog } from './lazyCartDialog.js';

interface CartLinkProps {
  /** 'icon': cart icon with a count badge (header). 'text': a ghost button "View cart (n)" (catalogue pages). */
  variant?: 'icon' | 'text';
  /** Render even when the cart is empty (the header hides it then; a marketing page needs no empty cart). */
  showWhenEmpty?: boolean;
  className?: string;
}

const badge: CSSProperties = {
  position: 'absolute',
  top: -4,
  right: -6,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 999,
  background: 'var(--accent)',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
};

const iconButton: CSSProperties = {
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: '1px solid var(--line)',
  borderRadius: '50%',
  background: '#fff',
  color: 'var(--ink)',
  cursor: 'pointer',
};

/**
 * The cart button: shows how many units the browser's cart holds and opens the cart dialog
 * (items, total, "Request a quote"). It is a button, not a link, because it opens a dialog.
 */
export function CartLink({ variant = 'icon', showWhenEmpty = false, className }: CartLinkProps) {
  const { cartItems } = useCart();
  const [open, setOpen] = useState(false);
  const count = cartCount(cartItems);
  if (count === 0 && !showWhenEmpty && !open) return null;
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

  return (
    <>
      {variant === 'icon' ? (
        <button type="button" className={className} style={className ? undefined : iconButton} aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <ShoppingCart size={20} aria-hidden />
          {count > 0 ? (
            <span style={badge} aria-hidden>
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </button>
      ) : (
        <button type="button" className={className ?? 'btn btn--ghost'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <ShoppingCart size={18} aria-hidden />
          View cart ({count})
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <CartDialog mode={{ kind: 'cart' }} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
