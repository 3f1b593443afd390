import { useId, type HTMLAttributes } from 'react';
import styles from './form.module.css';

interface FieldProps {
  name: string;
  label: string;
  /** What the field shows at first: empty, or what the visitor typed before a refused post. */
  defaultValue?: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  multiline?: boolean;
  required?: boolean;
  /** A server message for this field, shown under it and announced with it. */
  error?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  placeholder?: string;
  min?: number;
  max?: number;
}

/**
 * A labelled input or textarea; a field error is announced and tied to it with aria-describedby.
 * Uncontrolled: what a visitor types before the script arrives stays when it takes the page over,
 * and forms read their values from the form itself (FormData), as a native post does.
 */
export function Field({ name, label, defaultValue = '', type = 'text', multiline, required = true, error, autoComplete, inputMode, rows = 5, placeholder, min, max }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    defaultValue,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.control,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} max={max} />}
      {error ? (
        // Announced as it appears, and read again with the field (aria-describedby).
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
