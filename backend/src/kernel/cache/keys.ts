import { z } from 'zod';
import { documentListPage, documentTypes, endpoints, PAGE_PARAMS, type Endpoint } from '@itsite/shared/contract';

/** A document type's list page reads its page, search and filters (content/document.ts). */
const DOCUMENT_LIST_PARAMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(documentTypes).map((type) => [documentListPage(type.kind), ['page', 'q', ...type.site.filters]]),
);
import { PUBLIC_PREFIX } from '../storage/blobs.js';
import { Kept } from '../kept.js';

const toPattern = (path: string) => new RegExp(`^${path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
/** A form token is new on every read (it carries the time it was issued): never kept. */
const FRESH_EVERY_TIME = new Set<string>([endpoints.formToken.path]);
const PUBLIC_GETS = Object.values<Endpoint>(endpoints).filter((e) => e.method === 'GET' && e.access === 'public' && !FRESH_EVERY_TIME.has(e.path));
/** The API's public reads, each with the query parameters it declares (the only ones it reads). */
const PUBLIC_READS = PUBLIC_GETS.filter((e) => e.path.startsWith('/api/')).map((e) => ({ pattern: toPattern(e.path), params: declaredParams(e) }));
/** The health checks say something about this instance at this moment: never cached. */
const HEALTH = new Set(PUBLIC_GETS.filter((e) => !e.path.startsWith('/api/')).map((e) => e.path));

function declaredParams(endpoint: Endpoint): ReadonlySet<string> {
  return new Set(endpoint.query instanceof z.ZodObject ? Object.keys(endpoint.query.shape) : []);
}

/** API paths whose public read (or none) is known: asked on every kept answer's hit. */
const readsKept = new Kept<(typeof PUBLIC_READS)[number] | undefined>(5000);

/** The public read an API path is, if it is one. */
const publicReadOf = (path: string) => readsKept.of(path, () => PUBLIC_READS.find((r) => r.pattern.test(path)));

/** Whether this GET is the same for every visitor: a public API read or a website page. */
export function isPublicRead(path: string): boolean {
  if (path.startsWith('/api/')) return publicReadOf(path) !== undefined;
  if (HEALTH.has(path)) return false;
  if (path.startsWith(PUBLIC_PREFIX) || path.startsWith('/assets/')) return false; // files: their own caching
  if (path === '/admin' || path.startsWith('/admin/') || path === '/wp-admin') return false;
  return true;
}

/** The parameters the answer at `path` depends on: an API read's declared query, a page's PAGE_PARAMS. */
function paramsReadAt(path: string): ReadonlySet<string> | readonly string[] {
  if (path.startsWith('/api/')) return publicReadOf(path)?.params ?? new Set();
  const page = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
  return PAGE_PARAMS[page] ?? DOCUMENT_LIST_PARAMS[page] ?? [];
}

/**
 * A request's address as the cache keys it: the path, and of its query only the parameters the
 * answer reads, in one order. Campaign tags (`utm_*`, `gclid`, `fbclid`, ...), cache-busters and
 * anything else an answer never reads are left out, so `/?utm_source=newsletter` is `/`.
 */
export function normalizedUrl(url: string): string {
  return keyedAddress(url).url;
}

/**
 * `normalizedUrl`, and whether it left out a parameter the address has: such an address (a
 * campaign link's, a cache-buster's) is often new on every request.
 */
export function keyedAddress(url: string): { url: string; leftOut: boolean } {
  const at = url.indexOf('?');
  if (at < 0) return { url, leftOut: false };
  // A page that reads no parameter (most: every campaign link to one) is its path, whatever the query.
  const path = url.slice(0, at);
  const read = paramsReadAt(path);
  if (('size' in read ? read.size : read.length) === 0) return { url: path, leftOut: at < url.length - 1 };
  const has = (name: string) => ('has' in read ? read.has(name) : read.includes(name));
  const given = [...new URLSearchParams(url.slice(at + 1))];
  const pairs = given.filter(([name]) => has(name)).sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const leftOut = pairs.length < given.length;
  if (pairs.length === 0) return { url: path, leftOut };
  return { url: `${path}?${new URLSearchParams(pairs).toString()}`, leftOut };
}
