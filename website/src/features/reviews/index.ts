/** The reviews strip (the home page shows it), with its submit dialog. */
export { Testimonials } from './Testimonials.js';
/** Reviews per page of the strip: the first page comes with the page that shows it. */
export { REVIEWS_PAGE_SIZE } from './reviewRules.js';
