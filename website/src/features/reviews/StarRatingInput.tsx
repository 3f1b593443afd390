import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { RATING_MAX, ratingAfterKey, ratingForClick, ratingText, type StarClick } from './reviewRules.js';
import styles from './StarRatingInput.module.css';

const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

function StarShape() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR} />
    </svg>
  );
}

interface Props {
  value: number;
  onChange: (rating: number) => void;
}

/**
 * "Your rating": five stars as one slider, in half stars. A click on the left half of a star gives
 * the half star, on its right half the whole one, and two clicks on a star within 300 ms its half
 * star too; the arrow keys move by half a star, Home and End go to 0.5 and 5. The value is also
 * written out, so it does not rely on colour alone.
 */
export function StarRatingInput({ value, onChange }: Props) {
  const id = useId();
  const lastClick = useRef<StarClick | null>(null);
  const pick = (star: number) => (e: MouseEvent<HTMLSpanElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const at = e.timeStamp;
    onChange(ratingForClick(star, e.clientX - box.left, box.width, at, lastClick.current));
    lastClick.current = { star, at };
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = ratingAfterKey(value, e.key);
    if (next === null) return;
    e.preventDefault();
    if (next !== value) onChange(next);
  };
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.legend}>
        Your rating
      </span>
      <div className={styles.row}>
        <div
          role="slider"
          tabIndex={0}
          className={styles.stars}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          aria-valuemin={0}
          aria-valuemax={RATING_MAX}
          aria-valuenow={value}
          aria-valuetext={ratingText(value)}
          onKeyDown={onKeyDown}
        >
          {STARS.map((n) => {
            const fill = value >= n ? 100 : value >= n - 0.5 ? 50 : 0;
            return (
              <span key={n} className={styles.star} data-star={n} onClick={pick(n)}>
                <span className={styles.empty}>
                  <StarShape />
                </span>
                <span className={styles.full} style={{ width: `${fill}%` }}>
                  <StarShape />
                </span>
              </span>
            );
          })}
        </div>
        {/* The slider reads its value out itself; this is the same words for the eye. */}
        <output className={styles.value} aria-hidden="true">
          {value >= 0.5 ? `${value} / 5` : 'Not rated yet'}
        </output>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Click the left half of a star (or click a star twice quickly) for half a star, or use the arrow keys.
      </p>
    </div>
  );
}
