// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDto, Paged, ProductDto } from '../../../contract/types.js';
import { AddProductScreen } from './AddProductScreen.js';
import { EditProductScreen } from './EditProductScreen.js';
import { ProductListScreen } from './ProductListScreen.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';

const category: CategoryDto = { _id: 'c1', name: 'Laptops', description: 'Portable computers', createdAt: '2026-01-01T00:00:00.000Z' };

function product(over: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: 'p1',
    name: 'ThinkPad X1',
    slug: 'thinkpad-x1',
    metaTitle: '',
    metaDescription: '',
    shareImage: '',
    description: 'A light laptop',
    price: 124999,
    ratings: 4.5,
    category: 'c1',
    stock: 3,
    kind: 'physical',
    status: 'published',
    publishAt: '2026-01-01T00:00:00.000Z',
    image: ['/uploads/x1.png'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** One page of the back office's product list (the server pages, searches and sorts). */
function listOf(products: ProductDto[]): Paged<ProductDto> {
  return { success: true, data: products, total: products.length, page: 1, limit: 20, pages: 1 };
}

// No delay between keystrokes: typing into Mantine inputs is slow enough in jsdom.
const userEvent = userEventLib.setup({ delay: null });

/** Sets an input's text in one change: typing key by key re-renders the whole form per key. */
async function fill(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

beforeAll(stubBrowserApis);
beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Mantine forms render slowly in jsdom on a busy machine; the default 30 s is too tight.
describe('AddProductScreen', { timeout: 60_000 }, () => {
  it('shows the shared schema messages and the image rule for an empty submit, and sends nothing', async () => {
    const api = offlineApi();
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    const create = vi.spyOn(api.products, 'create');
    renderScreen(<AddProductScreen />, { api, path: '/admin/add-product' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Price must be a number')).toBeTruthy();
    expect(screen.getByText('Stock must be a number')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Select a kind: physical, digital or service')).toBeTruthy();
    expect(screen.getByText('At least one image is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('previews chosen images, lets one be removed before upload, and sends fields and images as multipart', async () => {
    const api = offlineApi();
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    const create = vi.spyOn(api.products, 'create').mockResolvedValue({ success: true, product: product() });
    const { container } = renderScreen(<AddProductScreen />, { api, path: '/admin/add-product' });

    await fill(screen.getByLabelText(/^Name/), 'ThinkPad X1');
    await userEvent.click(screen.getByRole('textbox', { name: /^Description/ }));
    await userEvent.paste('A light laptop');
    await fill(screen.getByLabelText(/^Price/), '124999');
    await fill(screen.getByLabelText(/^Stock/), '3');
    await fill(screen.getByLabelText(/^Ratings/), '4.5');
    await userEvent.click(screen.getByRole('textbox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laptops' }));
    await userEvent.click(screen.getByRole('textbox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Physical' }));

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const front = new File(['front'], 'front.png', { type: 'image/png' });
    const back = new File(['back'], 'back.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [front, back] } });

    expect(await screen.findByAltText('Preview of front.png')).toBeTruthy();
    expect(screen.getByAltText('Preview of back.jpg')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove back.jpg' }));
    await waitFor(() => expect(screen.queryByAltText('Preview of back.jpg')).toBeNull());
    // eslint-disable-next-line @typescript-eslint/unbound-method -- expect() reads the spy, it does not call it
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    // The new image needs its alt text: nothing is sent without it.
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Alt text is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    await fill(screen.getByRole('textbox', { name: /^Alt text for front.png/ }), 'The laptop, open');

    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [form, options] = create.mock.calls[0] ?? [];
    expect(form?.get('name')).toBe('ThinkPad X1');
    expect(form?.get('description')).toBe('<p>A light laptop</p>');
    expect(form?.get('price')).toBe('124999');
    expect(form?.get('category')).toBe('c1');
    expect(form?.get('ratings')).toBe('4.5');
    expect(form?.get('kind')).toBe('physical');
    expect(form?.getAll('images').map((f) => (f as File).name)).toEqual(['front.png']);
    expect(form?.get('imageAlts')).toBe(JSON.stringify(['The laptop, open']));
    expect(typeof options?.onUploadProgress).toBe('function');
    // The new product's editor opens, saying what the save did.
    expect(await screen.findByText(/^Published \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('refuses a file that is not PNG or JPEG', async () => {
    const api = offlineApi();
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    const { container } = renderScreen(<AddProductScreen />, { api, path: '/admin/add-product' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(/Only PNG and JPEG images can be added \(anim\.gif\)/)).toBeTruthy();
    expect(screen.queryByAltText('Preview of anim.gif')).toBeNull();
  });
});

// Mantine forms render slowly in jsdom on a busy machine; the default 30 s is too tight.
describe('ProductListScreen', { timeout: 60_000 }, () => {
  it('shows rupee prices with Indian grouping, the category name and the kind by its label', async () => {
    const api = offlineApi();
    vi.spyOn(api.products, 'adminList').mockResolvedValue(listOf([product(), product({ _id: 'p2', name: 'Care plan', kind: 'service' })]));
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    renderScreen(<ProductListScreen />, { api, path: '/admin/products' });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(await within(table).findAllByText('₹1,24,999')).toHaveLength(2);
    expect((await within(table).findAllByText('Laptops')).length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: 'Kind' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Physical' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Service' })).toBeTruthy();
  });

  it('asks "Are you sure you want to delete this product?" and deletes only when confirmed', async () => {
    const api = offlineApi();
    const list = vi.spyOn(api.products, 'adminList').mockResolvedValue(listOf([product()]));
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    const remove = vi.spyOn(api.products, 'remove').mockResolvedValue({ success: true, message: 'Product deleted' });
    renderScreen(<ProductListScreen />, { api, path: '/admin/products' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete ThinkPad X1' }));
    expect(await screen.findByText('Are you sure you want to delete this product?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete this product?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    const loadsBefore = list.mock.calls.length;
    list.mockResolvedValue(listOf([]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ThinkPad X1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('p1'));
    // The list is loaded again afterwards.
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(list.mock.calls.length).toBeGreaterThan(loadsBefore);
  });

  it('deletes the checked products in one request after a confirmation, and says which were already gone', async () => {
    const api = offlineApi();
    const list = vi.spyOn(api.products, 'adminList').mockResolvedValue(listOf([product(), product({ _id: 'p2', name: 'Pixel 9' }), product({ _id: 'p3', name: 'Galaxy Tab' })]));
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    const bulk = vi.spyOn(api.products, 'bulk').mockResolvedValue({ success: true, affected: 1, missing: ['p2'] });
    renderScreen(<ProductListScreen />, { api, path: '/admin/products' });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select ThinkPad X1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Pixel 9' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 products selected')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete 2 products and their images? This cannot be undone.')).toBeTruthy();
    expect(bulk).not.toHaveBeenCalled();

    const loadsBefore = list.mock.calls.length;
    list.mockResolvedValue(listOf([product({ _id: 'p3', name: 'Galaxy Tab' })]));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bulk).toHaveBeenCalledWith({ action: 'delete', ids: ['p1', 'p2'] }));
    expect(await screen.findByText('Deleted: 1 product. 1 product no longer existed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select ThinkPad X1' })).toBeNull());
    expect(list.mock.calls.length).toBeGreaterThan(loadsBefore);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('shows the server message when a delete fails', async () => {
    const api = offlineApi();
    vi.spyOn(api.products, 'adminList').mockResolvedValue(listOf([product()]));
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    const { ApiError } = await import('../../../api/errors.js');
    vi.spyOn(api.products, 'remove').mockRejectedValue(new ApiError(404, 'Product not found'));
    renderScreen(<ProductListScreen />, { api, path: '/admin/products' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete ThinkPad X1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });

  it('asks the server for search words, a sort and another page', async () => {
    const api = offlineApi();
    const list = vi.spyOn(api.products, 'adminList').mockResolvedValue({ ...listOf([product()]), total: 45, pages: 3 });
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    renderScreen(<ProductListScreen />, { api, path: '/admin/products' });
    expect(await screen.findByText('ThinkPad X1')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ keyword: '', sort: undefined, page: 1, limit: 20 });

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: '', sort: undefined, page: 2, limit: 20 }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'think');
    // A search starts again from page 1.
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: 'think', sort: undefined, page: 1, limit: 20 }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Sort products' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: high to low' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: 'think', sort: 'priceDesc', page: 1, limit: 20 }));
  });
});

// Mantine forms render slowly in jsdom on a busy machine; the default 30 s is too tight.
describe('EditProductScreen', { timeout: 60_000 }, () => {
  it('sends the kept images as keepImages and says "Updating..." while sending', async () => {
    const api = offlineApi();
    vi.spyOn(api.products, 'get').mockResolvedValue({ success: true, product: product({ image: ['/uploads/a.png', '/uploads/b.png'] }), reviews: [] });
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [category] });
    let finish: () => void = () => {};
    const update = vi.spyOn(api.products, 'update').mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ success: true, product: product() }))),
    );
    renderScreen(<EditProductScreen />, { api, path: '/admin/product/p1/edit', route: '/admin/product/:id/edit' });

    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('ThinkPad X1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    expect(screen.getByRole('button', { name: 'Keep current image 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    const [id, body] = update.mock.calls[0] ?? [];
    expect(id).toBe('p1');
    if (!(body instanceof FormData)) throw new Error('expected multipart');
    expect(JSON.parse(body.get('keepImages') as string)).toEqual(['/uploads/b.png']);
    // The product's kind comes back as it was loaded.
    expect(body.get('kind')).toBe('physical');
    finish();
    expect(await screen.findByText(/^Updated \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('says "Failed to fetch product" when the product cannot be loaded', async () => {
    const api = offlineApi();
    vi.spyOn(api.products, 'get').mockRejectedValue(new Error('offline'));
    vi.spyOn(api.categories, 'list').mockResolvedValue({ success: true, categories: [] });
    renderScreen(<EditProductScreen />, { api, path: '/admin/product/p1/edit', route: '/admin/product/:id/edit' });
    expect((await screen.findAllByText('Failed to fetch product')).length).toBeGreaterThan(0);
  });
});
