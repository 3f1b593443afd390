import { Stack, TextInput, Textarea } from '@mantine/core';
import { categorySchema, type CategoryInput } from '../../../contract/schemas.js';
import { FormActions } from '../../components/FormActions.js';
import { useZodForm } from '../../useZodForm.js';

interface Props {
  /** A loaded record; the form reads it once, so the screen mounts the form when it is there. */
  initialValues?: CategoryInput;
  submitLabel: string;
  busyLabel: string;
  /** Resolves to field errors from the server (shown next to the fields), or nothing on success. */
  onSubmit: (values: CategoryInput) => Promise<Record<string, string> | void>;
}

/** Fields and buttons only: the screen around it owns the request, the message and the redirect. */
export function CategoryForm({ initialValues, submitLabel, busyLabel, onSubmit }: Props) {
  const form = useZodForm<CategoryInput>(categorySchema, initialValues ?? { name: '', description: '' });

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <TextInput label="Category Name" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Description" withAsterisk autosize minRows={3} {...form.getInputProps('description')} />
        <FormActions submitting={form.submitting} submitLabel={submitLabel} busyLabel={busyLabel} />
      </Stack>
    </form>
  );
}
