import { createContext } from 'react';
import type { PublicApiClient } from '@itsite/shared/api';
import type { ReadStore } from '../lib/reads.js';
import { productsQueryOf, queries, type Query } from '../lib/queries.js';
import { REVIEWS_PAGE_SIZE } from '../features/reviews/index.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES, type DocumentKind } from '@itsite/shared/contract/documents';

const loadedModules = new Map<() => Promise<unknown>, unknown>();
const sources = new Map<() => Promise<unknown>, string>();

/**
 * A page's loader that remembers the module once it has arrived (see `loadedModule`), and the
 * page's source file (as the build's manifest names it), by which the server finds the page's
 * stylesheets and code to link from the HTML it renders.
 */
function remembered<M>(source: string | false, load: () => Promise<M>): () => Promise<M> {
  const loader = () =>
    load().then((module) => {
      loadedModules.set(loader, module);
      return module;
    });
  if (source) sources.set(loader, source);
  return loader;
}

/** Server: the source files of the pages a render showed, so their stylesheets and code are linked from the HTML. */
export const RenderedPages = createContext<Set<string> | null>(null);

/** The source file of a page's loader (see `remembered`). */
export function sourceOf(loader: () => Promise<unknown>): string | undefined {
  return sources.get(loader);
}

/** The module of `loader` if it has already arrived: a page whose code is here renders without suspending. */
export function loadedModule<M>(loader: () => Promise<M>): M | undefined {
  return loadedModules.get(loader) as M | undefined;
}

/**
 * Where each public page's code is, and which addresses need it. The routes load a page's chunk
 * when it is shown; `prefetchPage` loads it earlier (and the page's data) when a link to it is
 * pointed at or focused, so following the link shows the page without a
 * spinner in between.
 */
export const pageLoaders = {
  services: remembered(import.meta.env.SSR && 'src/features/services/Services.tsx', () => import('../features/services/Services.js')),
  products: remembered(import.meta.env.SSR && 'src/features/catalogue/Products.tsx', () => import('../features/catalogue/Products.js')),
  productDetail: remembered(import.meta.env.SSR && 'src/features/catalogue/ProductDetail.tsx', () => import('../features/catalogue/ProductDetail.js')),
  contact: remembered(import.meta.env.SSR && 'src/features/contact/Contact.tsx', () => import('../features/contact/Contact.js')),
  thankYou: remembered(import.meta.env.SSR && 'src/features/contact/ThankYou.tsx', () => import('../features/contact/ThankYou.js')),
  quote: remembered(import.meta.env.SSR && 'src/features/catalogue/QuotePage.tsx', () => import('../features/catalogue/QuotePage.js')),
  review: remembered(import.meta.env.SSR && 'src/features/reviews/ReviewPage.tsx', () => import('../features/reviews/ReviewPage.js')),
  about: remembered(import.meta.env.SSR && 'src/features/company/About.tsx', () => import('../features/company/About.js')),
  blogDetail: remembered(import.meta.env.SSR && 'src/features/blog/BlogDetail.tsx', () => import('../features/blog/BlogDetail.js')),
  serviceBlogs: remembered(import.meta.env.SSR && 'src/features/blog/ServiceBlogs.tsx', () => import('../features/blog/ServiceBlogs.js')),
  amazon: remembered(import.meta.env.SSR && 'src/features/services/Amazon.tsx', () => import('../features/services/Amazon.js')),
  webDevelopment: remembered(import.meta.env.SSR && 'src/features/services/WebDevelopment.tsx', () => import('../features/services/WebDevelopment.js')),
  appDevelopment: remembered(import.meta.env.SSR && 'src/features/services/AppDevelopment.tsx', () => import('../features/services/AppDevelopment.js')),
  serviceDetail: remembered(import.meta.env.SSR && 'src/features/services/ServiceDetail.tsx', () => import('../features/services/ServiceDetail.js')),
  policy: remembered(import.meta.env.SSR && 'src/features/policies/Policy.tsx', () => import('../features/policies/Policy.js')),
  notFound: remembered(import.meta.env.SSR && 'src/app/NotFound.tsx', () => import('./NotFound.js')),
} as const;

