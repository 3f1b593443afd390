import { z } from 'zod';
import { DEFAULT_PRODUCT_KIND, PRODUCT_KINDS, type ProductKind } from '../constants.js';
import { createSchemaOf, defineContentType, dtoSchemaOf, updateSchemaOf } from './define.js';
import { jsonInput, numberInput, optionalText, requiredText, richText } from './rules.js';
import { publishingDtoShape, publishingFields } from '../publishing.js';
import { seoFields } from '../seo.js';
import { uploads } from './uploads.js';
import { reviewSummaryDto } from './review.js';

const price = numberInput('Price').pipe(z.number().min(0, 'Price must be 0 or more').max(100_000_000, 'Price is too large'));
const stock = numberInput('Stock').pipe(
  z.number().int('Stock must be a whole number').min(0, 'Stock must be 0 or more').max(1_000_000_000, 'Stock is too large'),
);

/** How the admin names each kind (its form's select, its list's column). */
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  physical: 'Physical',
  digital: 'Digital',
  service: 'Service',
};
const kind = z.enum(PRODUCT_KINDS, { error: 'Select a kind: physical, digital or service' });

const ratings = numberInput('Ratings').pipe(z.number().min(0, 'Ratings must be between 0 and 5').max(5, 'Ratings must be between 0 and 5'));

/** A catalogue product. Its images are media (the `images` upload), kept apart from the fields. */
export const productType = defineContentType({
  label: 'Product',
  timestamps: ['createdAt', 'updatedAt'],
  fields: {
    name: { label: 'Name', input: 'text', schema: requiredText('Name', 200), list: true },
    description: { label: 'Description', input: 'richtext', schema: richText('Description', 5000) },
    category: {
      label: 'Category',
      input: 'category',
      column: 'categoryId',
      schema: requiredText('Category', 64),
      // An edit may leave the category out, or clear it ('' = uncategorized).
      update: optionalText('Category', 64).optional(),
      emptyAsNull: true,
    },
    price: { label: 'Price', input: 'number', schema: price, list: true },
    stock: { label: 'Stock', input: 'number', schema: stock, list: true },
    // Typed by staff before products had reviews: kept and answered for API clients (and the list's
    // `ratings[gte]` filter), shown nowhere on the site, which rates a product by its approved reviews.
    ratings: {
      label: 'Ratings',
      input: 'rating',
      schema: ratings.default(0),
      update: ratings.optional(),
      hint: "Optional, not shown on the site: a product's page shows the average of its approved reviews.",
    },
    kind: {
      label: 'Kind',
      input: 'select',
      // Left out by a client that predates kinds: the kind that promises nothing.
      schema: kind.default(DEFAULT_PRODUCT_KIND),
      update: kind.optional(),
      options: PRODUCT_KINDS.map((value) => ({ value, label: PRODUCT_KIND_LABELS[value] })),
      list: true,
      hint: 'Only physical products show shipping, delivery and warranty lines on their page.',
    },
    ...seoFields,
  },
});

/**
 * Multipart: images already stored, in order, before the uploaded ones: on edit the current images
 * that stay, and on both, images chosen from the media library (each needs its alt text there).
 */
const keepImages = jsonInput(z.array(z.string().max(300), { error: 'keepImages must be a list of image paths' }).max(uploads.productImages.max, `At most ${uploads.productImages.max} images`)).optional();

export const productCreateSchema = createSchemaOf(productType).extend({ ...publishingFields, keepImages });
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

export const productUpdateSchema = updateSchemaOf(productType).extend({ ...publishingFields, keepImages });
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;


/** A product as the API answers it (ProductDto). */
export const productDto = dtoSchemaOf(productType).extend({
  ...publishingDtoShape,
  /** The category's id; null once its category was deleted. */
  category: z.string().nullable(),
  image: z.array(z.string()),
  /** Each image's alt text from the media library, parallel to `image` ('' where none is written). Answered by reads. */
  imageAlt: z.array(z.string()).optional(),
  /** Its approved reviews' average and count (null: none yet, no rating shown). Answered by the public reads. */
  reviewSummary: reviewSummaryDto.optional(),
});
export type ProductDto = z.output<typeof productDto>;
