import { Button, Group, Text } from '@mantine/core';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CategoryDto } from '../../../contract/types.js';
import { DataTable } from '../../components/DataTable.js';
import { declaredColumns } from '../../content/values.js';
import { categoryType } from '../../../contract/content/category.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { deleteQuestion } from './deleteQuestion.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';

/** /admin/categories: ID, Category Name, Description, Actions; empty text "No categories found". */
export function CategoryListScreen() {
  const { api } = useAdminServices();
  const { data, error, reload } = useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.');

  /** How many products the category holds, for the question; null when the count cannot be had. */
  const productCount = async (c: CategoryDto): Promise<number | null> => {
    try {
      // The catalogue's count for the category (no price bound: every product of it).
      return (await api.products.list({ category: c._id })).filteredProductsCount;
    } catch {
      return null;
    }
  };

  const remove = async (c: CategoryDto) => {
    if (!(await confirmDanger(deleteQuestion(c.name, await productCount(c))))) return;
    try {
      await api.categories.remove(c._id);
      showSuccess('Category deleted');
      await reload();
    } catch (err) {
      // Logged for the details, and shown: the admin deserves to know the category is still there.
      console.error('delete category', err);
      showError(messageFor(err, 'Failed to delete category.'));
    }
  };

  return (
    <>
      <PageHeader title="Category List">
        <Button component={Link} to={adminRoutes.addCategory} leftSection={<Plus size={16} />}>
          Add Category
        </Button>
      </PageHeader>
      {error && data === null ? (
        <LoadError title="Categories could not be loaded" message={error} onRetry={() => void reload()} />
      ) : (
        <DataTable
          label="Categories"
          rows={data}
          rowKey={(c) => c._id}
          emptyText="No categories found"
          columns={[
            {
              key: 'id',
              header: 'ID',
              render: (c) => (
                <Text ff="monospace" size="xs">
                  {c._id}
                </Text>
              ),
            },
            ...declaredColumns<CategoryDto>(categoryType),
            {
              key: 'actions',
              header: 'Actions',
              render: (c) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={adminRoutes.editCategory(c._id)} leftSection={<Pencil size={14} />} aria-label={`Edit ${c.name}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="light" color="red" leftSection={<Trash2 size={14} />} onClick={() => void remove(c)} aria-label={`Delete ${c.name}`}>
                    Delete
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
