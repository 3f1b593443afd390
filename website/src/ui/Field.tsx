import { useId, type ChangeEvent, type HTMLAttributes } from 'react';
import styles from './form.module.css';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
  /** A server message for this field, shown under it and announced with it. */
  error?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  placeholder?: string;
}

/** A labelled input or textarea; a field error is announced and tied to it with aria-describedby. */
export function Field({ name, label, value, onChange, type = 'text', multiline, required = true, error, autoComplete, inputMode, rows = 5, placeholder }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.control,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {error ? (
        // Announced as it appears, and read again with the field (aria-describedby).
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
