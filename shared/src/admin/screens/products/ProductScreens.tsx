import { Alert, Avatar, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ApiClient } from '../../../api/client.js';
import { fieldErrors } from '../../../api/errors.js';
import type { ProductDto } from '../../../contract/types.js';
import { DataTable } from '../../components/DataTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAdminServices } from '../../context.js';
import { useDelayedAction, useLoad } from '../../hooks.js';
import { confirmDanger, errorMessage, showError, showSuccess } from '../../notify.js';
import { rupees } from './format.js';
import { ProductForm, type ProductFormValues } from './ProductForm.js';
import { UploadProgress } from '../../components/UploadProgress.js';

/**
 * Every product, whatever its price or rating: the public list endpoint pages by 8 and filters by
 * price (0..25 000 by default), so ask for all prices and fetch the remaining pages together. The
 * table then searches and pages in the browser.
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

/** Spec §8: "server message or the error text". */
function deleteFailure(err: unknown): string {
  return errorMessage(err, err instanceof Error && err.message ? err.message : 'Failed to delete product.');
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
      showError(deleteFailure(err));
    }
    await products.reload();
  };

  return (
    <>
      <PageHeader title="Admin Product List">
        <Button component={Link} to="/admin/add-product" leftSection={<Plus size={16} />}>
          Add Product
        </Button>
      </PageHeader>
      {products.error && products.data === null ? (
        <Alert color="red" title="Products could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{products.error}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void products.reload()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DataTable
          label="Products"
          rows={products.data}
          rowKey={(p) => p._id}
          emptyText="No products found"
          searchPlaceholder="Search by name or category"
          columns={[
            {
              key: 'name',
              header: 'Name',
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
            {
              key: 'price',
              header: 'Price',
              searchText: (p) => rupees(p.price),
              render: (p) => (
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {rupees(p.price)}
                </Text>
              ),
            },
            {
              key: 'stock',
              header: 'Stock',
              render: (p) =>
                p.stock > 0 ? (
                  <Text size="sm">{p.stock.toLocaleString('en-IN')}</Text>
                ) : (
                  <Text size="sm" c="red" fw={600}>
                    0 (out of stock)
                  </Text>
                ),
            },
            {
              key: 'actions',
              header: 'Actions',
              render: (p) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={`/admin/product/${p._id}/edit`} leftSection={<Pencil size={14} />} aria-label={`Edit ${p.name}`}>
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

/** Fields as multipart: repeated `images` for the new files (the server checks them by content). */
function productFormData(values: ProductFormValues, mode: 'add' | 'edit'): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('description', values.description);
  form.set('price', String(values.price));
  form.set('stock', String(values.stock));
  if (values.ratings !== '') form.set('ratings', String(values.ratings));
  // On edit an empty category is left out, so a product keeps the one it has.
  if (mode === 'add' || values.category) form.set('category', values.category);
  if (mode === 'edit') form.set('keepImages', JSON.stringify(values.keepImages));
  for (const file of values.images) form.append('images', file, file.name);
  return form;
}

function useCategories() {
  const { api } = useAdminServices();
  return useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.').data;
}

/** /admin/add-product. */
export function AddProductScreen() {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const categories = useCategories();
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (values: ProductFormValues) => {
    setProgress(0);
    try {
      await api.products.create(productFormData(values, 'add'), { onUploadProgress: setProgress });
      showSuccess('Product added successfully!');
      navigate('/admin/products');
    } catch (err) {
      showError(errorMessage(err, 'Failed to add product.'));
      return fieldErrors(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader title="Add Product" />
      <ProductForm mode="add" categories={categories} submitLabel="Add Product" busyLabel="Adding..." footer={<UploadProgress value={progress} />} onSubmit={submit} />
    </>
  );
}

/** /admin/product/{id}/edit: a fresh screen per id (the loaded record belongs to one product). */
export function EditProductScreen() {
  const { id = '' } = useParams();
  return <EditProduct key={id} id={id} />;
}

function EditProduct({ id }: { id: string }) {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const categories = useCategories();
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { data: product, error } = useLoad(async () => (await api.products.get(id)).product, 'Failed to fetch product');

  const initialValues = useMemo<ProductFormValues | undefined>(
    () =>
      product
        ? {
            name: product.name,
            description: product.description,
            price: product.price,
            ratings: product.ratings,
            stock: product.stock,
            category: product.category ?? '',
            images: [],
            keepImages: product.image,
          }
        : undefined,
    [product],
  );

  const submit = async (values: ProductFormValues) => {
    // The bar only means something when files travel.
    const uploading = values.images.length > 0;
    if (uploading) setProgress(0);
    try {
      await api.products.update(id, productFormData(values, 'edit'), uploading ? { onUploadProgress: setProgress } : undefined);
      showSuccess('Product updated successfully!');
      setSaved(true);
      // Spec §4.6: back to the list 1.5 s after success.
      later(() => navigate('/admin/products'), 1500);
    } catch (err) {
      showError(errorMessage(err, 'Failed to update product'));
      return fieldErrors(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader title="Edit Product" />
      {error && !product && (
        <Alert color="red" title="Error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" component={Link} to="/admin/products">
              Back to products
            </Button>
          </Stack>
        </Alert>
      )}
      {!product && !error && (
        <Center py="xl">
          <Loader aria-label="Loading product" />
        </Center>
      )}
      {product && initialValues && (
        <ProductForm
          mode="edit"
          initialValues={initialValues}
          currentImages={product.image}
          categories={categories}
          submitLabel={saved ? 'Saved' : 'Update Product'}
          busyLabel="Updating..."
          footer={<UploadProgress value={progress} />}
          onSubmit={submit}
        />
      )}
    </>
  );
}
