/**
 * The paths the public site's API client reads (api/public.ts): apart from the whole table
 * (paths.ts, which spreads these in), so a visitor's page loads a few addresses, not every
 * endpoint's.
 */
export const publicPaths = {
  me: '/api/v1/me',
  listProducts: '/api/v1/products',
  getProduct: '/api/v1/product/:id',
  getProductBySlug: '/api/v1/product/by-slug/:slug',
  listCategories: '/api/v1/admin/categories',
  getCategory: '/api/v1/admin/categories/:id',
  listBlogs: '/api/v1/blogs',
  getBlogBySlug: '/api/v1/blogs/by-slug/:slug',
  getBlog: '/api/v1/blogs/:id',
  blogMenu: '/api/v1/blogs/menu',
  listSecondSections: '/api/v1/second-sections',
  getSecondSection: '/api/v1/second-sections/:id',
  formToken: '/api/v1/form-token',
  sendContactMessage: '/api/v1/contact',
  listReviews: '/api/reviews',
  reviewSummary: '/api/reviews/summary',
  submitReview: '/api/reviews',
  getSettings: '/api/v1/settings',
} as const;

/** A path with its `:parameters` filled in order, each encoded: fill(paths.getProduct, id) → /api/v1/product/<id>. */
export function fill(pattern: string, ...values: string[]): string {
  let i = 0;
  return pattern.replace(/:\w+/g, () => encodeURIComponent(values[i++] ?? ''));
}
