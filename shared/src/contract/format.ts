/** Prices in Indian rupees with Indian digit grouping: ₹1,24,999 (at most two decimals). */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
