import { z } from 'zod';
import { endpoints, mediaKinds, megabytes, type Endpoint } from '@itsite/shared/contract';

/**
 * The API as an OpenAPI 3.1 document, generated from the endpoint table and the same zod schemas
 * the server validates with. Request bodies are described as clients send them (`io: 'input'`).
 */
type Json = Record<string, unknown>;

const toSchema = (schema: z.ZodType): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
};

/** `/api/v1/product/:id` → `/api/v1/product/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const signedIn = [{ sessionCookie: [] }, { bearerToken: [] }];
/** Every access but `public` needs a session; `x-access` names the staff area (roles: shared/docs/admin.md#staff-and-roles). */
const SECURITY: Record<Endpoint['access'], Json[]> = { public: [], signedIn, admin: signedIn, content: signedIn, leads: signedIn };

function operation(name: string, e: Endpoint): Json {
  const parameters: Json[] = [...e.path.matchAll(/:(\w+)/g)].map(([, param]) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } }));
  if (e.query) {
    const query = toSchema(e.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [param, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name: param, in: 'query', required: query.required?.includes(param) ?? false, schema });
    }
  }
  const op: Json = {
    operationId: name,
    summary: e.summary,
    tags: [e.tag],
    'x-access': e.access,
    security: SECURITY[e.access],
    parameters,
    responses: {
      [e.method === 'POST' && e.access !== 'signedIn' && name !== 'login' && e.answers !== 200 ? '201' : '200']: { description: 'Done', content: { 'application/json': {} } },
      '400': errorResponse('Bad input: every problem is listed in `errors` with its field path'),
      ...(e.access !== 'public' && { '401': errorResponse('Not signed in'), '403': errorResponse('Not allowed, or the XSRF header is missing') }),
      ...(e.path.includes(':') && { '404': errorResponse('No such record') }),
      ...(e.files && { '413': errorResponse('A file or the request is too large'), '415': errorResponse('A file is not of an accepted kind') }),
      '429': errorResponse('Too many requests; see Retry-After'),
    },
  };
  if (e.body) {
    const body = toSchema(e.body);
    const content: Json = { 'application/json': { schema: body } };
    if (e.files) {
      const properties = { ...((body.properties as Json | undefined) ?? {}) };
      for (const upload of e.files) {
        const kind = mediaKinds[upload.kind];
        properties[upload.field] = {
          type: 'array',
          items: { type: 'string', contentEncoding: 'binary', contentMediaType: kind.mimeTypes.join(', ') },
          maxItems: upload.max,
          description: `${upload.description} (${kind.formats}, up to ${megabytes(kind.maxBytes)} MB each)`,
        };
      }
      content['multipart/form-data'] = { schema: { ...body, properties } };
    }
    op.requestBody = { required: true, content };
  }
  return op;
}

export function openApiDocument(serverUrl?: string): Json {
  const paths: Record<string, Json> = {};
  for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    const path = openApiPath(e.path);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(name, e) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'IT services site API',
      version: '1',
      description:
        'Public reads, the visitor writes (contact form, review, sign-in) and the back office. Errors are `{ success: false, message, errors?: [{ path, message }] }`. Web sessions use the `sid` cookie and must echo the `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header on writes; the desktop console sends `Authorization: Bearer <token>`.',
    },
    ...(serverUrl && { servers: [{ url: serverUrl }] }),
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['success', 'message'],
          properties: {
            success: { const: false },
            message: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearerToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
