import { lighthouseFailures, lighthouseRows, LIGHTHOUSE_TARGETS } from '../lighthouse.js';
import { type BenchContext, formatTable, type SectionReport } from './common.js';

export async function runLighthouseSection(ctx: BenchContext): Promise<SectionReport> {
  const app = await ctx.app();
  // By their addresses (slugs): an id address answers a redirect to it, which Lighthouse would measure too.
  const first = async (api: string, key: string) => ((await (await fetch(app.url + api)).json()) as Record<string, Array<{ slug: string }>>)[key]?.[0]?.slug;
  const product = await first('/api/v1/products', 'products');
  const blog = await first('/api/v1/blogs', 'data');
  const paths = ['/', '/products', ...(product ? [`/product/${product}`] : []), '/contactUs', '/careers', ...(blog ? [`/blog/${blog}`] : [])];
  // Each page once first, as its first visitor would: Lighthouse then meets the server in its
  // steady state (the page cached), not a cold first render, which the uncached section measures.
  for (const p of paths) await (await fetch(app.url + p)).arrayBuffer();
  process.stderr.write(`bench: Lighthouse on ${paths.length} pages…\n`);
  const rows = await lighthouseRows(app.url, paths);
  const text = [
    formatTable(
      ['page', 'perf', 'a11y', 'best pr.', 'seo', 'FCP s', 'LCP s', 'CLS', 'TBT ms'],
      rows.map((r) => [
        r.path.length > 34 ? `${r.path.slice(0, 31)}...` : r.path,
        String(r.scores.performance),
        String(r.scores.accessibility),
        String(r.scores['best-practices']),
        String(r.scores.seo),
        (r.fcpMs / 1000).toFixed(2),
        (r.lcpMs / 1000).toFixed(2),
        r.cls.toFixed(3),
        r.tbtMs.toFixed(0),
      ]),
    ),
    ...rows.filter((r) => r.findings.length).map((r) => `${r.path}: ${r.findings.join('; ')}`),
  ].join('\n');
  return {
    title: `Lighthouse, mobile preset (targets: every score >= ${LIGHTHOUSE_TARGETS.score}, LCP <= ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s, CLS <= ${LIGHTHOUSE_TARGETS.cls})`,
    text,
    data: { targets: LIGHTHOUSE_TARGETS, rows },
    failures: lighthouseFailures(rows),
  };
}
