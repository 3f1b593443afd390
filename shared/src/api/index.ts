export * from './client.js';
export * from './errors.js';
export * from './realtime.js';
