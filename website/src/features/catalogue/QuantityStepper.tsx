import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Minus, Plus } from '../../ui/icons.js';
import { MAX_QUANTITY } from '@itsite/shared/contract/quote';
import styles from './QuantityStepper.module.css';

export { MAX_QUANTITY };

const WHOLE = /^\d+$/;

/** A typed value the stepper accepts: a whole number from 1 to MAX_QUANTITY. */
export function acceptQuantity(text: string): number | null {
  if (!WHOLE.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible names; the cart uses "Quantity of {product}" so several steppers stay distinct. */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Shows the label above the control (product page) or keeps it for screen readers only (cart). */
  showLabel?: boolean;
  compact?: boolean;
  /** The field's name in a form that posts it (the product page's quote form). */
  name?: string;
}

/**
 * Starts at the value given (1 on the product page), minus never goes below 1,
 * and the field takes only whole numbers greater than 0. A refused keystroke leaves the value as it
 * was and says why; an emptied field returns to the last valid value when it loses focus.
 */
export function QuantityStepper({
  value,
  onChange,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  showLabel = true,
  compact = false,
  name,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [refused, setRefused] = useState(false);
  useEffect(() => setDraft(String(value)), [value]);

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value.trim();
    if (text === '') {
      setDraft('');
      return;
    }
    const n = acceptQuantity(text);
    if (n === null) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setDraft(text);
    onChange(n);
  };

  const step = (delta: number) => {
    setRefused(false);
    onChange(Math.min(MAX_QUANTITY, Math.max(1, value + delta)));
  };

  return (
    <div className={`${styles.stepper} ${compact ? styles.compact : ''}`}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.controls}>
        <button type="button" className={styles.button} aria-label={decreaseLabel} disabled={value <= 1} onClick={() => step(-1)}>
          <Minus size={16} aria-hidden />
        </button>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          aria-describedby={`${id}-hint`}
          aria-invalid={refused || undefined}
          onChange={onInput}
          onBlur={() => {
            setDraft(String(value));
            setRefused(false);
          }}
        />
        <button type="button" className={styles.button} aria-label={increaseLabel} disabled={value >= MAX_QUANTITY} onClick={() => step(1)}>
          <Plus size={16} aria-hidden />
        </button>
      </div>
      <p id={`${id}-hint`} className={refused ? styles.hint : 'visually-hidden'} aria-live="polite">
        {refused ? 'Enter a whole number of 1 or more.' : ''}
      </p>
    </div>
  );
}
