/** The declared document types' public face (case studies, open roles ...): their routes, and what the page head needs. */
export { registerDocumentRoutes } from './routes.js';
export { entityFor, mediaPathsOf } from './store.js';
