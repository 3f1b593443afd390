import fs from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { AppMiddleware } from '../context.js';
import { PUBLIC_PREFIX } from '../media/store.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Uploaded media: random names never change content, so browsers may keep them for a year. */
export function serveUploads(dir: string): AppMiddleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PUBLIC_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice(PUBLIC_PREFIX.length);
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) return next();
    try {
      await send(ctx, name, { root: dir, maxage: YEAR_MS, immutable: true, index: false, hidden: false });
    } catch (err) {
      if ((err as { status?: number }).status === 404) return next();
      throw err;
    }
  };
}

/**
 * The built public website (issue: public website) with client-side routing: a file if one
 * matches, else index.html. Hashed assets are cached for a year; index.html is revalidated.
 */
export function serveWebsite(dir: string): AppMiddleware {
  const indexFile = path.join(dir, 'index.html');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith(PUBLIC_PREFIX)) return next();
    if (!fs.existsSync(indexFile)) return next();
    const file = ctx.path.replace(/^\/+/, '');
    if (file && !file.endsWith('/')) {
      try {
        const immutable = file.startsWith('assets/');
        await send(ctx, file, { root: dir, index: false, maxage: immutable ? YEAR_MS : 0, immutable, gzip: true, brotli: true });
        return;
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400) throw err;
      }
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: dir, index: false });
  };
}
