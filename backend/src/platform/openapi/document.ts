import { z } from 'zod';
import {
  adminReviewDto,
  auditEntryDto,
  blogDto,
  bulkResult,
  categoryDto,
  endpoints,
  errorBody,
  isJsonAnswer,
  leadDto,
  leadNoteDto,
  mediaItemDto,
  mediaKinds,
  megabytes,
  okMessage,
  outboxMessageDto,
  productDto,
  reviewDto,
  revisionSummaryDto,
  secondSectionDto,
  sessionDto,
  staffDto,
  userDto,
  type Endpoint,
} from '@itsite/shared/contract';

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

/** Answer parts many endpoints share, described once under these names (components/schemas). */
const NAMED_ANSWERS: ReadonlyArray<[string, z.ZodType]> = [
  ['Error', errorBody],
  ['Message', okMessage],
  ['BulkResult', bulkResult],
  ['Product', productDto],
  ['Blog', blogDto],
  ['Category', categoryDto],
  ['Review', reviewDto],
  ['AdminReview', adminReviewDto],
  ['Lead', leadDto],
  ['LeadNote', leadNoteDto],
  ['OutboxMessage', outboxMessageDto],
  ['HomeBanner', secondSectionDto],
  ['User', userDto],
  ['Staff', staffDto],
  ['Session', sessionDto],
  ['MediaItem', mediaItemDto],
  ['AuditEntry', auditEntryDto],
  ['Revision', revisionSummaryDto],
];

const schemaName = (endpoint: string) => `${endpoint[0].toUpperCase()}${endpoint.slice(1)}Answer`;

/**
 * Every answer's JSON Schema (as the server sends it: `io: 'output'`), by name: the shared parts
 * above, and each endpoint's own answer as `<Endpoint>Answer` (one answer several endpoints send
 * is named after the first), each referring to the others by `$ref`.
 */
function answerSchemas(): { schemas: Record<string, Json>; nameOf: Map<z.ZodType, string> } {
  const registry = z.registry<{ id: string }>();
  const nameOf = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, id: string) => {
    if (nameOf.has(schema)) return;
    registry.add(schema, { id });
    nameOf.set(schema, id);
  };
  for (const [id, schema] of NAMED_ANSWERS) add(schema, id);
  for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) if (isJsonAnswer(e.answer)) add(e.answer, schemaName(name));
  const { schemas } = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Json> };
  // zod names each schema by `$id` (its address here); JSON Schema 2020-12 allows no fragment in
  // an `$id`, and the component's key already names it.
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
    delete schema.id;
  }
  return { schemas, nameOf };
}

/** The success response of an endpoint: its answer's schema, or the media type of what it sends. */
function successResponse(e: Endpoint, nameOf: ReadonlyMap<z.ZodType, string>): Json {
  if (!isJsonAnswer(e.answer)) return { description: e.answer.description, content: { [e.answer.mediaType]: { schema: { type: 'string' } } } };
  return { description: 'Done', content: { 'application/json': { schema: { $ref: `#/components/schemas/${nameOf.get(e.answer)}` } } } };
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const signedIn = [{ sessionCookie: [] }, { bearerToken: [] }];
/** Every access but `public` needs a session; `x-access` names the staff area (roles: shared/docs/admin.md#staff-and-roles). */
const SECURITY: Record<Endpoint['access'], Json[]> = { public: [], signedIn, admin: signedIn, content: signedIn, leads: signedIn, applications: signedIn };

function operation(name: string, e: Endpoint, nameOf: ReadonlyMap<z.ZodType, string>): Json {
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
      [successStatus(name, e)]: successResponse(e, nameOf),
      '400': errorResponse('Bad input: every problem is listed in `errors` with its field path'),
      ...(e.access !== 'public' && { '401': errorResponse('Not signed in'), '403': errorResponse('Not allowed, or the XSRF header is missing') }),
      ...(e.path.includes(':') && { '404': errorResponse('No such record') }),
      ...((e.files || e.attachments) && { '413': errorResponse('A file or the request is too large'), '415': errorResponse('A file is not of an accepted kind') }),
      ...(e.answers === 202 && { '413': errorResponse('The body is too large') }),
      ...(e.body && !e.files && !e.attachments && { '413': errorResponse('The body is too large'), '415': errorResponse('The body is not JSON') }),
      ...(e.files && { '415': errorResponse('The body is not JSON or multipart/form-data, or a file is not of an accepted kind') }),
      ...(e.limit === 'publicWrite' && {
        '409': errorResponse('A request with this Idempotency-Key is still in progress; try again shortly'),
        '422': errorResponse('This Idempotency-Key was already used for another request'),
      }),
      ...((e.files || e.attachments) && { '507': errorResponse("The server's disk is full: nothing was stored") }),
      '429': errorResponse('Too many requests; see Retry-After'),
    },
  };
  // The endpoint's own cases; a status its kind already has says both.
  const responses = op.responses as Record<string, { description: string }>;
  for (const [status, when] of Object.entries(e.errors ?? {})) responses[status] = errorResponse(responses[status] ? `${when}; or: ${responses[status].description}` : when);
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
    if (e.attachments) {
      const properties = { ...((body.properties as Json | undefined) ?? {}) };
      for (const file of e.attachments) {
        properties[file.field] = { type: 'string', contentEncoding: 'binary', contentMediaType: file.mediaTypes, description: `${file.description} (up to ${megabytes(file.maxBytes)} MB)` };
      }
      // Only multipart: the file is part of the body.
      content['multipart/form-data'] = { schema: { ...body, properties, required: [...((body.required as string[] | undefined) ?? []), ...e.attachments.map((f) => f.field)] } };
      delete content['application/json'];
    }
    op.requestBody = { required: true, content };
  }
  return op;
}

/** The status of an endpoint's success: 201 for a POST that creates, 202 for one that takes something in for later, else 200. */
export const successStatus = (name: string, e: Endpoint): 200 | 201 | 202 =>
  e.answers === 202 ? 202 : e.method === 'POST' && e.access !== 'signedIn' && name !== 'login' && e.answers !== 200 ? 201 : 200;

export function openApiDocument(serverUrl?: string): Json {
  const paths: Record<string, Json> = {};
  const { schemas, nameOf } = answerSchemas();
  for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    const path = openApiPath(e.path);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(name, e, nameOf) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'IT services site API',
      version: '1',
      description:
        'Public reads, the visitor writes (contact form, review, sign-in) and the back office. Errors are `{ success: false, message, errors?: [{ path, message }] }`. Web sessions use the `sid` cookie and must echo the `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header on writes; the desktop console sends `Authorization: Bearer <token>`.',
      // An SPDX expression: a licence of the owner's own (all rights reserved), not an open one.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    // Unless the caller names the server, the paths are relative to where the document is served.
    servers: [serverUrl ? { url: serverUrl } : { url: '/', description: 'This server' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearerToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
