/** The media library's public face: its routes. */
export { registerMediaRoutes } from './media.routes.js';
