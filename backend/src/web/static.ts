import fs from 'node:fs/promises';
import path from 'node:path';
import { send } from '@koa/send';
import { FEED_ALIASES, FEED_PATH, feedCategoryOf, NATIVE_FORM_READ, nativeFormAt, PREVIEW_BACK_PARAM, PREVIEW_PARAM, previewBack, previewState, type NativeFormState, type PreviewInfo } from '@itsite/shared/contract';
import type { AppContext, AppMiddleware } from '../kernel/context.js';
import { getAuth } from '../platform/http/auth.js';
import { mayReadDrafts } from '../platform/content/publishing.js';
import { PUBLIC_PREFIX } from '../kernel/storage/blobs.js';
import type { MediaStore } from '../platform/media/store.js';
import { withPageReads } from '../kernel/db/rows.js';
import { loadSettings } from '../data/settings.js';
import { contentSecurityPolicy } from './head/csp.js';
import { headTags, injectHead } from './head/html.js';
import { headFor } from './head/meta.js';
import { robotsTxt, sitemap } from './head/sitemap.js';
import { blogFeed } from './head/feed.js';
import { EVERYTHING } from '../kernel/cache/tags.js';
import { freshFormState } from './forms.js';
import { injectPage, injectPreview, type BuildManifest, type PageRenderer } from './render.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Uploaded media, from the media store's folder or bucket: random names never change content, so
 * browsers may keep them for a year. A responsive variant of an image not made yet is made on this
 * first request for it.
 */
export function serveUploads(media: MediaStore): AppMiddleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PUBLIC_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const name = ctx.path.slice(PUBLIC_PREFIX.length);
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) {
      await next();
      return;
    }
    if (await media.blobs.serve(ctx, name)) return;
    if (!(await media.variant(ctx.path)) || !(await media.blobs.serve(ctx, name))) await next();
  };
}

const LOOPBACK = ['localhost', '127.0.0.1', '::1', '[::1]'];
const WILDCARD = ['0.0.0.0', '::', '[::]', ''];

/**
 * The public address of the site: PUBLIC_URL when configured; else the request's host when it is
 * an allowed one (ALLOWED_HOSTS, the listen address, localhost); else localhost on the port the
 * request arrived at. A forged Host never appears in a page, the sitemap or robots.txt.
 */
export function originOf(ctx: AppContext): string {
  const { config } = ctx.deps;
  if (config.publicUrl) return config.publicUrl;
  const allowed = allowedHostsOf(config);
  const listening = ctx.req.socket.localPort ?? ctx.deps.config.port;
  if (!allowed.has(ctx.hostname.toLowerCase())) return `${ctx.protocol}://localhost:${listening}`;
  // The host's name was checked; its port must be a port too (a forged `Host: x:1"><b>` never reaches a page).
  const given = ctx.host.slice(ctx.host.lastIndexOf(']') + 1).split(':')[1];
  const port = given === undefined ? '' : /^\d{1,5}$/.test(given) && Number(given) <= 65535 ? `:${Number(given)}` : `:${listening}`;
  const name = ctx.hostname.includes(':') && !ctx.hostname.startsWith('[') ? `[${ctx.hostname}]` : ctx.hostname;
  return `${ctx.protocol}://${name}${port}`;
}

/** The host names a page's address may take from the request, per configuration (asked twice a page). */
const allowedKept = new WeakMap<AppContext['deps']['config'], ReadonlySet<string>>();

function allowedHostsOf(config: AppContext['deps']['config']): ReadonlySet<string> {
  let allowed = allowedKept.get(config);
  if (!allowed) {
    const { allowedHosts, host } = config;
    allowed = new Set([...LOOPBACK, ...allowedHosts, ...(WILDCARD.includes(host) ? [] : [host.toLowerCase()])]);
    allowedKept.set(config, allowed);
  }
  return allowed;
}

/** How long a built file read is trusted before the file is looked at again. */
const FILE_RECHECK_MS = 1000;

/**
 * Reads a file once per change of it: a rebuild while running is picked up within
 * FILE_RECHECK_MS. Between checks the file is not even looked at (every page uses the template,
 * the manifest and a few stylesheets; a look at each was a tenth of a page's cost).
 */
