import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '../../../api/errors.js';
import { PageHeader } from '../../components/PageHeader.js';
import { UploadProgress } from '../../components/UploadProgress.js';
import { useAdminServices } from '../../context.js';
import { showError, showSuccess } from '../../notify.js';
import { savedMessage } from '../../content/publishing.js';
import { useSiteTimeZone } from '../../components/PublishingFields.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { productFormData, useCategories } from './productData.js';
import { ProductForm, type ProductFormValues } from './ProductForm.js';

/** /admin/add-product. */
export function AddProductScreen() {
  const { api } = useAdminServices();
  const navigate = useNavigate();
  const zone = useSiteTimeZone();
  const categories = useCategories();
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (values: ProductFormValues) => {
    setProgress(0);
    try {
      const { product } = await api.products.create(productFormData(values, 'add'), { onUploadProgress: setProgress });
      // On to the new product's editor (its address now names it), saying what the save did.
      showSuccess(savedMessage(product, zone));
      void navigate(adminRoutes.editProduct(product._id), { replace: true });
    } catch (err) {
      showError(messageFor(err, 'Failed to add product.'));
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