/**
 * Each document type's two pages (shared/contract/documents.ts): its list and one document. The
 * type's declaration gives the rest (addresses, reads, meta, sitemap); these are the site's design.
 */
export const documentPageLoaders = {
  caseStudy: {
    list: remembered(import.meta.env.SSR && 'src/features/caseStudies/CaseStudies.tsx', () => import('../features/caseStudies/CaseStudies.js')),
    page: remembered(import.meta.env.SSR && 'src/features/caseStudies/CaseStudy.tsx', () => import('../features/caseStudies/CaseStudy.js')),
  },
  openRole: {
    list: remembered(import.meta.env.SSR && 'src/features/careers/Careers.tsx', () => import('../features/careers/Careers.js')),
    page: remembered(import.meta.env.SSR && 'src/features/careers/OpenRole.tsx', () => import('../features/careers/OpenRole.js')),
  },
} as const satisfies Record<DocumentKind, { list: () => Promise<unknown>; page: () => Promise<unknown> }>;

const segmentOf = (kind: DocumentKind) => DOCUMENT_KINDS[kind].segment;

const BY_PATH: Array<[RegExp, () => Promise<unknown>]> = [
  [/^\/services$/, pageLoaders.services],
  [/^\/products$/, pageLoaders.products],
  [/^\/product\/[^/]+$/, pageLoaders.productDetail],
  [/^\/contactUs$/, pageLoaders.contact],
  [/^\/thank-you\/\w+$/, pageLoaders.thankYou],
  [/^\/quote$/, pageLoaders.quote],
  [/^\/review$/, pageLoaders.review],
  [/^\/about$/, pageLoaders.about],
  [/^\/blog\/[^/]+$/, pageLoaders.blogDetail],
  [/^\/(backOfficeServices|digitalMarketingServices)$/, pageLoaders.serviceBlogs],
  [/^\/amazonServices$/, pageLoaders.amazon],
  [/^\/webdevelopment$/, pageLoaders.webDevelopment],
  [/^\/appdevelopment$/, pageLoaders.appDevelopment],
  [/^\/((webdevelopment|appdevelopment)\/[^/]+|machine-learning-and-ai-solutions)$/, pageLoaders.serviceDetail],
  [/^\/(privacy-policy|terms-and-conditions|refund-policy)$/, pageLoaders.policy],
  ...DOCUMENT_KIND_NAMES.flatMap((kind): Array<[RegExp, () => Promise<unknown>]> => [
    [new RegExp(`^/${segmentOf(kind)}$`), documentPageLoaders[kind].list],
    [new RegExp(`^/${segmentOf(kind)}/[^/]+$`), documentPageLoaders[kind].page],
  ]),
];

/** The reads a page opens with, by address (besides the site-wide settings and blog menu). */
const DATA_BY_PATH: Array<[RegExp, (api: PublicApiClient, match: RegExpExecArray, search: URLSearchParams) => Array<Query<unknown>>]> = [
  [/^\/$/, (api) => [queries.secondSections(api), queries.reviews(api, 1, REVIEWS_PAGE_SIZE), queries.reviewSummary(api)]],
  [/^\/products$/, (api, _m, search) => [queries.products(api, productsQueryOf(search)), queries.categories(api)]],
  [/^\/product\/([^/]+)$/, (api, m) => [queries.product(api, decodeURIComponent(m[1])), queries.categories(api)]],
  [/^\/blog\/([^/]+)$/, (api, m) => [queries.blog(api, decodeURIComponent(m[1]))]],
  [/^\/(?:quote|review)$/, (api, _m, search) => (search.get('product') ? [queries.product(api, search.get('product')!)] : [])],
  [/^\/backOfficeServices$/, (api) => [queries.serviceBlogs(api, 'backOffice')]],
  [/^\/digitalMarketingServices$/, (api) => [queries.serviceBlogs(api, 'digitalMarketing')]],
  ...DOCUMENT_KIND_NAMES.flatMap((kind): Array<[RegExp, (api: PublicApiClient, match: RegExpExecArray, search: URLSearchParams) => Array<Query<unknown>>]> => [
    [new RegExp(`^/${segmentOf(kind)}$`), (api, _m, search) => [queries.documents(api, kind, search)]],
    [new RegExp(`^/${segmentOf(kind)}/([^/]+)$`), (api, m) => [queries.document(api, kind, decodeURIComponent(m[1]))]],
  ]),
];

