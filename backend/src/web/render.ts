import fs from 'node:fs/promises';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import compose from 'koa-compose';
import type { NativeFormState, PreviewInfo } from '@itsite/shared/contract';
import type { AppContext, AppContextExtras, AppMiddleware, AppState } from '../kernel/context.js';
import type { Logger } from '../kernel/observability/logger.js';
import { EVERYTHING, tagsOfRead } from '../kernel/cache/tags.js';
import type { Metrics } from '../kernel/observability/metrics.js';

/** What the website's server bundle (website/src/entry-server.tsx) exports. */
interface ServerBundle {
  render(url: string, fetchApi: typeof fetch, options?: RenderOptions): Promise<RenderedPage>;
}

/** How a page is rendered: for a visitor, or for a signed-in staff member's preview (with its bar). */
export interface RenderOptions {
  preview?: PreviewInfo;
  /**
   * A preview's own session cookie, sent with the page's API reads so that they answer what that
   * person may see (an editor: a draft or scheduled product or blog). Never set for a visitor.
   */
  cookie?: string;
  /** The page's form for this view: its token and key, and after a refused post what was typed and wrong. */
  form?: NativeFormState;
}

/** The cache tags of an in-process read's answer (kernel/cache/tags.ts), carried on its Response. */
const READ_TAGS = Symbol('read-tags');
type TaggedResponse = Response & { [READ_TAGS]?: string[] };

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The data it was rendered from, embedded for the browser. */
  reads: Record<string, unknown>;
  /** Source files of the lazily loaded pages it shows, as the build's manifest names them. */
  modules?: string[];
  /** What it was made from, as cache tags: those of every API read it made (kernel/cache/tags.ts). */
  tags?: string[];
}

/** The client build's manifest (vite `build.manifest`): each source's chunk, its stylesheets and imports. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** Each manifest's answers by the sources asked about: a page shows one of a few sets, asked for on every render. */
const assetsKept = new WeakMap<BuildManifest, Map<string, { css: string[]; js: string[] }>>();

/** The stylesheets and code chunks the given sources need, their imports included (shared: not to be changed). */
export function assetsOf(manifest: BuildManifest, sources: readonly string[]): { css: string[]; js: string[] } {
  let kept = assetsKept.get(manifest);
  if (!kept) assetsKept.set(manifest, (kept = new Map<string, { css: string[]; js: string[] }>()));
  const key = sources.join('\n');
  let assets = kept.get(key);
  if (!assets) {
    assets = assetsOfSources(manifest, sources);
    // A handful of sets in practice (the pages' modules); bounded whatever the pages ask.
    if (kept.size < 256) kept.set(key, assets);
  }
  return assets;
}

function assetsOfSources(manifest: BuildManifest, sources: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { css: [...css], js: [...js] };
}

/** Renders a public page to HTML; undefined when there is no server bundle (or it failed). */
export type PageRenderer = (url: string, options?: RenderOptions) => Promise<RenderedPage | undefined>;

/**
 * An in-process read's answer: what of a `Response` a page's reads use (`ok`, `status`, `headers`,
 * `text()`, `json()`), over the answer's text. A real `Response` wraps its body in a web stream and
 * reads it back through it: a fifth of the home page's render for its five reads.
 */
class ReadAnswer {
  readonly ok: boolean;
  readonly statusText = '';
  readonly redirected = false;
  readonly type = 'basic';
  readonly url = '';
  readonly body = null;
  readonly bodyUsed = false;
  private cachedHeaders?: Headers;

  constructor(
    readonly status: number,
    private readonly rawHeaders: Record<string, string | string[] | number | undefined>,
    private readonly bodyText: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  get headers(): Headers {
    if (!this.cachedHeaders) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(this.rawHeaders)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
      }
      this.cachedHeaders = headers;
    }
    return this.cachedHeaders;
  }

  text(): Promise<string> {
    return Promise.resolve(this.bodyText);
  }

  json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = Buffer.from(this.bodyText);
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }

  clone(): ReadAnswer {
    return new ReadAnswer(this.status, this.rawHeaders, this.bodyText);
  }
}

