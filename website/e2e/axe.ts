import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, evaluated in the page through the debugging protocol (so the page's CSP does not apply). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now, one
 * line each (rule, impact, and the first elements it names): an empty list is the bar.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are read as painted: a drawer or dialog still fading in is half transparent, and its
  // text then fails the contrast rule it meets once shown. Transitions and finite animations end
  // first (a spinner's endless one is left running).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, {
    timeout: 5000,
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
}
