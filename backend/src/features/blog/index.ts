/** The blog's public face: its routes (posts and their revisions), and the reads the page head and feed need. */
export { listBlogs, sectionsOf } from './blogs.queries.js';
export { registerBlogRevisionRoutes, registerBlogRoutes } from './blogs.routes.js';
