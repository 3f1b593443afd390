export * from './transport.js';
export * from './public.js';
export * from './documents.js';
export * from './client.js';
export * from './errors.js';
export * from './messages.js';
export * from './realtime.js';
