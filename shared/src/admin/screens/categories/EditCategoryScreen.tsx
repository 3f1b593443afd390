import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import type { CategoryInput } from '../../../contract/schemas.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useDelayedAction, useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { categoryType } from '../../../contract/content/category.js';
import { valuesFrom } from '../../content/values.js';
import { CategoryForm } from './CategoryForm.js';

/** /admin/edit-category/{id}: a fresh screen per id (the loaded record belongs to one category). */
export function EditCategoryScreen() {
  const { id = '' } = useParams();
  return <EditCategory key={id} id={id} />;
}

function EditCategory({ id }: { id: string }) {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [saved, setSaved] = useState(false);
  const { data, error, reload } = useLoad(async () => {
    const { category } = await api.categories.get(id);
    return valuesFrom(categoryType, category);
  }, 'Failed to load category.');

  const submit = async (values: CategoryInput) => {
    try {
      await api.categories.update(id, values);
      showSuccess('Category updated successfully!');
      setSaved(true);
      // Back to the list 1.5 s after success, long enough to read the message.
      later(() => void navigate(adminRoutes.categories), 1500);
    } catch (err) {
      showError(messageFor(err, 'Failed to update category.'));
      return fieldErrors(err);
    }
  };
  return (
    <>
      <PageHeader title="Edit Category" />
      {error && !data && <LoadError message={error} onRetry={() => void reload()} />}
      {!data && !error && (
        <Center py="xl">
          <Loader aria-label="Loading category" />
        </Center>
      )}
      {data && <CategoryForm initialValues={data} submitLabel={saved ? 'Saved' : 'Update Category'} busyLabel="Updating..." onSubmit={submit} />}
    </>
  );
}
