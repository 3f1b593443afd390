import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { categorySchema, type CategoryInput } from '../../../contract/schemas.js';

interface Props {
  initialValues?: CategoryInput;
  submitLabel: string;
  busyLabel: string;
  /** Resolves to field errors from the server (shown next to the fields), or nothing on success. */
  onSubmit: (values: CategoryInput) => Promise<Record<string, string> | void>;
}

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function CategoryForm({ initialValues, submitLabel, busyLabel, onSubmit }: Props) {
  const form = useForm<CategoryInput>({
    mode: 'controlled',
    initialValues: initialValues ?? { name: '', description: '' },
    validate: zod4Resolver(categorySchema),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (initialValues) {
      setValues(initialValues);
      resetDirty(initialValues);
    }
    // Only when the loaded record changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialValues]);

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <TextInput label="Category Name" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Description" withAsterisk autosize minRows={3} {...form.getInputProps('description')} />
        <Group>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? busyLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
