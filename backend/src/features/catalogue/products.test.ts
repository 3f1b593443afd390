import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto, ErrorBody, ProductDto, ProductListResponse } from '@itsite/shared/contract';
import { buildCategory, buildProduct, productForm } from '../../test/factories.js';
import {
  Client,
  DB_KINDS,
  desktopLogin,
  expectKeptUntilItemDeleted,
  fileBlob,
  jpegBytes,
  nonAdminClient,
  pngBytes,
  samePicture,
  startTestServer,
  uploadedFiles,
  webLogin,
  type TestServer,
} from '../../test/harness.js';
import { ProductKind1764300000000 } from '../../data/migrations/1764300000000-ProductKind.js';
import { repairSearchIndex } from '../../kernel/db/search.js';

const UNKNOWN_ID = '000000000000000000000000';
const fileName = (publicPath: string) => publicPath.slice(publicPath.lastIndexOf('/') + 1);
const tag = () => `t${Math.random().toString(36).slice(2, 10)}`;

describe.each(DB_KINDS)('products [%s]', (kind) => {
  let server: TestServer;
  let anon: Client;
  let admin: Client;
  let category: CategoryDto;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anon = new Client(server.url);
    admin = await webLogin(server.url);
    category = await buildCategory(admin);
  });
  afterAll(() => server?.close());

  const list = (query = '') => anon.get<ProductListResponse>(`/api/v1/products${query}`);
  const getProduct = (id: string) => anon.get<{ success: boolean; product: ProductDto }>(`/api/v1/product/${id}`);
  const totalCount = async () => (await list()).body.productsCount;
  const make = (overrides: Record<string, string> = {}, images = 1) => buildProduct(admin, category._id, overrides, images);
  const validFields = () => ({ name: `New ${tag()}`, description: '<p>Managed hosting</p>', price: '1499', ratings: '4', category: category._id, stock: '3' });

  describe('GET /api/v1/products', () => {
    it('answers the catalogue page with products, counts and page size', async () => {
      const made = await make({ name: `Shape ${tag()}`, price: '2500', ratings: '3.5', stock: '7' });
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        products: expect.any(Array),
        productsCount: expect.any(Number),
        resultPerPage: expect.any(Number),
        filteredProductsCount: expect.any(Number),
      });
      expect(res.body.resultPerPage).toBeGreaterThan(0);
      expect(res.body.productsCount).toBeGreaterThanOrEqual(1);
      expect(res.body.products.find((p) => p._id === made._id)).toEqual({
        _id: made._id,
        name: made.name,
        description: '<p>A product</p>',
        price: 2500,
        ratings: 3.5,
        category: category._id,
        stock: 7,
        kind: 'service',
        slug: made.slug,
        metaTitle: '',
        metaDescription: '',
        shareImage: '',
        image: [expect.stringMatching(/^\/uploads\/[^/]+\.png$/)],
        imageAlt: ['Product picture 1'],
        // Made without a status: published at once, as before drafts.
        status: 'published',
        publishAt: made.createdAt,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        // No approved reviews yet: no rating (the staff's `ratings` is not one).
        reviewSummary: null,
      });
    });

    it('filters by keyword ignoring case and counts only the matches as filtered', async () => {
      const t = tag();
      const a = await make({ name: `${t} Cloud Backup` });
      const b = await make({ name: `${t.toUpperCase()} cloud storage` });
      await make({ name: `${t} Web Design` });
      const res = await list(`?keyword=${encodeURIComponent(`${t} CLOUD`)}`);
      expect(res.status).toBe(200);
      expect(res.body.products.map((p) => p._id).sort()).toEqual([a._id, b._id].sort());
      expect(res.body.filteredProductsCount).toBe(2);
      expect(res.body.productsCount).toBe(await totalCount());
      expect(res.body.productsCount).toBeGreaterThan(2);
    });

    it('finds words by how they start, best match first: "web dev" finds "Web Development"', async () => {
      const t = tag();
      const webDev = await make({ name: `${t} Web Development` });
      const webDesign = await make({ name: `${t} Web Design` });
      await make({ name: `${t} App Development` });
      const ids = async (keyword: string) => (await list(`?keyword=${encodeURIComponent(keyword)}`)).body.products.map((p) => p._id);
      expect(await ids(`${t} web dev`)).toEqual([webDev._id]);
      expect((await ids(`${t} WEB`)).sort()).toEqual([webDev._id, webDesign._id].sort());
      expect(await ids(`${t} mobile`)).toEqual([]);

      // More of the words asked for ranks higher, though newer comes first otherwise.
      const many = await make({ name: `${t} backup backup backup` });
      await sleep(5);
      const once = await make({ name: `${t} backup and restore` });
      expect(await ids(`${t} backup`)).toEqual([many._id, once._id]);
    });

    it('reads punctuation and search operators in the keyword as word breaks, never as syntax', async () => {
      const t = tag();
      const backup = await make({ name: `${t} Cloud-Backup` });
      for (const keyword of [`${t} "cloud`, `${t} -cloud`, `${t} cloud*`, `(${t}) +backup~`, `${t}: ^cloud' @ <backup>`, `${t} 100% cloud_`]) {
        const res = await list(`?keyword=${encodeURIComponent(keyword)}`);
        expect(res.status, keyword).toBe(200);
        expect(res.body.products.map((p) => p._id), keyword).toEqual(keyword.includes('100') ? [] : [backup._id]);
      }
      // No word at all filters nothing.
      for (const keyword of ['%', '"*', '-', '()']) {
        const res = await list(`?keyword=${encodeURIComponent(keyword)}`);
        expect(res.status, keyword).toBe(200);
        expect(res.body.filteredProductsCount).toBe(res.body.productsCount);
      }
    });

    it('filters by price range, with no upper bound by default', async () => {
      const t = tag();
      const p100 = await make({ name: `${t} a`, price: '100' });
      const p500 = await make({ name: `${t} b`, price: '500' });
      const p1000 = await make({ name: `${t} c`, price: '1000' });
      const p30000 = await make({ name: `${t} d`, price: '30000' });
      const ids = async (query: string) => (await list(`?keyword=${t}${query}`)).body.products.map((p) => p._id).sort();
      // A product priced 30,000 is listed when no price filter is given.
      expect(await ids('')).toEqual([p100._id, p500._id, p1000._id, p30000._id].sort());
      expect(await ids('&price[gte]=500')).toEqual([p500._id, p1000._id, p30000._id].sort());
      expect(await ids('&price[lte]=500')).toEqual([p100._id, p500._id].sort());
      expect(await ids('&price[gte]=200&price[lte]=40000')).toEqual([p500._id, p1000._id, p30000._id].sort());
      expect(await ids('&price[gte]=2000&price[lte]=3000')).toEqual([]);
    });

    it('filters by minimum ratings', async () => {
      const t = tag();
      await make({ name: `${t} a`, ratings: '2' });
      const r4 = await make({ name: `${t} b`, ratings: '4' });
      const r5 = await make({ name: `${t} c`, ratings: '5' });
      const res = await list(`?keyword=${t}&ratings[gte]=4`);
      expect(res.body.products.map((p) => p._id).sort()).toEqual([r4._id, r5._id].sort());
      expect(res.body.filteredProductsCount).toBe(2);
    });

    it('lists newest first and pages by resultPerPage', async () => {
      const t = tag();
      const perPage = (await list()).body.resultPerPage;
      const made: ProductDto[] = [];
      for (let i = 0; i < perPage + 2; i++) {
        made.push(await make({ name: `${t} item ${i}` }));
        await sleep(3);
      }
      const newestFirst = made.map((p) => p._id).reverse();

      const page1 = await list(`?keyword=${t}`);
      expect(page1.body.products.map((p) => p._id)).toEqual(newestFirst.slice(0, perPage));
      expect(page1.body.filteredProductsCount).toBe(perPage + 2);

      const page2 = await list(`?keyword=${t}&page=2`);
      expect(page2.status).toBe(200);
      expect(page2.body.products.map((p) => p._id)).toEqual(newestFirst.slice(perPage));
      expect(page2.body.filteredProductsCount).toBe(perPage + 2);

      const page3 = await list(`?keyword=${t}&page=3`);
      expect(page3.status).toBe(200);
      expect(page3.body.products).toEqual([]);
    });

    it.each(['page=0', 'page=-1', 'page=1.5', 'page=abc', 'price[gte]=abc', 'price[lte]=-1', 'ratings[gte]=x'])(
      'refuses the query %s with 400',
      async (query) => {
        const res = await anon.get<ErrorBody>(`/api/v1/products?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toEqual(expect.any(String));
      },
    );
  });

  describe('GET /api/v1/product/:id', () => {
    it('answers the product with its image paths', async () => {
      const made = await make({}, 2);
      const res = await getProduct(made._id);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.product).toMatchObject({ _id: made._id, name: made.name, category: category._id, price: 1999, stock: 10 });
      expect(res.body.product.image).toHaveLength(2);
      expect(res.body.product.image).toEqual(made.image);
    });

    it('answers 404 for a product that does not exist', async () => {
      const res = await anon.get<ErrorBody>(`/api/v1/product/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });
  });

  describe('POST /api/v1/admin/product/new', () => {
    it('creates a product (201) whose images are served from /uploads/', async () => {
      const fields = validFields();
      const res = await admin.post<{ success: boolean; product: ProductDto }>('/api/v1/admin/product/new', {
        form: await productForm(fields, 2),
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.product).toMatchObject({
        name: fields.name,
        description: fields.description,
        price: 1499,
        ratings: 4,
        category: category._id,
        stock: 3,
      });
      expect(res.body.product.image).toHaveLength(2);
      for (const p of res.body.product.image) {
        expect(p).toMatch(/^\/uploads\/[^/]+\.png$/);
        expect(await uploadedFiles(server)).toContain(fileName(p));
        const served = await anon.get<string>(p);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1] ?? 0);
        expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
      }
      expect((await getProduct(res.body.product._id)).body.product.image).toEqual(res.body.product.image);
    });

    it('accepts a JPEG image', async () => {
      const form = await productForm(validFields(), 0);
      form.append('images', fileBlob(await jpegBytes(), 'image/jpeg'), 'photo.jpg');
      form.set('imageAlts', JSON.stringify(['A photo']));
      const res = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form });
      expect(res.status).toBe(201);
      expect(res.body.product.image).toEqual([expect.stringMatching(/^\/uploads\/[^/]+\.jpe?g$/)]);
      const served = await anon.get(res.body.product.image[0]);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    });

    it('stores an image with HTML appended only as re-encoded: it decodes and ends where the picture ends', async () => {
      const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
      const form = await productForm(validFields(), 0);
      form.append('images', fileBlob(Buffer.concat([await pngBytes(), html]), 'image/png'), 'p.png');
      form.append('images', fileBlob(Buffer.concat([await jpegBytes(), html]), 'image/jpeg'), 'p.jpg');
      form.set('imageAlts', JSON.stringify(['One', 'Two']));
      const res = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form });
      expect(res.status).toBe(201);
      const [png, jpeg] = await Promise.all(res.body.product.image.map(async (p) => Buffer.from(await (await fetch(server.url + p)).arrayBuffer())));
      for (const file of [png, jpeg]) {
        expect(file.includes(Buffer.from('<script'))).toBe(false);
        expect(await samePicture(file, file)).toBe(true); // decodes
      }
      // Nothing after the PNG's IEND chunk, nothing after the JPEG's end-of-image marker.
      expect(png.subarray(-8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]))).toBe(true);
      expect(jpeg.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    });

    const refusedCreate = async (client: Client, form: FormData, status: number) => {
      const countBefore = await totalCount();
      const filesBefore = await uploadedFiles(server);
      const res = await client.post<ErrorBody>('/api/v1/admin/product/new', { form });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(await totalCount()).toBe(countBefore);
      expect(await uploadedFiles(server)).toEqual(filesBefore);
      return res.body;
    };

    it('refuses a product without an image (400)', async () => {
      const body = await refusedCreate(admin, await productForm(validFields(), 0), 400);
      expect(body.errors?.map((e) => e.path)).toContain('images');
    });

    it('refuses a text file named .png (415) and leaves no file behind', async () => {
      const form = await productForm(validFields(), 0);
      form.append('images', fileBlob(Buffer.from('just some text, not an image\n'), 'image/png'), 'fake.png');
      form.set('imageAlts', JSON.stringify(['Fake']));
      await refusedCreate(admin, form, 415);
    });

    it('refuses the whole upload (415) when one of several images is not one, leaving no file behind', async () => {
      const form = await productForm(validFields(), 1);
      form.append('images', fileBlob(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'), 'fake.png');
      form.set('imageAlts', JSON.stringify(['Real', 'Fake']));
      await refusedCreate(admin, form, 415);
    });

    it('refuses (400, naming imageAlts) a new image without alt text, storing nothing; the alt text sent is answered and shown', async () => {
      const missing = await productForm({ ...validFields(), imageAlts: JSON.stringify(['Front view', '  ']) }, 2);
      const body = await refusedCreate(admin, missing, 400);
      expect(body.message).toMatch(/alt text is required.*image 2/i);
      expect(body.errors?.map((e) => e.path)).toEqual(['imageAlts']);
      const none = await productForm(validFields(), 0);
      none.append('images', fileBlob(await pngBytes(), 'image/png'), 'p.png');
      await refusedCreate(admin, none, 400);

      const res = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', {
        form: await productForm({ ...validFields(), imageAlts: JSON.stringify(['Front view', 'Back view']) }, 2),
      });
      expect(res.status).toBe(201);
      expect(res.body.product.imageAlt).toEqual(['Front view', 'Back view']);
      expect((await getProduct(res.body.product._id)).body.product.imageAlt).toEqual(['Front view', 'Back view']);
    });

    it('refuses an unknown category (400)', async () => {
      const body = await refusedCreate(admin, await productForm({ ...validFields(), category: UNKNOWN_ID }, 1), 400);
      expect(body.errors?.map((e) => e.path)).toContain('category');
    });

    it.each(['-1', 'abc'])('refuses price %s (400)', async (price) => {
      const body = await refusedCreate(admin, await productForm({ ...validFields(), price }, 1), 400);
      expect(body.errors?.map((e) => e.path)).toContain('price');
    });

    it.each(['physical', 'digital', 'service'])('stores the kind %s and answers it', async (kind) => {
      const res = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form: await productForm({ ...validFields(), kind }, 1) });
      expect(res.status).toBe(201);
      expect(res.body.product.kind).toBe(kind);
      expect((await getProduct(res.body.product._id)).body.product.kind).toBe(kind);
    });

    it('makes a product whose kind is left out a service, the kind that promises no shipping', async () => {
      const res = await admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form: await productForm(validFields(), 1) });
      expect(res.status).toBe(201);
      expect(res.body.product.kind).toBe('service');
    });

    it.each(['hardware', '', 'Physical'])('refuses the kind %j (400), storing nothing', async (kind) => {
      const body = await refusedCreate(admin, await productForm({ ...validFields(), kind }, 1), 400);
      expect(body.errors).toContainEqual({ path: 'kind', message: 'Select a kind: physical, digital or service' });
    });

    it('is refused to visitors (401) and to non-admins (403)', async () => {
      await refusedCreate(anon, await productForm(validFields(), 1), 401);
      await refusedCreate(await nonAdminClient(server), await productForm(validFields(), 1), 403);
    });

    it('refuses a cookie session without the X-XSRF-TOKEN header (403)', async () => {
      const noXsrf = new Client(server.url, { cookie: admin.auth.cookie });
      await refusedCreate(noXsrf, await productForm(validFields(), 1), 403);
    });

    it('accepts a desktop bearer token without any XSRF header', async () => {
      const desktop = await desktopLogin(server.url);
      const fields = validFields();
      const res = await desktop.post<{ product: ProductDto }>('/api/v1/admin/product/new', { form: await productForm(fields, 1) });
      expect(res.status).toBe(201);
      expect((await getProduct(res.body.product._id)).body.product.name).toBe(fields.name);
    });
  });

  describe('PUT /api/v1/admin/product/:id', () => {
    const update = { name: 'Renamed product', price: 2999, stock: 4, description: '<p>New text</p>' };

    it('updates name, price, stock and description from JSON and keeps the images', async () => {
      const made = await make({}, 2);
      const res = await admin.put<{ success: boolean; product: ProductDto }>(`/api/v1/admin/product/${made._id}`, { json: update });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.product).toMatchObject({ ...update, _id: made._id, image: made.image, ratings: made.ratings, category: category._id });
      expect((await getProduct(made._id)).body.product).toMatchObject({ ...update, image: made.image });
      const files = await uploadedFiles(server);
      for (const p of made.image) expect(files).toContain(fileName(p));
    });

    it('changes the kind, and keeps it when an update leaves it out', async () => {
      const made = await make({ kind: 'digital' });
      expect(made.kind).toBe('digital');
      const res = await admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${made._id}`, { json: { ...update, kind: 'physical' } });
      expect(res.status).toBe(200);
      expect(res.body.product.kind).toBe('physical');
      const again = await admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${made._id}`, { json: update });
      expect(again.status).toBe(200);
      expect(again.body.product.kind).toBe('physical');
      expect((await getProduct(made._id)).body.product.kind).toBe('physical');
    });

    it('replaces the images with newly uploaded ones; the old files go once no revision names them', async () => {
      const made = await make({}, 2);
      const form = await productForm({ name: 'With new images', price: '10', stock: '1', description: 'd' }, 1);
      const res = await admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${made._id}`, { form });
      expect(res.status).toBe(200);
      const image = res.body.product.image;
      expect(image).toHaveLength(1);
      expect(made.image).not.toContain(image[0]);
      expect((await getProduct(made._id)).body.product).toMatchObject({ name: 'With new images', image });
      const files = await uploadedFiles(server);
      expect(files).toContain(fileName(image[0]));
      await expectKeptUntilItemDeleted(server, admin, `/api/v1/admin/product/${made._id}`, made.image);
      for (const p of made.image) expect((await anon.get(p)).status).toBe(404);
    });

    it('keeps the images named in keepImages, adds the new ones and drops the rest (on disk while a revision names them)', async () => {
      const made = await make({}, 3);
      const [first, second, third] = made.image;
      const form = await productForm({ ...update, price: '5', stock: '5', keepImages: JSON.stringify([third, first]) }, 1);
      const res = await admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${made._id}`, { form });
      expect(res.status).toBe(200);
      const image = res.body.product.image;
      expect(image).toHaveLength(3);
      expect(image.slice(0, 2)).toEqual([third, first]);
      expect(made.image).not.toContain(image[2]);
      expect((await getProduct(made._id)).body.product.image).toEqual(image);
      const files = await uploadedFiles(server);
      for (const p of image) expect(files).toContain(fileName(p));
      await expectKeptUntilItemDeleted(server, admin, `/api/v1/admin/product/${made._id}`, [second]);
    });

    const refusedUpdate = async (client: Client, id: string, opts: { json?: unknown; form?: FormData }, status: number) => {
      const before = (await getProduct(id)).body.product;
      const filesBefore = await uploadedFiles(server);
      const res = await client.put<ErrorBody>(`/api/v1/admin/product/${id}`, opts);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect((await getProduct(id)).body.product).toEqual(before);
      expect(await uploadedFiles(server)).toEqual(filesBefore);
      return res.body;
    };

    it('refuses keepImages naming an upload that is neither the product\'s nor in the media library (400), changing nothing', async () => {
      const made = await make({}, 2);
      const form = await productForm({ ...update, price: '5', stock: '5', keepImages: JSON.stringify([made.image[0], `/uploads/${'0'.repeat(32)}_16x16.png`]) }, 1);
      const body = await refusedUpdate(admin, made._id, { form }, 400);
      expect(body.errors?.map((e) => e.path)).toContain('keepImages');
    });

    it('answers 404 for a product that does not exist', async () => {
      const res = await admin.put<ErrorBody>(`/api/v1/admin/product/${UNKNOWN_ID}`, { json: update });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it.each([
      [{ ...update, price: -1 }, 'price'],
      [{ ...update, price: 'abc' }, 'price'],
      [{ ...update, name: '  ' }, 'name'],
      [{ ...update, stock: 1.5 }, 'stock'],
      [{ name: 'Only a name' }, 'price'],
      [{ ...update, kind: 'hardware' }, 'kind'],
      [{ ...update, kind: '' }, 'kind'],
    ])('refuses bad input %# with 400 naming the field, leaving the product unchanged', async (json, field) => {
      const made = await make();
      const body = await refusedUpdate(admin, made._id, { json }, 400);
      expect(body.errors?.map((e) => e.path)).toContain(field);
    });

    it('refuses an upload that is not an image (415), leaving the product and its files unchanged', async () => {
      const made = await make();
      const form = await productForm({ name: 'x', price: '1', stock: '1', description: 'd' }, 0);
      form.append('images', fileBlob(Buffer.from('plain text'), 'image/png'), 'fake.png');
      form.set('imageAlts', JSON.stringify(['Fake']));
      await refusedUpdate(admin, made._id, { form }, 415);
    });

    it('is refused to visitors (401) and to non-admins (403)', async () => {
      const made = await make();
      await refusedUpdate(anon, made._id, { json: update }, 401);
      await refusedUpdate(await nonAdminClient(server), made._id, { json: update }, 403);
    });
  });

  describe('DELETE /api/v1/admin/product/:id', () => {
    it('deletes the product and its image files', async () => {
      const made = await make({}, 2);
      const res = await admin.delete<{ success: boolean; message: string }>(`/api/v1/admin/product/${made._id}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await getProduct(made._id)).status).toBe(404);
      const files = await uploadedFiles(server);
      for (const p of made.image) {
        expect(files).not.toContain(fileName(p));
        expect((await anon.get(p)).status).toBe(404);
      }
    });

    it('answers 404 for a product that does not exist', async () => {
      const res = await admin.delete<ErrorBody>(`/api/v1/admin/product/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('is refused to visitors and keeps the product and its files', async () => {
      const made = await make();
      const res = await anon.delete<ErrorBody>(`/api/v1/admin/product/${made._id}`);
      expect(res.status).toBe(401);
      expect((await getProduct(made._id)).body.product.image).toEqual(made.image);
      expect(await uploadedFiles(server)).toContain(fileName(made.image[0]));
    });
  });

  // Last: it takes the kind column away and back under the running server.
  describe('products from before kinds', () => {
    it('become services when the migration adds the kind, whatever else they hold', async () => {
      const made = await make({ kind: 'physical', name: `Old ${tag()}` });
      const db = server.running.db;
      const kindOf = async (id: string) => (await db.query<Array<{ kind: string }>>('SELECT kind FROM products WHERE id = ?', [id]))[0]?.kind;
      expect(await kindOf(made._id)).toBe('physical');
      const runner = db.createQueryRunner();
      try {
        const migration = new ProductKind1764300000000();
        await migration.down(runner);
        expect((await runner.getTable('products'))?.findColumnByName('kind')).toBeUndefined();
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      // SQLite copies the table to add a column: the search index is put back as at start.
      await repairSearchIndex(db);
      expect(await kindOf(made._id)).toBe('service');
      const res = await admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${made._id}`, { json: { kind: 'physical', name: made.name, price: 1, stock: 1, description: 'd' } });
      expect(res.status).toBe(200);
      expect(await kindOf(made._id)).toBe('physical');
      expect((await list(`?keyword=${encodeURIComponent(made.name)}`)).body.products.map((p) => p._id)).toEqual([made._id]);
    });
  });
});