function fileLoader<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  let checked: { at: number; value: Promise<T | undefined> } | undefined;
  const check = async (): Promise<T | undefined> => {
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: parse(await fs.readFile(file, 'utf8')) };
    return cached.value;
  };
  return (): Promise<T | undefined> => {
    const now = performance.now();
    if (!checked || now - checked.at >= FILE_RECHECK_MS) checked = { at: now, value: check() };
    return checked.value;
  };
}

/** The back office: rendered in the browser only (it is behind a sign-in and never indexed). */
const isAdminPath = (p: string) => p === '/admin' || p.startsWith('/admin/') || p === '/wp-admin';

/**
 * The preview a signed-in staff member (any role: every account is staff) asked for with
 * `?preview=1` (shared/docs/admin.md#view-site), or undefined: for anyone else (no session, an
 * expired one, a deactivated account) the parameter does nothing and the page is the normal public page.
 */
async function previewFor(ctx: AppContext): Promise<PreviewInfo | undefined> {
  if (ctx.query[PREVIEW_PARAM] !== '1' || isAdminPath(ctx.path)) return undefined;
  const auth = await getAuth(ctx).catch(() => null);
  if (!auth) return undefined;
  return { back: previewBack(ctx.query[PREVIEW_BACK_PARAM]) };
}

/** What a page is rendered with besides its address: the state of the form it carries, and a status of its own. */
export interface PageExtras {
  /** The form on the page, for this one view (web/forms.ts). */
  form?: NativeFormState;
  /** The status to answer with instead of the page's own (a refused form post: 400, 429, ...). */
  status?: number;
}

/** Writes a website page as the answer to `ctx`; false when there is no built website to render it into. */
export type PageResponder = (ctx: AppContext, extras?: PageExtras) => Promise<boolean>;

/**
 * The pages of the built public website: every path that is not a file gets index.html with that
 * page's title, description, canonical link and share tags written in, the page itself rendered by
 * `render` (with the data it was rendered from), and the status the page deserves (404 for unknown
 * paths and missing blogs or products).
 */
