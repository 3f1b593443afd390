import { NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import { formFieldsOf, type ContentType, type Field } from '../../contract/content/define.js';
import { RichTextInput } from '../components/RichTextInput.js';

/**
 * The admin inputs of a content type, from its declaration: one labelled input per writable field,
 * in declaration order, by its input kind. A form adds a field to the admin by declaring it; a form
 * with special needs passes `props` (extra input props per field) or `render` (its own input for a
 * field), and may leave fields out with `omit`.
 */
export interface ContentFieldsProps<V extends Record<string, unknown>> {
  type: ContentType;
  form: UseFormReturnType<V>;
  /** Fields that are required on this form (others show no asterisk). Default: every field. */
  required?: (name: string, field: Field) => boolean;
  props?: Partial<Record<string, Record<string, unknown>>>;
  render?: Partial<Record<string, (inputProps: ReturnType<UseFormReturnType<V>['getInputProps']>, field: Field) => ReactNode>>;
  omit?: readonly string[];
  /** Only these fields (a form that lays some fields out apart, in a row say). Without it, fields of a `section` are left to theirs. */
  only?: readonly string[];
}

export function ContentFields<V extends Record<string, unknown>>({ type, form, required = () => true, props = {}, render = {}, omit = [], only }: ContentFieldsProps<V>) {
  return (
    <>
      {formFieldsOf(type)
        .filter(([name, field]) => !omit.includes(name) && (only ? only.includes(name) : !field.section))
        .map(([name, field]) => {
          const inputProps = form.getInputProps(name);
          const custom = render[name];
          if (custom) return <Fragment key={name}>{custom(inputProps, field)}</Fragment>;
          return <DeclaredInput key={name} field={field} withAsterisk={required(name, field)} inputProps={{ ...inputProps, ...props[name] }} />;
        })}
    </>
  );
}

/** One declared field as a Mantine input. */
export function DeclaredInput({ field, withAsterisk, inputProps }: { field: Field; withAsterisk: boolean; inputProps: Record<string, unknown> }) {
  const common = { label: field.label, description: field.hint, withAsterisk, ...inputProps };
  switch (field.input) {
    case 'textarea':
      return <Textarea autosize minRows={3} maxRows={12} {...common} />;
    case 'richtext':
      return <RichTextInput {...common} />;
    case 'number':
      return <NumberInput min={0} {...common} />;
    case 'rating':
      return <NumberInput placeholder="0 to 5" min={0} max={5} step={0.5} decimalScale={1} {...common} />;
    case 'select':
    case 'category':
      return <Select data={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))} allowDeselect={false} {...common} />;
    case 'email':
      return <TextInput type="email" {...common} />;
    case 'phone':
      return <TextInput type="tel" {...common} />;
    case 'url':
      return <TextInput type="url" {...common} />;
    default:
      return <TextInput {...common} />;
  }
}
