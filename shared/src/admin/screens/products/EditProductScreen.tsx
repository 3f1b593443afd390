import { Button, Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import { productType } from '../../../contract/content/product.js';
import { LoadError } from '../../components/LoadError.js';
import { valuesFrom } from '../../content/values.js';
import { publishingValuesOf, savedMessage } from '../../content/publishing.js';
import { AutosaveNotice, textFieldsOf } from '../../content/autosave.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ViewOnSite } from '../../components/ViewOnSite.js';
import { RevisionsButton } from '../../components/revisions/Revisions.js';
import { publicPaths } from '../../../contract/preview.js';
import { UploadProgress } from '../../components/UploadProgress.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import { showError, showSuccess } from '../../notify.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { productFormData, useCategories } from './productData.js';
import { ProductForm, type ProductFormValues } from './ProductForm.js';

/** /admin/product/{id}/edit: a fresh screen per id (the loaded record belongs to one product). */
export function EditProductScreen() {
  const { id = '' } = useParams();
  return <EditProduct key={id} id={id} />;
}

function EditProduct({ id }: { id: string }) {
  const { api } = useAdminServices();
  const zone = useSiteTimeZone();
  const categories = useCategories();
  const [progress, setProgress] = useState<number | null>(null);
  const { data: product, setData: setProduct, error } = useLoad(async () => (await api.products.get(id)).product, 'Failed to fetch product');

  const initialValues = useMemo<ProductFormValues | undefined>(
    () =>
      product
        ? { ...valuesFrom(productType, product), ...publishingValuesOf(product), images: [], keepImages: product.image, imageAlts: [] }
        : undefined,
    [product],
  );

  const submit = async (values: ProductFormValues) => {
    // The bar only means something when files travel.
    const uploading = values.images.length > 0;
    if (uploading) setProgress(0);
    try {
      const { product: saved } = await api.products.update(id, productFormData(values, 'edit'), uploading ? { onUploadProgress: setProgress } : undefined);
      // The editor stays open on what was saved, and says what the save did.
      showSuccess(savedMessage(saved, zone, product?.status));
      setProduct(saved);
    } catch (err) {
      showError(messageFor(err, 'Failed to update product'));
      return fieldErrors(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader title="Edit Product">
        {product && (
          <RevisionsButton
            itemId={id}
            type={productType}
            source={api.products}
            onRestored={(answer) => setProduct(answer.product)}
            formats={{ category: (value) => (value ? (categories?.find((c) => c._id === value)?.name ?? 'A deleted category') : 'Uncategorized') }}
          />
        )}
        {product && <ViewOnSite path={publicPaths.product(product.slug)}>View on site</ViewOnSite>}
      </PageHeader>
      {error && !product && (
        <LoadError message={error}>
          <Button size="xs" variant="light" component={Link} to={adminRoutes.products}>
            Back to products
          </Button>
        </LoadError>
      )}
      {!product && !error && (
        <Center py="xl">
          <Loader aria-label="Loading product" />
        </Center>
      )}
      {product && <AutosaveNotice itemId={id} updatedAt={product.updatedAt} source={api.products} onRestored={(answer) => setProduct(answer.product)} zone={zone} />}
      {product && initialValues && (
        <ProductForm
          // A save's answer (or a restored revision) is a new record to edit: the form reads it afresh.
          key={product.updatedAt}
          mode="edit"
          initialValues={initialValues}
          currentImages={product.image}
          categories={categories}
          submitLabel="Update Product"
          busyLabel="Updating..."
          footer={<UploadProgress value={progress} />}
          onSubmit={submit}
          autosave={(values) => api.products.autosave(id, textFieldsOf(productFormData(values, 'edit')))}
        />
      )}
    </>
  );
}