/** A plain path of the site (`/api/v1/blogs?page=2`): taken apart as it is, without a URL made of it. */
const PLAIN_PATH = /^\/(?!\/)[^#\\]*$/;

/** The path and query of a read's address: a plain path as it is, anything else as a URL reads it. */
function pathOf(target: string): { pathname: string; search: string } {
  // Dot segments (written out or escaped) and characters past ASCII are the URL parser's to resolve.
  if (PLAIN_PATH.test(target) && !target.includes('/.') && !/%2e|[^\x21-\x7e]/i.test(target)) {
    const query = target.indexOf('?');
    return query < 0 ? { pathname: target, search: '' } : { pathname: target.slice(0, query), search: query === target.length - 1 ? '' : target.slice(query) };
  }
  const url = new URL(target, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

/** The cookie a read is sent with: from a plain object of headers (what the API client passes) without making a `Headers` of it. */
function cookieOf(headers: RequestInit['headers']): string | null {
  if (!headers) return null;
  if (headers instanceof Headers || Array.isArray(headers)) return new Headers(headers).get('cookie');
  for (const name in headers) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed in the server's build (backend/tsconfig.json, no DOM lib: a header's value may be a string[]); lint reads the file with the DOM lib of the test project
    if (name.toLowerCase() === 'cookie') return (headers as Record<string, string>)[name] ?? null;
  }
  return null;
}

/**
 * A `fetch` that answers the API from this same application, in-process (no socket, no port, no
 * HTTP): the page is rendered from exactly what a visitor's browser would get, through the same
 * routes, guards, validation and error answers (`middleware`: the API's own, from errors to the
 * router).
 *
 * What wraps an answer for the network is left out: security headers, compression, the public
 * cache's keeping and ETag, and writing the answer to a socket. The request is Node's own message
 * object with the path and headers set, read through Koa's context as any other; the answer is
 * taken from the context when the routes are done (`ctx.body`, `ctx.status`, its headers). A home
 * page makes four reads: through the whole app and a stand-in HTTP exchange each cost 0.25–0.3 ms,
 * most of it in what is left out here.
 */
export function inProcessFetch(koa: Koa<AppState, AppContextExtras>, middleware: AppMiddleware[]): typeof fetch {
  const handle = compose(middleware);
  // The stand-in connection of every read: never connected, only there to be asked about (an
  // address, whether it is TLS), as Koa asks a request's socket.
  const socket = new Socket();
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, search } = pathOf(target);
    // A page only reads while it renders: a write has no body here to carry, and would not be one.
    if ((init?.method ?? 'GET') !== 'GET') throw new Error(`In-process reads are GETs: ${init?.method} ${target}`);
    const cookie = cookieOf(init?.headers);
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = pathname + search;
    req.headers = { accept: 'application/json', host: 'localhost', ...(cookie ? { cookie } : {}) };
    const res = new ServerResponse(req);
    // As Koa's callback starts each request: its own context, with the app's `deps` on it, and a
    // 404 until a route answers.
    res.statusCode = 404;
    const ctx = koa.createContext<AppState>(req, res) as AppContext;
    await handle(ctx, () => Promise.resolve());
    const body: unknown = ctx.body;
    if (body !== null && body !== undefined && typeof body === 'object' && !Buffer.isBuffer(body) && 'pipe' in body) {
      throw new Error(`In-process reads answer JSON: ${req.url} answered a stream`);
    }
    const empty = ctx.status === 204 || ctx.status === 304 || body === null || body === undefined;
    const text = empty ? '' : typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
    const response = new ReadAnswer(ctx.status, ctx.response.headers, text) as unknown as TaggedResponse;
    response[READ_TAGS] = tagsOfRead(pathname, body);
    return response;
  };
}

/**
 * The page renderer from the website's server bundle at `entry` (built by `npm run build -w website`).
 * The bundle is loaded on first use; without it pages are served as the bare shell the browser
 * renders, which is what API tests and a backend without a built website get.
 */
