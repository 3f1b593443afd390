import type { BlogDto, CategoryDto, ProductDto } from '@itsite/shared/contract';
import type { Product } from '../data/entities/index.js';
import { newId } from '../kernel/ids.js';
import { fileBlob, pngBytes, webmBytes, type Client } from './harness.js';

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}-${Math.random().toString(36).slice(2, 7)}`;

export async function buildCategory(admin: Client, name = unique('Category')): Promise<CategoryDto> {
  const res = await admin.post<{ category: CategoryDto }>('/api/v1/admin/categories', { json: { name, description: `About ${name}` } });
  if (res.status !== 201) throw new Error(`buildCategory: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.category;
}

export async function productForm(fields: Record<string, string>, images: number): Promise<FormData> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (let i = 0; i < images; i++) form.append('images', fileBlob(await pngBytes(), 'image/png'), `p${i}.png`);
  // Each new image says what it shows (required by the server).
  if (images > 0 && !('imageAlts' in fields)) form.append('imageAlts', JSON.stringify(Array.from({ length: images }, (_, i) => `Product picture ${i + 1}`)));
  return form;
}

/** A valid product's form fields (as a multipart form sends them), with `overrides`; a unique name unless given. */
export function productFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { name: unique('Product'), description: '<p>A product</p>', price: '1999', ratings: '4.5', stock: '10', ...overrides };
}

/** An update's JSON that keeps a product's required fields as they are, with `changes`. */
export function savedFields(product: ProductDto, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: product.name, description: product.description, price: product.price, stock: product.stock, ...changes };
}

/**
 * A products table row, for suites that write many straight to the database: published at `at`,
 * a service in `categoryId`, with a slug from its id; `overrides` for the rest.
 */
export function productRow(at: Date, categoryId: string | null, overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? newId(at.getTime());
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    description: '<p>A product</p>',
    price: 10,
    ratings: 0,
    categoryId,
    stock: 1,
    kind: 'service',
    status: 'published',
    publishAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  } as Product;
}

export async function buildProduct(admin: Client, categoryId: string, overrides: Record<string, string> = {}, images = 1): Promise<ProductDto> {
  const form = await productForm(productFields({ category: categoryId, ...overrides }), images);
  const res = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form });
  if (res.status !== 201) throw new Error(`buildProduct: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product;
}

export async function blogForm(
  fields: Partial<Record<'title' | 'heading' | 'description' | 'author' | 'category' | 'status' | 'publishAt', string>>,
  content: unknown[],
  opts: { icon?: boolean; images?: number } = {},
): Promise<FormData> {
  const form = new FormData();
  const all = { title: unique('Blog'), heading: 'Heading', description: 'Description', author: 'Author', category: 'backOffice', ...fields };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  // Each section's new image says what it shows (required by the server), unless the test says otherwise.
  const withAlts = content.map((c, i) => (c && typeof c === 'object' && !('imageAlt' in c) ? { ...c, imageAlt: `Section picture ${i + 1}` } : c));
  form.append('content', JSON.stringify(withAlts));
  if (opts.icon ?? true) form.append('iconImage', fileBlob(webmBytes(), 'video/webm'), 'icon.webm');
  for (let i = 0; i < (opts.images ?? content.length); i++) form.append('contentImages', fileBlob(await pngBytes(), 'image/png'), `s${i}.png`);
  return form;
}

export async function buildBlog(admin: Client, category = 'backOffice', sections = 2): Promise<BlogDto> {
  const content = Array.from({ length: sections }, (_, i) => ({ heading: `Section ${i + 1}`, description: `<p>Text ${i + 1}</p>` }));
  const res = await admin.post<{ data: BlogDto }>('/api/v1/blogs', { form: await blogForm({ category }, content) });
  if (res.status !== 201) throw new Error(`buildBlog: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
