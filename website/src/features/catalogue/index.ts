/** What the site's shell uses of the catalogue: the header's cart link. */
export { CartLink } from './CartLink.js';
