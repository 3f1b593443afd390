import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART,
  addToCart,
  buildQuoteMessage,
  cartCount,
  cartTotal,
  clearCartItems,
  parseCart,
  removeFromCart,
  saveShippingInfo,
  type CartItem,
} from './cart.js';

const antivirus: CartItem = { product: 'p1', name: 'Antivirus Suite', price: 1999, quantity: 2 };
const backup: CartItem = { product: 'p2', name: 'Cloud Backup', price: 499.5, quantity: 1, image: '/uploads/b.png' };

describe('cart rules', () => {
  it('appends a product that is not in the cart yet', () => {
    const state = addToCart(addToCart(EMPTY_CART, antivirus), backup);
    expect(state.cartItems).toEqual([antivirus, backup]);
  });

  it('replaces the entry of a product already in the cart, in place', () => {
    const state = addToCart(addToCart(addToCart(EMPTY_CART, antivirus), backup), { ...antivirus, quantity: 5 });
    expect(state.cartItems).toEqual([{ ...antivirus, quantity: 5 }, backup]);
  });

  it('removes by product and leaves the other entries', () => {
    const state = removeFromCart(addToCart(addToCart(EMPTY_CART, antivirus), backup), 'p1');
    expect(state.cartItems).toEqual([backup]);
    expect(removeFromCart(state, 'unknown').cartItems).toEqual([backup]);
  });

  it('stores shipping info and keeps it when the items are cleared', () => {
    const info = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98765 43210' };
    const state = clearCartItems(saveShippingInfo(addToCart(EMPTY_CART, antivirus), info));
    expect(state).toEqual({ cartItems: [], shippingInfo: info });
  });

  it('never changes the state it was given', () => {
    const before = addToCart(EMPTY_CART, antivirus);
    const snapshot = structuredClone(before);
    addToCart(before, { ...antivirus, quantity: 9 });
    removeFromCart(before, 'p1');
    expect(before).toEqual(snapshot);
    expect(EMPTY_CART).toEqual({ cartItems: [], shippingInfo: null });
  });

  it('totals the line totals and counts the units', () => {
    expect(cartTotal([antivirus, backup])).toBe(4497.5);
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([{ ...backup, price: 0.1, quantity: 3 }])).toBe(0.3);
    expect(cartCount([antivirus, backup])).toBe(3);
  });
});

describe('buildQuoteMessage', () => {
  it('lists each item with its unit price, then the total', () => {
    expect(buildQuoteMessage([antivirus, { ...backup, price: 24999, quantity: 1 }])).toBe(
      'Quote request: 2 × Antivirus Suite (₹1,999 each); 1 × Cloud Backup (₹24,999 each)\nTotal: ₹28,997',
    );
  });

  it('adds the trimmed note only when there is one', () => {
    expect(buildQuoteMessage([antivirus], '  Need GST invoice  ')).toBe(
      'Quote request: 2 × Antivirus Suite (₹1,999 each)\nTotal: ₹3,998\nNote: Need GST invoice',
    );
    expect(buildQuoteMessage([antivirus], '   ')).not.toContain('Note');
  });
});

describe('parseCart', () => {
  it('reads back what was stored', () => {
    const state = saveShippingInfo(addToCart(EMPTY_CART, backup), { name: 'A', email: 'a@b.in', phone: '123456' });
    expect(parseCart(JSON.stringify(state))).toEqual(state);
  });

  it('gives an empty cart for missing or broken storage', () => {
    expect(parseCart(null)).toEqual(EMPTY_CART);
    expect(parseCart('{not json')).toEqual(EMPTY_CART);
    expect(parseCart('42')).toEqual(EMPTY_CART);
  });

  it('drops entries with an invalid shape or quantity', () => {
    const raw = JSON.stringify({
      cartItems: [antivirus, { ...antivirus, product: 'x', quantity: 0 }, { ...antivirus, product: 'y', quantity: 1.5 }, { name: 'no id' }],
      shippingInfo: { name: 'only a name' },
    });
    expect(parseCart(raw)).toEqual({ cartItems: [antivirus], shippingInfo: null });
  });

  it('keeps the address (slug) an entry links to; entries kept from before slugs have none', () => {
    const withSlug = { ...backup, slug: 'cloud-backup' };
    const raw = JSON.stringify({ cartItems: [withSlug, antivirus, { ...antivirus, product: 'z', slug: 42 }], shippingInfo: null });
    expect(parseCart(raw).cartItems).toEqual([withSlug, antivirus]);
  });
});
