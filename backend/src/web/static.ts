import fs from 'node:fs/promises';
import path from 'node:path';
import { send } from '@koa/send';
import type { AppContext, AppMiddleware } from '../context.js';
import { PUBLIC_PREFIX } from '../media/store.js';
import { loadSettings } from '../queries/settings.js';
import { contentSecurityPolicy } from '../seo/csp.js';
import { headTags, injectHead } from '../seo/html.js';
import { headFor } from '../seo/meta.js';
import { robotsTxt, sitemapXml } from '../seo/sitemap.js';

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

/** The public address of the site: PUBLIC_URL when configured, else what the request says. */
const originOf = (ctx: AppContext) => ctx.deps.config.publicUrl ?? `${ctx.protocol}://${ctx.host}`;

/** Reads index.html once per change of the file (a rebuild while running is picked up). */
function templateLoader(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: await fs.readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * The built public website. Files (hashed assets, icons) are served as they are; every other path
 * gets index.html with that page's title, description, canonical link and share tags written in,
 * and the status the page deserves (404 for unknown paths and missing blogs or products).
 */
export function serveWebsite(dir: string): AppMiddleware {
  const template = templateLoader(path.join(dir, 'index.html'));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith(PUBLIC_PREFIX)) return next();
    const { db } = ctx.deps;

    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(originOf(ctx));
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = await sitemapXml(db, originOf(ctx));
      return;
    }

    const file = ctx.path.replace(/^\/+/, '');
    if (file && file !== 'index.html' && path.extname(file)) {
      try {
        const immutable = file.startsWith('assets/');
        await send(ctx, file, { root: dir, index: false, maxage: immutable ? YEAR_MS : 3600_000, immutable, gzip: true, brotli: true });
        return;
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400) throw err;
      }
    }

    const html = await template();
    if (!html) return next();
    const settings = await loadSettings(db);
    const head = await headFor(db, ctx.path, settings.companyName);
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', contentSecurityPolicy(settings));
    ctx.body = injectHead(html, headTags(head, originOf(ctx), ctx.path, settings.companyName));
  };
}
