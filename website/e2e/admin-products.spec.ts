import { expect, test, type Page } from './test.js';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { E2E_ADMIN, signInAsAdmin, xsrf } from './fixtures.js';

/** A 1×1 PNG, made here rather than read from disk; the server checks uploads by their bytes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PIXEL_PNG });

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  category: string | null;
  kind: string;
  image: string[];
}
interface ApiCategory {
  _id: string;
  name: string;
}


async function firstCategory(page: Page): Promise<ApiCategory> {
  const res = await page.request.get('/api/v1/admin/categories');
  expect(res.ok()).toBeTruthy();
  const { categories } = (await res.json()) as { categories: ApiCategory[] };
  const [category] = categories;
  if (!category) throw new Error('the demo seed has no category');
  return category;
}

async function storedProduct(page: Page, id: string) {
  return page.request.get(`/api/v1/product/${id}`);
}

async function findByName(page: Page, name: string): Promise<ApiProduct | undefined> {
  const res = await page.request.get(`/api/v1/products?keyword=${encodeURIComponent(name)}&price[lte]=100000000`);
  expect(res.ok()).toBeTruthy();
  const { products } = (await res.json()) as { products: ApiProduct[] };
  return products.find((p) => p.name === name);
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Products a test made; removed afterwards even when the test failed half-way. */
const made: string[] = [];
test.afterEach(async ({ page }) => {
  for (const id of made.splice(0)) await page.request.delete(`/api/v1/admin/product/${id}`, { headers: await xsrf(page) });
});

