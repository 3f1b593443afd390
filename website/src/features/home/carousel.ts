/** The hero auto-advances every 6 seconds. */
export const CAROUSEL_INTERVAL_MS = 6000;

/** Any step, in either direction, lands on a slide: the index cycles 0..count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide after `index`; from the last one it wraps to the first. */
export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

/** The slide before `index`; from the first one it wraps to the last. */
export function prevIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}
