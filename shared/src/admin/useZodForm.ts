import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';

export interface ZodFormOptions<Values> {
  /** Checks the schema cannot express (files picked in the browser, say), merged over its errors. */
  extraRules?: (values: Values) => FormErrors;
  /** 'first' shows one message per field, the first rule it breaks; the default shows the last. */
  errorPriority?: 'first' | 'last';
}

/**
 * A controlled Mantine form validated by a zod schema, the set-up every admin form shares. The
 * initial values are read once: a form showing a loaded record is mounted when the record is there
 * (and keyed by it), so it never has to be told about a new one.
 */
export function useZodForm<Values extends object>(
  schema: $ZodType,
  initialValues: Values,
  options: ZodFormOptions<Values> = {},
): UseFormReturnType<Values> {
  const { extraRules, errorPriority } = options;
  const resolve = zod4Resolver(schema, errorPriority ? { errorPriority } : undefined);
  // The resolver is typed for any record; the values are this form's own.
  const schemaRules = (values: Values) => resolve(values as Record<string, unknown>);
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: extraRules ? (values) => ({ ...schemaRules(values), ...extraRules(values) }) : schemaRules,
  });
}
