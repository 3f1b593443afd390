import type { BlogCategory } from '../contract/constants.js';
import type { AnswerOf } from '../contract/endpoints.js';
import { fill, publicPaths as paths } from '../contract/publicPaths.js';
import type { ContactInput, ReviewCreateInput } from '../contract/schemas.js';
import { ApiTransport, queryString, type FormGuardFields, type RequestOptions } from './transport.js';

/**
 * The API as visitors' pages call it: the public reads and a visitor's writes. The back office's
 * client (client.ts) has these same calls and its own, so a public page does not download the
 * back office's hundred.
 */

export interface ProductQueryParams {
  keyword?: string;
  page?: number;
  priceGte?: number;
  priceLte?: number;
  ratingsGte?: number;
  category?: string;
}

/** A list's page. */
export interface PageParams {
  page?: number;
  limit?: number;
}
export interface BlogListParams extends PageParams {
  category?: BlogCategory;
}

export const publicProducts = (api: ApiTransport) => ({
  list: (q: ProductQueryParams = {}) => {
    const params = new URLSearchParams();
    if (q.keyword) params.set('keyword', q.keyword);
    if (q.page) params.set('page', String(q.page));
    if (q.priceGte !== undefined) params.set('price[gte]', String(q.priceGte));
    if (q.priceLte !== undefined) params.set('price[lte]', String(q.priceLte));
    if (q.ratingsGte !== undefined) params.set('ratings[gte]', String(q.ratingsGte));
    if (q.category) params.set('category', q.category);
    const qs = params.toString();
    return api.request<AnswerOf<'listProducts'>>('GET', qs ? `${paths.listProducts}?${qs}` : paths.listProducts);
  },
  get: (id: string) => api.request<AnswerOf<'getProduct'>>('GET', fill(paths.getProduct, id)),
  /** The product a page address names: its slug, a slug it had, or its id (`slug` in the answer is its address now). */
  bySlug: (slug: string) => api.request<AnswerOf<'getProductBySlug'>>('GET', fill(paths.getProductBySlug, slug)),
});

export const publicCategories = (api: ApiTransport) => ({
  list: () => api.request<AnswerOf<'listCategories'>>('GET', paths.listCategories),
  get: (id: string) => api.request<AnswerOf<'getCategory'>>('GET', fill(paths.getCategory, id)),
});

export const publicBlogs = (api: ApiTransport) => ({
  /** One page of blogs, newest first (20 unless `limit` says otherwise, at most 50). */
  list: (q: BlogListParams = {}) => api.request<AnswerOf<'listBlogs'>>('GET', paths.listBlogs + queryString(q)),
  /** The header's menu: each category's newest blogs, ids, slugs and titles. */
  menu: () => api.request<AnswerOf<'blogMenu'>>('GET', paths.blogMenu),
  get: (id: string) => api.request<AnswerOf<'getBlog'>>('GET', fill(paths.getBlog, id)),
  /** The blog a page address names: its slug, a slug it had, or its id (`slug` in the answer is its address now). */
  bySlug: (slug: string) => api.request<AnswerOf<'getBlogBySlug'>>('GET', fill(paths.getBlogBySlug, slug)),
});

export const publicSecondSections = (api: ApiTransport) => ({
  list: () => api.request<AnswerOf<'listSecondSections'>>('GET', paths.listSecondSections),
  get: (id: string) => api.request<AnswerOf<'getSecondSection'>>('GET', fill(paths.getSecondSection, id)),
});

export const publicSettings = (api: ApiTransport) => ({
  /** `mediaBaseUrl`: where pages fetch uploaded files from, when not from this server (S3_PUBLIC_URL). */
  get: () => api.request<AnswerOf<'getSettings'>>('GET', paths.getSettings),
});

export const publicContact = (api: ApiTransport) => ({
  /** A visitor's form: the body may carry the spam screen's `formToken` and honeypot, `options.headers` an Idempotency-Key. */
  send: (body: ContactInput & FormGuardFields, options?: RequestOptions) => api.request<AnswerOf<'sendContactMessage'>>('POST', paths.sendContactMessage, body, options),
  /** A signed "form shown at" token for the spam screen (send it as `formToken`). */
  formToken: () => api.request<AnswerOf<'formToken'>>('GET', paths.formToken),
});

export const publicReviews = (api: ApiTransport) => ({
  list: (page: number, limit = 10) => api.request<AnswerOf<'listReviews'>>('GET', `${paths.listReviews}?page=${page}&limit=${limit}`),
  /** The company's rating from its approved reviews (null with none). */
  summary: () => api.request<AnswerOf<'reviewSummary'>>('GET', paths.reviewSummary),
  submit: (body: ReviewCreateInput & FormGuardFields, options?: RequestOptions) => api.request<AnswerOf<'submitReview'>>('POST', paths.submitReview, body, options),
});

/** Whether someone is signed in (a page sends staff to the back office). */
export const publicAuth = (api: ApiTransport) => ({
  me: () => api.request<AnswerOf<'me'>>('GET', paths.me),
});

export class PublicApiClient extends ApiTransport {
  readonly auth = publicAuth(this);
  readonly products = publicProducts(this);
  readonly categories = publicCategories(this);
  readonly blogs = publicBlogs(this);
  readonly secondSections = publicSecondSections(this);
  readonly settings = publicSettings(this);
  readonly contact = publicContact(this);
  readonly reviews = publicReviews(this);
}
