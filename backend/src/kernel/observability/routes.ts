import { endpoints, matchPublicPath, NATIVE_FORMS, nativeFormAt, type Endpoint } from '@itsite/shared/contract';
import { Kept } from '../kept.js';

const toPattern = (path: string) => new RegExp(`^${path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

/** The API's routes, each with the pattern its paths match (static segments first, so `/x/new` is not `/x/:id`). */
const API = Object.values<Endpoint>(endpoints)
  .map((e) => ({ method: e.method, path: e.path, pattern: toPattern(e.path), params: (e.path.match(/:/g) ?? []).length }))
  .sort((a, b) => a.params - b.params);

const FIXED = new Set(['/healthz', '/readyz', '/metrics', '/robots.txt', '/sitemap.xml']);

/**
 * What a request is, as logs and metrics name it: the route's pattern, never the raw path (no ids,
 * no slugs, no query), so the names stay few whatever is requested.
 */
export function routeOf(method: string, url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return routes.of(`${method} ${path}`, () => routeOfPath(method, path));
}

/** Paths whose route is kept (by method): the same few are asked for again and again. */
const routes = new Kept<string>(2000);

function routeOfPath(method: string, path: string): string {
  if (path.startsWith('/api/')) {
    const found = API.find((r) => r.method === method && r.pattern.test(path)) ?? API.find((r) => r.pattern.test(path));
    return found ? found.path : '/api/*';
  }
  if (FIXED.has(path)) return path;
  if (path.startsWith('/uploads/')) return '/uploads/:file';
  if (path.startsWith('/assets/')) return '/assets/:file';
  if (/^\/sitemap-\d+\.xml$/.test(path)) return '/sitemap-:part.xml';
  const form = method === 'POST' ? nativeFormAt(path) : undefined;
  // A form on each of a type's pages (an application on /careers/<slug>) is one route.
  if (form) return NATIVE_FORMS[form].page.endsWith('/') ? `${NATIVE_FORMS[form].page}:slug` : path;
  let route: ReturnType<typeof matchPublicPath>;
  try {
    route = matchPublicPath(path);
  } catch {
    return 'page:not-found';
  }
  switch (route.kind) {
    case 'page':
      return route.path;
    case 'blog':
      return '/blog/:slug';
    case 'product':
      return '/product/:slug';
    case 'admin':
      return '/admin/*';
    default:
      return /\.[a-z0-9]{1,8}$/i.test(path) ? 'file' : 'page:not-found';
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A method as metrics label it (anything else is `other`). */
export const methodOf = (method: string | undefined) => (method && METHODS.has(method) ? method : 'other');
