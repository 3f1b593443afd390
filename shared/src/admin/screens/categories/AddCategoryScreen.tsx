import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import type { CategoryInput } from '../../../contract/schemas.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { CategoryForm } from './CategoryForm.js';

/** /admin/add-category. */
export function AddCategoryScreen() {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const submit = async (values: CategoryInput) => {
    try {
      await api.categories.create(values);
      showSuccess('Category added successfully!');
      void navigate(adminRoutes.categories);
    } catch (err) {
      showError(messageFor(err, 'Error adding category. Please try again.'));
      return fieldErrors(err);
    }
  };
  return (
    <>
      <PageHeader title="Add Category" />
      <CategoryForm submitLabel="Add Category" busyLabel="Adding..." onSubmit={submit} />
    </>
  );
}
