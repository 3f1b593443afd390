import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type BenchContext, CONNECTIONS, formatTable, inTurn, median, mixed, ROUNDS, type SectionReport, signIn } from './common.js';
import { startAppServer } from './servers.js';

const METRICS_TOKEN = randomBytes(12).toString('hex');

const MIXED_PAGES = ['/', '/products', '/about', '/careers'];

/** Series of the app's /metrics (a counter or gauge without labels, or with the labels given). */
async function metric(url: string, series: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return Number(line?.split(' ')[1] ?? 0);
}

export async function runFreshnessSection(ctx: BenchContext): Promise<SectionReport> {
  const title = `Page cache freshness (${ctx.seconds} s each, ${os.cpus().length} cores shared with the load generator)`;
  const dir = path.join(ctx.tempDir, 'data-freshness');
  const password = randomBytes(18).toString('base64url');
  const app = await startAppServer(ctx.cleanup, dir, { env: { METRICS_TOKEN, ADMIN_PASSWORD: password } });
  const failures: string[] = [];
  try {
    // Campaign links: one page kept for all of them. In rounds, as the cached reads: a run on the
    // plain page and one with a new parameter on every request, back to back (in turn first); the
    // ratio is the median of the rounds' (one run of each swung it by ±0.1 on a busy machine).
    // Both runs have the load generator write each request afresh (`idReplacement`), which the new
    // parameter needs: on two cores shared with the server, that alone took a fifth of the plain
    // page's throughput, which the ratio would otherwise have counted against the server.
    const tracking: Array<{ path: string; plain: number; tagged: number; ratio: number; ratios: number[]; entriesBefore: number; entriesAfter: number }> = [];
    for (const [page, param] of [['/about', 'utm_source'], ['/', 'gclid']] as const) {
      const plains: number[] = [];
      const taggeds: number[] = [];
      // The plain page kept, the count the campaign links must leave as it is.
      await (await fetch(app.url + page)).arrayBuffer();
      const entriesBefore = await metric(app.url, 'page_cache_entries');
      for (let round = 1; round <= ROUNDS; round++) {
        process.stderr.write(`bench: freshness ${page}?${param}=<random>${ROUNDS > 1 ? ` (round ${round} of ${ROUNDS})` : ''}…\n`);
        await inTurn(
          round,
          async () => void plains.push((await autocannon({ url: app.url + page, idReplacement: true, connections: 16, duration: ctx.seconds })).requests.average),
          async () => void taggeds.push((await autocannon({ url: `${app.url}${page}?${param}=[<id>]`, idReplacement: true, connections: 16, duration: ctx.seconds })).requests.average),
        );
      }
      const entriesAfter = await metric(app.url, 'page_cache_entries');
      const ratios = plains.map((plain, i) => (plain > 0 ? taggeds[i] / plain : 0));
      const row = { path: `${page}?${param}=<random>`, plain: median(plains), tagged: median(taggeds), ratio: median(ratios), ratios, entriesBefore, entriesAfter };
      tracking.push(row);
      if (row.ratio < 0.8) failures.push(`${row.path}: ${row.ratio.toFixed(2)}× the plain page's throughput (median of ${ROUNDS} rounds), under 0.8×`);
      if (entriesAfter > entriesBefore) failures.push(`${row.path}: the cache grew from ${entriesBefore} to ${entriesAfter} entries`);
    }

    // A product edited every 2 s under 32 connections over six pages.
    const auth = await signIn(app.url, password);
    const list = (await (await fetch(`${app.url}/api/v1/products`)).json()) as { products: Array<{ _id: string; slug: string; name: string; price: number; stock: number; description: string }> };
    const [edited, shown] = list.products;
    if (!edited || !shown) throw new Error('the demo catalogue has fewer than two products');
    const blogs = (await (await fetch(`${app.url}/api/v1/blogs`)).json()) as { data: Array<{ slug: string }> };
    const pages = [...MIXED_PAGES, `/product/${edited.slug}`, `/blog/${blogs.data[0]?.slug ?? ''}`];
    process.stderr.write('bench: freshness, six pages without edits…\n');
    await mixed(app.url, pages, CONNECTIONS, 1);
    const quiet = await mixed(app.url, pages, CONNECTIONS, ctx.seconds);
    const rendersBefore = await metric(app.url, 'page_render_seconds_count');
    let edits = 0;
    process.stderr.write('bench: freshness, six pages with a product edited every 2 s…\n');
    const busy = await mixed(app.url, pages, CONNECTIONS, ctx.seconds, async () => {
      const until = Date.now() + ctx.seconds * 1000 - 500;
      while (Date.now() < until) {
        const res = await fetch(`${app.url}/api/v1/admin/product/${edited._id}`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `${edited.name} ${edits % 2 ? '' : '(new)'}`.trim(), price: edited.price, stock: edited.stock, description: edited.description }),
        });
        if (res.ok) edits++;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const renders = (await metric(app.url, 'page_render_seconds_count')) - rendersBefore;
    const perEdit = edits ? renders / edits : 0;
    // An edit to a product touches its page, the catalogue and the home page that lists it.
    const touched = 3;
    if (busy.p99Ms > 2 * Math.max(quiet.p99Ms, 1)) failures.push(`with edits p99 ${busy.p99Ms} ms, over 2× the ${quiet.p99Ms} ms without`);
    if (perEdit > touched) failures.push(`${perEdit.toFixed(1)} renders per edit, more than the ${touched} pages an edit touches`);
    if (quiet.failures + busy.failures > 0) failures.push(`${quiet.failures + busy.failures} failed requests under the mixed load`);
    const text = [
      formatTable(
        [`campaign links (16 connections, ${ROUNDS} rounds: medians)`, 'plain page', 'random parameter', 'ratio', 'rounds', 'cache entries'],
        tracking.map((t) => [t.path, `${Math.round(t.plain)} req/s`, `${Math.round(t.tagged)} req/s`, `${t.ratio.toFixed(2)}×`, t.ratios.map((r) => r.toFixed(2)).join(' '), `${t.entriesBefore} → ${t.entriesAfter}`]),
      ),
      '',
      formatTable(
        [`six pages, ${CONNECTIONS} connections`, 'req/s', 'p99', 'renders'],
        [
          ['no edits', String(Math.round(quiet.reqPerSec)), `${quiet.p99Ms} ms`, ''],
          [`a product edited every 2 s (${edits} edits)`, String(Math.round(busy.reqPerSec)), `${busy.p99Ms} ms`, `${renders} (${perEdit.toFixed(1)} per edit; touched pages: ${touched})`],
        ],
      ),
    ].join('\n');
    return { title, text, data: { tracking, quiet, busy, edits, renders, rendersPerEdit: perEdit, touchedPages: touched }, failures };
  } finally {
    await app.stop();
  }
}
