import { endpoints } from '@itsite/shared/contract';
import type { AppRouter } from '../../kernel/context.js';
import { openApiDocument } from '../../platform/openapi/document.js';
import { API_PAGE_CSP, apiReferencePage } from '../../platform/openapi/page.js';
import { route } from '../../platform/http/route.js';

/** The API's own reference, generated from the endpoint table (built once, on first request). */
export function registerReferenceRoutes(router: AppRouter) {
  let doc: Record<string, unknown> | undefined;
  let page: string | undefined;
  const document = () => (doc ??= openApiDocument());

  route(router, endpoints.openapi, (ctx) => {
    ctx.body = document();
  });

  route(router, endpoints.apiDocs, (ctx) => {
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', API_PAGE_CSP);
    ctx.body = page ??= apiReferencePage(document());
  });
}
