import { endpoints, type Endpoint } from '@itsite/shared/contract';
import type { AppMiddleware, AppRouteMiddleware } from '../../kernel/context.js';
import { openApiDocument, openApiPath, successStatus } from './document.js';

/**
 * Checks every answer the API sends against the OpenAPI document it publishes: a success against
 * its endpoint's answer schema, an error against the error schema. On in the test servers
 * (`CHECK_ANSWERS=1`: every API test and browser test), off in production. An answer that does
 * not match is replaced by a 500 naming the mismatch, so the test that provoked it fails there.
 *
 * The schemas are the document's own (JSON Schema 2020-12, checked by Ajv), not the zod schemas
 * they come from: what is checked is what clients are told.
 */

type Validate = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };

export interface AnswerCheck {
  /** The problem with `body` as the success answer of `endpoint` with `status`, or null when it matches. */
  problem(endpoint: Endpoint, status: number, body: unknown): string | null;
  /** The problem with `body` as an error answer with `status` (JSON only), or null when it matches. */
  errorProblem(status: number, body: unknown): string | null;
  /** The problem with `status` as an error answer of `endpoint`: one its operation does not document. */
  statusProblem(endpoint: Endpoint, status: number): string | null;
}

export async function createAnswerCheck(): Promise<AnswerCheck> {
  // Only the test servers load the validator (a development dependency).
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const doc = openApiDocument() as { components: { schemas: Record<string, unknown> }; paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };
  const compiled = new Map<string, Validate>();
  const validatorFor = (ref: unknown, key: string): Validate => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ ...(ref as object), components: doc.components }) as Validate;
      compiled.set(key, validate);
    }
    return validate;
  };
  const nameOf = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, e]) => [e as Endpoint, name]));
  const describe = (validate: Validate) => (validate.errors ?? []).map((e) => `${e.instancePath || '(the answer)'} ${e.message ?? ''}`).join('; ');

  const errorProblem = (status: number, body: unknown) => {
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return null;
    const validate = validatorFor({ $ref: '#/components/schemas/Error' }, 'Error');
    return validate(body) ? null : `error answer ${status}: ${describe(validate)}`;
  };

  return {
    errorProblem,
    statusProblem(endpoint, status) {
      const responses = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]?.responses;
      if (!responses || String(status) in responses) return null;
      return `${nameOf.get(endpoint) ?? endpoint.path} answered ${status}, which its operation does not document (it documents ${Object.keys(responses).join(', ')})`;
    },
    problem(endpoint, status, body) {
      if (status >= 400) return errorProblem(status, body);
      const name = nameOf.get(endpoint);
      if (!name) return null;
      const response = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]?.responses[String(successStatus(name, endpoint))];
      const schema = response?.content?.['application/json']?.schema;
      if (!schema) return null;
      if (status !== successStatus(name, endpoint) && status !== 304) return `${name} answered ${status}; its success is documented as ${successStatus(name, endpoint)}`;
      if (status === 304) return null;
      const validate = validatorFor(schema, name);
      return validate(body) ? null : `${name}: ${describe(validate)}`;
    },
  };
}

/** Fails an answer that does not match: a 500 naming the mismatch, also written to stderr for the test's log. */
function refuse(ctx: Parameters<AppMiddleware>[0], problem: string) {
  const message = `Answer check: ${ctx.method} ${ctx.path} does not match the OpenAPI document: ${problem}`;
  process.stderr.write(`${message}\n`);
  ctx.status = 500;
  ctx.body = { success: false, message };
}

/** In an endpoint's chain (platform/http/route.ts): its success answers. */
export function checkSuccessAnswer(endpoint: Endpoint): AppRouteMiddleware {
  return async (ctx, next) => {
    const check = ctx.deps.answerCheck;
    if (!check) {
      await next();
      return;
    }
    // For the error answers' check (checkErrorAnswers): whose statuses this answer's are.
    ctx.state.answerEndpoint = endpoint;
    await next();
    if (ctx.status >= 400) return;
    const problem = check.problem(endpoint, ctx.status, ctx.body);
    if (problem) refuse(ctx, problem);
  };
}

/** Around the error handler (app.ts): the API's error answers, in the shape and with a status their operation documents. */
export const checkErrorAnswers: AppMiddleware = async (ctx, next) => {
  await next();
  const check = ctx.deps.answerCheck;
  if (!check || ctx.status < 400 || !ctx.path.startsWith('/api/')) return;
  const endpoint = ctx.state.answerEndpoint;
  // A 500 is a fault, never a documented case: its own message says more than this check would.
  const problem = check.errorProblem(ctx.status, ctx.body) ?? (endpoint && ctx.status !== 500 ? check.statusProblem(endpoint, ctx.status) : null);
  if (problem) refuse(ctx, problem);
};
