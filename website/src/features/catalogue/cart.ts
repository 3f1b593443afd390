import { useSyncExternalStore } from 'react';
import { quoteMessage, quoteTotal } from '@itsite/shared/contract/quote';

/**
 * The visitor's cart (kept in the browser; "Request a quote" sends it as one contact
 * message). The rules are pure functions so they can be tested without a browser;
 * the store below persists their result in localStorage and shares it between tabs.
 */

export interface CartItem {
  /** Product id: the key of an entry (one entry per product). */
  product: string;
  /** The product's address (/product/<slug>); carts kept from before slugs have none, and link by id (answered 301). */
  slug?: string;
  name: string;
  /** Unit price in rupees when the item was added. */
  price: number;
  /** Path of the product's first image, if any. */
  image?: string;
  quantity: number;
}

/** Contact details of the last quote request, kept so the next request is prefilled. */
export interface ShippingInfo {
  name: string;
  email: string;
  phone: string;
}

export interface CartState {
  cartItems: CartItem[];
  shippingInfo: ShippingInfo | null;
}

export const EMPTY_CART: CartState = { cartItems: [], shippingInfo: null };

/** Adding a product replaces an existing entry for the same product, otherwise appends. */
export function addToCart(state: CartState, item: CartItem): CartState {
  const at = state.cartItems.findIndex((i) => i.product === item.product);
  const cartItems = at === -1 ? [...state.cartItems, item] : state.cartItems.map((i, n) => (n === at ? item : i));
  return { ...state, cartItems };
}

/** Removing filters by product. */
export function removeFromCart(state: CartState, product: string): CartState {
  return { ...state, cartItems: state.cartItems.filter((i) => i.product !== product) };
}

/** Saving shipping info stores it. */
export function saveShippingInfo(state: CartState, shippingInfo: ShippingInfo): CartState {
  return { ...state, shippingInfo };
}

/** After a quote was sent the items go; the contact details stay for next time. */
export function clearCartItems(state: CartState): CartState {
  return { ...state, cartItems: [] };
}

export function lineTotal(item: CartItem): number {
  return item.price * item.quantity;
}

/** Sum of the line totals, rounded to paise so float noise never shows. */
export function cartTotal(items: readonly CartItem[]): number {
  return quoteTotal(items);
}

/** Number of units in the cart (the badge on the cart button). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** The text of the contact message a quote request sends (shared with the quote page and its native post). */
export function buildQuoteMessage(items: readonly CartItem[], note = ''): string {
  return quoteMessage(items, note);
}

// ---- persistence ------------------------------------------------------------------------------

export const CART_STORAGE_KEY = 'itsite.cart.v1';

const isText = (v: unknown): v is string => typeof v === 'string';

function validItem(v: unknown): v is CartItem {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  return (
    isText(i.product) &&
    isText(i.name) &&
    typeof i.price === 'number' &&
    Number.isFinite(i.price) &&
    i.price >= 0 &&
    typeof i.quantity === 'number' &&
    Number.isInteger(i.quantity) &&
    i.quantity > 0 &&
    (i.image === undefined || isText(i.image)) &&
    (i.slug === undefined || isText(i.slug))
  );
}

/**
 * The cart stored under CART_STORAGE_KEY. Storage is visitor-controlled and may hold an older or
 * broken shape: invalid entries are dropped rather than crashing the page.
 */
export function parseCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (!data || typeof data !== 'object') return EMPTY_CART;
  const d = data as Record<string, unknown>;
  const cartItems = Array.isArray(d.cartItems) ? d.cartItems.filter(validItem) : [];
  const s = d.shippingInfo as Record<string, unknown> | null | undefined;
  const shippingInfo = s && isText(s.name) && isText(s.email) && isText(s.phone) ? { name: s.name, email: s.email, phone: s.phone } : null;
  return { cartItems, shippingInfo };
}

// ---- store ------------------------------------------------------------------------------------

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedState: CartState = EMPTY_CART;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access; the cart then lives only for this page view.
    return null;
  }
}

let memoryRaw: string | null = null;

function readRaw(): string | null {
  const s = storage();
  if (!s) return memoryRaw;
  try {
    return s.getItem(CART_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

/** The current cart; the same object until the stored text changes (useSyncExternalStore needs that). */
export function getCart(): CartState {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parseCart(raw);
  }
  return cachedState;
}

/** Applies one of the rules above and stores the result. */
export function updateCart(change: (state: CartState) => CartState): void {
  const next = change(getCart());
  const raw = JSON.stringify(next);
  memoryRaw = raw;
  try {
    storage()?.setItem(CART_STORAGE_KEY, raw);
  } catch {
    // Quota or privacy mode: keep the in-memory copy.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart: every tab shows the same count.
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart, re-rendering when it changes here or in another tab. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getCart, () => EMPTY_CART);
}
