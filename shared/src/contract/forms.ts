/**
 * The website's forms as plain HTML (shared/docs/website.md#forms-without-javascript): each one
 * posts natively to its page's address and the server answers it through the same command, schema,
 * spam screen, limits and idempotency as the JSON endpoint the script uses. A post that is refused
 * renders the same page again with every typed value and a message per field; one that is stored
 * answers 303 See Other to its thank-you page, so a reload or Back never sends it twice.
 */

/** The spam screen's hidden fields: the honeypot (only bots fill it) and the signed "form shown at" token. */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'formToken';
/** A native form's Idempotency-Key, carried as a hidden field (a resent post stores nothing more). */
export const FORM_KEY_FIELD = 'idempotencyKey';

export const NATIVE_FORMS = {
  contact: { page: '/contactUs', thanks: '/thank-you/contact', fields: ['name', 'email', 'phone', 'message'] },
  /** One product, from its page, without a cart: `product` is its slug, `note` the optional message. */
  quote: { page: '/quote', thanks: '/thank-you/quote', fields: ['name', 'email', 'phone', 'note', 'product', 'quantity'] },
  /** A review of the company, or of one product from its page (`/review?product=<slug>`): `product` is its slug, '' for none. */
  review: { page: '/review', thanks: '/thank-you/review', fields: ['name', 'feedback', 'rating', 'product'] },
  /**
   * An application with its CV, on every open role's page: a `page` ending in a slash is every page
   * under it (`/careers/<slug>`), and the form posts as multipart/form-data to its own page (careers.ts).
   */
  application: { page: '/careers/', thanks: '/thank-you/application', fields: ['name', 'email', 'phone', 'message'] },
} as const satisfies Record<string, { page: string; thanks: string; fields: readonly string[] }>;

export type NativeFormName = keyof typeof NATIVE_FORMS;
// Pure: a bundle that never lists the forms does not compute the list.
export const NATIVE_FORM_NAMES = /* @__PURE__ */ Object.keys(NATIVE_FORMS) as NativeFormName[];

/** The form whose page (and native post's address) this path is: its page, or one page under a `page` that ends in a slash. */
export function nativeFormAt(path: string): NativeFormName | undefined {
  return NATIVE_FORM_NAMES.find((name) => {
    const { page } = NATIVE_FORMS[name];
    return page.endsWith('/') ? path.startsWith(page) && /^[^/]+$/.test(path.slice(page.length)) : page === path;
  });
}

/**
 * What the server gives a page's form for this one view, embedded with the page's data (under
 * NATIVE_FORM_READ) so the browser hydrates the same form: the per-view token and key, and after a
 * refused post the values typed, a message per field and a sentence for the whole form.
 */
export interface NativeFormState {
  form: NativeFormName;
  /** The "form shown at" token of this view (spam screen). */
  token: string;
  /** The Idempotency-Key of this view's submission. */
  key: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
}

/** The key of the form's state among a page's embedded reads. */
export const NATIVE_FORM_READ = 'nativeForm';
