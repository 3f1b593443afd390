import type { BlogCategory } from './constants.js';

/**
 * How each blog category reads, in the back office, on the site and in the feeds alike (the stored
 * values are the spec's). A module of its own: only the pages that name a category load it.
 */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  backOffice: 'Back Office',
  digitalMarketing: 'Digital Marketing',
  others: 'Insights',
};
