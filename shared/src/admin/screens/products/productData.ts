import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import type { ProductFormValues } from './ProductForm.js';

/** What the add and edit product screens share: the request body and the category choices. */

/** Fields as multipart: repeated `images` for the new files (the server checks them by content). */
export function productFormData(values: ProductFormValues, mode: 'add' | 'edit'): FormData {
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

export function useCategories() {
  const { api } = useAdminServices();
  return useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.').data;
}
