import { useRef } from 'react';
import { ratingAfterClick, type StarClick } from './reviewRules.js';
import styles from './StarRatingInput.module.css';

const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';

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
  /** The clock for the half-star double click; injectable so the rule can be exercised. */
  now?: () => number;
}

/**
 * Five star buttons. A click on star N sets N; clicking it again within 300 ms sets
 * N - 0.5. The chosen value is also written out, so it does not rely on colour alone.
 */
export function StarRatingInput({ value, onChange, now = () => performance.now() }: Props) {
  const last = useRef<StarClick | null>(null);
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>Your rating</legend>
      <div className={styles.row}>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((n) => {
            const fill = value >= n ? 100 : value >= n - 0.5 ? 50 : 0;
            return (
              <button
                key={n}
                type="button"
                className={styles.star}
                aria-label={n === 1 ? 'Rate 1 star' : `Rate ${n} stars`}
                onClick={() => {
                  const next = ratingAfterClick(n, now(), last.current);
                  last.current = next.last;
                  onChange(next.rating);
                }}
              >
                <span className={styles.empty}>
                  <StarShape />
                </span>
                <span className={styles.full} style={{ width: `${fill}%` }}>
                  <StarShape />
                </span>
              </button>
            );
          })}
        </div>
        <output className={styles.value} aria-live="polite">
          {value >= 0.5 ? `${value} / 5` : 'Not rated yet'}
        </output>
      </div>
      <p className={styles.hint}>Click a star twice quickly for half a star.</p>
    </fieldset>
  );
}
