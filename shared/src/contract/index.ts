export * from './constants.js';
export * from './errors.js';
export * from './types.js';
export * from './schemas.js';
export * from './realtime.js';
export * from './routes.js';
export * from './pages.js';
export * from './desktop.js';
