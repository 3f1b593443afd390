import { rupees } from './format.js';

/** One line of a quote request: what the visitor asks a price for. */
export interface QuoteLine {
  name: string;
  /** Unit price in rupees. */
  price: number;
  quantity: number;
}

/** Above this a visitor wants a conversation, not a cart line; keeps the quantity field from overflowing. */
export const MAX_QUANTITY = 9999;

/** Sum of the line totals, rounded to paise so float noise never shows. */
export function quoteTotal(lines: readonly QuoteLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.price * l.quantity, 0) * 100) / 100;
}

/**
 * The text of the contact message a quote request sends: one line listing the items, the total,
 * and the visitor's note. Staff read it in the lead inbox, so it stays plain text. The cart's
 * request, the quote page's script and its native post (the server) all write it with this.
 */
export function quoteMessage(lines: readonly QuoteLine[], note = ''): string {
  const items = lines.map((l) => `${l.quantity} × ${l.name} (${rupees(l.price)} each)`);
  const parts = [`Quote request: ${items.join('; ')}`, `Total: ${rupees(quoteTotal(lines))}`];
  const trimmed = note.trim();
  if (trimmed) parts.push(`Note: ${trimmed}`);
  return parts.join('\n');
}
