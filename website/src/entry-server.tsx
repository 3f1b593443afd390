import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { PublicApiClient } from '@itsite/shared/api';
import type { PreviewInfo } from '@itsite/shared/contract/preview';
import { NATIVE_FORM_READ, type NativeFormState } from '@itsite/shared/contract/forms';
import { routes } from './app/routes.js';
import { pageLoaders, pageQueries, RenderedPages } from './app/pages.js';
import { ReadStore, type Embedded } from './lib/reads.js';
import { SiteProvider } from './lib/site.js';
import { PreviewContext } from './lib/preview.js';

/**
 * The server's half of the website: renders a public page to HTML with the same components the
 * browser hydrates. The backend calls `render` with a `fetch` that answers the API in-process.
 */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Every read the page made, for the browser's store: hydration fetches none of them again. */
  reads: Record<string, Embedded>;
  /** Source files of the lazily loaded pages it shows (their stylesheets must be in the head). */
  modules: string[];
}

/** Renders passes until no component asks for data it does not have (a page's data, then data that depends on it). */
const MAX_PASSES = 4;

/**
 * The site's routes, flattened, ranked and compiled once: each request only matches its address
 * against them (`<Routes>` did all of it again on every render).
 */
const handler = createStaticHandler(routes);

/** Every page's code, loaded once: a page whose code is here renders without suspending. */
const allPages = Promise.all(Object.values(pageLoaders).map((load) => load()));

/**
 * One render of the page. With every page's code loaded nothing suspends, so the plain string
 * renderer does (it is the fastest); should something suspend after all (it then leaves a
 * client-rendered boundary, `<!--$!-->`), the page is rendered again by waiting for it.
 */
async function renderOnce(routing: Routing, api: PublicApiClient, store: ReadStore, modules: Set<string>, preview: PreviewInfo | null): Promise<string> {
  const app = (
    <StrictMode>
      <RenderedPages.Provider value={modules}>
        <PreviewContext.Provider value={preview}>
          <SiteProvider api={api} store={store}>
            {/* The browser's tree matches this one (main.tsx); no router data to hand over (the
                routes load none), so no script of its own either. */}
            <StaticRouterProvider router={routing.router} context={routing.context} hydrate={false} />
          </SiteProvider>
        </PreviewContext.Provider>
      </RenderedPages.Provider>
    </StrictMode>
  );
  const html = renderToString(app);
  if (!html.includes('<!--$!-->')) return html;
  const { prelude } = await prerenderToNodeStream(app, {
    // The whole page in order, in one piece: no boundary is sent apart to be put in place by an
    // inline script (the page must read without JavaScript, and the CSP allows no inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** What the router makes of an address: its matches (the handler's context) and the static router over them. */
interface Routing {
  context: StaticHandlerContext;
  router: ReturnType<typeof createStaticRouter>;
}

/** Addresses whose routing is kept: the pages rendered again after a change are the same few. */
const ROUTINGS_KEPT = 500;
const routings = new Map<string, Routing>();

/**
 * The routing of an address, made once and kept for the next render of the same address (the
 * oldest of ROUTINGS_KEPT dropped): matching it through the handler (a `Request`, its signal) and
 * making the static router (it converts the routes again) were a sixth of a post's render. Both
 * depend on the address alone, the routes having no loaders, and a render only reads them.
 */
async function routingOf(address: URL): Promise<Routing> {
  const key = address.pathname + address.search;
  const kept = routings.get(key);
  if (kept) return kept;
  const context = await handler.query(new Request(address));
  // The routes have no loaders or actions, so nothing answers here with a response of its own.
  if (context instanceof Response) throw new Error(`The routes answered ${key} with a response`);
  const routing = { context, router: createStaticRouter(handler.dataRoutes, context) };
  if (routings.size >= ROUTINGS_KEPT) routings.delete(routings.keys().next().value!);
  routings.set(key, routing);
  return routing;
}

/** How to render: for visitors, or as a signed-in admin's preview (the server verified the session). */
export interface RenderOptions {
  preview?: PreviewInfo;
  /** The page's form for this view (its token and key; after a refused post, what was typed and wrong). */
  form?: NativeFormState;
}

/** The address of a request's path: kept as it came, even one that starts with `//` (a path, never a host). */
const addressOf = (url: string) => new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`);

export async function render(url: string, fetchApi: typeof fetch, options: RenderOptions = {}): Promise<RenderedPage> {
  const preview = options.preview ?? null;
  const api = new PublicApiClient({ fetch: fetchApi });
  await allPages;
  // The form's state is one more read of the page: embedded with the others, so the browser hydrates the same form.
  const store = new ReadStore(true, options.form ? { [NATIVE_FORM_READ]: { data: options.form } } : {});
  // What the address is known to need is read before the first pass, which then usually is the only one.
  const address = addressOf(url);
  const { pathname, search } = address;
  await Promise.all(pageQueries(api, pathname, search).map((q) => store.ensure(q.key, q.load).catch(() => undefined)));
  const routing = await routingOf(address);
  const modules = new Set<string>();
  let html = await renderOnce(routing, api, store, modules, preview);
  for (let pass = 1; pass < MAX_PASSES && (await store.loadWanted()); pass++) {
    modules.clear();
    html = await renderOnce(routing, api, store, modules, preview);
  }
  return { html, reads: store.embedded(), modules: [...modules] };
}
