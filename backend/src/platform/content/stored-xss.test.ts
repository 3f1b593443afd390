import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogDto, ProductDto } from '@itsite/shared/contract';
import { blogForm, buildCategory, buildProduct, productFields, productForm } from '../../test/factories.js';
import { DB_KINDS, withServer } from '../../test/harness.js';
import { XSS_PAYLOADS } from '../../test/xssPayloads.js';

/** What would let stored text run in a visitor's browser. */
const RUNNABLE = /<script|javascript:|vbscript:|data:text|\son\w+\s*=|<iframe|<img|<svg|<object|<embed|<style|<base|<meta|<form|<input/i;

describe.each(DB_KINDS)('rich text is stored sanitized, whatever the client sends [%s]', (kind) => {

  let categoryId: string;

  const t = withServer(kind, { login: 'web' });
  beforeAll(async () => {
    
    categoryId = (await buildCategory(t.admin))._id;
  });

  const xssProduct = (description: string) => productFields({ name: 'Secure hosting', description, category: categoryId });
  const publicProduct = async (id: string) => (await t.anon.get<{ product: ProductDto }>(`/api/v1/product/${id}`)).body.product;

  it('a product description keeps its formatting and loses every script path, on create and on update', async () => {
    const created = await t.admin.post<{ product: ProductDto }>('/api/v1/admin/product/new', {
      form: await productForm(xssProduct('<h2>Specs</h2><p><strong>Fast</strong> <a href="javascript:alert(1)">here</a> <a href="https://example.com">docs</a></p><script>alert(1)</script>'), 1),
    });
    expect(created.status).toBe(201);
    const id = created.body.product._id;
    expect((await publicProduct(id)).description).toBe('<h2>Specs</h2><p><strong>Fast</strong> here <a href="https://example.com" rel="noopener">docs</a></p>');

    // Every known payload, one update each: what visitors are answered never holds a script path.
    for (const payload of XSS_PAYLOADS) {
      const res = await t.admin.put<{ product: ProductDto }>(`/api/v1/admin/product/${id}`, { form: await productForm(xssProduct(`<p>Safe words</p>${payload}`), 0) });
      expect(res.status, payload).toBe(200);
      const stored = (await publicProduct(id)).description;
      expect(stored, payload).not.toMatch(RUNNABLE);
      expect(stored).toContain('<p>Safe words</p>');
    }
  });

  it('a description that is nothing but refused markup is a 400 naming the field, and nothing is stored', async () => {
    const before = (await t.admin.get<{ total: number }>('/api/v1/admin/products')).body.total;
    const res = await t.admin.post<{ errors: Array<{ path: string }> }>('/api/v1/admin/product/new', {
      form: await productForm(xssProduct('<script>alert(1)</script><img src=x onerror=alert(1)>'), 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.path)).toEqual(['description']);
    expect((await t.admin.get<{ total: number }>('/api/v1/admin/products')).body.total).toBe(before);

    const product = await buildProduct(t.admin, categoryId, { description: '<p>Kept</p>' });
    const update = await t.admin.put(`/api/v1/admin/product/${product._id}`, { form: await productForm(xssProduct('<svg onload=alert(1)></svg>'), 0) });
    expect(update.status).toBe(400);
    expect((await publicProduct(product._id)).description).toBe('<p>Kept</p>');
  });

  it('plain text from a client before rich text keeps its paragraphs', async () => {
    const product = await buildProduct(t.admin, categoryId, { description: 'First line\nsecond line\n\nNew paragraph & more' });
    expect((await publicProduct(product._id)).description).toBe('<p>First line<br />second line</p><p>New paragraph &amp; more</p>');
  });

  it('blog sections are sanitized too, and a section left without words is named in the 400', async () => {
    const payload = '<h3>Steps</h3><ol><li>One</li></ol><p onclick="alert(1)">Two <a href="  javascript:alert(1)">x</a></p><iframe src="https://evil.example"></iframe>';
    const created = await t.admin.post<{ data: BlogDto }>('/api/v1/blogs', { form: await blogForm({}, [{ heading: 'A', description: payload }]) });
    expect(created.status).toBe(201);
    const blog = (await t.anon.get<{ data: BlogDto }>(`/api/v1/blogs/${created.body.data._id}`)).body.data;
    expect(blog.content[0]?.description).toBe('<h3>Steps</h3><ol><li>One</li></ol><p>Two x</p>');

    const refused = await t.admin.post<{ errors: Array<{ path: string }> }>('/api/v1/blogs', {
      form: await blogForm({}, [
        { heading: 'A', description: '<p>fine</p>' },
        { heading: 'B', description: '<script>alert(1)</script>' },
      ]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.path)).toEqual(['content.1.description']);
  });
});
