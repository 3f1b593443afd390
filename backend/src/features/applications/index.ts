/** The applications feature's public face: its routes, and the native form post of an application (web/forms.ts). */
export { parseApplication } from './cv.js';
export { registerApplicationRoutes, sendApplication } from './routes.js';