export function pageRenderer(entry: string, fetchApi: typeof fetch, logger: Logger, metrics?: Pick<Metrics, 'renders'>): PageRenderer {
  let bundle: Promise<ServerBundle | undefined> | undefined;
  const load = () =>
    (bundle ??= fs
      .access(entry)
      .then(() => import(pathToFileURL(entry).href) as Promise<ServerBundle>)
      .catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') logger.error({ err, entry }, 'could not load the website server bundle');
        return undefined;
      }));
  return async (url, options) => {
    const server = await load();
    if (!server) return undefined;
    try {
      const { cookie, ...given } = options ?? {};
      const tags = new Set<string>();
      // The cookie is the server's to use for the reads: never handed to the bundle.
      const fetchAs: typeof fetch = async (input, init) => {
        const res: TaggedResponse = await fetchApi(input, cookie ? { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie } } : init);
        for (const tag of res[READ_TAGS] ?? [EVERYTHING]) tags.add(tag);
        return res;
      };
      const stop = metrics?.renders.startTimer();
      const page = await server.render(url, fetchAs, given);
      stop?.();
      return { ...page, tags: [...tags] };
    } catch (err) {
      // The browser can still render the page itself: a visitor gets the shell, not an error.
      logger.error({ err, url }, 'server rendering failed');
      return undefined;
    }
  };
}

/** The app's code, which the page's first script (website/src/boot.ts) loads once the page has painted. */
export const APP_SOURCE = 'src/main.tsx';

/** JSON for a `<script type="application/json">`: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => {
  const json = JSON.stringify(value);
  return json.includes('<') ? json.replace(/</g, '\\u003c') : json;
};

/** The stylesheets of the app and of the pages a rendered page shows, those the template links itself left out. */
export function stylesheetsOf(template: string, page: RenderedPage, manifest: BuildManifest = {}): string[] {
  return assetsOf(manifest, [APP_SOURCE, ...(page.modules ?? [])]).css.filter((href) => !template.includes(`"${href}"`));
}

/**
 * The rendered page and its data placed in the template's empty #root; the stylesheets of the app
 * and of the pages it shows linked from the head, so it paints styled; and the code it hydrates
 * with listed in #page-code, for the first script to fetch after that paint (never before it).
 *
 * Linked, not written in: the site's stylesheet (about 5 KB gzipped) is one file with a hashed
 * name that a browser or CDN keeps for a year, where written in it was 20 KB of every page's HTML,
 * sent again with each. A first visit pays one request for it, made as soon as the head arrives;
 * every page after that paints from the copy already kept.
 *
 * Bytes, not a string: the page's markup goes into the document as UTF-8, never joined into one
 * string with the rest. A page with one character past Latin-1 in it (a ₹, a ’) is a string of two
 * bytes a character; the home page's document would be one of about 200 KB, which V8 allocates
 * outside its young generation, and copies again to send: about 1.6 ms of the home page's 9 ms of
 * CPU at 200,000 products.
 */
export function injectPage(template: string, page: RenderedPage, manifest: BuildManifest = {}): Buffer {
  const { js } = assetsOf(manifest, [APP_SOURCE, ...(page.modules ?? [])]);
  const tags = stylesheetsOf(template, page, manifest).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const code = js.filter((href) => !template.includes(`"${href}"`));
  const root = '<div id="root"></div>';
  // The build writes `</head>` in lower case: found without a pattern over the whole template.
  const headEnd = template.indexOf('</head>');
  const withHead = !tags.length || headEnd < 0 ? template : `${template.slice(0, headEnd)}  ${tags.join('\n    ')}\n  </head>${template.slice(headEnd + 7)}`;
  const at = withHead.indexOf(root);
  if (at < 0) return Buffer.from(withHead);
  const after =
    `</div>\n    <script type="application/json" id="reads">${scriptJson(page.reads)}</script>` +
    `\n    <script type="application/json" id="page-code">${scriptJson(code)}</script>` +
    withHead.slice(at + root.length);
  return Buffer.concat([Buffer.from(withHead.slice(0, at) + '<div id="root">'), Buffer.from(page.html), Buffer.from(after)]);
}

/**
 * A preview's page (shared/contract/preview.ts): what the browser needs to render the bar, embedded
 * as JSON in `#preview` whether or not the server rendered the page itself.
 */
export function injectPreview(html: string, preview: PreviewInfo): string {
  return html.replace(/<\/body>/i, () => `  <script type="application/json" id="preview">${scriptJson(preview)}</script>\n  </body>`);
}