test('the admin signs in at /wp-admin and sees the product list with rupee prices', async ({ page }) => {
  await page.goto('/wp-admin');
  await page.getByPlaceholder('Email or Phone').fill(E2E_ADMIN.email);
  await page.getByPlaceholder('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Admin Product List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  for (const header of ['Name', 'Price', 'Stock', 'Kind', 'Status']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // A catalogue product (not one the tests alongside create and delete), its price in rupees with
  // Indian grouping.
  const res = await page.request.get('/api/v1/products?price[lte]=100000000');
  const newest = ((await res.json()) as { products: ApiProduct[] }).products.find((p) => !p.name.startsWith('E2E '));
  if (!newest) throw new Error('the demo seed has no product');
  await page.getByRole('textbox', { name: 'Search products' }).fill(newest.name);
  const row = table.getByRole('row').filter({ hasText: newest.name });
  await expect(row).toContainText(`₹${newest.price.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
  await expect(row.getByRole('link', { name: `Edit ${newest.name}` })).toHaveAttribute('href', `/admin/product/${newest._id}/edit`);
  await expect(page.getByRole('link', { name: 'Add Product', exact: true })).toHaveAttribute('href', '/admin/add-product');
});

test('a product is added with an image, edited and deleted', async ({ page }) => {
  // The whole life of a product in one flow: longer than one screen's worth of steps.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const category = await firstCategory(page);
  const name = unique('E2E Laptop');

  // Add: an empty submit shows the shared schema's messages first.
  await page.goto('/admin/add-product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Price must be a number')).toBeVisible();
  await expect(page.getByText('At least one image is required')).toBeVisible();
  // What the product is must be said: the page's shipping lines depend on it.
  await expect(page.getByText('Select a kind: physical, digital or service')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/^Description/).fill('A light laptop for travelling consultants.');
  await page.getByLabel('Price').fill('124999');
  await page.getByLabel('Stock').fill('7');
  await page.getByLabel('Ratings').fill('4.5');
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category.name }).click();
  await page.getByRole('textbox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Physical' }).click();
  await page.getByLabel('Upload images', { exact: true }).setInputFiles([png('front.png'), png('back.png')]);
  await expect(page.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of back.png' })).toHaveAttribute('src', /^blob:/);
  // One chosen image is taken out again before the upload.
  await page.getByRole('button', { name: 'Remove back.png' }).click();
  await expect(page.getByRole('img', { name: 'Preview of back.png' })).toHaveCount(0);
  // Each new image needs its alt text: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Alt text is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text for front.png' }).fill('The front of the box');
  await page.getByRole('button', { name: 'Add Product' }).click();

  // The new product's editor opens, saying what the save did.
  await expect(page.getByText(/^Published \d{2}:\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product\/\w+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  const created = await findByName(page, name);
  if (created) made.push(created._id);
  expect(created).toMatchObject({ name, price: 124999, stock: 7, category: category._id, kind: 'physical', imageAlt: ['The front of the box'] });
  expect(created?.image).toHaveLength(1);
  const image = await page.request.get(created?.image[0] ?? '');
  expect(image.headers()['content-type']).toBe('image/png');
  if (!created) return;
  expect(page.url()).toMatch(new RegExp(`/admin/product/${created._id}/edit$`));

  await page.goto(adminRoutes.products);
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('₹1,24,999');
  await expect(row).toContainText(category.name);
  await expect(row.getByRole('cell', { name: 'Physical', exact: true })).toBeVisible();

  // Edit the price and the kind.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${created._id}/edit$`));
  const price = page.getByLabel('Price');
  await expect(price).toHaveValue('₹1,24,999');
  await price.fill('99999.5');
  const kind = page.getByRole('textbox', { name: 'Kind' });
  await expect(kind).toHaveValue('Physical');
  await kind.click();
  await page.getByRole('option', { name: 'Service' }).click();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${created._id}/edit$`));
  const updated = (await (await storedProduct(page, created._id)).json()) as { product: ApiProduct };
  expect(updated.product).toMatchObject({ price: 99999.5, image: created.image, category: category._id, kind: 'service' });

  await page.goto(adminRoutes.products);
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  await expect(row).toContainText('₹99,999.5');

  // Delete, after the confirmation modal; Cancel first leaves it in place.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this product?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedProduct(page, created._id)).status()).toBe(200);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await storedProduct(page, created._id)).status()).toBe(404);
  expect((await page.request.get(created.image[0] ?? '')).status()).toBe(404);
});

test('editing a product can drop its current image for a new one', async ({ page }) => {
  await signInAsAdmin(page);
  const category = await firstCategory(page);
  const name = unique('E2E Router');
  const res = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(page),
    multipart: { name, description: 'Dual-band router.', price: '34999', ratings: '4', category: category._id, stock: '12', images: png('old.png'), imageAlts: JSON.stringify(['The old router photo']) },
  });
  expect(res.status()).toBe(201);
  const { product } = (await res.json()) as { product: ApiProduct };
  made.push(product._id);
  const oldImage = product.image[0] ?? '';

  await page.goto(`/admin/product/${product._id}/edit`);
  await expect(page.getByRole('img', { name: 'Current image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove current image 1' }).click();
  // Without any image left the form refuses to send.
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('At least one image is required')).toBeVisible();

  await page.getByLabel('Upload more images', { exact: true }).setInputFiles(png('new.png'));
  await expect(page.getByRole('img', { name: 'Preview of new.png' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text for new.png' }).fill('The new picture');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();

  const stored = (await (await storedProduct(page, product._id)).json()) as { product: ApiProduct };
  expect(stored.product.image).toHaveLength(1);
  expect(stored.product.image[0]).not.toBe(oldImage);
  expect((await page.request.get(stored.product.image[0] ?? '')).status()).toBe(200);
  // The old file stays while a revision could put it back, and goes with the product.
  expect((await page.request.get(oldImage)).status()).toBe(200);
  expect((await page.request.delete(`/api/v1/admin/product/${product._id}`, { headers: await xsrf(page) })).status()).toBe(200);
  expect((await page.request.get(oldImage)).status()).toBe(404);
});

test('a failed edit shows the server message and stays on the form', async ({ page }) => {
  await signInAsAdmin(page);
  const category = await firstCategory(page);
  const name = unique('E2E Mouse');
  const res = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(page),
    multipart: { name, description: 'Wireless mouse.', price: '27999', ratings: '4', category: category._id, stock: '40', images: png('mouse.png'), imageAlts: JSON.stringify(['A wireless mouse']) },
  });
  const { product } = (await res.json()) as { product: ApiProduct };
  made.push(product._id);

  await page.goto(`/admin/product/${product._id}/edit`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  // The product disappears meanwhile (another admin deleted it).
  await page.request.delete(`/api/v1/admin/product/${product._id}`, { headers: await xsrf(page) });
  await page.getByLabel('Stock').fill('41');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${product._id}/edit$`));
});
