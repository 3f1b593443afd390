import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, isJsonAnswer, type Endpoint } from '@itsite/shared/contract';
import { webLogin, withServer } from '../../test/harness.js';
import { checkErrorAnswers, createAnswerCheck } from './answerCheck.js';
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

  it('passes the ecosystem\'s validators: swagger-parser, and Redocly\'s linter with its recommended rules, with no error and no warning', async () => {
    const { body } = await t.anon.get<OpenApiDoc>('/api/openapi.json');
    // swagger-parser resolves every $ref and validates the whole document (it changes what it is given).
    await expect(SwaggerParser.validate(structuredClone(body) as unknown as OpenAPIV3_1.Document)).resolves.toBeDefined();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await fs.writeFile(file, JSON.stringify(body));
      const redocly = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'redocly');
      // Exit 1 on an error; --max-problems keeps every warning in the report.
      const { stdout } = await promisify(execFile)(redocly, ['lint', file, '--format=json', '--max-problems=1000'], { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }).catch((err: { stdout: string }) => err);
      const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('holds only schemas that are valid JSON Schema 2020-12 (what OpenAPI 3.1 takes): no fragment in an $id', async () => {
    const { body } = await t.anon.get<OpenApiDoc & { components: { schemas: Record<string, object> } }>('/api/openapi.json');
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const invalid = (schema: object) => (ajv.validateSchema(schema) ? [] : (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`));
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(body.components.schemas)) problems.push(...invalid(schema).map((p) => `components/schemas/${name}${p}`));
    for (const [at, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops) as Array<[string, { parameters?: Array<{ name: string; schema: object }>; requestBody?: { content: Record<string, { schema: object }> } }]>) {
        for (const parameter of op.parameters ?? []) problems.push(...invalid(parameter.schema).map((p) => `${method} ${at} ${parameter.name}${p}`));
        for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) problems.push(...invalid(content.schema).map((p) => `${method} ${at} ${type}${p}`));
      }
    }
    expect(problems).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('"$id"');
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
    // An error status its operation does not document is a mismatch too; its own cases are documented.
    expect(check.statusProblem(endpoints.me, 409)).toMatch(/me answered 409, which its operation does not document/);
    expect(check.statusProblem(endpoints.login, 401)).toBeNull();
    expect(check.statusProblem(endpoints.setPassword, 410)).toBeNull();
    expect(check.statusProblem(endpoints.deleteMedia, 409)).toBeNull();
    expect(check.statusProblem(endpoints.listProducts, 410)).toMatch(/listProducts answered 410/);
  });

  it('refuses an undocumented error status in a test server: the answer becomes a 500 naming it', async () => {
    const check = await createAnswerCheck();
    const answer = async (endpoint: Endpoint, status: number) => {
      const ctx = { method: endpoint.method, path: endpoint.path, status, body: { success: false, message: 'Refused' } as unknown, deps: { answerCheck: check }, state: { answerEndpoint: endpoint } };
      const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
      try {
        await checkErrorAnswers(ctx as unknown as Parameters<typeof checkErrorAnswers>[0], () => Promise.resolve());
      } finally {
        stderr.mockRestore();
      }
      return { status: ctx.status, message: (ctx.body as { message: string }).message };
    };
    expect(await answer(endpoints.me, 409)).toEqual({ status: 500, message: expect.stringMatching(/GET \/api\/v1\/me does not match the OpenAPI document: me answered 409/) as string });
    expect(await answer(endpoints.login, 401)).toEqual({ status: 401, message: 'Refused' });
    expect(await answer(endpoints.sendContactMessage, 422)).toEqual({ status: 422, message: 'Refused' });
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
