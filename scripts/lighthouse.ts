import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './chromium.js';

/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G connection, simulated) on the public
 * pages, driving the system's Chromium. Used by `npm run bench`.
 */

export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 1500, cls: 0.02 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points (score under 0.9), for the reader of the table. */
  findings: string[];
}

export async function lighthouseRows(origin: string, paths: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const findings = Object.entries(categories).flatMap(([name, category]) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${name}: ${ref.id}${audits[ref.id]?.displayValue ? ` (${audits[ref.id].displayValue})` : ''}`),
      );
      rows.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as LighthouseRow['scores'],
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        findings,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** Why the rows miss the targets; empty when they meet them. */
export function lighthouseFailures(rows: LighthouseRow[]): string[] {
  return rows.flatMap((row) => [
    ...CATEGORIES.filter((c) => row.scores[c] < LIGHTHOUSE_TARGETS.score).map((c) => `${row.path}: Lighthouse ${c} ${row.scores[c]}, under ${LIGHTHOUSE_TARGETS.score}`),
    ...(row.lcpMs > LIGHTHOUSE_TARGETS.lcpMs ? [`${row.path}: LCP ${(row.lcpMs / 1000).toFixed(2)} s, over ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s`] : []),
    ...(row.cls > LIGHTHOUSE_TARGETS.cls ? [`${row.path}: CLS ${row.cls.toFixed(3)}, over ${LIGHTHOUSE_TARGETS.cls}`] : []),
  ]);
}
