/** The catalogue's public face: product and category routes (and product revisions), and the images the page head needs. */
export { registerCategoryRoutes } from './categories.routes.js';
export { imagesOf } from './products.queries.js';
export { registerProductRevisionRoutes, registerProductRoutes } from './products.routes.js';
