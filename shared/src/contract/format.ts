/**
 * One formatter, made once: `toLocaleString` with options builds a new `Intl.NumberFormat` on every
 * call, which showed in the home page's render time (it prints a dozen prices).
 */
const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Prices in Indian rupees with Indian digit grouping: ₹1,24,999 (at most two decimals). */
export function rupees(amount: number): string {
  return `₹${INR.format(amount)}`;
}

/** A count that stops at `cap` as screens show it: "1,234", or "10,000+" at the cap. */
export function formatCount(n: number, cap = Number.POSITIVE_INFINITY): string {
  return n >= cap ? `${cap.toLocaleString('en-IN')}+` : n.toLocaleString('en-IN');
}
