import { useId, useRef, useState, type MouseEvent } from 'react';
import { RATINGS, ratingAfterClick, ratingName, starOf, type StarClick } from './reviewForm.js';
import styles from './StarRatingInput.module.css';

interface Props {
  /** The rating shown checked at first (what a refused native post had). */
  defaultValue?: number;
  /** Told each time the rating changes. */
  onChange?: (rating: number) => void;
  /** A server message for the rating. */
  error?: string;
}

/**
 * "Your rating": ten radio inputs named `rating` (0.5 to 5), each drawn as half a star, so it works
 * in a plain HTML form without the script: the arrow keys move through the group, a click on the
 * left half of a star gives the half star and on its right half the whole one. With the script, two
 * clicks on a star within 300 ms also give its half star. The value is written out too, so it does
 * not rely on colour alone.
 */
export function StarRatingInput({ defaultValue = 0, onChange, error }: Props) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const lastClick = useRef<StarClick | null>(null);
  const choose = (rating: number) => {
    setValue(rating);
    onChange?.(rating);
  };
  const onClick = (e: MouseEvent<HTMLInputElement>) => {
    const clicked = Number(e.currentTarget.value);
    const at = e.timeStamp;
    const rating = ratingAfterClick(clicked, at, lastClick.current);
    lastClick.current = { star: starOf(clicked), at };
    if (rating === clicked) return;
    const radio = e.currentTarget.form?.querySelector<HTMLInputElement>(`input[name="rating"][value="${rating}"]`);
    if (radio) radio.checked = true;
    choose(rating);
  };
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>Your rating</legend>
      <div className={styles.row}>
        <div className={styles.stars}>
          {RATINGS.map((rating) => (
            <span key={rating} className={`${styles.half} ${rating % 1 ? styles.left : styles.right}`}>
              <input
                type="radio"
                name="rating"
                value={rating}
                required
                defaultChecked={rating === defaultValue}
                aria-label={ratingName(rating)}
                className={styles.radio}
                onChange={() => choose(rating)}
                onClick={onClick}
              />
            </span>
          ))}
        </div>
        {/* The radios name their values themselves; this is the same words for the eye. */}
        <output className={styles.value} aria-hidden="true">
          {value >= 0.5 ? `${value} / 5` : 'Not rated yet'}
        </output>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Click the left half of a star (or click a star twice quickly) for half a star, or use the arrow keys.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
