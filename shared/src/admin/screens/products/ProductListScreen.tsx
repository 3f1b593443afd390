import { Avatar, Button, Group, Select, Text } from '@mantine/core';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_COUNT_CAP } from '../../../contract/constants.js';
import type { AdminProductSort } from '../../../contract/schemas.js';
import type { ProductDto } from '../../../contract/types.js';
import { BulkBar, deleteAction } from '../../components/BulkBar.js';
import { PagedTable } from '../../components/PagedTable.js';
import { declaredColumns } from '../../content/values.js';
import { statusColumn } from '../../components/DateCell.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { productType } from '../../../contract/content/product.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { publicPaths } from '../../../contract/preview.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { usePagedList } from '../../usePagedList.js';
import { useRowSelection } from '../../useRowSelection.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { rupees } from '../../../contract/format.js';

const SORTS: Array<{ value: AdminProductSort; label: string }> = [
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'priceAsc', label: 'Price: low to high' },
  { value: 'priceDesc', label: 'Price: high to low' },
  { value: 'stock', label: 'Stock: lowest first' },
];

/**
 * /admin/products: Name, Price (₹), Stock, Actions; Add Product; Edit and Delete per row, and Delete
 * for the checked rows (bulk bar). The server pages, searches (by name) and sorts, so the screen
 * holds one page however large the catalogue.
 */
export function ProductListScreen() {
  const { api } = useAdminServices();
  const zone = useSiteTimeZone();
  const products = usePagedList((q) => api.products.adminList(q), { keyword: '', sort: undefined as AdminProductSort | undefined }, 'Failed to load products.');
  const categories = useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.');
  const categoryName = useMemo(() => {
    const names = new Map((categories.data ?? []).map((c) => [c._id, c.name]));
    return (p: ProductDto) => (p.category && names.get(p.category)) || 'Uncategorized';
  }, [categories.data]);
  const selection = useRowSelection(useMemo(() => products.data?.data.map((p) => p._id) ?? [], [products.data]));

  const remove = async (p: ProductDto) => {
    if (!(await confirmDanger('Are you sure you want to delete this product?'))) return;
    try {
      await api.products.remove(p._id);
      showSuccess('Product deleted');
    } catch (err) {
      showError(messageFor(err, 'Failed to delete product.'));
    }
    await products.reload();
  };

  return (
    <>
      <PageHeader title="Admin Product List">
        <Button component={Link} to={adminRoutes.addProduct} leftSection={<Plus size={16} />}>
          Add Product
        </Button>
      </PageHeader>
      <BulkBar
        selection={selection}
        noun={['product', 'products']}
        onDone={() => void products.reload()}
        actions={[deleteAction((what) => `Delete ${what} and their images? This cannot be undone.`, (ids) => api.products.bulk({ action: 'delete', ids }))]}
      />
      {products.error && products.data === null ? (
        <LoadError title="Products could not be loaded" message={products.error} onRetry={() => void products.reload()} />
      ) : (
        <PagedTable
          label="Products"
          page={products.data}
          onPageChange={products.setPage}
          rowKey={(p) => p._id}
          emptyText="No products found"
          search={{ placeholder: 'Search by name', onSearch: (keyword) => products.setFilters({ keyword }) , countCap: SEARCH_COUNT_CAP }}
          controls={
            <Select
              aria-label="Sort products"
              w={200}
              allowDeselect={false}
              value={products.filters.sort ?? ''}
              onChange={(value) => products.setFilters({ sort: (value || undefined) as AdminProductSort | undefined })}
              data={[{ value: '', label: products.filters.keyword ? 'Best match' : 'Newest first' }, ...SORTS]}
            />
          }
          selection={{ state: selection, name: (p) => p.name }}
          columns={[
            ...declaredColumns<ProductDto>(productType, {
              name: {
                render: (p) => (
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={p.image[0] ? api.mediaUrl(p.image[0]) : null} alt="" radius="sm" size={44} color="gray">
                      <ImageOff size={18} aria-hidden />
                    </Avatar>
                    <div>
                      <Text fw={600} size="sm">
                        {p.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {categoryName(p)}
                      </Text>
                    </div>
                  </Group>
                ),
              },
              price: {
                render: (p) => (
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {rupees(p.price)}
                  </Text>
                ),
              },
              stock: {
                render: (p) =>
                  p.stock > 0 ? (
                    <Text size="sm">{p.stock.toLocaleString('en-IN')}</Text>
                  ) : (
                    <Text size="sm" c="red" fw={600}>
                      0 (out of stock)
                    </Text>
                  ),
              },
            }),
            statusColumn<ProductDto>(zone),
            {
              key: 'actions',
              header: 'Actions',
              render: (p) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={adminRoutes.editProduct(p._id)} leftSection={<Pencil size={14} />} aria-label={`Edit ${p.name}`}>
                    Edit
                  </Button>
                  <ViewOnSite size="xs" miw="max-content" path={publicPaths.product(p.slug)} label={`View on site: ${p.name}`}>
                    View on site
                  </ViewOnSite>
                  <Button size="xs" variant="light" color="red" leftSection={<Trash2 size={14} />} onClick={() => void remove(p)} aria-label={`Delete ${p.name}`}>
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