/** Every read the page at `path` (with `search`) opens with, the site-wide ones first. */
export function pageQueries(api: PublicApiClient, path: string, search = ''): Array<Query<unknown>> {
  const own = DATA_BY_PATH.flatMap(([pattern, reads]) => {
    const match = pattern.exec(path);
    return match ? reads(api, match, new URLSearchParams(search)) : [];
  });
  return [queries.settings(api), queries.blogMenu(api), ...own];
}

/** Starts loading the code (once; later calls reuse the same load) and the data of the page at `path`. */
/** The loader of the page's code at `path`, if the path is one of the lazily loaded pages. */
const codeFor = (path: string) => BY_PATH.find(([pattern]) => pattern.test(path))?.[1];

export function prefetchPage(path: string, data?: { reads: ReadStore; api: PublicApiClient; search?: string }): void {
  void codeFor(path)?.().catch(() => undefined);
  if (!data) return;
  for (const query of pageQueries(data.api, path, data.search)) data.reads.ensure(query.key, query.load).catch(() => undefined);
}

/**
 * Loads the code (or, any other path, the 404 page's) of the page at `path`, so the browser
 * hydrates a server-rendered page in one go, without a part left waiting for its code.
 */
export function loadPageCode(path: string): Promise<unknown> {
  const load = codeFor(path);
  if (load) return load();
  const shell = path === '/' || path === '/admin' || path.startsWith('/admin/') || path === '/wp-admin';
  return shell ? Promise.resolve() : pageLoaders.notFound();
}

const sameSite = (link: Element | null | undefined): link is HTMLAnchorElement => link instanceof HTMLAnchorElement && link.origin === window.location.origin;

/**
 * Prefetches the pages same-site links lead to: a link's code once it scrolls into view (in idle
 * time), and its code and data when it is pointed at or focused, so following it shows the page at
 * once. Returns the function that stops it.
 */
export function prefetchLinks(reads: ReadStore, api: PublicApiClient, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (sameSite(link)) prefetchPage(link.pathname, { reads, api, search: link.search });
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);

  const idle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200));
  const seen = new WeakSet<Element>();
  // Not on a connection the visitor asked to spare, and only the page's own links (the header and
  // footer links, on every page, are prefetched when pointed at).
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  const spare = Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
  const inView =
    typeof IntersectionObserver === 'function' && !spare
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            inView?.unobserve(entry.target);
            const link = entry.target as HTMLAnchorElement;
            idle(() => prefetchPage(link.pathname));
          }
        })
      : undefined;
  const watchLinks = () => {
    for (const link of root.querySelectorAll('main a[href]')) {
      if (!seen.has(link) && sameSite(link)) {
        seen.add(link);
        inView?.observe(link);
      }
    }
  };
  watchLinks();
  // Pages change under the same document: links that appear are watched too.
  let scheduled = false;
  const added =
    typeof MutationObserver === 'function'
      ? new MutationObserver(() => {
          if (scheduled) return;
          scheduled = true;
          idle(() => {
            scheduled = false;
            watchLinks();
          });
        })
      : undefined;
  added?.observe(root.body, { childList: true, subtree: true });
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    inView?.disconnect();
    added?.disconnect();
  };
}
