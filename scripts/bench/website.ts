import { gzipSync } from 'node:zlib';
import { type BenchContext, firstVisit, kb, type SectionReport } from './common.js';

/** JavaScript a first load needs, gzipped: of `/` (the page-cache issue's 110 KB), and of every other public page. */
const HOME_JS_BUDGET = 110 * 1024;

const PAGE_JS_BUDGET = 120 * 1024;

/**
 * The scripts and styles the home page needs: what its HTML links, and the code its first script
 * fetches after the first paint (listed in #page-code, with everything that code imports). Code
 * prefetched for the pages its links lead to is not the home page's and is not counted here (the
 * first visit's bytes below include it).
 */
async function initialAssets(url: string, pagePath = '/'): Promise<Array<{ path: string; raw: number; gzip: number }>> {
  const html = await (await fetch(`${url}${pagePath}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const linked = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const pageCode = JSON.parse(/<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
  const paths = [...linked, ...pageCode];
  return Promise.all(
    [...new Set(paths)].map(async (p) => {
      const body = Buffer.from(await (await fetch(url + p, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      return { path: p, raw: body.length, gzip: gzipSync(body).length };
    }),
  );
}

export async function runWebsiteSection(ctx: BenchContext): Promise<SectionReport> {
  const app = await ctx.app();
  const visit = await firstVisit(app.url);
  const assets = await initialAssets(app.url);
  const js = assets.filter((a) => a.path.endsWith('.js'));
  const css = assets.filter((a) => a.path.endsWith('.css'));
  const sum = (list: typeof assets, key: 'raw' | 'gzip') => list.reduce((a, x) => a + x[key], 0);
  const jsGzip = sum(js, 'gzip');
  const failures = jsGzip > HOME_JS_BUDGET ? [`home page JavaScript is ${kb(jsGzip)} gzipped, over the ${kb(HOME_JS_BUDGET)} budget`] : [];
  // The other public pages' first loads, each within its budget.
  const product = ((await (await fetch(`${app.url}/api/v1/products`)).json()) as { products: Array<{ slug: string }> }).products[0]?.slug;
  const blog = ((await (await fetch(`${app.url}/api/v1/blogs`)).json()) as { data: Array<{ slug: string }> }).data[0]?.slug;
  const pages: Array<{ path: string; jsGzip: number }> = [];
  for (const pagePath of ['/products', '/about', '/careers', '/services', '/contactUs', `/product/${product}`, `/blog/${blog}`]) {
    const pageJs = (await initialAssets(app.url, pagePath)).filter((a) => a.path.endsWith('.js')).reduce((a, x) => a + x.gzip, 0);
    pages.push({ path: pagePath, jsGzip: pageJs });
    if (pageJs > PAGE_JS_BUDGET) failures.push(`${pagePath}: JavaScript is ${kb(pageJs)} gzipped, over the ${kb(PAGE_JS_BUDGET)} budget`);
  }
  const lines = [
    `initial JavaScript: ${js.length} file(s), ${kb(sum(js, 'raw'))} raw, ${kb(jsGzip)} gzipped (budget ${kb(HOME_JS_BUDGET)})`,
    `other pages' initial JavaScript (budget ${kb(PAGE_JS_BUDGET)}): ${pages.map((p) => `${p.path.replace(/^\/(product|blog)\/.*/, '/$1/…')} ${kb(p.jsGzip)}`).join(', ')}`,
    `initial CSS:        ${css.length} file(s), ${kb(sum(css, 'raw'))} raw, ${kb(sum(css, 'gzip'))} gzipped`,
    `first visit of / in Chromium: ${visit.requests} requests, ${kb(visit.bytes)} transferred`,
    ...Object.entries(visit.byType)
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `  ${type.padEnd(12)} ${kb(bytes)}`),
  ];
  return {
    title: 'Website: first load of the home page',
    text: lines.join('\n'),
    data: { assets, jsGzip, cssGzip: sum(css, 'gzip'), jsBudget: HOME_JS_BUDGET, pages, pageJsBudget: PAGE_JS_BUDGET, firstVisit: visit },
    failures,
  };
}
