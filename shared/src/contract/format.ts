/**
 * Numbers as the public pages print them, without `Intl`. A page's first use of `Intl`
 * (a `NumberFormat`, a `toLocaleString`) makes Chromium load its locale data: about 95 ms on this
 * machine, in the task that hydrates the page, so a phone's browser (four times slower) spends
 * nearly 400 ms of the home page's blocking time on it. The format here is fixed (Indian digit
 * grouping), so a few lines give the same text at no such cost; format.test.ts checks them against
 * `Intl` over many values.
 */

/**
 * `n` with Indian digit grouping (1,24,999: the last three digits, then pairs) and at most
 * `maxFractionDigits` decimals, trailing zeros dropped: what `n.toLocaleString('en-IN',
 * { maximumFractionDigits })` gives for a finite number under 10^21.
 */
export function indianDigits(n: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return String(n);
  const [whole, fraction] = roundHalfUp(Math.abs(n), maxFractionDigits);
  const kept = fraction.replace(/0+$/, '');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const text = kept ? `${grouped}.${kept}` : grouped;
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * `abs` (finite, under 10^21) rounded half up to `digits` decimals (at most 6) as whole and fraction
 * digits, from its shortest decimal form, as Intl does: 2.675 is 2.68 (`toFixed`, which rounds the
 * binary value 2.67499…, says 2.67).
 */
function roundHalfUp(abs: number, digits: number): [string, string] {
  const text = String(abs);
  // Only values under 10^-6 are written with an exponent here, and they round to zero.
  if (text.includes('e')) return ['0', ''];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept = whole + fraction.slice(0, digits);
  if (fraction.charCodeAt(digits) < 53 /* '5' */) return [whole, fraction.slice(0, digits)];
  const carried = [...kept].map(Number);
  let i = carried.length - 1;
  for (; i >= 0 && carried[i] === 9; i--) carried[i] = 0;
  if (i >= 0) carried[i] += 1;
  const all = (i < 0 ? '1' : '') + carried.join('');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/** Prices in Indian rupees with Indian digit grouping: ₹1,24,999 (at most two decimals). */
export function rupees(amount: number): string {
  return `₹${indianDigits(amount, 2)}`;
}

/** A count that stops at `cap` as screens show it: "1,234", or "10,000+" at the cap. */
export function formatCount(n: number, cap = Number.POSITIVE_INFINITY): string {
  return n >= cap ? `${indianDigits(cap)}+` : indianDigits(n);
}

/**
 * A value as text, as `String(value ?? '')` writes it ('' when it has none), for values typed
 * unknown that hold text or a number: a document's fields (each kind declares its own), a form's
 * or a report row's.
 */
export function fieldText(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- these values are text or numbers; they are typed unknown only because their shape is declared elsewhere (by kind, by column)
  return String(value ?? '');
}
