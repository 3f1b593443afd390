import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../test/harness.js';
import { openApiPath } from './document.js';

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security: unknown[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } }>>;
}

describe('API reference', () => {
  let server: TestServer;
  let anon: Client;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    anon = new Client(server.url);
  });
  afterAll(() => server?.close());

  it('serves an OpenAPI 3.1 document listing every route the server registered, method by method', async () => {
    const res = await anon.get<OpenApiDoc>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const registered = server.running.app.router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m.toLowerCase()} ${openApiPath(String(layer.path))}`),
    );
    expect(registered.length).toBeGreaterThan(30);
    const documented = Object.entries(res.body.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('describes bodies from the schemas the server validates with, files included', async () => {
    const { body } = await anon.get<OpenApiDoc>('/api/openapi.json');
    const create = body.paths['/api/v1/admin/product/new'].post;
    const json = create.requestBody?.content['application/json'].schema;
    expect(Object.keys(json?.properties ?? {})).toEqual(expect.arrayContaining(['name', 'description', 'price', 'stock', 'category', 'ratings']));
    expect(json?.properties.name).toMatchObject({ type: 'string', maxLength: 200 });
    expect(create.requestBody?.content['multipart/form-data'].schema.properties).toHaveProperty('images');
    expect(create.security).not.toEqual([]);
    expect(body.paths['/api/v1/contact'].post.security).toEqual([]);
    expect(body.paths['/api/reviews'].post.requestBody?.content['application/json'].schema.properties.rating).toBeDefined();
  });

  it('serves a readable page that needs nothing from outside and runs no script', async () => {
    const res = await fetch(`${server.url}/api/docs`);
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
