import { Field } from '../../ui/Field.js';
import styles from '../../ui/form.module.css';

type Values = Partial<Record<'name' | 'phone' | 'email', string>>;

/**
 * The contact details every lead form asks for (contact, quote page, cart): Name and Phone side by
 * side, then Email, each required, with what the visitor typed (or the cart kept) and the server's
 * message for the field.
 */
export function ContactFields({ values = {}, errors = {} }: { values?: Values; errors?: Record<string, string | undefined> }) {
  return (
    <>
      <div className={styles.row}>
        <Field name="name" label="Name" defaultValue={values.name} autoComplete="name" error={errors.name} />
        <Field name="phone" label="Phone" defaultValue={values.phone} autoComplete="tel" inputMode="tel" error={errors.phone} />
      </div>
      <Field name="email" label="Email" type="email" defaultValue={values.email} autoComplete="email" error={errors.email} />
    </>
  );
}

/** A quote's optional note (the quote page and the cart). */
export function QuoteNoteField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <Field
      name="note"
      label="Note"
      multiline
      rows={3}
      required={false}
      defaultValue={defaultValue}
      placeholder="Delivery city, GST number, licence terms, anything we should know"
      error={error}
    />
  );
}
