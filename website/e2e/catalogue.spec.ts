import { expect, test, type APIRequestContext, type Page } from './test.js';
import { textOfHtml, type CategoryDto, type ContactMessageDto, type ProductDto, type ProductListResponse, type SettingsDto } from '@itsite/shared/contract';
import { formFilledLikeAPerson, signInAsAdmin } from './fixtures.js';

/** The catalogue as the server has it (demo content): the tests check the pages against it. */
async function catalogue(request: APIRequestContext, page = 1): Promise<ProductListResponse> {
  const res = await request.get(`/api/v1/products?page=${page}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as ProductListResponse;
  expect(body.products.length, 'the demo catalogue has products').toBeGreaterThan(1);
  return body;
}

/**
 * Opens /products and waits until the page and the API agree on the catalogue. Other tests add
 * and remove products in parallel, so a write landing between the API read and the page load is
 * retried (a fresh read and a fresh page) instead of failing; a page that never matches still fails.
 */
async function openCatalogue(page: Page): Promise<ProductListResponse> {
  let list: ProductListResponse | undefined;
  await expect(async () => {
    list = await catalogue(page.request);
    await page.goto('/products');
    await expect(page.getByText(`Showing 1–${list.products.length} of ${list.filteredProductsCount} products`)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return list!;
}

/**
 * Demo products no test removes: the oldest on the first page (newest come first), since other
 * tests create and delete products of their own in parallel.
 */
async function demoProducts(request: APIRequestContext): Promise<[ProductDto, ProductDto]> {
  const { products } = await catalogue(request);
  return products.slice(-2).reverse() as [ProductDto, ProductDto];
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
const tenWords = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length <= 10 ? words.join(' ') : `${words.slice(0, 10).join(' ')}...`;
};
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The card of a product in the grid: the link holding the product's name as its heading. */
const productCard = (page: Page, name: string) => page.getByRole('link').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Messages the admin sees in the back office (GET /api/v1/contact needs an admin session). */
async function adminMessages(page: Page): Promise<ContactMessageDto[]> {
  await signInAsAdmin(page);
  const res = await page.request.get('/api/v1/contact');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ContactMessageDto[] }).data;
}

async function fillQuoteForm(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
  await dialog.getByLabel('Email', { exact: true }).fill('buyer@example.in');
  await formFilledLikeAPerson(page);
  return dialog;
}

test('the products grid shows the catalogue with rupee prices, 10-word descriptions and category names', async ({ page }) => {
  const categories = ((await (await page.request.get('/api/v1/admin/categories')).json()) as { categories: CategoryDto[] }).categories;
  const list = await openCatalogue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();

  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(list.products.length);
  for (const product of list.products) {
    const card = productCard(page, product.name);
    await expect(card).toHaveAttribute('href', `/product/${product.slug}`);
    await expect(card).toContainText(rupees(product.price));
    await expect(card).toContainText(tenWords(textOfHtml(product.description)));
    const category = categories.find((c) => c._id === product.category)?.name ?? 'Uncategorized';
    await expect(card).toContainText(category);
    if (product.image[0]) await expect(card.locator('img')).toHaveAttribute('src', product.image[0]);
  }
  // At least one demo description is longer than ten words, so the cut is visible.
  expect(list.products.some((p) => textOfHtml(p.description).split(/\s+/).length > 10)).toBe(true);
  await expect(page.getByRole('main')).toContainText(/\.\.\./);
});

test('the catalogue pages through the results and searches by keyword', async ({ page }) => {
  const first = await openCatalogue(page);

  if (first.filteredProductsCount > first.resultPerPage) {
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // As above: a parallel write may shift the pages between the API read and the page's own.
    let tries = 0;
    await expect(async () => {
      if (tries++ > 0) await page.reload();
      const second = await catalogue(page.request, 2);
      await expect(productCard(page, second.products[0].name)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }

  const target = first.products.at(-1)!;
  const word = target.name.split(/\s+/).find((w) => w.length > 3) ?? target.name;
  await page.getByLabel('Search products').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === word);
  await expect(productCard(page, target.name)).toBeVisible();
  const names = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain(word.toLowerCase());

  await page.getByLabel('Search products').fill('no such product zzqx');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No products match “no such product zzqx”.')).toBeVisible();
});

test('a product priced above ₹25,000 is listed in the public catalogue (no default price ceiling)', async ({ page }) => {
  await signInAsAdmin(page);
  const xsrf = async () => ({ 'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '') });
  const { categories } = (await (await page.request.get('/api/v1/admin/categories')).json()) as { categories: CategoryDto[] };
  const name = unique('Rack server');
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const res = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(),
    multipart: {
      name,
      description: 'Two-socket rack server.',
      price: '30000',
      ratings: '4',
      category: categories[0]?._id ?? '',
      stock: '2',
      images: { name: 'server.png', mimeType: 'image/png', buffer: pixel },
      imageAlts: JSON.stringify(['A rack server']),
    },
  });
  expect(res.ok()).toBe(true);
  const { product } = (await res.json()) as { product: ProductDto };
  try {
    await page.context().clearCookies();
    await page.goto(`/products?keyword=${encodeURIComponent(name)}`);
    await expect(productCard(page, name)).toBeVisible();
    await expect(productCard(page, name)).toContainText(rupees(30000));
  } finally {
    await signInAsAdmin(page);
    await page.request.delete(`/api/v1/admin/product/${product._id}`, { headers: await xsrf() });
  }
});

test('the quantity stepper never goes below 1 and refuses 0, -1 and 1.5', async ({ page }) => {
  const [product] = await demoProducts(page.request);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`HomeProducts${product.name}`);
  await expect(page.getByText(rupees(product.price), { exact: true })).toBeVisible();

  const quantity = page.getByLabel('Quantity', { exact: true });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('3');
  await minus.click();
  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();

  for (const refused of ['0', '-1', '1.5']) {
    await quantity.fill(refused);
    await expect(quantity).toHaveValue('1');
  }
  await expect(page.getByText('Enter a whole number of 1 or more.')).toBeVisible();
  await quantity.fill('4');
  await expect(quantity).toHaveValue('4');
  await expect(minus).toBeEnabled();
  // An emptied field returns to the last valid number.
  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('4');
});

/** A demo product found by its name (other tests add products in parallel; these stay). */
async function demoProduct(request: APIRequestContext, name: string): Promise<ProductDto> {
  const res = await request.get(`/api/v1/products?keyword=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as ProductListResponse).products.find((p) => p.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

test('only a physical product promises stock, shipping, delivery and warranty; no page shows a database id', async ({ page }) => {
  // The free-shipping amount is the company's, from Settings (the demo's is above its cheapest physical product).
  const { settings } = (await (await page.request.get('/api/v1/settings')).json()) as { settings: SettingsDto };
  expect(settings.freeShippingOver).toBeGreaterThan(1899);
  const SHIPPED_LINES = ['In stock, ready to ship', `Free shipping on orders over ${rupees(settings.freeShippingOver)}`, 'Delivery in 3 to 5 business days', "Covered by the manufacturer's warranty"];
  const kinds = [
    { name: '24-inch Full HD IPS Monitor', kind: 'physical' },
    { name: 'Corporate Business Website Template – 5 Pages', kind: 'digital' },
    { name: 'Website Care Plan – 12 Months', kind: 'service' },
  ] as const;
  for (const { name, kind } of kinds) {
    const product = await demoProduct(page.request, name);
    expect(product.kind, name).toBe(kind);
    await page.goto(`/product/${product.slug}`);
    const info = page.getByRole('main');
    await expect(info.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(info.getByText(rupees(product.price), { exact: true })).toBeVisible();
    for (const line of SHIPPED_LINES) await expect(info.getByText(line), `${kind}: ${line}`).toHaveCount(kind === 'physical' ? 1 : 0);
    await expect(info.getByText('Digital product', { exact: true })).toHaveCount(kind === 'digital' ? 1 : 0);
    // The support line is the company's, for every kind.
    await expect(info.getByText(/^24\/7 support line/)).toBeVisible();
    // No SKU made of the record's id (nor the id anywhere else in the text).
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(product._id);
    expect(text).not.toMatch(/\b[0-9a-f]{24}\b/);
    expect(text).not.toContain('SKU');

    // Search engines still get a whole offer, whatever the kind.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => [JSON.parse(t) as unknown].flat());
    const thing = jsonLd.find((t) => (t as { '@type'?: string })['@type'] === 'Product') as { offers?: Record<string, string> } | undefined;
    expect(thing?.offers, name).toMatchObject({ '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'INR', availability: expect.stringMatching(/^https:\/\/schema\.org\//) });
  }
});

test('add to cart, then request a quote: one contact message the admin sees, and the cart is empty afterwards', async ({ page }) => {
  const [a, b] = await demoProducts(page.request);
  await page.goto(`/product/${a.slug}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added 2 × ${a.name} to your cart.` })).toBeVisible();
  // Adding the same product again replaces its entry: still 2, not 4.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'View cart (2)' })).toBeVisible();

  await page.goto(`/product/${b.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'View cart (3)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: a.name })).toBeVisible();
  await expect(dialog.getByRole('link', { name: b.name })).toBeVisible();
  await expect(dialog).toContainText(`Total${rupees(a.price * 2 + b.price)}`);

  const name = unique('Cart Buyer');
  await fillQuoteForm(page, name);
  await dialog.getByLabel('Note').fill('Please include installation.');
  await dialog.getByRole('button', { name: 'Request a quote' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  // The cart is empty: no cart button on the product pages, nothing stored.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: b.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('itsite.cart.v1'));
  expect((JSON.parse(stored ?? '{}') as { cartItems?: unknown[] }).cartItems).toEqual([]);

  const message = (await adminMessages(page)).find((m) => m.name === name);
  expect(message, 'the quote request reached the back office').toBeTruthy();
  expect(message!.message).toContain(`2 × ${a.name} (${rupees(a.price)} each)`);
  expect(message!.message).toContain(`1 × ${b.name} (${rupees(b.price)} each)`);
  expect(message!.message).toContain(`Total: ${rupees(a.price * 2 + b.price)}`);
  expect(message!.message).toContain('Note: Please include installation.');
  expect(message!.email).toBe('buyer@example.in');
});

test('Buy Now sends a quote for that one product and quantity and leaves the cart alone', async ({ page }) => {
  const [a, b] = await demoProducts(page.request);
  await page.goto(`/product/${b.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.goto(`/product/${a.slug}`);
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Now' });
  await expect(dialog).toContainText('Quantity: 3');
  await expect(dialog).toContainText(`Total${rupees(a.price * 3)}`);
  await expect(dialog).not.toContainText(b.name);

  const name = unique('Buy Now Buyer');
  await fillQuoteForm(page, name);
  await dialog.getByRole('button', { name: 'Request a quote' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View cart (1)' })).toBeVisible();

  const message = (await adminMessages(page)).find((m) => m.name === name);
  expect(message, 'the Buy Now request reached the back office').toBeTruthy();
  expect(message!.message).toBe(`Quote request: 3 × ${a.name} (${rupees(a.price)} each)\nTotal: ${rupees(a.price * 3)}`);
});

test('an unknown product id shows "Error: Product not found" and is answered with 404', async ({ page }) => {
  const response = await page.goto('/product/000000000000000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('Error: Product not found');
  await expect(page.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');
});

test('the cart dialog fits a phone screen and lists the item @mobile', async ({ page }) => {
  const [product] = await demoProducts(page.request);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'View cart (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog.getByRole('link', { name: product.name })).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await dialog.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
});
