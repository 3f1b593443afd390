export * from './client.js';
export * from './errors.js';
export * from './messages.js';
export * from './realtime.js';
