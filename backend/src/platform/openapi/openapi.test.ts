import { createHash } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpoints, isJsonAnswer, type Endpoint } from '@itsite/shared/contract';
import { webLogin, withServer } from '../../test/harness.js';
import { createAnswerCheck } from './answerCheck.js';
import { openApiPath } from './document.js';

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security: unknown[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } }>>;
}

describe('API reference', () => {
  const t = withServer('sqlite');

  it('serves an OpenAPI 3.1 document listing every route the server registered, method by method', async () => {
    const res = await t.anon.get<OpenApiDoc>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const registered = t.server.running.app.router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m.toLowerCase()} ${openApiPath(String(layer.path))}`),
    );
    expect(registered.length).toBeGreaterThan(30);
    const documented = Object.entries(res.body.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('describes bodies from the schemas the server validates with, files included', async () => {
    const { body } = await t.anon.get<OpenApiDoc>('/api/openapi.json');
    const create = body.paths['/api/v1/admin/product/new'].post;
    const json = create.requestBody?.content['application/json'].schema;
    expect(Object.keys(json?.properties ?? {})).toEqual(expect.arrayContaining(['name', 'description', 'price', 'stock', 'category', 'ratings']));
    expect(json?.properties.name).toMatchObject({ type: 'string', maxLength: 200 });
    expect(create.requestBody?.content['multipart/form-data'].schema.properties).toHaveProperty('images');
    expect(create.security).not.toEqual([]);
    expect(body.paths['/api/v1/contact'].post.security).toEqual([]);
    expect(body.paths['/api/reviews'].post.requestBody?.content['application/json'].schema.properties.rating).toBeDefined();
  });

  it('is a valid OpenAPI 3.1 document, by a standard validator of the specification', async () => {
    const { body } = await t.anon.get<OpenApiDoc>('/api/openapi.json');
    const result = await new Validator().validate(body as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the answer of every endpoint: a schema for JSON, a media type for the rest, and the error shape', async () => {
    const { body } = await t.anon.get<OpenApiDoc & { components: { schemas: Record<string, unknown> } }>('/api/openapi.json');
    for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
      const responses = (body.paths[openApiPath(e.path)][e.method.toLowerCase()] as unknown as { responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }> }).responses;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      expect(success, name).toBeDefined();
      const content = success![1].content;
      if (isJsonAnswer(e.answer)) {
        const ref = content['application/json'].schema.$ref ?? '';
        expect(body.components.schemas[ref.replace('#/components/schemas/', '')], `${name}: ${ref}`).toBeDefined();
      } else expect(Object.keys(content), name).toEqual([e.answer.mediaType]);
      expect(responses['400'].content['application/json'].schema.$ref, name).toBe('#/components/schemas/Error');
    }
    // A product's answer lists its fields, as a client reads them.
    expect(body.components.schemas.Product).toMatchObject({ type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, image: { type: 'array' } } });
  });

  it('checks answers against the document: a missing field, an undeclared one, a wrong type or a wrong status is a mismatch', async () => {
    const check = await createAnswerCheck();
    const admin = await webLogin(t.server.url);
    const { body: me } = await admin.get<Record<string, unknown>>('/api/v1/me');
    expect(check.problem(endpoints.me, 200, me)).toBeNull();
    const user = me.user as Record<string, unknown>;
    expect(check.problem(endpoints.me, 200, { ...me, user: { ...user, email: undefined } })).toMatch(/email/);
    expect(check.problem(endpoints.me, 200, { ...me, user: { ...user, passwordHash: 'x' } })).toMatch(/additional/);
    expect(check.problem(endpoints.me, 200, { ...me, user: { ...user, role: 'owner' } })).toMatch(/role/);
    expect(check.problem(endpoints.me, 201, me)).toMatch(/documented as 200/);
    expect(check.problem(endpoints.me, 404, { success: false, message: 'Not found' })).toBeNull();
    expect(check.problem(endpoints.me, 404, { error: 'Not found' })).toMatch(/error answer 404/);
  });

  it('serves a readable page that needs nothing from outside and runs no script', async () => {
    const res = await fetch(`${t.server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<code>/api/v1/admin/product/{id}</code>');
    expect(html).toContain('Create a product with its images');
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema\.org)/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
