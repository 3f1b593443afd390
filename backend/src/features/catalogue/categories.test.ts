import { describe, expect, it } from 'vitest';
import type { CategoryDto, ErrorBody, ProductDto } from '@itsite/shared/contract';
import { buildCategory, buildProduct } from '../../test/factories.js';
import { Client, DB_KINDS, nonAdminClient, withServer } from '../../test/harness.js';

const UNKNOWN_ID = '000000000000000000000000';
const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 9)}`;

describe.each(DB_KINDS)('categories [%s]', (kind) => {
  const t = withServer(kind, { login: 'web' });

  const list = async () => (await t.anon.get<{ categories: CategoryDto[] }>('/api/v1/admin/categories')).body.categories;
  const getOne = (id: string) => t.anon.get<{ success: boolean; category: CategoryDto }>(`/api/v1/admin/categories/${id}`);

  describe('GET /api/v1/admin/categories', () => {
    it('lists the categories to anyone, signed in or not', async () => {
      const a = await buildCategory(t.admin);
      const b = await buildCategory(t.admin);
      const res = await t.anon.get<{ success: boolean; categories: CategoryDto[] }>('/api/v1/admin/categories');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.categories).toEqual(expect.arrayContaining([a, b]));
      expect(res.body.categories.find((c) => c._id === a._id)).toEqual({
        _id: a._id,
        name: a.name,
        description: `About ${a.name}`,
        createdAt: expect.any(String),
      });
    });
  });

  describe('GET /api/v1/admin/categories/:id', () => {
    it('answers one category to anyone', async () => {
      const made = await buildCategory(t.admin);
      const res = await getOne(made._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, category: made });
    });

    it('answers 404 for a category that does not exist', async () => {
      const res = await t.anon.get<ErrorBody>(`/api/v1/admin/categories/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });
  });

  describe('POST /api/v1/admin/categories', () => {
    it('creates a category (201) that is then listed', async () => {
      const input = { name: uniqueName('Cloud'), description: 'Hosting and backups' };
      const res = await t.admin.post<{ success: boolean; message: string; category: CategoryDto }>('/api/v1/admin/categories', { json: input });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Category added successfully!', category: { ...input, _id: expect.any(String) } });
      expect(await list()).toContainEqual(res.body.category);
    });

    const refusedCreate = async (client: Client, json: unknown, status: number) => {
      const before = await list();
      const res = await client.post<ErrorBody>('/api/v1/admin/categories', { json });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(await list()).toEqual(before);
      return res.body;
    };

    it('refuses a name already taken, ignoring case (409)', async () => {
      const existing = await buildCategory(t.admin, uniqueName('Mobile Apps'));
      await refusedCreate(t.admin, { name: existing.name.toUpperCase(), description: 'Again' }, 409);
      await refusedCreate(t.admin, { name: `  ${existing.name.toLowerCase()}  `, description: 'Again' }, 409);
    });

    it.each([
      [{ name: '', description: 'Something' }, 'name'],
      [{ name: '   ', description: 'Something' }, 'name'],
      [{ name: 'No description', description: '' }, 'description'],
      [{ name: 'x'.repeat(81), description: 'Too long a name' }, 'name'],
      [{ description: 'Missing name' }, 'name'],
    ])('refuses bad input %# with 400 naming the field', async (json, field) => {
      const body = await refusedCreate(t.admin, json, 400);
      expect(body.errors?.map((e) => e.path)).toContain(field);
    });

    it('is refused to visitors (401) and to non-admins (403)', async () => {
      await refusedCreate(t.anon, { name: uniqueName('Anon'), description: 'd' }, 401);
      await refusedCreate(await nonAdminClient(t.server), { name: uniqueName('User'), description: 'd' }, 403);
    });

    it('refuses a cookie session without the X-XSRF-TOKEN header (403)', async () => {
      await refusedCreate(new Client(t.server.url, { cookie: t.admin.auth.cookie }), { name: uniqueName('Forged'), description: 'd' }, 403);
    });
  });

  describe('PUT /api/v1/admin/categories/:id', () => {
    it('updates name and description', async () => {
      const made = await buildCategory(t.admin);
      const input = { name: uniqueName('Renamed'), description: 'New description' };
      const res = await t.admin.put<{ success: boolean; message: string; category: CategoryDto }>(`/api/v1/admin/categories/${made._id}`, { json: input });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Category updated successfully!', category: { ...input, _id: made._id } });
      expect((await getOne(made._id)).body.category).toMatchObject(input);
    });

    it('lets a category keep its own name with different case', async () => {
      const made = await buildCategory(t.admin, uniqueName('Seo'));
      const res = await t.admin.put(`/api/v1/admin/categories/${made._id}`, { json: { name: made.name.toUpperCase(), description: 'Same name' } });
      expect(res.status).toBe(200);
      expect((await getOne(made._id)).body.category.name).toBe(made.name.toUpperCase());
    });

    const refusedUpdate = async (client: Client, id: string, json: unknown, status: number) => {
      const before = (await getOne(id)).body.category;
      const res = await client.put<ErrorBody>(`/api/v1/admin/categories/${id}`, { json });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect((await getOne(id)).body.category).toEqual(before);
      return res.body;
    };

    it("refuses another category's name, ignoring case (409), changing nothing", async () => {
      const taken = await buildCategory(t.admin);
      const made = await buildCategory(t.admin);
      await refusedUpdate(t.admin, made._id, { name: taken.name.toLowerCase(), description: 'Clash' }, 409);
    });

    it('refuses bad input (400), changing nothing', async () => {
      const made = await buildCategory(t.admin);
      const body = await refusedUpdate(t.admin, made._id, { name: ' ', description: 'Blank name' }, 400);
      expect(body.errors?.map((e) => e.path)).toContain('name');
    });

    it('answers 404 for a category that does not exist', async () => {
      const res = await t.admin.put<ErrorBody>(`/api/v1/admin/categories/${UNKNOWN_ID}`, { json: { name: uniqueName('Ghost'), description: 'd' } });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('is refused to visitors (401) and to non-admins (403)', async () => {
      const made = await buildCategory(t.admin);
      await refusedUpdate(t.anon, made._id, { name: uniqueName('Anon'), description: 'd' }, 401);
      await refusedUpdate(await nonAdminClient(t.server), made._id, { name: uniqueName('User'), description: 'd' }, 403);
    });
  });

  describe('DELETE /api/v1/admin/categories/:id', () => {
    it('deletes the category; its products stay, with no category', async () => {
      const made = await buildCategory(t.admin);
      const product = await buildProduct(t.admin, made._id);
      const res = await t.admin.delete<{ success: boolean }>(`/api/v1/admin/categories/${made._id}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await getOne(made._id)).status).toBe(404);
      expect((await list()).map((c) => c._id)).not.toContain(made._id);
      const after = await t.anon.get<{ product: ProductDto }>(`/api/v1/product/${product._id}`);
      expect(after.status).toBe(200);
      expect(after.body.product).toMatchObject({ _id: product._id, name: product.name, category: null, image: product.image });
    });

    it('answers 404 for a category that does not exist', async () => {
      const res = await t.admin.delete<ErrorBody>(`/api/v1/admin/categories/${UNKNOWN_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('is refused to visitors (401) and to non-admins (403), keeping the category', async () => {
      const made = await buildCategory(t.admin);
      expect((await t.anon.delete(`/api/v1/admin/categories/${made._id}`)).status).toBe(401);
      expect((await (await nonAdminClient(t.server)).delete(`/api/v1/admin/categories/${made._id}`)).status).toBe(403);
      expect((await getOne(made._id)).body.category).toEqual(made);
    });
  });
});
