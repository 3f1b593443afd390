import fs from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { pathToFileURL } from 'node:url';
import inject from 'light-my-request';
import type { Logger } from '../logger.js';

/** What the website's server bundle (website/src/entry-server.tsx) exports. */
interface ServerBundle {
  render(url: string, fetchApi: typeof fetch): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The data it was rendered from, embedded for the browser. */
  reads: Record<string, unknown>;
  /** Source files of the lazily loaded pages it shows, as the build's manifest names them. */
  modules?: string[];
}

/** The client build's manifest (vite `build.manifest`): each source's chunk, its stylesheets and imports. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The stylesheets and code chunks the given sources need, their imports included. */
export function assetsOf(manifest: BuildManifest, sources: readonly string[]): { css: string[]; js: string[] } {
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
export type PageRenderer = (url: string) => Promise<RenderedPage | undefined>;

/**
 * A `fetch` that answers the API from this same application, in-process (no socket, no port): the
 * page is rendered from exactly what a visitor's browser would get, through the same routes,
 * validation and public cache.
 */
export function inProcessFetch(handler: () => RequestListener): typeof fetch {
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, 'http://localhost');
    const res = await inject(handler(), {
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', host: 'localhost' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * The page renderer from the website's server bundle at `entry` (built by `npm run build -w website`).
 * The bundle is loaded on first use; without it pages are served as the bare shell the browser
 * renders, which is what API tests and a backend without a built website get.
 */
export function pageRenderer(entry: string, fetchApi: typeof fetch, logger: Logger): PageRenderer {
  let bundle: Promise<ServerBundle | undefined> | undefined;
  const load = () =>
    (bundle ??= fs
      .access(entry)
      .then(() => import(pathToFileURL(entry).href) as Promise<ServerBundle>)
      .catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') logger.error({ err, entry }, 'could not load the website server bundle');
        return undefined;
      }));
  return async (url) => {
    const server = await load();
    if (!server) return undefined;
    try {
      return await server.render(url, fetchApi);
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
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The rendered page and its data placed in the template's empty #root; the stylesheets of the app
 * and of the pages it shows linked from the head, so it paints styled; and the code it hydrates
 * with listed in #page-code, for the first script to fetch after that paint (never before it).
 */
export function injectPage(template: string, page: RenderedPage, manifest: BuildManifest = {}): string {
  const { css, js } = assetsOf(manifest, [APP_SOURCE, ...(page.modules ?? [])]);
  const links = css.filter((href) => !template.includes(`"${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const code = js.filter((href) => !template.includes(`"${href}"`));
  return template
    .replace(/<\/head>/i, () => (links.length ? `  ${links.join('\n    ')}\n  </head>` : '</head>'))
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="reads">${scriptJson(page.reads)}</script>` +
        `\n    <script type="application/json" id="page-code">${scriptJson(code)}</script>`,
    );
}
