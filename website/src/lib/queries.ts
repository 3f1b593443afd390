import { publicDocuments, type PublicApiClient } from '@itsite/shared/api';
import { BLOG_MAX_PAGE_SIZE, type BlogCategory } from '@itsite/shared/contract/constants';
import type { DocumentKind } from '@itsite/shared/contract/documents';

/**
 * Each public read a page makes, named once: its key in the read store and how to load it. The
 * page that shows the data, the prefetch of a link to it and the server render that embeds it all
 * take the read from here, so they always agree on the key.
 */
export interface Query<T> {
  key: string;
  load: () => Promise<T>;
}

export interface ProductsQuery {
  keyword: string;
  page: number;
  category: string;
}

export const queries = {
  settings: (api: PublicApiClient) => ({ key: 'settings', load: () => api.settings.get() }),
  // The header's menu: a few blogs per category, ids, slugs and titles only (not every blog).
  blogMenu: (api: PublicApiClient) => ({ key: 'blog-menu', load: () => api.blogs.menu() }),
  // A service page's blogs: the newest page of its category, as large as the server allows.
  serviceBlogs: (api: PublicApiClient, category: BlogCategory) => ({
    key: `blogs?category=${category}`,
    load: () => api.blogs.list({ category, limit: BLOG_MAX_PAGE_SIZE }),
  }),
  categories: (api: PublicApiClient) => ({ key: 'categories', load: () => api.categories.list() }),
  secondSections: (api: PublicApiClient) => ({ key: 'second-sections', load: () => api.secondSections.list() }),
  reviews: (api: PublicApiClient, page: number, size: number) => ({ key: `reviews?page=${page}&size=${size}`, load: () => api.reviews.list(page, size) }),
  reviewSummary: (api: PublicApiClient) => ({ key: 'reviews/summary', load: () => api.reviews.summary() }),
  // Any price, ratings 0: the catalogue names no upper price so every product can appear; the page
  // size comes from the server.
  products: (api: PublicApiClient, q: ProductsQuery) => ({
    key: `products?${new URLSearchParams({ keyword: q.keyword, page: String(q.page), category: q.category }).toString()}`,
    load: () => api.products.list({ keyword: q.keyword, page: q.page, category: q.category || undefined, priceGte: 0, ratingsGte: 0 }),
  }),
  // A page's record by its address's slug (an old slug or an id answers the record too; its page then moves to the slug's address).
  product: (api: PublicApiClient, slug: string) => ({ key: `product:${slug}`, load: () => api.products.bySlug(slug) }),
  blog: (api: PublicApiClient, slug: string) => ({ key: `blog:${slug}`, load: () => api.blogs.bySlug(slug) }),
  // A document type's list page (its address's search: page, q, filters) and one document's page.
  documents: <D extends DocumentKind>(api: PublicApiClient, kind: D, search: URLSearchParams) => ({
    key: `${kind}s?${search.toString()}`,
    load: () => publicDocuments(api)(kind).list(Object.fromEntries(search)),
  }),
  document: <D extends DocumentKind>(api: PublicApiClient, kind: D, slug: string) => ({ key: `${kind}:${slug}`, load: () => publicDocuments(api)(kind).bySlug(slug) }),
} satisfies Record<string, (api: PublicApiClient, ...args: never[]) => Query<unknown>>;

/** The catalogue's query from an address's search part: the page the address shows. */
export function productsQueryOf(search: URLSearchParams): ProductsQuery {
  const n = Number(search.get('page'));
  return { keyword: (search.get('keyword') ?? '').trim(), page: Number.isInteger(n) && n >= 1 ? n : 1, category: search.get('category') ?? '' };
}
