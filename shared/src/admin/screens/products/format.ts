import { CURRENCY_SYMBOL } from '../../../contract/constants.js';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Prices in rupees with Indian digit grouping (₹1,24,999), as everywhere on the site (shared/docs/decisions.md#currency). */
export function rupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${grouping.format(amount)}`;
}
