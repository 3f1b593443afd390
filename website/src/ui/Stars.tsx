import type { CSSProperties } from 'react';
import styles from './Stars.module.css';

const GAP = 2;

/**
 * How far the gold reaches, in pixels: whole stars with the gap after each, then half a star for a
 * half rating. Ratings come in halves; anything between rounds down to the half below.
 */
export function starFill(rating: number, size: number): number {
  const clamped = Math.min(5, Math.max(0, rating));
  const whole = Math.floor(clamped);
  const half = clamped - whole >= 0.5 && whole < 5 ? 0.5 : 0;
  return whole * (size + GAP) + half * size;
}

/** A star rating with half stars, read out as "Rated 3.5 out of 5". */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const style = { '--star': `${size}px`, '--gap': `${GAP}px`, '--fill': `${starFill(rating, size)}px` } as CSSProperties;
  return <span role="img" aria-label={`Rated ${rating} out of 5`} className={styles.stars} style={style} />;
}
