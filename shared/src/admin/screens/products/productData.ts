import { productType } from '../../../contract/content/product.js';
import { formDataOf } from '../../../contract/content/define.js';
import { appendPublishing } from '../../content/publishing.js';
import { useAdminServices } from '../../context.js';
import { useLoad } from '../../hooks.js';
import type { ProductFormValues } from './ProductForm.js';

/** What the add and edit product screens share: the request body and the category choices. */

/**
 * The declared fields as multipart, then `keepImages` (stored images) and repeated `images` for the new
 * files (the server checks them by content).
 */
export function productFormData(values: ProductFormValues, mode: 'add' | 'edit'): FormData {
  const form = formDataOf(productType, {
    ...values,
    // An empty rating is left out (a new product starts at 0); on edit an empty category is left
    // out too, so a product keeps the one it has.
    ratings: values.ratings === '' ? undefined : values.ratings,
    category: mode === 'edit' && !values.category ? undefined : values.category,
  });
  appendPublishing(form, values);
  // Edit: the stored images that stay (an empty list drops them all); both: those chosen from the library.
  if (mode === 'edit' || values.keepImages.length) form.set('keepImages', JSON.stringify(values.keepImages));
  for (const file of values.images) form.append('images', file, file.name);
  if (values.images.length) form.set('imageAlts', JSON.stringify(values.imageAlts.slice(0, values.images.length).map((a) => a.trim())));
  return form;
}

export function useCategories() {
  const { api } = useAdminServices();
  return useLoad(async () => (await api.categories.list()).categories, 'Failed to load categories.').data;
}