export function websitePages(dir: string, render?: PageRenderer): PageResponder {
  const template = fileLoader(path.join(dir, 'index.html'), (text) => text);
  const manifest = fileLoader(path.join(dir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as BuildManifest);
  return (ctx, extras = {}) => withPageReads(() => respond(ctx, extras));
  async function respond(ctx: AppContext, extras: PageExtras): Promise<boolean> {
    const html = await template();
    if (!html) return false;
    const { db } = ctx.deps;
    const settings = await loadSettings(db);
    const asked = await previewFor(ctx);
    // An editor's preview shows a draft or scheduled product or blog as it will look; nobody else sees one.
    const drafts = asked ? await mayReadDrafts(ctx) : false;
    const head = await headFor(db, ctx.path, settings, originOf(ctx), drafts);
    // Its bar says when what it shows is not public yet.
    const state = asked && head.publishing ? previewState(head.publishing, settings.timeZone) : undefined;
    const preview = asked && (state ? { ...asked, state } : asked);
    if (head.status === 301 && head.location) {
      // An old address of a product or blog (its id, a slug it had): moved for good, query kept
      // (all of it: the cache keys the page without campaign tags, the redirect keeps them).
      const query = ctx.originalUrl.indexOf('?');
      ctx.redirect(head.location + (query >= 0 ? ctx.originalUrl.slice(query) : ''));
      ctx.status = 301;
      return true;
    }
    const { form } = extras;
    ctx.status = extras.status ?? head.status;
    ctx.type = 'text/html; charset=utf-8';
    // A page whose form carries a token and a key of this one view is kept by no cache (ours skips
    // anything private): each visitor gets their own.
    ctx.set('Cache-Control', form ? 'private, no-cache' : 'no-cache');
    ctx.set('Content-Security-Policy', contentSecurityPolicy(settings, ctx.deps.config.s3?.publicUrl));
    if (preview) {
      // A preview is one admin's view: kept by no cache (ours skips it too) and out of search engines.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
    }
    const page = injectHead(html, headTags({ ...head, noindex: head.noindex || Boolean(preview) }, originOf(ctx), ctx.path, settings.companyName));
    const rendered = render && !isAdminPath(ctx.path) ? await render(ctx.url, { ...(preview && { preview, cookie: drafts ? ctx.get('Cookie') : undefined }), form }) : undefined;
    let body: string | Buffer = page;
    // What the page shows, for the public cache: what it was rendered from (unrendered: anything).
    ctx.state.cacheTags = rendered?.tags ? ['settings', ...rendered.tags] : [EVERYTHING];
    if (rendered) {
      const built = await manifest();
      body = injectPage(page, rendered, built);
    } else if (form) {
      // Not rendered here (no server bundle, or it failed): the browser renders the page, and its
      // form still shows what was typed and what was wrong.
      body = injectPage(page, { html: '', reads: { [NATIVE_FORM_READ]: { data: form } } });
    }
    ctx.body = preview ? injectPreview(body.toString(), preview) : body;
    return true;
  }
}

/** One kind of answer the website gives: true when it answered the request. */
type WebsiteAnswer = (ctx: AppContext) => Promise<boolean>;

/** robots.txt, naming the sitemap at this origin. */
const robots: WebsiteAnswer = (ctx) => {
  if (ctx.path !== '/robots.txt') return Promise.resolve(false);
  ctx.type = 'text/plain';
  ctx.body = robotsTxt(originOf(ctx));
  ctx.state.cacheTags = ['release'];
  return Promise.resolve(true);
};

/** The sitemap (an index and its parts past 50,000 addresses). */
const sitemaps: WebsiteAnswer = async (ctx) => {
  const sitemapPart = /^\/sitemap(?:-(\d{1,6}))?\.xml$/.exec(ctx.path);
  if (!sitemapPart) return false;
  const part = sitemapPart[1] === undefined ? undefined : Number(sitemapPart[1]);
  const body = await sitemap(ctx.deps.db, originOf(ctx), part, undefined, ctx.deps.publicCache.keep);
  if (!body) return false;
  ctx.type = 'application/xml';
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.body = body;
  ctx.state.cacheTags = ['products', 'blogs', 'product', 'blog'];
  return true;
};

/**
 * The blog's RSS feeds (/rss.xml, /rss/<category>.xml), kept by the public cache like the pages
 * (blog writes and settings clear them); the addresses people try first (/feed, ...) lead there.
 */
const feeds: WebsiteAnswer = async (ctx) => {
  if ((FEED_ALIASES as readonly string[]).includes(ctx.path)) {
    ctx.status = 301;
    ctx.redirect(FEED_PATH);
    return true;
  }
  const category = feedCategoryOf(ctx.path);
  if (ctx.path !== FEED_PATH && !category) return false;
  const { db } = ctx.deps;
  ctx.type = 'application/rss+xml; charset=utf-8';
  ctx.set('Cache-Control', 'public, max-age=600');
  ctx.body = await blogFeed(db, originOf(ctx), await loadSettings(db), category);
  ctx.state.cacheTags = ['blogs', 'blog', 'settings'];
  return true;
};

/** A file of the build (hashed assets kept a year, the rest an hour), precompressed where it can be. */
const builtFiles =
  (dir: string): WebsiteAnswer =>
  async (ctx) => {
    const file = ctx.path.replace(/^\/+/, '');
    if (!file || file === 'index.html' || !path.extname(file)) return false;
    try {
      const immutable = file.startsWith('assets/');
      await send(ctx, file, { root: dir, index: false, maxage: immutable ? YEAR_MS : 3600_000, immutable, gzip: true, brotli: true });
      return true;
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 404 && status !== 400) throw err;
      return false;
    }
  };

/** Any other address: the page (with a fresh form where the page has one). */
const websitePage =
  (pages: PageResponder): WebsiteAnswer =>
  (ctx) => {
    const form = nativeFormAt(ctx.path);
    return pages(ctx, form ? { form: freshFormState(ctx, form) } : {});
  };

/**
 * The built public website. Files (hashed assets, icons) are served as they are; robots.txt and
 * the sitemap are made; every other path is a page (`pages`). A page with a form gets that form's
 * token and key for this view.
 */
export function serveWebsite(dir: string, pages: PageResponder): AppMiddleware {
  const answers = [robots, sitemaps, feeds, builtFiles(dir), websitePage(pages)];
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith(PUBLIC_PREFIX)) {
      await next();
      return;
    }
    for (const answer of answers) if (await answer(ctx)) return;
    await next();
  };
}
