import { Button, Group, Text } from '@mantine/core';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import type { CategoryDto } from '../../../contract/types.js';
import type { CategoryInput } from '../../../contract/schemas.js';
import { DataTable } from '../../components/DataTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useDelayedAction, useLoad } from '../../hooks.js';
import { confirmDanger, errorMessage, showError, showSuccess } from '../../notify.js';
import { CategoryForm } from './CategoryForm.js';

/** /admin/categories: ID, Category Name, Description, Actions; empty text "No categories found". */
export function CategoryListScreen() {
  const { api } = useAdminServices();
  const { data, reload } = useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.');

  const remove = async (c: CategoryDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this category?'))) return;
    try {
      await api.categories.remove(c._id);
      showSuccess('Category deleted');
      await reload();
    } catch (err) {
      // Spec §8: category delete failures are only logged; the admin still deserves to know.
      console.error('delete category', err);
      showError(errorMessage(err, 'Failed to delete category.'));
    }
  };

  return (
    <>
      <PageHeader title="Categories">
        <Button component={Link} to="/admin/add-category" leftSection={<Plus size={16} />}>
          Add Category
        </Button>
      </PageHeader>
      <DataTable
        label="Categories"
        rows={data}
        rowKey={(c) => c._id}
        emptyText="No categories found"
        columns={[
          { key: 'id', header: 'ID', render: (c) => <Text ff="monospace" size="xs">{c._id}</Text> },
          { key: 'name', header: 'Category Name', render: (c) => c.name, searchText: (c) => c.name },
          { key: 'description', header: 'Description', render: (c) => c.description, searchText: (c) => c.description },
          {
            key: 'actions',
            header: 'Actions',
            render: (c) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" component={Link} to={`/admin/edit-category/${c._id}`} leftSection={<Pencil size={14} />} aria-label={`Edit ${c.name}`}>
                  Edit
                </Button>
                <Button size="xs" variant="light" color="red" leftSection={<Trash2 size={14} />} onClick={() => remove(c)} aria-label={`Delete ${c.name}`}>
                  Delete
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}

export function AddCategoryScreen() {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const submit = async (values: CategoryInput) => {
    try {
      await api.categories.create(values);
      showSuccess('Category added successfully!');
      navigate('/admin/categories');
    } catch (err) {
      showError(errorMessage(err, 'Error adding category. Please try again.'));
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

export function EditCategoryScreen() {
  const { api } = useAdminServices();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [saved, setSaved] = useState(false);
  const { data } = useLoad(async () => {
    const { category } = await api.categories.get(id);
    return { name: category.name, description: category.description };
  }, 'Failed to load category.');

  const submit = async (values: CategoryInput) => {
    try {
      await api.categories.update(id, values);
      showSuccess('Category updated successfully!');
      setSaved(true);
      // Spec §4.6: back to the list 1.5 s after success.
      later(() => navigate('/admin/categories'), 1500);
    } catch (err) {
      showError(errorMessage(err, 'Failed to update category.'));
      return fieldErrors(err);
    }
  };
  return (
    <>
      <PageHeader title="Edit Category" />
      {data && <CategoryForm initialValues={data} submitLabel={saved ? 'Saved' : 'Update Category'} busyLabel="Updating..." onSubmit={submit} />}
    </>
  );
}
