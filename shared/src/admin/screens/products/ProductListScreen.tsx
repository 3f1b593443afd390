import { Avatar, Button, Group, Text } from '@mantine/core';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.js';
import type { ProductDto } from '../../../contract/types.js';
import { DataTable } from '../../components/DataTable.js';
import { declaredColumns } from '../../content/values.js';
import { productType } from '../../../contract/content/product.js';
import { LoadError } from '../../components/LoadError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { confirmDanger, showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { rupees } from '../../../contract/format.js';

/**
 * Every product, whatever its price or rating: the public list endpoint pages by 8, so ask for all
 * prices and fetch the remaining pages together. The table then searches and pages in the browser.
 */
async function loadAllProducts(api: ApiClient): Promise<ProductDto[]> {
  const query = { priceGte: 0, priceLte: Number.MAX_SAFE_INTEGER };
  const first = await api.products.list({ ...query, page: 1 });
  const pages = Math.ceil(first.filteredProductsCount / Math.max(1, first.resultPerPage));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api.products.list({ ...query, page: i + 2 })));
  const byId = new Map<string, ProductDto>();
  // A product created between two page requests shifts the pages; keep each product once.
  for (const page of [first, ...rest]) for (const p of page.products) byId.set(p._id, p);
  return [...byId.values()];
}


/** /admin/products: Name, Price (₹), Stock, Actions; Add Product; Edit and Delete per row. */
export function ProductListScreen() {
  const { api } = useAdminServices();
  const products = useLoad(() => loadAllProducts(api), 'Failed to load products.');
  const categories = useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.');
  const categoryName = useMemo(() => {
    const names = new Map((categories.data ?? []).map((c) => [c._id, c.name]));
    return (p: ProductDto) => (p.category && names.get(p.category)) || 'Uncategorized';
  }, [categories.data]);

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
      {products.error && products.data === null ? (
        <LoadError title="Products could not be loaded" message={products.error} onRetry={() => void products.reload()} />
      ) : (
        <DataTable
          label="Products"
          rows={products.data}
          rowKey={(p) => p._id}
          emptyText="No products found"
          searchPlaceholder="Search by name or category"
          columns={[
            ...declaredColumns<ProductDto>(productType, {
              name: {
                searchText: (p) => `${p.name} ${categoryName(p)}`,
                render: (p) => (
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={p.image[0] ? api.mediaUrl(p.image[0]) : null} alt="" radius="sm" size={44} color="gray">
                      <ImageOff size={18} aria-hidden />
                    </Avatar>
                    <div>
                      <Text fw={600} size="sm" lineClamp={1}>
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
                searchText: (p) => rupees(p.price),
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
            {
              key: 'actions',
              header: 'Actions',
              render: (p) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={adminRoutes.editProduct(p._id)} leftSection={<Pencil size={14} />} aria-label={`Edit ${p.name}`}>
                    Edit
                  </Button>
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
