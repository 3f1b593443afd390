import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES, type AuditRecordType, type DocumentKind } from '@itsite/shared/contract';

/**
 * What a cached answer depends on, and what a write touches, as tags: a cached page or API answer
 * is refreshed when a write touches one of its tags (targeted invalidation, as Ghost's endpoints
 * declare `cacheInvalidate`). `*` on either side means everything.
 *
 * - `products`, `blogs`, `reviews`, `categories`, `settings`, `homeContent`: lists and settings.
 * - `product:<id>`, `blog:<id>`: one item's page and answers; `product`, `blog`: every item's page
 *   (a category renamed shows on every product page); `product:?`, `blog:?`: a page that found no
 *   item (a 404 for a slug, a draft), which any write of that kind may turn into a page.
 */
export const EVERYTHING = '*';

/** The tags of one API read's answer, from its path and body (a page gets the tags of every read it made). */
export function tagsOfRead(apiPath: string, body: unknown): string[] {
  const path = apiPath.split('?')[0] ?? apiPath;
  if (path === '/api/v1/products') return ['products'];
  if (path.startsWith('/api/v1/product/')) return itemTags('product', idIn(body, 'product'));
  if (path === '/api/v1/blogs' || path === '/api/v1/blogs/menu') return ['blogs'];
  if (path.startsWith('/api/v1/blogs/')) return itemTags('blog', idIn(body, 'blog') ?? idIn(body, 'data'));
  if (path.startsWith('/api/v1/admin/categories')) return ['categories'];
  if (path.startsWith('/api/v1/second-sections')) return ['homeContent'];
  if (path === '/api/reviews' || path === '/api/reviews/summary') return ['reviews'];
  if (path === '/api/v1/settings') return ['settings'];
  for (const kind of DOCUMENT_KIND_NAMES) {
    const base = `/api/v1/${DOCUMENT_KINDS[kind].segment}`;
    if (path === base) return [listTag(kind)];
    if (path.startsWith(`${base}/`)) return itemTags(kind, idIn(body, 'data'));
  }
  // The API's description changes with a release, never with content.
  if (path === '/api/openapi.json' || path === '/api/docs') return ['release'];
  return [EVERYTHING];
}

const itemTags = (kind: 'product' | 'blog' | DocumentKind, id: string | undefined) => [kind, id ? `${kind}:${id}` : `${kind}:?`];

/** A document type's list (its pages and the lists on other pages): `caseStudy:list`. */
const listTag = (kind: DocumentKind) => `${kind}:list`;

function idIn(body: unknown, field: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const item = (body as Record<string, unknown>)[field];
  const id = item && typeof item === 'object' ? (item as { _id?: unknown })._id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * What a write of a record touches, by the record type its endpoint declares for the audit log
 * (`audit.record` in the endpoint table) and the record's id when there is one. Leads, alerts,
 * sessions and the two-step rule show nowhere public.
 */
export function touchedBy(record: AuditRecordType, id: string | null): string[] {
  switch (record) {
    case 'product':
      return id ? ['products', `product:${id}`, 'product:?'] : ['products', 'product'];
    case 'blog':
      return id ? ['blogs', `blog:${id}`, 'blog:?'] : ['blogs', 'blog'];
    case 'category':
      return ['categories', 'products', 'product'];
    case 'review':
      return ['reviews'];
    case 'homeContent':
      return ['homeContent'];
    case 'settings':
    case 'portrait':
      return ['settings'];
    // An author's name shows on their posts.
    case 'staff':
    case 'account':
      return ['blogs', 'blog'];
    case 'lead':
    case 'application':
    case 'leadAlert':
    case 'leadSettings':
    case 'session':
    case 'security':
      return [];
    // A media item's alt text or file may show on any page.
    case 'media':
      return [EVERYTHING];
    // A document type's (documents.ts): its page and the lists that show it.
    default:
      return id ? [listTag(record), `${record}:${id}`, `${record}:?`] : [listTag(record), record];
  }
}

/**
 * What a write of reviews touches: for the company's reviews (product null) their list, for a
 * product's its page and the product lists (which answer each product's reviews' summary). The
 * review routes name these themselves: the audit's record id is the review's, not its product's.
 */
export function touchedByReviews(productIds: ReadonlyArray<string | null>): string[] {
  const products = [...new Set(productIds.filter((id): id is string => id !== null))];
  return [...(productIds.includes(null) ? ['reviews'] : []), ...(products.length ? ['products', ...products.map((id) => `product:${id}`)] : [])];
}

/** Whether an answer with `tags` is touched by a write that touches `touched`. */
export function isTouched(tags: ReadonlySet<string>, touched: readonly string[]): boolean {
  if (tags.has(EVERYTHING)) return touched.length > 0;
  return touched.some((tag) => tag === EVERYTHING || tags.has(tag));
}
