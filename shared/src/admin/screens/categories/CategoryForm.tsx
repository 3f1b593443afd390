import { Stack } from '@mantine/core';
import { categorySchema, categoryType, type CategoryInput } from '../../../contract/content/category.js';
import { FormActions } from '../../components/FormActions.js';
import { ContentFields } from '../../content/ContentFields.js';
import { emptyValuesOf } from '../../content/values.js';
import { useZodForm } from '../../useZodForm.js';
import { useUnsavedChangesGuard } from '../../useUnsavedChangesGuard.js';

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
  const form = useZodForm<CategoryInput>(categorySchema, initialValues ?? emptyValuesOf(categoryType));
  useUnsavedChangesGuard(form.isDirty() && !form.submitting);

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) form.setErrors(errors);
    // Saved: nothing is left to lose, so the screen's redirect passes the unsaved-changes guard.
    else form.resetDirty(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <ContentFields type={categoryType} form={form} />
        <FormActions submitting={form.submitting} submitLabel={submitLabel} busyLabel={busyLabel} />
      </Stack>
    </form>
  );
}
